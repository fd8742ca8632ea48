// Stale-while-revalidate start-up in a real <portal-shell> against the local backend: the first
// shell of a tab waits for GetUserData behind the "Signing in" loader; a later one in the same tab
// (a reload: the store modules start over, the tab's sessionStorage stays) paints the signed-in
// shell from the tab's cache while GetUserData is still delayed.
import { expect } from 'chai';
import '../../elements/portal-shell';
import { $accounts } from '../../src/stores/access/accounts';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $hostParams } from '../../src/stores/platform/environment';
import { readCachedLogin } from '../../src/stores/session/login-cache';
import { $session, initializeLogin } from '../../src/stores/session/session';
import { LATENCY_MS } from '../faults/fault-table';
import { clearFaults, injectFault, untilCallHeld } from '../faults/fault-harness';
import { admin, signInAs, testHostParams } from './test-backend';
import { cleanupFixtures, fixture, framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';

const USER_DATA = { origin: 'auth', method: 'GET', path: '/authapi/Login/GetUserData' } as const;

const shellOf = (element: Element) => element.shadowRoot!;
const topBar = (root: ShadowRoot) => root.querySelector('[part="top-bar"]');
const sidebarPlatforms = (root: ShadowRoot) => root.querySelector('[part="sidebar"] .sidebar__group');
const signingIn = (root: ShadowRoot) => root.querySelector('[part="loader"]')?.textContent?.includes('Signing in') ?? false;

/** Watches a shell every frame until stopped: what it showed at any time. */
function watch(root: ShadowRoot) {
  const seen = { loader: false, topBar: false, topBarBeforeAnswer: false };
  let running = true;
  const tick = () => {
    if (!running) return;
    if (signingIn(root)) seen.loader = true;
    if (topBar(root)) {
      seen.topBar = true;
      if ($session.get().revalidating === true) seen.topBarBeforeAnswer = true;
    }
    requestAnimationFrame(tick);
  };
  tick();
  return { seen, stop: () => void (running = false) };
}

describe('start-up from the tab cache (stale-while-revalidate)', () => {
  const redirects: string[] = [];
  const originalAssign = browserNavigation.assign;

  before(async () => {
    localStorage.clear();
    cleanupFixtures();
    browserNavigation.assign = (url: string) => void redirects.push(url);
    $hostParams.set(testHostParams());
    await admin('/reset', { method: 'POST' });
    await clearFaults();
    await signInAs('u-mads');
    history.replaceState(null, '', '/');
  });
  after(async () => {
    await clearFaults();
    browserNavigation.assign = originalAssign;
    cleanupFixtures();
    resetStores({ only: ['session'] });
  });

  it('the first shell in the tab shows the Signing in loader, no top bar, while GetUserData is delayed; a second one in the same tab shows the top bar at once', async () => {
    // First shell of the tab: nothing cached.
    expect(readCachedLogin()).to.equal(null);
    resetStores({ only: ['session'] });
    await injectFault(USER_DATA, `latency:${LATENCY_MS}`);
    // The element starts the login itself (the first start of this page).
    const first = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`);
    const firstWatch = watch(shellOf(first));
    await untilCallHeld(USER_DATA);
    expect(signingIn(shellOf(first)), 'the Signing in loader while GetUserData is delayed').to.equal(true);
    expect(topBar(shellOf(first)), 'no top bar before GetUserData answers').to.equal(null);
    await waitFor(() => topBar(shellOf(first)) && sidebarPlatforms(shellOf(first)), 'the first shell signed in', LATENCY_MS * 5);
    firstWatch.stop();
    expect(firstWatch.seen.topBarBeforeAnswer).to.equal(false);
    // The tab now keeps Mads's user data and accounts.
    await waitFor(() => $accounts.get().status === 'loaded' && readCachedLogin()?.customers?.length, 'the accounts cached', 5000);
    expect(readCachedLogin()?.user.userId).to.equal('u-mads');
    expect(JSON.stringify(sessionStorage)).not.to.match(/tok_/);
    const switcher = (root: ShadowRoot) => root.querySelector('[part="account-switcher-button"]')?.textContent ?? '';
    await waitFor(() => switcher(shellOf(first)).length > 0, 'the selected account shown');
    const selectedAccount = switcher(shellOf(first));

    // A reload of the tab: the element goes, the stores start over, the tab's cache stays.
    first.parentElement!.remove();
    resetStores({ only: ['session'], keepTabCache: true });
    const second = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`);
    const answered = initializeLogin(false);
    const secondWatch = watch(shellOf(second));
    await waitFor(() => topBar(shellOf(second)) && sidebarPlatforms(shellOf(second)), 'the second shell painted from the cache');
    expect($session.get().revalidating, 'GetUserData has not answered yet').to.equal(true);
    expect(switcher(shellOf(second)), 'the cached selected account').to.equal(selectedAccount);
    await answered;
    // The answer's renders, before the watch stops.
    await nothingHappensWithin(framesFor(50));
    secondWatch.stop();
    expect(secondWatch.seen.topBarBeforeAnswer).to.equal(true);
    expect(secondWatch.seen.loader, 'no Signing in loader on the cached start, before or after the answer').to.equal(false);
    expect($session.get()).to.include({ status: 'authenticated' });
    expect($session.get().revalidating ?? false).to.equal(false);
    expect(redirects).to.deep.equal([]);
  });
});
