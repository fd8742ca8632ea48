// Stale-while-revalidate start-up in a real <portal-shell> against the local backend: the first
// shell of a tab waits for GetUserData behind the "Signing in" loader; a later one in the same tab
// (a reload: the store modules start over, the tab's sessionStorage stays) paints the signed-in
// shell from the tab's cache while GetUserData is still delayed. A new tab (an empty sessionStorage)
// paints from the browser's copy in localStorage, under its rules: until the login's expiry, no
// area before GetUserData confirms the person, nothing of another person left after it.
import { expect } from 'chai';
import '../../elements/portal-shell';
import { $accounts } from '../../src/stores/access/accounts';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { openPath } from '../../src/stores/routing/routing';
import { $hostParams } from '../../src/stores/platform/environment';
import { $firstFrameRendered } from '../../src/stores/platform/first-frame';
import { keepLoginUntil, readCachedLogin } from '../../src/stores/session/login-cache';
import { refreshLoginOnce } from '../../src/stores/session/login-refresh';
import { $session, initializeLogin, signOutHere } from '../../src/stores/session/session';
import { LATENCY_MS } from '../faults/fault-table';
import { clearFaults, injectFault, untilCallHeld } from '../faults/fault-harness';
import { admin, signInAs, signOutOnServer, testHostParams } from './test-backend';
import { cleanupFixtures, fixture, framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';

const USER_DATA = { origin: 'auth', method: 'GET', path: '/authapi/Login/GetUserData' } as const;
/** How long a new tab's GetUserData is held when the test looks at the tab meanwhile, ms. */
const HELD_MS = 4 * LATENCY_MS;

const shellOf = (element: Element) => element.shadowRoot!;
const topBar = (root: ShadowRoot) => root.querySelector('[part="top-bar"]');
const sidebarPlatforms = (root: ShadowRoot) => root.querySelector('[part="sidebar"] .sidebar__group');
const signingIn = (root: ShadowRoot) => root.querySelector('[part="loader"]')?.textContent?.includes('Signing in') ?? false;

/**
 * What `read` gives as the page's first frame is found rendered (afterFirstFrame, which a page
 * without frames reaches by its fallback): what waits for that frame has not run yet.
 */
const atFirstFrame = <T,>(read: () => T) =>
  new Promise<T>((resolve) => {
    const stop = $firstFrameRendered.listen((rendered) => {
      if (!rendered) return;
      stop();
      resolve(read());
    });
  });

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
    const firstEntry = atFirstFrame(() => history.state as unknown);
    const first = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`);
    const firstWatch = watch(shellOf(first));
    await untilCallHeld(USER_DATA);
    expect(signingIn(shellOf(first)), 'the Signing in loader while GetUserData is delayed').to.equal(true);
    expect(topBar(shellOf(first)), 'no top bar before GetUserData answers').to.equal(null);
    expect(await firstEntry, 'the entry is numbered after the first frame, not before it').to.equal(null);
    await waitFor(() => (history.state as { portalShellEntry?: number } | null)?.portalShellEntry === 0, 'the entry numbered');
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
    document.title = 'Host page';
    const titleInFirstFrame = atFirstFrame(() => document.title);
    const second = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`);
    const answered = initializeLogin(false);
    const secondWatch = watch(shellOf(second));
    await waitFor(() => topBar(shellOf(second)) && sidebarPlatforms(shellOf(second)), 'the second shell painted from the cache');
    expect($session.get().revalidating, 'GetUserData has not answered yet').to.equal(true);
    expect(switcher(shellOf(second)), 'the cached selected account').to.equal(selectedAccount);
    expect(await titleInFirstFrame, "the page's title is written after the first frame").to.equal('Host page');
    await waitFor(() => document.title === 'Home – Portal', "the page's title");
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

