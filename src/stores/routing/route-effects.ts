import { computed, type ReadableAtom } from 'nanostores';
import { $accounts, $lastSelectedCustomerId } from '../access/access';
import { canonicalPortalUrl, type CanonicalInput } from './canonical-address';
import type { PortalRoute, PortalView } from './portal-view';
import { customerIdInPath, type ActiveMenuEntry } from './route-matching';

/** What the route effects read and act through: routing's own stores and its way of opening a page. */
export interface RoutingForEffects {
  $route: ReadableAtom<PortalRoute | null>;
  $activeMenuEntry: ReadableAtom<ActiveMenuEntry | null>;
  $view: ReadableAtom<PortalView>;
  $portalUrl: ReadableAtom<string | null>;
  openPath(path: string, replace?: boolean): void;
  canonicalInput(): CanonicalInput;
}

/**
 * The effects, started with routing: an id in the path among the user's accounts
 * becomes the selected customer; an unknown id or a restricted product sends the user home.
 * Returns how to stop them.
 */
export function startRouteEffects({ $route, $activeMenuEntry, $view, $portalUrl, openPath, canonicalInput }: RoutingForEffects): () => void {
  const stopSelect = computed([$route, $activeMenuEntry, $accounts], (route, active, accounts) => {
    if (route?.name !== 'app' || !active || accounts.status !== 'loaded') return null;
    const id = customerIdInPath((active.subitem ?? active.item).route, route.path);
    return id !== null && accounts.customers.some((customer) => customer.customerId === id) ? id : null;
  }).subscribe((id) => {
    if (id !== null && id !== $lastSelectedCustomerId.get()) $lastSelectedCustomerId.set(id);
  });
  const stopRedirect = $view.subscribe((view) => {
    if (view.kind === 'redirectHome') queueMicrotask(() => openPath('/', true));
  });
  // An address opened directly ends where navigating to it does: at its canonical form.
  const stopCanonical = $view.subscribe((view) => {
    const url = $portalUrl.get();
    if (view.kind !== 'app' || url === null) return;
    const canonical = canonicalPortalUrl(url, canonicalInput());
    if (canonical === url) return;
    queueMicrotask(() => {
      if ($portalUrl.get() === url) openPath(canonical, true);
    });
  });
  return () => {
    stopSelect();
    stopRedirect();
    stopCanonical();
  };
}
