import { atom, computed } from 'nanostores';
import { $accounts, $selectedCustomer } from './access/access';
import { $view, type PortalView } from './routing/routing';
import { $session, type SessionStatus } from './session/session';
import { onStoreReset } from './store-reset';

/** What decides whether the shell's opening view is on the page. */
export interface OpeningInput {
  status: SessionStatus;
  view: PortalView['kind'];
  accountsLoaded: boolean;
  customerId: number | null;
}

/**
 * Whether the shell shows what it opened for: a signed-out, refused or unavailable page, or for a
 * signed-in person a view other than the loader (a product area's frame is made in the same store
 * update as its view), or the accounts loaded with none to act for (the account dialog asks).
 * Until then only what paints the chrome and the area may run.
 */
export function openingViewShown({ status, view, accountsLoaded, customerId }: OpeningInput): boolean {
  if (status === 'initializing') return false;
  if (status !== 'authenticated') return true;
  if (view !== 'loading' && view !== 'redirectHome') return true;
  return accountsLoaded && customerId === null;
}

const $opening = computed([$session, $view, $accounts, $selectedCustomer], (session, view, accounts, selected) =>
  openingViewShown({ status: session.status, view: view.kind, accountsLoaded: accounts.status === 'loaded', customerId: selected.customerId }),
);

/**
 * True once the shell has shown its opening view (see {@link openingViewShown}), then true for the
 * page's life: error reporting, the menus, popovers and the chat load after it, never between the
 * first request and the area's frame.
 */
export const $openingShown = atom(false);

let stop: (() => void) | undefined;
let shown: Promise<void> | undefined;
let resolveShown: () => void = () => {};

/** Starts following the opening view (once per page); `<portal-shell>`'s start calls it. */
export function followOpeningView(): void {
  if (stop) return;
  stop = $opening.subscribe((open) => {
    if (!open || $openingShown.get()) return;
    $openingShown.set(true);
    resolveShown();
  });
}

/** Resolves once {@link $openingShown} is true. */
export function openingShown(): Promise<void> {
  shown ??= $openingShown.get() ? Promise.resolve() : new Promise((resolve) => (resolveShown = resolve));
  return shown;
}

// A new page: nothing shown yet.
onStoreReset('routing', () => {
  stop?.();
  stop = undefined;
  shown = undefined;
  resolveShown = () => {};
  $openingShown.set(false);
});
