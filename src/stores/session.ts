import { atom, computed, onMount } from 'nanostores';
import { LOGIN_REFRESH_INTERVAL_MS, ROLE_ADMIN, ROLE_CUSTOMER, ROLE_PARTNER } from '../config/business-constants';
import { getUserData, logoutUrl, refreshLogin } from '../services/auth-service';
import type { UserData } from '../services/auth-types';
import { toHttpError } from '../services/http-error';
import { $basePath } from './base-path';
import { browserNavigation } from './browser-navigation';
import { DEVELOPMENT_ADMIN } from './development-user';
import { $environment } from './environment';
import { navigateWithConfirmation } from './navigation-confirmation';
import { httpClients } from './http-clients';
import { cacheLoginUser, clearCachedLogin, holdHandedOverLogin, readCachedLogin, type CachedLogin } from './login-cache';
import { noteOriginRefused } from './origin-refusal';
import { signInReturn } from './sign-in-return';
import { startAddress } from './start-address';
import { hashUserId, initialsOf } from './user-facts';
import { onStoreReset } from './store-reset';

/**
 * Where the sign-in stands: unknown until GetUserData answers. `unavailable`: GetUserData failed
 * with a server error while a session exists, which is no sign-out; the user is not confirmed
 * (nothing is asked on their behalf) until {@link retryUserData} succeeds.
 */
export type SessionStatus = 'initializing' | 'authenticated' | 'unauthenticated' | 'unavailable';

/** The signed-in user and how the portal got there. */
export interface SessionState {
  status: SessionStatus;
  user: UserData | null;
  /** The `fromauth` query flag the login was initialised with. */
  fromAuth: boolean;
  /** True when the built-in development admin stands in (sample data on, user data failed). */
  isDevelopmentUser: boolean;
  /**
   * True while the user comes from the tab's cache (a reload in a signed-in tab) or from another
   * open tab (sibling-session.ts) and GetUserData has not confirmed them yet: the shell is painted
   * signed in, nothing is asked on their behalf. Absent means false.
   */
  revalidating?: boolean;
  /**
   * True when the backend refused this page's origin (CORS) on GetUserData: nobody is known, nobody
   * was signed out, and signing in would not help here. Absent means false.
   */
  originRefused?: boolean;
  /**
   * True when the last GetUserData got no answer at all (the auth server could not be reached): the
   * visitor counts as signed out, but nobody knows that they are. Absent means false.
   */
  unreachable?: boolean;
}

const INITIAL: SessionState = { status: 'initializing', user: null, fromAuth: false, isDevelopmentUser: false };

/** The session: status and user. */
export const $session = atom<SessionState>(INITIAL);

/** Role flags derived from userRole. */
export const $roles = computed($session, ({ user }) => ({
  isCustomer: user?.userRole === ROLE_CUSTOMER,
  isAdmin: user?.userRole === ROLE_ADMIN,
  isPartner: user?.userRole === ROLE_PARTNER,
}));

/** The user's initials, or "N/A". */
export const $initials = computed($session, ({ user }) => initialsOf(user?.fullName));

/**
 * The hashed user id (HMAC-SHA256), or null while unknown. Worked out only while
 * something follows it: the hash (WebCrypto) is not on the start-up path of a shell that does
 * not show it.
 */
export const $hashedUserId = atom<string | null>(null);

onMount($hashedUserId, () => {
  let hashedFor: string | null | undefined;
  return $session.subscribe(({ user }) => {
    const userId = user?.userId ?? null;
    if (userId === hashedFor) return;
    hashedFor = userId;
    $hashedUserId.set(null);
    if (userId === null) return;
    hashUserId(userId).then(
      (hash) => {
        if (hashedFor === userId) $hashedUserId.set(hash);
      },
      (error: unknown) => console.warn('The user id could not be hashed.', error),
    );
  });
});

/** Reads the `fromauth` query flag: "true" or "false" in any case; anything else is false. */
export function parseFromAuth(search: string): boolean {
  return new URLSearchParams(search).get('fromauth')?.toLowerCase() === 'true';
}

let redirecting = false;
/** Which elements started the portal: a page of standalone elements only is never left unasked. */
let shellOnPage = false;
let standaloneOnPage = false;

/** `<portal-shell>` is on the page: a failed session sends the browser to sign in (the shell's rule). */
export function shellStarted(): void {
  shellOnPage = true;
}

/**
 * A standalone element (switcher, release notes) started the portal: without a shell on the page
 * a failed session only turns signed out; the host page is left only on the visitor's own click.
 */
export function standaloneElementStarted(): void {
  standaloneOnPage = true;
}

/** Whether a sign-out not asked for by the visitor may take the browser away from this page. */
function pageMayBeLeft(): boolean {
  return shellOnPage || !standaloneOnPage;
}

/** The origin a page's address is read against outside a browser (there the page is a path). */
const OUTSIDE_A_BROWSER = 'http://localhost';

/**
 * Signs out and sends the browser to the identity server's logout address, which returns to the
 * portal (at the current page) after signing in again. Happens once, however many calls fail at once.
 * On a page of standalone elements only, the browser stays (see {@link standaloneElementStarted}).
 */
export function signOutWithRedirect(): void {
  signOut(pageMayBeLeft());
}

function signOut(leave: boolean): void {
  stopLoginRefresh();
  clearCachedLogin();
  $session.set({ ...INITIAL, status: 'unauthenticated' });
  if (!leave || redirecting) return;
  redirecting = true;
  browserNavigation.assign(signInAddress());
}

