import { PAGE_VISIT_DEBOUNCE_MS } from '../../config/business-constants';
import { isLocalOrTestHost } from '../../config/host-kind';
import { trackPageVisit, type PageVisit } from '../../services/tracking-service';
import { httpClients } from '../platform/platform';
import { $selectedCustomer } from '../access/access';
import { $session, emailDomainOf } from '../session/session';

/** The analytics data layer the host page reads (`window.dataLayer`). */
type DataLayer = Array<Record<string, unknown>>;

let timer: ReturnType<typeof setTimeout> | undefined;

/** The hostname tracking runs on; a function so tests can pretend to be a production host. */
export const trackingHost = { hostname: (): string => (typeof location === 'undefined' ? 'localhost' : location.hostname) };

function send(pageTitle: string, platformTitle: string): void {
  const { customerId } = $selectedCustomer.get();
  const { user } = $session.get();
  if (customerId === null || !user || isLocalOrTestHost(trackingHost.hostname())) return;
  const visit: PageVisit = { customerId, pageTitle, platformTitle, domain: emailDomainOf(user.email) };
  const dataLayer = ((globalThis as { dataLayer?: DataLayer }).dataLayer ??= []);
  dataLayer.push({ event: 'visit', pageTitle, platformTitle, emailDomain: visit.domain, customerId });
  trackPageVisit(httpClients().profile, visit).catch((error: unknown) => console.warn('The page visit was not recorded.', error));
}

/**
 * Records a page visit: debounced by 200 ms, so only the page the user stays on counts;
 * sent to the tracking call and pushed to the analytics data layer; skipped on local and test hosts.
 */
export function recordPageVisit(pageTitle: string, platformTitle: string): void {
  clearTimeout(timer);
  timer = setTimeout(() => send(pageTitle, platformTitle), PAGE_VISIT_DEBOUNCE_MS);
}
