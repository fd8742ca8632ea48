import { getUserData } from '../../services/auth-service';
import type { UserData } from '../../services/auth-types';
import { toHttpError } from '../../services/http-error';
import { afterFirstFrame, browserNavigation, $environment, httpClients, noteOriginRefused } from '../platform/platform';
import { DEVELOPMENT_ADMIN } from './development-user';
import { cacheLoginUser, clearCachedLogin, holdHandedOverLogin, lacksKeptLogin, readStartLogin, type CachedLogin } from './login-cache';
import { keepLoginForNewTabs, startLoginRefresh } from './login-refresh';
import { stopLoginRefresh } from './login-refresh-timer';
import { $session, INITIAL } from './session-state';
import { signInReturn } from './sign-in-return-url';
import { onStoreReset } from '../store-reset';
import { signOutWithRedirect } from './sign-out';

/**
 * The page whose stores a login belongs to: an answer that comes after the stores started a new
 * page (a test's reset) is dropped, never applied to the next page's session.
 */
let pageOfLogins = 0;
onStoreReset('session', () => {
  pageOfLogins += 1;
});

/** Reads the `fromauth` query flag: "true" or "false" in any case; anything else is false. */
export function parseFromAuth(search: string): boolean {
  return new URLSearchParams(search).get('fromauth')?.toLowerCase() === 'true';
}

/** Whether this page may send a first visitor to sign in by itself (see {@link signInReturn}). */
function mayRedirectFirstVisit(): boolean {
  return signInReturn($environment.get().AuthServerReturnUrl, browserNavigation.currentHref()).ownPage;
}

/**
 * Initialises the login: asks GetUserData once. Authenticated on success. On failure:
 * 400/401 while signed in, or a network error with sample data off, signs out with a redirect;
 * with sample data on, the development admin stands in; otherwise the state resets to signed out.
 * A first visit without a session (not signed in yet, not just back from the identity server)
 * is sent to sign in too, on a page of the portal's own origin (a host page elsewhere shows the
 * signed-out page with its Sign in instead). A page of standalone elements only is never left
 * this way (see {@link standaloneElementStarted}), and a refused origin (CORS) signs nobody out; coming back with `fromauth=true` and still no session
 * does not loop.
 *
 * A tab that was signed in in this environment starts at once from its cache (the user shown
 * signed in, `revalidating`) while GetUserData is asked, once the first frame is rendered (a new
 * tab painting from the browser's copy asks at once: its area waits for that answer): the
 * same user's fresh data replaces the cached silently, another user replaces them (and everything
 * of theirs with them), and a failure is one while signed in. A server error (5xx) while signed in is no sign-out: the session turns
 * `unavailable`, keeps the tab's cache, and {@link retryUserData} asks again. Not on a `fromauth` return: the user has just signed in, maybe as
 * someone else, and a failure then must not loop back to the identity server.
 */
