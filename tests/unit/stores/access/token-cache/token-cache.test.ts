import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDefinitions } from '../../../../../src/config/app-definitions';
import type { AppEntry } from '../../../../../src/config/app-types';
import type { AccessibleCustomer, AccessToken, AccessTokenRequest } from '../../../../../src/services/auth-types';
import { serviceErrors } from '../../session/session-kit';
import { HOUR, deferred, keepMounted, nothingHappensWithin, settleStores, tokenIssuer, until, user as anyUser, type TokenIssuer } from '../../store-test-kit';

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ createAccessToken: vi.fn(), getAccessibleCustomers: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

const NOW = new Date('2030-06-01T08:00:00.000Z');

const request = (overrides: Partial<AccessTokenRequest> = {}): AccessTokenRequest => ({
  client: 'portalui',
  services: ['dash', 'tcen'],
  impersonateCustomerId: 42,
  ...overrides,
});

const user = anyUser();

/** The stubbed CreateAccessCookie: tokens tok-1, tok-2, ..., valid for `issuer.validForMs`. */
let issuer: TokenIssuer;

/** Moves the fake clock, then lets whatever the timers started settle. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await nothingHappensWithin();
}

/** Token request number `count` goes out exactly `ms` from now, not a millisecond before. */
async function refreshDueIn(ms: number, count: number): Promise<void> {
  await advance(ms - 1);
  expect(auth.createAccessToken).toHaveBeenCalledTimes(count - 1);
  await vi.advanceTimersByTimeAsync(1);
  await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(count));
}

async function setup() {
  vi.resetModules();
  const cache = await import('../../../../../src/stores/access/token-cache');
  const { $session } = await import('../../../../../src/stores/session/session');
  const { browserNavigation } = await import('../../../../../src/stores/platform/browser-navigation');
  const errors = await serviceErrors();
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  vi.useFakeTimers({ now: NOW });
  return { ...cache, ...errors, $session, assign };
}

beforeEach(() => {
  auth.getAccessibleCustomers.mockReset().mockResolvedValue([]);
  issuer = tokenIssuer(auth.createAccessToken);
});

afterEach(() => {
  settleStores();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Access token cache: "A token is cached per request parameters."', () => {
  it('same parameters -> one call; the cached token is returned', async () => {
    const s = await setup();
    const first = await s.getAccessToken(request());
    const second = await s.getAccessToken(request());
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
    expect(auth.createAccessToken).toHaveBeenCalledWith(expect.anything(), request());
    expect(second).toBe(first);
    expect(first?.token).toBe('tok-1');
  });

  it('another customer -> a new call', async () => {
    const s = await setup();
    const a = await s.getAccessToken(request());
    const b = await s.getAccessToken(request({ impersonateCustomerId: 43 }));
    expect(auth.createAccessToken).toHaveBeenCalledTimes(2);
    expect(b?.token).not.toBe(a?.token);
  });

  it('another client or other services -> a new call', async () => {
    const s = await setup();
    await s.getAccessToken(request());
    await s.getAccessToken(request({ client: 'other' }));
    await s.getAccessToken(request({ services: ['dash'] }));
    expect(auth.createAccessToken).toHaveBeenCalledTimes(3);
  });

  it('the order of the services does not matter', async () => {
    const s = await setup();
    const a = await s.getAccessToken(request({ services: ['dash', 'tcen'] }));
    const b = await s.getAccessToken(request({ services: ['tcen', 'dash'] }));
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    expect(s.tokenKey(request({ services: ['tcen', 'dash'] }))).toBe(s.tokenKey(request()));
  });

  it('concurrent calls share one request', async () => {
    const s = await setup();
    const pending = deferred<AccessToken>();
    auth.createAccessToken.mockReturnValueOnce(pending.promise);
    const calls = [s.getAccessToken(request()), s.getAccessToken(request({ services: ['tcen', 'dash'] })), s.getAccessToken(request())];
    await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(1));
    await advance(0);
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
    const token: AccessToken = { token: 'shared', client: 'portalui', services: ['dash', 'tcen'], customerId: 42, expirationUtc: new Date(NOW.getTime() + HOUR).toISOString() };
    pending.resolve(token);
    expect(await Promise.all(calls)).toEqual([token, token, token]);
    expect(s.$tokens.get()[s.tokenKey(request())]).toEqual(token);
  });

  it('an expired cached token is requested again', async () => {
    const s = await setup();
    await s.getAccessToken(request());
    const renewed = await s.getAccessToken(request(), NOW.getTime() + 3 * HOUR + 1);
    expect(auth.createAccessToken).toHaveBeenCalledTimes(2);
    expect(renewed?.token).toBe('tok-2');
  });
});

