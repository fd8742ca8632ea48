import { computed } from 'nanostores';
import { $menu } from './definitions';
import { recordPageVisit } from './page-visits';
import { $activeMenuEntry, $portalPath, $view } from './routing';
import { $selectedCustomer } from './selected-customer';
import { $session } from './session';
import { visitedPageOf, type VisitedPage } from './visited-page';

/** The page on screen and who sees it: the same page for another user or customer is another visit. */
export interface TrackedPage extends VisitedPage {
  /** The page's id, the user and the customer together. */
  key: string;
}

/**
 * The page a signed-in person is on, acting for a customer (SPEC 7 page visits); null while
 * there is none (signing in, no account chosen, a page still loading).
 */
export const $trackedPage = computed(
  [$view, $activeMenuEntry, $menu, $portalPath, $session, $selectedCustomer],
  (view, active, menu, path, session, { customerId }): TrackedPage | null => {
    if (session.status !== 'authenticated' || !session.user || customerId === null) return null;
    const page = visitedPageOf(view, active, menu, path);
    return page ? { ...page, key: JSON.stringify([page.id, session.user.userId, customerId]) } : null;
  },
);

let stop: (() => void) | undefined;

/**
 * Records a page visit for every page a person comes to (once per page, however long they stay or
 * move around inside it), through the debounced {@link recordPageVisit}. Once per page load.
 */
export function startPageVisitTracking(): void {
  if (stop) return;
  let last: string | null = null;
  stop = $trackedPage.subscribe((page) => {
    if (!page || page.key === last) return;
    last = page.key;
    recordPageVisit(page.pageTitle, page.platformTitle);
  });
}

/** Test helper: stop following the pages. */
export function stopPageVisitTrackingForTests(): void {
  stop?.();
  stop = undefined;
}