/** The browser's copy of the last confirmed sign-in (localStorage). */
const KEPT_KEY = 'portal-shell:login:v1';
const keptCopy = () => localStorage.getItem(KEPT_KEY);
/** The top bar's text and labels (the user menu names the person in its label). */
const nameShown = (root: ShadowRoot) => {
  const bar = root.querySelector('[part="top-bar"]');
  return bar ? [bar.textContent ?? '', ...[...bar.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'))].join(' ') : '';
};
const areaFrames = (root: ShadowRoot) => root.querySelectorAll('iframe').length;

describe('a new tab, from the browser’s last confirmed sign-in', () => {
  const redirects: string[] = [];
  const originalAssign = browserNavigation.assign;

  /** A shell signed in as `userId` in this tab, whose sign-in the login refresh kept for new tabs; then a new tab's empty stores. */
  async function keptThenNewTab(userId: string): Promise<void> {
    await signInAs(userId);
    resetStores({ only: ['session'] });
    const shell = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`);
    // The page's portal started once (the file's first shell): each later start asks as a new page would.
    void initializeLogin(false);
    await waitFor(() => topBar(shellOf(shell)) && $accounts.get().status === 'loaded' && readCachedLogin()?.customers?.length, 'signed in with the accounts cached');
    await refreshLoginOnce();
    expect(keptCopy(), 'kept after the refresh').to.not.equal(null);
    shell.parentElement!.remove();
    // A new tab: its own stores and sessionStorage, the browser's localStorage.
    resetStores({ only: ['session'], keepTabCache: true });
    sessionStorage.clear();
  }

  before(async () => {
    cleanupFixtures();
    browserNavigation.assign = (url: string) => void redirects.push(url);
    $hostParams.set(testHostParams());
    await admin('/reset', { method: 'POST' });
  });
  beforeEach(async () => {
    await clearFaults();
    redirects.length = 0;
    openPath('/');
  });
  after(async () => {
    await clearFaults();
    browserNavigation.assign = originalAssign;
    cleanupFixtures();
    resetStores({ only: ['session'] });
    openPath('/');
  });

  it('paints the person’s chrome at once while GetUserData is delayed, keeps no token, and loads the area only once GetUserData confirms the person', async () => {
    await keptThenNewTab('u-mads');
    expect(keptCopy()).to.include('Mads Holm Madsen');
    expect(keptCopy()).not.to.match(/tok_|token|cookie/i);
    // GetUserData leaves as the shell starts: held long enough for a loaded machine to paint and navigate meanwhile.
    await injectFault(USER_DATA, `latency:${HELD_MS}`);
    const shell = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`);
    void initializeLogin(false);
    const watching = watch(shellOf(shell));
    await waitFor(() => topBar(shellOf(shell)) && sidebarPlatforms(shellOf(shell)), 'the new tab painted from the browser’s copy');
    expect($session.get().revalidating, 'GetUserData has not answered yet').to.equal(true);
    openPath('/dash/Dashboard/tnt');
    await nothingHappensWithin(framesFor(5));
    expect($session.get().revalidating, 'GetUserData has still not answered').to.equal(true);
    expect($session.get().user?.userId).to.equal('u-mads');
    expect(nameShown(shellOf(shell)), 'the person’s account painted').to.include('Copenhagen Coffee');
    expect(areaFrames(shellOf(shell)), 'no area before GetUserData confirms the person').to.equal(0);
    await waitFor(() => $session.get().revalidating !== true, 'GetUserData answered', HELD_MS * 2);
    await waitFor(() => areaFrames(shellOf(shell)) === 1, 'the area once the person is confirmed');
    watching.stop();
    expect(watching.seen.loader, 'no Signing in loader').to.equal(false);
    expect(redirects).to.deep.equal([]);
  });

  it('after the login’s expiry the copy is not used: the new tab waits for GetUserData behind the Signing in loader', async () => {
    await keptThenNewTab('u-mads');
    const kept = JSON.parse(keptCopy()!) as Record<string, unknown>;
    localStorage.setItem(KEPT_KEY, JSON.stringify({ ...kept, expiresAt: new Date(Date.now() - 1000).toISOString() }));
    await injectFault(USER_DATA, `latency:${LATENCY_MS}`);
    const shell = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`);
    void initializeLogin(false);
    await untilCallHeld(USER_DATA);
    expect(signingIn(shellOf(shell)), 'the Signing in loader').to.equal(true);
    expect(topBar(shellOf(shell))).to.equal(null);
    expect(keptCopy(), 'the expired copy is gone').to.equal(null);
  });

  it('GetUserData naming another person replaces the chrome, and nothing of the first person stays on screen or in storage', async () => {
    await keptThenNewTab('u-mads');
    // Meanwhile the browser's session became Cora's.
    await signInAs('u-cora');
    const shell = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`);
    void initializeLogin(false);
    await waitFor(() => $session.get().user?.userId === 'u-cora' && nameShown(shellOf(shell)).includes('Nordic Outdoor'), 'Cora and her account shown once GetUserData answers');
    await waitFor(() => $accounts.get().status === 'loaded', 'Cora’s accounts');
    expect(shellOf(shell).innerHTML).not.to.match(/Mads|Copenhagen Coffee/);
    expect(JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })).not.to.match(/Mads|copenhagen-coffee|Copenhagen Coffee/);
  });

  it('a sign-out, or GetUserData answering 401, takes the copy away for every tab', async () => {
    await keptThenNewTab('u-mads');
    signOutHere();
    expect(keptCopy(), 'signed out').to.equal(null);

    await keptThenNewTab('u-mads');
    await signOutOnServer();
    const shell = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`);
    void initializeLogin(false);
    await waitFor(() => $session.get().status !== 'authenticated' || redirects.length > 0, 'GetUserData’s answer: nobody');
    expect(keptCopy(), 'nobody signed in').to.equal(null);
    expect(shell.isConnected).to.equal(true);
  });

  it('keeps nothing for new tabs from an expiry that is already past', () => {
    keepLoginUntil(new Date(Date.now() - 1).toISOString());
    expect(keptCopy()).to.equal(null);
  });
});