describe('It is refreshed automatically at two thirds of its remaining life, but only if that time is at most 20 hours.', () => {
  it('a token valid 3 h -> a new request at 2 h (not before), and $tokens holds the new token', async () => {
    const s = await setup();
    const key = s.tokenKey(request());
    await s.getAccessToken(request());
    expect(s.$tokens.get()[key]?.token).toBe('tok-1');
    await advance(2 * HOUR - 1);
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(s.$tokens.get()[key]?.token).toBe('tok-2'));
    expect(auth.createAccessToken).toHaveBeenCalledTimes(2);
    expect(auth.createAccessToken).toHaveBeenLastCalledWith(expect.anything(), request());
    expect((await s.getAccessToken(request()))?.token).toBe('tok-2');
    expect(auth.createAccessToken).toHaveBeenCalledTimes(2);
  });

  it('the refreshed token is refreshed again at two thirds of its own life', async () => {
    const s = await setup();
    await s.getAccessToken(request());
    await advance(2 * HOUR);
    await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(2));
    issuer.validForMs = 6 * HOUR;
    await advance(2 * HOUR);
    await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(3));
    // tok-3 is valid 6 h: its refresh comes 4 h later.
    await refreshDueIn(4 * HOUR, 4);
  });

  it('a listener on $tokens receives the refreshed token before the old one expires', async () => {
    const s = await setup();
    const seen: Array<string | undefined> = [];
    const key = s.tokenKey(request());
    const unbind = s.$tokens.listen((tokens) => seen.push(tokens[key]?.token));
    await s.getAccessToken(request());
    await advance(2 * HOUR);
    await until(() => expect(seen).toHaveLength(2));
    unbind();
    expect(seen).toEqual(['tok-1', 'tok-2']);
  });

  it('a token valid 31 h (2/3 point 20 h 40 min away) -> no refresh is scheduled', async () => {
    const s = await setup();
    issuer.validForMs = 31 * HOUR;
    await s.getAccessToken(request());
    await advance(31 * HOUR - 1);
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
  });

  it('a token valid 30 h (2/3 point exactly 20 h away) -> refreshed at 20 h', async () => {
    const s = await setup();
    issuer.validForMs = 30 * HOUR;
    await s.getAccessToken(request());
    await refreshDueIn(20 * HOUR, 2);
  });

  it('refreshDelayMs: 2/3 of the remaining life, null beyond 20 h or for an expired token', async () => {
    const s = await setup();
    const now = NOW.getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(s.refreshDelayMs(at(3 * HOUR), now)).toBe(2 * HOUR);
    expect(s.refreshDelayMs(at(30 * HOUR), now)).toBe(20 * HOUR);
    expect(s.refreshDelayMs(at(31 * HOUR), now)).toBeNull();
    expect(s.refreshDelayMs(at(-1), now)).toBeNull();
    expect(s.refreshDelayMs('not a date', now)).toBeNull();
  });

  it('clearTokenCache cancels the scheduled refreshes and forgets the tokens', async () => {
    const s = await setup();
    await s.getAccessToken(request());
    await s.getAccessToken(request({ impersonateCustomerId: 43 }));
    s.clearTokenCache();
    expect(s.$tokens.get()).toEqual({});
    await advance(3 * HOUR);
    expect(auth.createAccessToken).toHaveBeenCalledTimes(2);
    await s.getAccessToken(request());
    expect(auth.createAccessToken).toHaveBeenCalledTimes(3);
  });

  it('a request still in flight at clearTokenCache (logout, account change) is neither cached nor refreshed', async () => {
    const s = await setup();
    const stale = deferred<AccessToken>();
    auth.createAccessToken.mockReturnValueOnce(stale.promise);
    const before = s.getAccessToken(request());
    await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(1));
    s.clearTokenCache();
    const token: AccessToken = { token: 'stale', client: 'portalui', services: ['dash', 'tcen'], customerId: 42, expirationUtc: new Date(NOW.getTime() + 3 * HOUR).toISOString() };
    stale.resolve(token);
    await expect(before).resolves.toEqual(token);
    await advance(0);
    expect(s.$tokens.get()).toEqual({});
    await advance(3 * HOUR);
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
  });

  it('a request made after clearTokenCache is shared by concurrent callers even when an older one ends', async () => {
    const s = await setup();
    const old = deferred<AccessToken>();
    const fresh = deferred<AccessToken>();
    auth.createAccessToken.mockReturnValueOnce(old.promise).mockReturnValueOnce(fresh.promise);
    const first = s.getAccessToken(request());
    await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(1));
    s.clearTokenCache();
    const second = s.getAccessToken(request());
    await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(2));
    const expirationUtc = new Date(NOW.getTime() + HOUR).toISOString();
    old.resolve({ token: 'old', client: 'portalui', services: [], customerId: 42, expirationUtc });
    await first;
    const third = s.getAccessToken(request());
    await advance(0);
    expect(auth.createAccessToken).toHaveBeenCalledTimes(2);
    fresh.resolve({ token: 'fresh', client: 'portalui', services: [], customerId: 42, expirationUtc });
    expect((await second)?.token).toBe('fresh');
    expect((await third)?.token).toBe('fresh');
    expect(s.$tokens.get()[s.tokenKey(request())]?.token).toBe('fresh');
  });
});

