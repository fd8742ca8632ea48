import { map } from 'nanostores';
import { untrustedAppOrigin } from '../../config/app-origin-rules';
import type { AppEntry } from '../../config/app-types';
import { TOKEN_REFRESH_FRACTION, TOKEN_REFRESH_MAX_DELAY_MS } from '../../config/business-constants';
import { createAccessToken } from '../../services/auth-service';
import type { AccessToken, AccessTokenRequest } from '../../services/auth-types';
import { toHttpError } from '../../services/http-error';
import { appOverrideFor } from './app-overrides';
import { $menu } from './definitions';
import { $appOriginRules, httpClients } from '../platform/platform';
import { productAccess } from './menu-access';
import { $selectedCustomer } from './selected-customer';
import { $session, handleUnauthorized, userConfirmed } from '../session/session';

/** Whether a token may be asked (again) for a request: a renewal asks it too. */
type MayAsk = () => boolean;
const always: MayAsk = () => true;

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

function schedule(key: string, request: AccessTokenRequest, token: AccessToken, mayAsk: MayAsk): void {
  clearTimeout(refreshTimers.get(key));
  refreshTimers.delete(key);
  const delay = refreshDelayMs(token.expirationUtc);
  if (delay === null) return;
  refreshTimers.set(
    key,
    setTimeout(() => {
      refreshTimers.delete(key);
      // No longer allowed (the account lost the product): the token runs out, none replaces it.
      if (!mayAsk()) return;
      // A failed refresh (other than 400/401) leaves the current token until it expires; the next
      // getAccessToken asks again. Caught here: nobody else awaits this promise.
      requestToken(key, request, mayAsk).catch((error: unknown) => console.warn('The access token could not be refreshed.', error));
    }, delay),
  );
}

function requestToken(key: string, request: AccessTokenRequest, mayAsk: MayAsk): Promise<AccessToken | null> {
  const running = inFlight.get(key);
  if (running) return running;
  const mine = generation;
  const mineForKey = keyGeneration(key);
  // A user shown from the tab's cache may not be the one the session cookie now belongs to (signed
  // out, or someone else signed in meanwhile in another tab): a token asked before GetUserData
  // confirms them could impersonate the old user's customer under another user's session, or a
  // 401 here would sign out before the login has decided. So the frame waits for the confirmation;
  // if the user changed meanwhile (generation bumped, frames dropped), nothing is asked.
  // Otherwise the call leaves at once, in the step that made the frame.
  const ask = (asking: boolean) => (asking ? createAccessToken(httpClients().auth, request) : Promise.resolve(null));
  const call = ($session.get().revalidating === true ? userConfirmed().then(() => ask(mine === generation)) : ask(true))
    .then(
      (token) => {
        // Asked for before a logout or account change: returned to its caller, never cached or refreshed.
        if (token === null || mine !== generation || mineForKey !== keyGeneration(key)) return token;
        $tokens.setKey(key, token);
        schedule(key, request, token, mayAsk);
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
  return tokenFor(request, now, always);
}

function tokenFor(request: AccessTokenRequest, now: number, mayAsk: MayAsk): Promise<AccessToken | null> {
  const key = tokenKey(request);
  const cached = $tokens.get()[key];
  if (cached && Date.parse(cached.expirationUtc) > now) return Promise.resolve(cached);
  return requestToken(key, request, mayAsk);
}

/** An embedded app's token refused: the account may not use the app, or the app is on an origin the environment does not ship. */
export class AppTokenRefused extends Error {
  override readonly name = 'AppTokenRefused';
}

/**
 * Why no token may go to this app for this customer now, or null when one may: the customer must
 * be the selected account, the app's origin one the environment ships (or the override in force for it), and its product available
 * to the account (the menu's licences and visibility, as for every path under the prefix).
 */
export function appTokenRefusal(app: AppEntry, customerId: number): string | null {
  if ($selectedCustomer.get().customerId !== customerId) return `customer ${customerId} is not the selected account`;
  const origin = untrustedAppOrigin(app, $appOriginRules.get(), appOverrideFor(app.appPrefix));
  if (origin !== null) return `${origin} is not an app origin of this environment`;
  const access = productAccess($menu.get(), app.appPrefix);
  return access.kind === 'available' ? null : `the account may not use it (${access.kind})`;
}

/**
 * The token of an embedded app for a customer: {@link getAccessToken} for the app's client and
 * services, impersonating the customer, after {@link appTokenRefusal} allowed it. A refused app is
 * asked nothing (rejects with {@link AppTokenRefused}); its renewals are checked the same way.
 */
export function getAppToken(app: AppEntry, customerId: number, now: number = Date.now()): Promise<AccessToken | null> {
  const refusal = appTokenRefusal(app, customerId);
  if (refusal !== null) return Promise.reject(new AppTokenRefused(`No token for the app "${app.appPrefix}": ${refusal}.`));
  return tokenFor({ ...app.tokenDescriptor, impersonateCustomerId: customerId }, now, () => appTokenRefusal(app, customerId) === null);
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
