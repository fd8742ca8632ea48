import { refreshLogin } from '../../services/auth-service';
import { toHttpError } from '../../services/http-error';
import { httpClients, noteOriginRefused } from '../platform/platform';
import { keepLoginUntil } from './login-cache';
import { startLoginRefreshTimer } from './login-refresh-timer';
import { signOutWithRedirect } from './sign-out';

/**
 * Refreshes the login, and keeps the tab's sign-in for new tabs until the expiry it answers; a
 * failure signs out with a redirect, a refused origin only says so.
 */
export async function refreshLoginOnce(): Promise<void> {
  let expirationUtc: string;
  try {
    expirationUtc = await refreshLogin(httpClients().auth);
  } catch (caught) {
    if (toHttpError(caught).kind === 'origin-refused') noteOriginRefused();
    else signOutWithRedirect();
    return;
  }
  keepLoginUntil(expirationUtc);
}

/**
 * Asks RefreshLogin once for the expiry a copy for new tabs needs, outside the 50 s rhythm. Its
 * failure says nothing new about the session (the next periodic refresh decides that), so it is
 * only not kept.
 */
export async function keepLoginForNewTabs(): Promise<void> {
  try {
    keepLoginUntil(await refreshLogin(httpClients().auth));
  } catch {
    // Not kept: a new tab asks the server first, as without a copy.
  }
}

/** Starts the 50 s login refresh; a second call restarts it. */
export function startLoginRefresh(): void {
  startLoginRefreshTimer(() => void refreshLoginOnce());
}
