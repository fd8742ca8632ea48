import { $menu, $selectedCustomer } from '../access/access';
import { recordPageVisit } from './page-visits';
import { $activeMenuEntry, $portalPath, $view } from '../routing/routing';
import { $session } from '../session/session';
import { visitedPageOf, type VisitedPage } from './visited-page';
import { onStoreReset } from '../store-reset';

/** The page on screen and who sees it: the same page for another user or customer is another visit. */
export interface TrackedPage extends VisitedPage {
  /** The page's id, the user and the customer together. */
  key: string;
}

/**
 * The page a signed-in person is on, acting for a customer; null while
 * there is none (signing in, the user not confirmed yet, no account chosen, a page still loading).
 */
export function trackedPage(): TrackedPage | null {
  const session = $session.get();
  const { customerId } = $selectedCustomer.get();
  // A user not confirmed yet (the tab's cache, another tab's hand-over) may not be the session's.
  if (session.status !== 'authenticated' || !session.user || session.revalidating === true || customerId === null) return null;
  const page = visitedPageOf($view.get(), $activeMenuEntry.get(), $menu.get(), $portalPath.get());
  return page ? { ...page, key: JSON.stringify([page.id, session.user.userId, customerId]) } : null;
}

let stop: (() => void) | undefined;

/**
 * Records a page visit for every page a person comes to (once per page, however long they stay or
 * move around inside it), through the debounced {@link recordPageVisit}. Once per page load.
 *
 * The page is read once a navigation's changes have all landed (a microtask after the first), not
 * in the middle of them: routing sets the address, the path, the view and the customer one after
 * another, and one look per navigation is enough.
 */
export function startPageVisitTracking(): void {
  if (stop) return;
  let last: string | null = null;
  // Stryker disable next-line BooleanLiteral: check() below clears it before any listener can run
  let queued = false;
  const check = () => {
    queued = false;
    const page = trackedPage();
    if (!page || page.key === last) return;
    last = page.key;
    recordPageVisit(page.pageTitle, page.platformTitle);
  };
  const later = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(check);
  };
  const unbinds = [$view, $activeMenuEntry, $menu, $portalPath, $session, $selectedCustomer].map((store) => store.listen(() => later()));
  check();
  stop = () => unbinds.forEach((unbind) => unbind());
}

// A new page: no pages followed yet.
onStoreReset('page-visits', () => {
  stop?.();
  stop = undefined;
});
