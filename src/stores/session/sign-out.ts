import { loginUrl, logoutUrl } from '../../services/auth-service';
import { $basePath, browserNavigation, $environment, navigateWithConfirmation } from '../platform/platform';
import { clearCachedLogin } from './login-cache';
import { stopLoginRefresh } from './login-refresh-timer';
import { $session, INITIAL } from './session-state';
import { signInReturn } from './sign-in-return-url';
import { CHAT_TRIP_PARAMETER } from './sign-in-return-params';
import { startAddress } from './start-address';
import { onStoreReset } from '../store-reset';

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
 * The identity server's sign-in that comes back to this page: to the environment's return URL on
 * the portal's own origin, else to the host page itself. With a shell on the page it goes through
 * the logout address (the portal's sign-in); on a page of standalone elements only, straight to
 * the sign-in, which signs nobody out: the person may well be signed in to the portal elsewhere,
 * and this page only cannot see it (another site does not get the portal's cookie).
 * @param chatTrip - The round trip a chat's Sign in starts (chat-draft-keeper.ts): the page to come back to names it.
 */
export function signInAddress(chatTrip?: string): string {
  const env = $environment.get();
  const href = browserNavigation.currentHref();
  const back = signInReturn(env.AuthServerReturnUrl, href);
  const page = back.ownPage ? browserNavigation.currentUrl() : back.initialUrl;
  const returnUrl = new URL(back.returnUrl);
  if (chatTrip !== undefined) returnUrl.searchParams.set(CHAT_TRIP_PARAMETER, chatTrip);
  // The page to come back to is held to the rules of a start address before it leaves.
  const origin = href === null ? OUTSIDE_A_BROWSER : new URL(href).origin;
  const address = pageMayBeLeft() ? logoutUrl : loginUrl;
  return address(env.AuthServerUrl, returnUrl.href, startAddress(page, origin, $basePath.get()));
}

/**
 * Logout chosen by the person (the user menu): like any navigation, it asks Stay or Leave over
 * unsaved work first. Resolves whether the person left.
 */
export function logOut(): Promise<boolean> {
  return navigateWithConfirmation(() => signOut(true));
}

/**
 * The signed-out page's Sign in: to the identity server's sign-in ({@link signInAddress}), which
 * comes back to this page. A user's own click, so it goes even if a redirect went before.
 */
export function signInAgain(): void {
  redirecting = false;
  signOut(true);
}

/** Called when a signed-in call answers 400/401 (user data, tokens): sign out with a redirect. */
export function handleUnauthorized(): void {
  if ($session.get().status === 'authenticated' && !$session.get().isDevelopmentUser) signOutWithRedirect();
}

onStoreReset('session', () => {
  redirecting = false;
  shellOnPage = false;
  standaloneOnPage = false;
});