/**
 * Another tab of this identity server signed out (sibling-session.ts): this one shows signed out
 * too, and stays on its page. Sending every tab to the identity server's logout address would
 * sign out again whoever has signed in meanwhile; the signed-out page's Sign in is the person's.
 */
export function signOutHere(): void {
  signOut(false);
}

/**
 * The identity server's sign-in (through its logout address) that comes back to this page:
 * to the environment's return URL on the portal's own origin, else to the host page itself.
 */
export function signInAddress(): string {
  const env = $environment.get();
  const href = browserNavigation.currentHref();
  const back = signInReturn(env.AuthServerReturnUrl, href);
  const page = back.ownPage ? browserNavigation.currentUrl() : back.initialUrl;
  // The page to come back to is held to the rules of a start address before it leaves.
  const origin = href === null ? OUTSIDE_A_BROWSER : new URL(href).origin;
  return logoutUrl(env.AuthServerUrl, back.returnUrl, startAddress(page, origin, $basePath.get()));
}

/** Whether this page may send a first visitor to sign in by itself (see {@link signInReturn}). */
function mayRedirectFirstVisit(): boolean {
  return signInReturn($environment.get().AuthServerReturnUrl, browserNavigation.currentHref()).ownPage;
}

/**
 * Logout chosen by the person (the user menu): like any navigation, it asks Stay or Leave over
 * unsaved work first. Resolves whether the person left.
 */
export function logOut(): Promise<boolean> {
  return navigateWithConfirmation(() => signOut(true));
}

/**
 * The signed-out page's Sign in: to the identity server's sign-in (through its logout address),
 * which comes back to this page. A user's own click, so it goes even if a redirect went before.
 */
export function signInAgain(): void {
  redirecting = false;
  signOut(true);
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
 * signed in, `revalidating`) while GetUserData is asked: the same user's fresh data replaces the
 * cached silently, another user replaces them (and everything of theirs with them), and a failure
 * is one while signed in. A server error (5xx) while signed in is no sign-out: the session turns
 * `unavailable`, keeps the tab's cache, and {@link retryUserData} asks again. Not on a `fromauth` return: the user has just signed in, maybe as
 * someone else, and a failure then must not loop back to the identity server.
 */
export async function initializeLogin(fromAuth: boolean): Promise<void> {
  const cached = $session.get().status === 'initializing' && !fromAuth ? readCachedLogin() : null;
  if (cached) {
    $session.set({ status: 'authenticated', user: cached.user, fromAuth, isDevelopmentUser: false, revalidating: true });
  }
  // The development admin is no real sign-in: a failure then is not "while signed in".
  const wasAuthenticated = $session.get().status === 'authenticated' && !$session.get().isDevelopmentUser;
  $session.set({ ...$session.get(), fromAuth });
  let user: UserData;
  try {
    user = await getUserData(httpClients().auth);
  } catch (caught) {
    // Whatever happens next, the user is no longer the one signed in: no refresh on their behalf.
    stopLoginRefresh();
    // A user another tab handed over meanwhile counts as one from this tab's cache.
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
  // Outside the try: a listener of the session that throws is a fault of its own, not a failed sign-in.
  cacheLoginUser(user);
  $session.set({ status: 'authenticated', user, fromAuth, isDevelopmentUser: false });
  startLoginRefresh();
}

/**
 * Shows the user an open tab handed over (sibling-session.ts) as a reload shows the tab's cached
 * one: signed in, `revalidating`, with their accounts, while the GetUserData already asked confirms
 * them. Only while that answer is still awaited, and not on a `fromauth` return. Kept in memory
 * only; the tab's cache is written once GetUserData confirms the user.
 */
export function adoptHandedOverLogin(login: CachedLogin): void {
  const { status, fromAuth } = $session.get();
  if (status !== 'initializing' || fromAuth) return;
  holdHandedOverLogin(login);
  $session.set({ status: 'authenticated', user: login.user, fromAuth, isDevelopmentUser: false, revalidating: true });
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

/** Called when a signed-in call answers 400/401 (user data, tokens): sign out with a redirect. */
export function handleUnauthorized(): void {
  if ($session.get().status === 'authenticated' && !$session.get().isDevelopmentUser) signOutWithRedirect();
}

/** Refreshes the login; a failure signs out with a redirect, a refused origin only says so. */
export async function refreshLoginOnce(): Promise<void> {
  try {
    await refreshLogin(httpClients().auth);
  } catch (caught) {
    if (toHttpError(caught).kind === 'origin-refused') noteOriginRefused();
    else signOutWithRedirect();
  }
}

let refreshTimer: ReturnType<typeof setInterval> | undefined;

/** Starts the 50 s login refresh; a second call restarts it. */
function startLoginRefresh(): void {
  stopLoginRefresh();
  refreshTimer = setInterval(() => void refreshLoginOnce(), LOGIN_REFRESH_INTERVAL_MS);
}

/** Stops the login refresh. */
export function stopLoginRefresh(): void {
  if (refreshTimer !== undefined) clearInterval(refreshTimer);
  refreshTimer = undefined;
}

// A new page: the tab's cached sign-in forgotten, unless the reset is a reload of the same tab.
onStoreReset('session', ({ keepTabCache = false }) => {
  stopLoginRefresh();
  redirecting = false;
  shellOnPage = false;
  standaloneOnPage = false;
  if (!keepTabCache) clearCachedLogin();
  $session.set(INITIAL);
});
