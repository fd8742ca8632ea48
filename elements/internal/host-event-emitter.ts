import { computed } from 'nanostores';
import { emitFrom } from '../../src/components/portal-events';
import { $portalUrl } from '../../src/stores/routing/routing';
import { $selectedCustomer } from '../../src/stores/access/access';
import { $session } from '../../src/stores/session/session';
import { accountChange, isSignOut, type AccountChange } from './host-event-rules';
import { reportOriginRefusal, reportSignedOut } from './part-error-reports';

/** Which page-wide changes an element reports to its host. */
export interface HostEventChoice {
  navigation?: boolean;
  account?: boolean;
  signOut?: boolean;
  /** `portal-part-error` (`origin-not-allowed`) once the backend refused the page's origin. */
  refusal?: boolean;
  /** `portal-part-error` (`signed-out`) when the visitor is found signed out (the element then offers Sign in). */
  signedOutNotice?: boolean;
}

/**
 * Follows the page-wide stores for a connected element and dispatches `portal-navigate`,
 * `portal-account-change`, `portal-sign-out` and a refused origin's `portal-part-error` from it, so a host page can keep its own header
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
      $session.listen(({ status, originRefused }) => {
        // A refused origin answered nothing about the session: nobody was signed out.
        if (isSignOut(before, status) && originRefused !== true) emitFrom(host, 'portal-sign-out', {});
        before = status;
      }),
    );
  }
  if (choice.refusal) stops.push(reportOriginRefusal(host));
  if (choice.signedOutNotice) {
    stops.push(reportSignedOut(host, computed($session, ({ status, originRefused }) => status === 'unauthenticated' && originRefused !== true)));
  }
  return () => stops.forEach((stop) => stop());
}