export async function initializeLogin(fromAuth: boolean): Promise<void> {
  const page = pageOfLogins;
  const start = $session.get().status === 'initializing' && !fromAuth ? readStartLogin() : null;
  // The tab's own cache is re-checked after its first frame; a new tab's copy is confirmed at once,
  // as no area is made before that answer.
  const recheckLater = start !== null && !start.fromBrowserCopy;
  if (start) {
    $session.set({ status: 'authenticated', user: start.login.user, fromAuth, isDevelopmentUser: false, revalidating: true, ...(start.fromBrowserCopy ? { fromBrowserCopy: true } : {}) });
  }
  // The development admin is no real sign-in: a failure then is not "while signed in".
  const wasAuthenticated = $session.get().status === 'authenticated' && !$session.get().isDevelopmentUser;
  $session.set({ ...$session.get(), fromAuth });
  let user: UserData;
  try {
    // The tab's cache paints the chrome: its check leaves after that first frame, not inside it.
    if (recheckLater) await afterFirstFrame();
    user = await getUserData(httpClients().auth);
  } catch (caught) {
    if (page !== pageOfLogins) return;
    // Whatever happens next, the user is no longer the one signed in: no refresh on their behalf.
    stopLoginRefresh();
    const signedIn = wasAuthenticated || $session.get().revalidating === true;
    const error = toHttpError(caught);
    const { UseSampleData } = $environment.get();
    // The backend refused this page's origin: no answer about the session at all, so no sign-out.
    if (error.kind === 'origin-refused') {
      noteOriginRefused();
      $session.set({ ...INITIAL, status: 'unauthenticated', fromAuth, originRefused: true });
      return;
    }
    // The server failed, the session did not: the tab's cache stays and the person may try again.
    if (signedIn && !UseSampleData && isServerError(error.status)) {
      $session.set({ ...INITIAL, status: 'unavailable', fromAuth });
      return;
    }
    clearCachedLogin();
    const unauthorized = error.hasStatus(400, 401);
    if ((unauthorized && signedIn) || (error.kind === 'network' && !UseSampleData)) {
      signOutWithRedirect();
      if (error.kind === 'network') $session.set({ ...$session.get(), unreachable: true });
    } else if (UseSampleData) {
      $session.set({ status: 'authenticated', user: { ...DEVELOPMENT_ADMIN }, fromAuth, isDevelopmentUser: true });
    } else if (unauthorized && !fromAuth && mayRedirectFirstVisit()) {
      signOutWithRedirect();
    } else {
      $session.set({ ...INITIAL, status: 'unauthenticated', fromAuth });
    }
    return;
  }
  if (page !== pageOfLogins) return;
  // Outside the try: a listener of the session that throws is a fault of its own, not a failed sign-in.
  cacheLoginUser(user);
  $session.set({ status: 'authenticated', user, fromAuth, isDevelopmentUser: false });
  startLoginRefresh();
  // New tabs paint from the browser's copy, which needs the login's expiry: asked now, not in 50 s.
  if (lacksKeptLogin(user.userId)) void keepLoginForNewTabs();
}

/**
 * Holds the sign-in an open tab handed over (sibling-session.ts) while this tab's GetUserData is
 * awaited: nothing of it is shown before that answer. Any page of this origin can speak on the
 * tabs' channel, so a hand-over is only a claim; once GetUserData names the same user, the accounts
 * handed over are that user's at once (the tab's cache), saving their wait; another user, or
 * none, drops it. Only while that answer is still awaited, and not on a `fromauth` return. Kept
 * in memory only.
 */
export function adoptHandedOverLogin(login: CachedLogin): void {
  const { status, fromAuth } = $session.get();
  if (status !== 'initializing' || fromAuth) return;
  holdHandedOverLogin(login);
}

/**
 * Asks GetUserData again for the confirmed user shown, once another tab found someone else signed
 * in: `revalidating` meanwhile, so nothing is asked on their behalf; another user then replaces
 * them (and everything of theirs) as on a reload.
 */
export function revalidateUser(): Promise<void> {
  const session = $session.get();
  if (session.status !== 'authenticated' || session.isDevelopmentUser || session.revalidating === true) return Promise.resolve();
  stopLoginRefresh();
  $session.set({ ...session, revalidating: true });
  return initializeLogin(false);
}

/** True for an answer of 500 and above: the server's failure, which says nothing about the session. */
function isServerError(status: number | undefined): boolean {
  return status !== undefined && status >= 500;
}

/**
 * Asks GetUserData again after it failed with a server error ({@link SessionStatus} `unavailable`),
 * as a reload of the tab would: from the tab's cache while it is asked. Nothing otherwise.
 */
export function retryUserData(): Promise<void> {
  const { status, fromAuth } = $session.get();
  if (status !== 'unavailable') return Promise.resolve();
  $session.set({ ...INITIAL, fromAuth });
  return initializeLogin(false);
}

/**
 * Resolves once the signed-in user is confirmed by GetUserData (at once unless the session is
 * still revalidating a user from the tab's cache).
 */
export function userConfirmed(): Promise<void> {
  if ($session.get().revalidating !== true) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = $session.listen(({ revalidating }) => {
      if (revalidating === true) return;
      stop();
      resolve();
    });
  });
}
