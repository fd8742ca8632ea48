import { map } from 'nanostores';
import { TOKEN_REFRESH_FRACTION, TOKEN_REFRESH_MAX_DELAY_MS } from '../config/business-constants';
import { createAccessToken } from '../services/auth-service';
import type { AccessToken, AccessTokenRequest } from '../services/auth-types';
import { toHttpError } from '../services/http-error';
import { httpClients } from './http-clients';
import { $session, handleUnauthorized, userConfirmed } from './session';

/** The cache key of a token request: the same client, services (in any order) and customer share one token. */
export function tokenKey({ client, services, impersonateCustomerId }: AccessTokenRequest): string {
  return JSON.stringify([client, [...services].sort(), impersonateCustomerId]);
}

/**
 * The cached tokens by {@link tokenKey}. A refreshed token replaces the old one here, so an
 * embedded app listening on its key receives the new token before the old one expires.
 */
export const $tokens = map<Record<string, AccessToken | undefined>>({});

const inFlight = new Map<string, Promise<AccessToken | null>>();
const refreshTimers = new Map<string, ReturnType<typeof setTimeout>>();
/** Bumped by {@link clearTokenCache}: an answer to a request made before it is not cached again. */
let generation = 0;
/** Bumped per key by {@link releaseAccessToken}: the same for one key. */
const keyGenerations = new Map<string, number>();
const keyGeneration = (key: string) => keyGenerations.get(key) ?? 0;

/**
 * When to refresh a token: at two thirds of its remaining life, but only when that
 * moment is at most 20 hours away; otherwise null (no refresh is scheduled).
 */
export function refreshDelayMs(expirationUtc: string, now: number = Date.now()): number | null {
  const remaining = Date.parse(expirationUtc) - now;
  if (!(remaining > 0)) return null;
  const delay = remaining * TOKEN_REFRESH_FRACTION;
  return delay <= TOKEN_REFRESH_MAX_DELAY_MS ? delay : null;
}

function schedule(key: string, request: AccessTokenRequest, token: AccessToken): void {
  clearTimeout(refreshTimers.get(key));
  refreshTimers.delete(key);
  const delay = refreshDelayMs(token.expirationUtc);
  if (delay === null) return;
  refreshTimers.set(
    key,
    setTimeout(() => {
      refreshTimers.delete(key);
      // A failed refresh (other than 400/401) leaves the current token until it expires; the next
      // getAccessToken asks again. Caught here: nobody else awaits this promise.
      requestToken(key, request).catch((error: unknown) => console.warn('The access token could not be refreshed.', error));
    }, delay),
  );
}

function requestToken(key: string, request: AccessTokenRequest): Promise<AccessToken | null> {
  const running = inFlight.get(key);
  if (running) return running;
  const mine = generation;
  const mineForKey = keyGeneration(key);
  // A user shown from the tab's cache may not be the one the session cookie now belongs to (signed
  // out, or someone else signed in meanwhile in another tab): a token asked before GetUserData
  // confirms them could impersonate the old user's customer under another user's session, or a
  // 401 here would sign out before the login has decided. So the frame waits for the confirmation;
  // if the user changed meanwhile (generation bumped, frames dropped), nothing is asked.
  const confirmed = $session.get().revalidating === true ? userConfirmed().then(() => mine === generation) : Promise.resolve(true);
  const call = confirmed
    .then((asking) => (asking ? httpClients().then(({ auth }) => createAccessToken(auth, request)) : null))
    .then(
      (token) => {
        // Asked for before a logout or account change: returned to its caller, never cached or refreshed.
        if (token === null || mine !== generation || mineForKey !== keyGeneration(key)) return token;
        $tokens.setKey(key, token);
        schedule(key, request, token);
        return token;
      },
      (caught: unknown) => {
        const error = toHttpError(caught);
        // a 400 or 401 when requesting a token signs the user out; null is returned.
        if (error.hasStatus(400, 401)) {
          handleUnauthorized();
          return null;
        }
        throw error;
      },
    )
    .finally(() => {
      // Only this call's own entry: a newer request for the same key may have started since a clear.
      if (inFlight.get(key) === call) inFlight.delete(key);
    });
  inFlight.set(key, call);
  return call;
}

/**
 * A token for these request parameters: the cached one while it is valid, else a new one.
 * Concurrent requests for the same parameters share one call. Null after a 400/401 (signed out);
 * other failures reject with an HttpError.
 */
export function getAccessToken(request: AccessTokenRequest, now: number = Date.now()): Promise<AccessToken | null> {
  const key = tokenKey(request);
  const cached = $tokens.get()[key];
  if (cached && Date.parse(cached.expirationUtc) > now) return Promise.resolve(cached);
  return requestToken(key, request);
}

/**
 * Stops renewing the token of these request parameters and forgets it; an answer still on its way
 * is not cached. For a token that is a cookie in the browser (the internal tools' access): renewing
 * an old customer's would put that customer back in place of the current one.
 */
export function releaseAccessToken(request: AccessTokenRequest): void {
  const key = tokenKey(request);
  // Stryker disable next-line ArithmeticOperator: generations are only compared for equality, and counting down changes them as surely
  keyGenerations.set(key, keyGeneration(key) + 1);
  clearTimeout(refreshTimers.get(key));
  refreshTimers.delete(key);
  inFlight.delete(key);
  if ($tokens.get()[key]) $tokens.setKey(key, undefined);
}

/** Forgets every token and scheduled refresh (logout, account change). */
export function clearTokenCache(): void {
  // Stryker disable next-line AssignmentOperator: generations are only compared for equality, and counting down changes them as surely
  generation += 1;
  for (const timer of refreshTimers.values()) clearTimeout(timer);
  refreshTimers.clear();
  inFlight.clear();
  $tokens.set({});
}

// Another user (a cached user replaced by GetUserData's answer, or a logout): the old user's tokens go.
let tokensFor: string | null = $session.get().user?.userId ?? null;
$session.listen(({ user }) => {
  const userId = user?.userId ?? null;
  if (userId === tokensFor) return;
  const hadUser = tokensFor !== null;
  tokensFor = userId;
  if (hadUser) clearTokenCache();
});