describe('Token creation 400/401: Logout with redirect. Null is returned.', () => {
  it.each([400, 401])('%i -> null, the signed-in user is signed out with a redirect', async (code) => {
    const s = await setup();
    s.$session.set({ status: 'authenticated', user, fromAuth: false, isDevelopmentUser: false });
    auth.createAccessToken.mockRejectedValue(s.status(code));
    await expect(s.getAccessToken(request())).resolves.toBeNull();
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(s.assign).toHaveBeenCalledTimes(1);
    const url = new URL(String(s.assign.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/identity/account/logout');
    expect(url.searchParams.get('autosignout')).toBe('true');
    expect(s.$tokens.get()[s.tokenKey(request())]).toBeUndefined();
  });

  it('401 for several apps at once -> one redirect', async () => {
    const s = await setup();
    s.$session.set({ status: 'authenticated', user, fromAuth: false, isDevelopmentUser: false });
    auth.createAccessToken.mockRejectedValue(s.status(401));
    const results = await Promise.all([s.getAccessToken(request()), s.getAccessToken(request({ client: 'other' }))]);
    expect(results).toEqual([null, null]);
    expect(s.assign).toHaveBeenCalledTimes(1);
  });

  it('401 without a real signed-in user -> null, no redirect', async () => {
    const s = await setup();
    auth.createAccessToken.mockRejectedValue(s.status(401));
    await expect(s.getAccessToken(request())).resolves.toBeNull();
    s.$session.set({ status: 'authenticated', user, fromAuth: false, isDevelopmentUser: true });
    await expect(s.getAccessToken(request())).resolves.toBeNull();
    expect(s.assign).not.toHaveBeenCalled();
    expect(s.$session.get().status).toBe('authenticated');
  });

  it('500 -> rejects with an HttpError, the user stays signed in, and the next call tries again', async () => {
    const s = await setup();
    s.$session.set({ status: 'authenticated', user, fromAuth: false, isDevelopmentUser: false });
    auth.createAccessToken.mockRejectedValueOnce(s.status(500));
    const failure = s.getAccessToken(request());
    await expect(failure).rejects.toBeInstanceOf(s.HttpError);
    await expect(failure).rejects.toMatchObject({ status: 500, kind: 'bad-response' });
    expect(s.assign).not.toHaveBeenCalled();
    expect(s.$session.get().status).toBe('authenticated');
    await expect(s.getAccessToken(request())).resolves.toMatchObject({ token: 'tok-1' });
  });

  it('a network failure -> rejects with an HttpError of kind network', async () => {
    const s = await setup();
    auth.createAccessToken.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(s.getAccessToken(request())).rejects.toMatchObject({ name: 'HttpError', kind: 'network' });
  });

  it('a refresh answered 500 only warns (no unhandled rejection); the valid token stays, and the next call asks again after expiry', async () => {
    const s = await setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.$session.set({ status: 'authenticated', user, fromAuth: false, isDevelopmentUser: false });
    await s.getAccessToken(request());
    auth.createAccessToken.mockRejectedValueOnce(s.status(500));
    await advance(2 * HOUR);
    await until(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('The access token could not be refreshed.', expect.objectContaining({ name: 'HttpError', status: 500 }));
    expect(s.$session.get().status).toBe('authenticated');
    expect(s.$tokens.get()[s.tokenKey(request())]?.token).toBe('tok-1');
    expect((await s.getAccessToken(request()))?.token).toBe('tok-1');
    await advance(HOUR);
    expect((await s.getAccessToken(request()))?.token).toBe('tok-2');
  });

  it('a refresh answered 401 signs the user out', async () => {
    const s = await setup();
    s.$session.set({ status: 'authenticated', user, fromAuth: false, isDevelopmentUser: false });
    await s.getAccessToken(request());
    auth.createAccessToken.mockRejectedValue(s.status(401));
    await advance(2 * HOUR);
    await until(() => expect(s.$session.get().status).toBe('unauthenticated'));
    expect(s.assign).toHaveBeenCalledTimes(1);
  });
});

describe('a released token', () => {
  it('is forgotten, and the next token for the same parameters is cached again as usual', async () => {
    const s = await setup();
    s.$session.set({ status: 'authenticated', user, fromAuth: false, isDevelopmentUser: false });
    await s.getAccessToken(request());
    s.releaseAccessToken(request());
    expect(s.$tokens.get()[s.tokenKey(request())]).toBeUndefined();
    expect((await s.getAccessToken(request()))?.token).toBe('tok-2');
    expect(s.$tokens.get()[s.tokenKey(request())]?.token).toBe('tok-2');
    expect((await s.getAccessToken(request()))?.token).toBe('tok-2');
    expect(auth.createAccessToken).toHaveBeenCalledTimes(2);
  });
});

describe('an embedded app\'s token is a licence decision, taken where it is requested', () => {
  const app = (prefix: string): AppEntry => appDefinitions('Production').find((entry) => entry.appPrefix === prefix)!;
  const account = (customerId: number, productTags: AccessibleCustomer['productTags']): AccessibleCustomer => ({ customerId, customerName: `Customer ${customerId}`, partnerId: null, productTags });

  /** Signed in as `user` (own customer 42), whose one account 42 holds `productTags`; resolves once it is selected. */
  async function signedInWith(productTags: AccessibleCustomer['productTags']) {
    const s = await setup();
    const { $selectedCustomer } = await import('../../../../../src/stores/access/selected-customer');
    auth.getAccessibleCustomers.mockReset().mockResolvedValue([account(42, productTags)]);
    s.$session.set({ status: 'authenticated', user, fromAuth: false, isDevelopmentUser: false });
    keepMounted($selectedCustomer);
    await until(() => expect($selectedCustomer.get().customerId).toBe(42));
    return s;
  }

  it('an account with FREE products only: the products it lacks (CDP, Merchandising, Site Search) are refused and nothing is asked; a free one gets its token', async () => {
    const s = await signedInWith(['FREE']);
    for (const prefix of ['cdp', 'mc', 'search']) await expect(s.getAppToken(app(prefix), 42)).rejects.toBeInstanceOf(s.AppTokenRefused);
    expect(auth.createAccessToken).not.toHaveBeenCalled();
    await expect(s.getAppToken(app('dash'), 42)).resolves.toMatchObject({ token: 'tok-1' });
    expect(auth.createAccessToken).toHaveBeenCalledWith(expect.anything(), { client: 'dashboardui', services: ['dashboard-api', 'trackingstats'], impersonateCustomerId: 42 });
  });

  it('the licence opens it: with CDP the same app gets its token', async () => {
    const s = await signedInWith(['FREE', 'CDP']);
    await expect(s.getAppToken(app('cdp'), 42)).resolves.toMatchObject({ token: 'tok-1', client: 'cdpui' });
  });

  it('an account that loses the licence gets no renewal: the token runs out and nothing is asked', async () => {
    const s = await signedInWith(['FREE', 'CDP']);
    await s.getAppToken(app('cdp'), 42);
    const { $accounts } = await import('../../../../../src/stores/access/accounts');
    $accounts.set({ status: 'loaded', customers: [account(42, ['FREE'])], userId: 'user-1' });
    await advance(2 * HOUR);
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
  });

  it('an app on an origin the environment does not ship, or a customer that is not the selected account, is refused', async () => {
    const s = await signedInWith(['FREE']);
    const foreign = { ...app('dash'), iframeBaseUrl: 'http://127.0.0.1:7812/evilapp.html#' };
    await expect(s.getAppToken(foreign, 42)).rejects.toThrow(/127\.0\.0\.1:7812/);
    await expect(s.getAppToken(app('dash'), 43)).rejects.toBeInstanceOf(s.AppTokenRefused);
    expect(auth.createAccessToken).not.toHaveBeenCalled();
  });
  it('an app overridden to a loopback origin gets its own client\'s token there; another app on that origin stays refused', async () => {
    const s = await signedInWith(['FREE', 'CDP']);
    const { $hostParams } = await import('../../../../../src/stores/platform/environment');
    const { $appDefinitions } = await import('../../../../../src/stores/access/definitions');
    const { setAppOverride } = await import('../../../../../src/stores/access/app-overrides');
    vi.stubGlobal('localStorage', undefined);
    $hostParams.set({ AllowAppOverrides: true });
    $appDefinitions.set(appDefinitions('Production'));
    const local = { ...app('dash'), iframeBaseUrl: 'http://localhost:3000' };
    await expect(s.getAppToken(local, 42)).rejects.toThrow(/localhost:3000/);
    expect(setAppOverride('dash', 'http://localhost:3000')).toBeNull();
    await expect(s.getAppToken(local, 42)).resolves.toMatchObject({ client: 'dashboardui', services: ['dashboard-api', 'trackingstats'] });
    await expect(s.getAppToken({ ...app('cdp'), iframeBaseUrl: 'http://localhost:3000' }, 42)).rejects.toThrow(/localhost:3000/);
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
