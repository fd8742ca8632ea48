// The fault table's session rows (tests/faults/fault-table.ts): sign-in (GetUserData), the per-app
// token, the logout navigation and the login refresh, each under every backend fault, in a real,
// signed-in <portal-shell> with the real sample app in its frame.
import { expect } from 'chai';
import { setViewport } from './commands';
import '../../elements/portal-shell';
import { $appFrames, $droppedMessages, dropAllFrames } from '../../src/stores/frames/app-frames';
import { readCachedLogin } from '../../src/stores/session/login-cache';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { openPath } from '../../src/stores/routing/routing';
import { $selectedCustomer } from '../../src/stores/access/selected-customer';
import { $session, initializeLogin, refreshLoginOnce, signOutWithRedirect } from '../../src/stores/session/session';
import { $tokens, clearTokenCache } from '../../src/stores/access/token-cache';
import { admin, clearFaults, defineFaultSuite, injectFault, type CellContext, type Observed } from '../faults/fault-harness';
import { FAULT_TABLE } from '../faults/fault-table';
import { TEST_BACKEND } from './test-backend';
import { mountSignedInShell } from './shell-fixture';
import { framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';

const APP_PATH = '/dash/Dashboard/tnt';
const USER_DATA = FAULT_TABLE.find((row) => row.id === 'user-data')!.target;
const TOKEN = FAULT_TABLE.find((row) => row.id === 'access-token')!.target;

let shell: HTMLElement;
let root: ShadowRoot;
const redirects: string[] = [];
const originalAssign = browserNavigation.assign;

const LOGOUT = `${TEST_BACKEND.auth}/identity/account/logout`;
const isLogoutRedirect = (url: string) => {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname === LOGOUT && parsed.searchParams.get('autosignout') === 'true' && parsed.searchParams.has('returnurl');
};

/** Names a redirect: exactly one, to the identity server's logout address; anything else is unexpected. */
function seeRedirect(): string | null {
  if (redirects.length === 0) return null;
  if (redirects.length === 1 && isLogoutRedirect(redirects[0]!)) return 'logout-redirect';
  return `unexpected: redirects ${JSON.stringify(redirects)}`;
}

/** Names what the shell shows about the session. */
function seeShell(): string {
  const redirect = seeRedirect();
  if (redirect) return redirect;
  if (root.querySelector('[part="loader"]')?.textContent?.includes('Signing in')) return 'signing-in-loader';
  const signedOut = root.querySelector('.shell--signed-out');
  if (signedOut) {
    const signIn = [...signedOut.querySelectorAll('button')].some((button) => button.textContent === 'Sign in');
    return signedOut.textContent?.includes('You are signed out.') && signIn ? 'signed-out-page' : `unexpected: ${signedOut.textContent ?? ''}`;
  }
  if ($session.get().status === 'authenticated' && root.querySelector('[part="sidebar"]')) return 'signed-in';
  return `unexpected: ${root.textContent?.slice(0, 200) ?? ''}`;
}

/** Back to a signed-in shell with the one account selected, before each cell. */
async function signedIn(): Promise<void> {
  if (redirects.length > 0 || $session.get().status !== 'authenticated' || $session.get().isDevelopmentUser) {
    resetStores({ only: ['session'] });
    await initializeLogin(false);
  }
  redirects.length = 0;
  await waitFor(() => $session.get().status === 'authenticated' && $selectedCustomer.get().customerId === 1001 && root.querySelector('[part="sidebar"]'), 'the signed-in shell', 5000);
}

async function userData({ fault, inject, held }: CellContext): Promise<Observed> {
  resetStores({ only: ['session'] });
  await inject();
  const done = initializeLogin(false);
  let during: string | undefined;
  if (fault.id === 'latency') {
    await held();
    during = seeShell();
  }
  await done;
  await waitFor(() => !seeShell().startsWith('signing-in') && !seeShell().startsWith('unexpected'), 'the sign-in to settle', 3000).catch(() => {});
  return { during, after: seeShell() };
}

const dashFrame = () => $appFrames.get().find((frame) => frame.key === 'dash');
const dashToken = () => Object.entries($tokens.get()).find(([key, token]) => key.includes('dashboardui') && token)?.[1];

/** Names what the user sees of the app and its token. */
function seeApp(): string {
  const redirect = seeRedirect();
  if (redirect) return redirect;
  const frame = dashFrame();
  const error = root.querySelector('[part="app-frame-error"]');
  if (frame?.state === 'no-token' && error && [...error.querySelectorAll('button')].some((button) => button.textContent === 'Try again')) return 'app-error-with-try-again';
  if (frame?.state === 'ready' && dashToken()) return 'app-has-token';
  if (frame?.state === 'ready') return 'app-waiting-for-token';
  return `unexpected: frame ${frame?.state ?? 'none'}, ${error?.textContent ?? ''}`;
}

async function accessToken({ fault, inject, held }: CellContext): Promise<Observed> {
  openPath('/');
  dropAllFrames();
  clearTokenCache();
  await inject();
  openPath(APP_PATH);
  // The token is asked for when the app reports ready (a 400/401 then signs out at once).
  await waitFor(() => seeRedirect() || (dashFrame() && dashFrame()?.state !== 'loading'), 'the app to report ready', 8000).catch((error: Error) => {
    throw new Error(`${error.message}: ${JSON.stringify({ frame: dashFrame(), dropped: $droppedMessages.get(), session: $session.get().status, path: location.pathname })}`);
  });
  let during: string | undefined;
  if (fault.id === 'latency') {
    await held();
    during = seeApp();
  }
  await waitFor(() => seeApp() !== 'app-waiting-for-token', 'the token request to settle', 5000).catch(() => {});
  const after = seeApp();
  openPath('/');
  return { during, after };
}

async function logout({ row, fault }: CellContext): Promise<Observed> {
  // Switched on once: a request from the portal would use it up.
  await admin('/faults', { method: 'POST', body: JSON.stringify({ fault: fault.backend, ...row.target, times: 1 }) });
  signOutWithRedirect();
  // Time for a call to the faulty path to be made, were one made.
  await nothingHappensWithin(framesFor(100));
  const rules = (await admin('/faults')) as Array<{ path?: string; remaining: number | null }>;
  const untouched = rules.some((rule) => rule.path === row.target.path && rule.remaining === 1);
  return { after: seeRedirect() === 'logout-redirect' && untouched ? 'portal-left-no-call-made' : `unexpected: redirect ${seeRedirect()}, rule untouched ${untouched}` };
}

async function loginRefresh({ fault, inject, held }: CellContext): Promise<Observed> {
  await inject();
  const done = refreshLoginOnce();
  let during: string | undefined;
  if (fault.id === 'latency') {
    await held();
    during = seeShell();
  }
  await done;
  await nothingHappensWithin(framesFor(50));
  return { during, after: seeShell() };
}

describe('fault table: session', function () {
  this.timeout(20_000);

  before(async () => {
    browserNavigation.assign = (url: string) => void redirects.push(url);
    shell = await mountSignedInShell('u-cora');
    root = shell.shadowRoot!;
    await waitFor(() => root.querySelector('[part="home"]'), 'the home page', 8000);
  });
  beforeEach(() => signedIn());
  after(() => {
    shell.remove();
    browserNavigation.assign = originalAssign;
    resetStores({ only: ['session'] });
    history.replaceState(null, '', '/');
  });

  defineFaultSuite('session', { 'user-data': userData, 'access-token': accessToken, logout, 'login-refresh': loginRefresh });

  describe('the ways out the table promises', () => {
    /** A first visit whose GetUserData answers 500: the signed-out page, whose Sign in it returns. */
    async function signedOutPage(): Promise<HTMLButtonElement> {
      await injectFault(USER_DATA, 'status:500');
      resetStores({ only: ['session'] });
      await initializeLogin(false);
      await clearFaults();
      return waitFor(() => [...root.querySelectorAll<HTMLButtonElement>('.shell--signed-out button')].find((button) => button.textContent === 'Sign in'), 'Sign in');
    }

    it('the signed-out page\'s Sign in sends the user to sign in, once per click', async () => {
      const signIn = await signedOutPage();
      expect(redirects).to.deep.equal([]);
      signIn.click();
      expect(seeRedirect()).to.equal('logout-redirect');
    });

    it('the signed-out page\'s Sign in is a button of its text\'s size, not a bar as tall as the window', async () => {
      const signIn = await signedOutPage();
      // As on the portal's own page: the element fills the window.
      shell.style.cssText = 'display: block; height: 100vh';
      try {
        for (const [width, height] of [[1280, 800], [320, 640]] as const) {
          await setViewport({ width, height });
          const box = signIn.getBoundingClientRect();
          expect(box.width, `its width at ${width}x${height}`).to.be.within(40, Math.min(400, width));
          expect(box.height, `its height at ${width}x${height}`).to.be.within(20, 100);
          // In the middle of the window, on screen.
          expect(box.top).to.be.within(0, height - box.height);
          expect(box.left).to.be.within(0, width - box.width);
        }
      } finally {
        shell.style.cssText = '';
        await setViewport({ width: 800, height: 600 });
      }
    });

    it('a signed-in reload whose GetUserData answers 500 is no sign-out: Try again, the session and the tab\'s cache kept', async () => {
      await injectFault(USER_DATA, 'status:500');
      // A reload of the signed-in tab: the stores start over, the tab's cache stays.
      resetStores({ only: ['session'], keepTabCache: true });
      await initializeLogin(false);
      const page = await waitFor(() => root.querySelector('[part="user-data-unavailable"]'), 'the retryable error page');
      const retry = [...page.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === 'Try again');
      expect(retry, 'Try again').to.not.equal(undefined);
      expect(page.querySelector('[role="alert"]')?.textContent).to.contain('You are still signed in');
      expect(root.querySelector('.shell--signed-out')?.textContent).not.to.contain('You are signed out.');
      expect(redirects, 'no sign-out redirect').to.deep.equal([]);
      expect(readCachedLogin()?.user.userId, 'the tab\'s cached sign-in').to.equal('u-cora');
      await clearFaults();
      retry!.click();
      // The same session cookie answers now: the server session was never ended.
      await waitFor(() => seeShell() === 'signed-in', 'signed in again', 8000);
      expect($session.get()).to.include({ status: 'authenticated' });
      expect($session.get().user?.userId).to.equal('u-cora');
      expect(redirects).to.deep.equal([]);
    });

    it('Try again after a failed token opens the app again, which then gets its token', async () => {
      openPath('/');
      dropAllFrames();
      clearTokenCache();
      await injectFault(TOKEN, 'status:500');
      openPath(APP_PATH);
      const retry = await waitFor(
        () => [...root.querySelectorAll<HTMLButtonElement>('[part="app-frame-error"] button')].find((button) => button.textContent === 'Try again'),
        'the error view',
        8000,
      );
      await clearFaults();
      retry.click();
      await waitFor(() => seeApp() === 'app-has-token', 'the app with its token', 8000);
      expect(root.querySelector('[part="app-frame-error"]')).to.equal(null);
      openPath('/');
    });
  });
});
