import { emitFrom } from '../../src/components/portal-events';
import { $portalUrl } from '../../src/stores/routing';
import { $selectedCustomer } from '../../src/stores/selected-customer';
import { $session } from '../../src/stores/session';
import { accountChange, isSignOut, type AccountChange } from './host-event-rules';

/** Which page-wide changes an element reports to its host. */
export interface HostEventChoice {
  navigation?: boolean;
  account?: boolean;
  signOut?: boolean;
}

/**
 * Follows the page-wide stores for a connected element and dispatches `portal-navigate`,
 * `portal-account-change` and `portal-sign-out` from it, so a host page can keep its own header
 * or analytics in step. Returns the function that stops following.
 */
export function followPortalState(host: HTMLElement, choice: HostEventChoice): () => void {
  const stops: Array<() => void> = [];
  if (choice.navigation) {
    // The page the portal opens with is reported too: a host's header starts from it.
    stops.push(
      $portalUrl.subscribe((path) => {
        if (path !== null) emitFrom(host, 'portal-navigate', { path });
      }),
    );
  }
  if (choice.account) {
    let last: AccountChange | undefined;
    stops.push(
      $selectedCustomer.subscribe((selected) => {
        const next = accountChange(last, selected);
        if (next) emitFrom(host, 'portal-account-change', next);
        last = next ?? last;
      }),
    );
  }
  if (choice.signOut) {
    let before = $session.get().status;
    stops.push(
      $session.listen(({ status }) => {
        if (isSignOut(before, status)) emitFrom(host, 'portal-sign-out', {});
        before = status;
      }),
    );
  }
  return () => stops.forEach((stop) => stop());
}
