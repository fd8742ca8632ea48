import { expect } from 'chai';
import { $accounts } from '../../src/stores/access/accounts';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $appDefinitions, $definitionsSource, $menu, loadDefinitions } from '../../src/stores/access/definitions';
import { $hostParams } from '../../src/stores/platform/environment';
import { startErrorReporting, reportError } from '../../src/stores/reporting/error-reporting';
import { recordPageVisit, trackingHost } from '../../src/stores/reporting/page-visits';
import { $selectedCustomer } from '../../src/stores/access/selected-customer';
import { $session, initializeLogin, refreshLoginOnce } from '../../src/stores/session/session';
import { $tokens, getAccessToken, tokenKey } from '../../src/stores/access/token-cache';
import { HttpError } from '../../src/services/http-error';
import { TEST_BACKEND, admin, signInAs, signOutOnServer, testHostParams } from './test-backend';
import { framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';

/** The session stores against the real local backend, in Chromium, with real cookies and CORS. */
describe('session core against the local backend', () => {
  const redirects: string[] = [];
  const originalAssign = browserNavigation.assign;
  const stopAccounts = $accounts.listen(() => {});

  before(async () => {
    // Test files share the runner's origin, and so its localStorage: start from nothing.
    localStorage.clear();
    browserNavigation.assign = (url: string) => void redirects.push(url);
    $hostParams.set(testHostParams());
    await admin('/reset', { method: 'POST' });
    await signInAs('u-mads');
  });
  after(() => {
    browserNavigation.assign = originalAssign;
    stopAccounts();
  });

  it('signs in with the session cookie and loads the accounts with credentials', async () => {
    await initializeLogin(false);
    expect($session.get()).to.include({ status: 'authenticated', isDevelopmentUser: false });
    expect($session.get().user?.userId).to.equal('u-mads');
    await waitFor(() => $accounts.get().status === 'loaded', 'the accounts');
    expect($accounts.get().customers.map((customer) => customer.customerId)).to.deep.equal([1002, 1001, 1003, 1004, 1005, 4030, 5150]);
    expect($selectedCustomer.get()).to.deep.include({ customerId: 1002 });
  });

  it('loads the menu and app definitions from the profile API and locks by product tags', async () => {
    await loadDefinitions();
    expect($definitionsSource.get()).to.equal('api');
    expect($appDefinitions.get().find((app) => app.appPrefix === 'dash')?.iframeBaseUrl).to.equal(`${TEST_BACKEND.apps}/dash`);
    const audience = $menu.get().platforms.flatMap((platform) => platform.items).find((item) => item.id === 'audience-builder');
    // Customer 1002 has FREE, WEB and MAIL: the CDP item is locked.
    expect(audience?.isLocked).to.equal(true);
  });

  it('gets a per-app token once, shares it between concurrent callers, and the gateway accepts it', async () => {
    const request = { client: 'dashboardui', services: ['dashboard-api'], impersonateCustomerId: 1002 };
    const [first, second] = await Promise.all([getAccessToken(request), getAccessToken(request)]);
    expect(first?.token).to.match(/^tok_/);
    expect(second).to.equal(first);
    expect($tokens.get()[tokenKey(request)]).to.equal(first);
    const insights = await fetch(`${TEST_BACKEND.gateway}/api/customers/1002/insights`, { headers: { authorization: `Bearer ${first!.token}` } });
    expect(insights.status).to.equal(200);
  });

  it('records a debounced page visit in the backend sink (on a production host name)', async () => {
    const originalHostname = trackingHost.hostname;
    trackingHost.hostname = () => 'portal.example';
    try {
      recordPageVisit('Account Dashboard', 'Analytics & Insights');
      recordPageVisit('Group Dashboard', 'Analytics & Insights');
      const visits = await waitFor(async () => {
        const sink = (await admin('/sinks/page-visits')) as Array<Record<string, unknown>>;
        return sink.length > 0 ? sink : null;
      }, 'the page visit in the sink');
      expect(visits).to.have.length(1);
      expect(visits[0]).to.include({ customerId: 1002, pageTitle: 'Group Dashboard', domain: 'copenhagen-coffee.example', userId: 'u-mads' });
    } finally {
      trackingHost.hostname = originalHostname;
    }
  });

  it('reports a thrown error to the ingest, and not an HTTP 401 failure', async () => {
    await startErrorReporting();
    reportError(new HttpError('bad-request', 'HTTP 401', 401));
    reportError(new Error('A reportable failure'));
    type Sink = Array<{ exception?: { values?: Array<{ value?: string }> } }>;
    await waitFor(async () => ((await admin('/sinks/errors')) as Sink).length > 0, 'an error event in the ingest', 8000);
    // The 401 was reported first: give it time to arrive too, were it sent.
    await nothingHappensWithin(framesFor(500));
    const messages = ((await admin('/sinks/errors')) as Sink).map((event) => event.exception?.values?.[0]?.value);
    expect(messages).to.include('A reportable failure');
    expect(messages).not.to.include('HTTP 401');
  });

  it('a failed login refresh (session ended on the server) signs out with one redirect to the identity logout', async () => {
    await signOutOnServer();
    await refreshLoginOnce();
    await refreshLoginOnce();
    expect($session.get().status).to.equal('unauthenticated');
    expect(redirects).to.have.length(1);
    const url = new URL(redirects[0]!);
    expect(url.origin + url.pathname).to.equal(`${TEST_BACKEND.auth}/identity/account/logout`);
    expect(url.searchParams.get('autosignout')).to.equal('true');
    expect(new URL(url.searchParams.get('returnurl')!).searchParams.get('initialurl')).to.be.a('string');
    await waitFor(() => $accounts.get().customers.length === 0, 'logout to clear the accounts');
    resetStores({ only: ['session'] });
  });

  it('a token request without a session answers null and signs the user out', async () => {
    redirects.length = 0;
    await signInAs('u-cora');
    await initializeLogin(false);
    await signOutOnServer();
    const token = await getAccessToken({ client: 'searchui', services: ['search-api'], impersonateCustomerId: 1001 });
    expect(token).to.equal(null);
    expect($session.get().status).to.equal('unauthenticated');
    expect(redirects).to.have.length(1);
  });
});
