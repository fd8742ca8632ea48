import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { expectOneLogoutRedirect as expectRedirect, freshSession, sessionHarness } from './session-kit';
import { keepMounted, realTurn, until, user } from './store-test-kit';

// The network: GetUserData and RefreshLogin are stubbed; logoutUrl stays real.
const auth = vi.hoisted(() => ({ getUserData: vi.fn(), refreshLogin: vi.fn() }));
vi.mock('../../../src/services/auth-service', async (original) => ({ ...(await original<object>()), ...auth }));

/** Where the tests pretend the browser is when it gets signed out. */
const CURRENT_URL = '/dash/Dashboard/42?tab=visits#top';
/** Login refresh interval 50 s, written out so that a changed constant fails the tests. */
const LOGIN_REFRESH_MS = 50_000;
/** The fixed HMAC key of the hashed user id. */
const HASH_KEY = 'portal-shell-user-id-v1';

/** Fresh store modules (they are singletons) at CURRENT_URL, on fake time. */
async function setup() {
  const s = await freshSession(CURRENT_URL);
  vi.useFakeTimers();
  return s;
}

/** Checks the one sign-out redirect of autosignout=true, returnurl carrying initialurl. */
const expectOneLogoutRedirect = (assign: { mock: { calls: unknown[][] } }) => expectRedirect(assign, CURRENT_URL);

/** Lets pending real work and promises settle. */
async function settle(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await realTurn();
}

const sampleDataOn = JSON.stringify({ EnvName: 'Local', UseSampleData: true });

sessionHarness({ auth });

describe('Authentication: "The user is unauthenticated until the user-data call succeeds, then authenticated. Role flags derive from userRole."', () => {
  it('starts initializing, without a user, and becomes authenticated with the user of GetUserData', async () => {
    const s = await setup();
    expect(s.$session.get()).toMatchObject({ status: 'initializing', user: null });
    expect(s.$initials.get()).toBe('N/A');
    const pending = s.initializeLogin(false);
    expect(s.$session.get().status).toBe('initializing');
    await pending;
    expect(s.$session.get()).toEqual({ status: 'authenticated', user: user(), fromAuth: false, isDevelopmentUser: false });
    expect(auth.getUserData).toHaveBeenCalledTimes(1);
    expect(s.assign).not.toHaveBeenCalled();
  });

  it.each([
    [0, { isCustomer: true, isAdmin: false, isPartner: false }],
    [1, { isCustomer: false, isAdmin: true, isPartner: false }],
    [2, { isCustomer: false, isAdmin: false, isPartner: true }],
  ] as const)('userRole %i gives the role flags %o', async (userRole, flags) => {
    const s = await setup();
    expect(s.$roles.get()).toEqual({ isCustomer: false, isAdmin: false, isPartner: false });
    auth.getUserData.mockResolvedValue(user({ userRole }));
    await s.initializeLogin(false);
    expect(s.$roles.get()).toEqual(flags);
  });

  it('initials (first letter of the first and last word of the full name, uppercased, or N/A)', async () => {
    const s = await setup();
    auth.getUserData.mockResolvedValue(user({ fullName: '  ada mary lovelace ' }));
    await s.initializeLogin(false);
    expect(s.$initials.get()).toBe('AL');
  });

  it('$hashedUserId becomes the HMAC hex of the user id', async () => {
    const s = await setup();
    expect(s.$hashedUserId.get()).toBeNull();
    await s.initializeLogin(false);
    const expected = createHmac('sha256', HASH_KEY).update('user-1').digest('hex');
    await until(() => expect(s.$hashedUserId.get()).toBe(expected));
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('$hashedUserId is worked out only while followed: a sign-in alone hashes nothing (no WebCrypto on the start-up path)', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const s = await setup();
    await s.initializeLogin(false);
    for (let turn = 0; turn < 20; turn += 1) await realTurn();
    expect(importKey).not.toHaveBeenCalled();
    keepMounted(s.$hashedUserId);
    await until(() => expect(s.$hashedUserId.get()).toBe(createHmac('sha256', HASH_KEY).update('user-1').digest('hex')));
    expect(importKey).toHaveBeenCalledTimes(1);
  });
});

describe('Login is initialised with a flag from the query parameter fromauth (case-insensitive, true or false)', () => {
  it.each([
    ['?fromauth=TRUE', true],
    ['?fromauth=true', true],
    ['?other=1&fromauth=True', true],
    ['?fromauth=False', false],
    ['?fromauth=false', false],
    ['', false],
    ['?other=1', false],
    ['?fromauth=yes', false],
    ['?fromauth=', false],
  ])('parseFromAuth(%j) is %s', async (search, expected) => {
    const { parseFromAuth } = await setup();
    expect(parseFromAuth(search)).toBe(expected);
  });

  it('keeps the flag in the session', async () => {
    const s = await setup();
    await s.initializeLogin(true);
    expect(s.$session.get().fromAuth).toBe(true);
  });
});

describe('On a 400 or 401 while already signed in, or on a network error when sample data is off, the user is signed out and redirected.', () => {
  it.each([400, 401])('%i while authenticated: signed out and ONE redirect to the logout URL (autosignout=true, returnurl with initialurl)', async (code) => {
    const s = await setup();
    await s.initializeLogin(true);
    expect(s.$session.get().status).toBe('authenticated');
    auth.getUserData.mockRejectedValue(s.status(code));
    await s.initializeLogin(true);
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null });
    expectOneLogoutRedirect(s.assign);
  });

  it('two failures at once still redirect only once', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    auth.getUserData.mockRejectedValue(s.status(401));
    await Promise.all([s.initializeLogin(false), s.initializeLogin(false)]);
    s.handleUnauthorized();
    s.signOutWithRedirect();
    expect(s.$session.get().status).toBe('unauthenticated');
    expectOneLogoutRedirect(s.assign);
  });

  it('a network error with sample data off redirects (first visit)', async () => {
    const s = await setup();
    auth.getUserData.mockRejectedValue(s.network());
    await s.initializeLogin(true);
    // Unreachable: nobody knows that the visitor is signed out (the chat does not say they are).
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null, unreachable: true });
    expectOneLogoutRedirect(s.assign);
  });

  it('a network error with sample data off redirects (already signed in)', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    auth.getUserData.mockRejectedValue(new TypeError('Failed to fetch'));
    await s.initializeLogin(false);
    expect(s.$session.get().status).toBe('unauthenticated');
    expectOneLogoutRedirect(s.assign);
  });

  it('the logout URL follows the environment (HostParamsJson EnvName Dev)', async () => {
    const s = await setup();
    s.$hostParams.set(JSON.stringify({ EnvName: 'Dev' }));
    auth.getUserData.mockRejectedValue(s.network());
    await s.initializeLogin(false);
    const url = new URL(String(s.assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.dev.portal.example/identity/account/logout');
    expect(new URL(url.searchParams.get('returnurl') ?? '').origin).toBe('https://dev.portal.example');
  });
});

describe('the page a sign-in comes back to is held to the rules of a start address', () => {
  const initialUrl = (assign: { mock: { calls: unknown[][] } }) =>
    new URL(new URL(String(assign.mock.calls[0]?.[0])).searchParams.get('returnurl') ?? '').searchParams.get('initialurl');

  it.each(['//evil.example/x', '/..//127.0.0.1:7812/x', '/%5Cevil.example'])('a current address %j comes back to the home page', async (current) => {
    const s = await setup();
    s.currentUrl.mockReturnValue(current);
    s.signOutWithRedirect();
    expect(initialUrl(s.assign)).toBe('/');
  });

  it('under a base path, a page outside it comes back to the base', async () => {
    const s = await setup();
    (await import('../../../src/stores/platform/base-path')).$basePath.set('/cms');
    s.currentUrl.mockReturnValue('/other/page');
    s.signOutWithRedirect();
    expect(initialUrl(s.assign)).toBe('/cms/');
  });
});

describe('With sample data on, a built-in development admin user is used. Otherwise the state resets to signed-out.', () => {
  it.each([
    ['401', (s: Awaited<ReturnType<typeof setup>>) => s.status(401)],
    ['400', (s: Awaited<ReturnType<typeof setup>>) => s.status(400)],
    ['500', (s: Awaited<ReturnType<typeof setup>>) => s.status(500)],
    ['a network error', (s: Awaited<ReturnType<typeof setup>>) => s.network()],
    ['an unexpected body', (s: Awaited<ReturnType<typeof setup>>) => new s.HttpError('invalid-body', 'GetUserData: unexpected answer')],
  ])('sample data on (EnvName Local, UseSampleData true), %s -> the development admin (role 1, isDevelopmentUser)', async (_name, failure) => {
    const s = await setup();
    s.$hostParams.set(sampleDataOn);
    auth.getUserData.mockRejectedValue(failure(s));
    await s.initializeLogin(false);
    const state = s.$session.get();
    expect(state.status).toBe('authenticated');
    expect(state.isDevelopmentUser).toBe(true);
    expect(state.user?.userRole).toBe(1);
    expect(s.$roles.get()).toEqual({ isCustomer: false, isAdmin: true, isPartner: false });
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('sample data on: initialising again while the development admin stands in, a 401 keeps the development admin (no redirect)', async () => {
    const s = await setup();
    s.$hostParams.set(sampleDataOn);
    auth.getUserData.mockRejectedValue(s.status(401));
    await s.initializeLogin(false);
    await s.initializeLogin(false);
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', isDevelopmentUser: true });
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('401 at a first visit without fromauth -> sent to sign in (the logout redirect)', async () => {
    const s = await setup();
    auth.getUserData.mockRejectedValue(s.status(401));
    await s.initializeLogin(false);
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null });
    expectOneLogoutRedirect(s.assign);
  });

  it('401 with fromauth=true -> unauthenticated and no redirect (no sign-in loop)', async () => {
    const s = await setup();
    auth.getUserData.mockRejectedValue(s.status(401));
    await s.initializeLogin(s.parseFromAuth('?fromauth=true'));
    expect(s.$session.get()).toEqual({ status: 'unauthenticated', user: null, fromAuth: true, isDevelopmentUser: false });
    expect(s.assign).not.toHaveBeenCalled();
  });

  it.each([false, true])('500 with sample data off (fromauth %s) -> unauthenticated, no redirect', async (fromAuth) => {
    const s = await setup();
    auth.getUserData.mockRejectedValue(s.status(500));
    await s.initializeLogin(fromAuth);
    expect(s.$session.get()).toEqual({ status: 'unauthenticated', user: null, fromAuth, isDevelopmentUser: false });
    expect(s.assign).not.toHaveBeenCalled();
  });
});

describe('Login state is refreshed periodically (interval 50 s as written). A failed refresh leads to logout with redirect.', () => {
  /** Moves the fake clock, then lets the refresh call (behind the HTTP clients' promise) go out. */
  const advance = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    await settle();
  };
  /** The refresh numbered `count` goes out exactly one interval from now, not a millisecond before. */
  const refreshDueAfterOneInterval = async (count: number) => {
    await advance(LOGIN_REFRESH_MS - 1);
    expect(auth.refreshLogin).toHaveBeenCalledTimes(count - 1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(auth.refreshLogin).toHaveBeenCalledTimes(count));
  };

  it('calls refreshLogin every 50 000 ms after sign-in (not at 49 999)', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    expect(auth.refreshLogin).not.toHaveBeenCalled();
    await refreshDueAfterOneInterval(1);
    await refreshDueAfterOneInterval(2);
    await advance(LOGIN_REFRESH_MS * 3);
    expect(auth.refreshLogin).toHaveBeenCalledTimes(5);
    expect(s.$session.get().status).toBe('authenticated');
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('does not refresh before the user is signed in, nor after a failed sign-in', async () => {
    const s = await setup();
    await advance(LOGIN_REFRESH_MS * 3);
    auth.getUserData.mockRejectedValue(s.status(500));
    await s.initializeLogin(false);
    await advance(LOGIN_REFRESH_MS * 3);
    expect(auth.refreshLogin).not.toHaveBeenCalled();
  });

  it('a second initializeLogin restarts the interval rather than adding one', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    await advance(30_000);
    await s.initializeLogin(false);
    await refreshDueAfterOneInterval(1);
    await advance(LOGIN_REFRESH_MS - 1);
    expect(auth.refreshLogin).toHaveBeenCalledTimes(1);
  });

  it('stops after sign-out', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    await vi.advanceTimersByTimeAsync(LOGIN_REFRESH_MS);
    await until(() => expect(auth.refreshLogin).toHaveBeenCalledTimes(1));
    s.handleUnauthorized();
    expect(s.$session.get().status).toBe('unauthenticated');
    await advance(LOGIN_REFRESH_MS * 5);
    expect(auth.refreshLogin).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh signs out with the redirect, and the refresh stops', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    auth.refreshLogin.mockRejectedValue(s.status(401));
    await vi.advanceTimersByTimeAsync(LOGIN_REFRESH_MS);
    await until(() => expect(s.assign).toHaveBeenCalled());
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null });
    expectOneLogoutRedirect(s.assign);
    await advance(LOGIN_REFRESH_MS * 5);
    expect(auth.refreshLogin).toHaveBeenCalledTimes(1);
    expect(s.assign).toHaveBeenCalledTimes(1);
  });

  it('a refresh failing with a network error signs out with the redirect too', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    auth.refreshLogin.mockRejectedValue(s.network());
    await vi.advanceTimersByTimeAsync(LOGIN_REFRESH_MS);
    await until(() => expect(s.assign).toHaveBeenCalled());
    expect(s.$session.get().status).toBe('unauthenticated');
    expectOneLogoutRedirect(s.assign);
  });

  it('a signed-in user whose user data then fails with 500 is not signed out: unavailable, no redirect, and the refresh stops until Try again', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    auth.getUserData.mockRejectedValue(s.status(500));
    auth.refreshLogin.mockRejectedValue(s.status(401));
    await s.initializeLogin(false);
    expect(s.$session.get()).toMatchObject({ status: 'unavailable', user: null });
    await advance(LOGIN_REFRESH_MS * 3);
    expect(auth.refreshLogin).not.toHaveBeenCalled();
    expect(s.assign).not.toHaveBeenCalled();
    auth.getUserData.mockResolvedValue(user());
    auth.refreshLogin.mockResolvedValue('2030-01-01T00:00:00Z');
    await s.retryUserData();
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: user() });
    await advance(LOGIN_REFRESH_MS);
    expect(auth.refreshLogin).toHaveBeenCalledTimes(1);
  });

  it('with sample data on, a 500 while signed in still lets the development admin stand in', async () => {
    const s = await setup();
    s.$hostParams.set(sampleDataOn);
    await s.initializeLogin(false);
    auth.getUserData.mockRejectedValue(s.status(500));
    await s.initializeLogin(false);
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', isDevelopmentUser: true });
  });

  it('a reset of the session (the test entry) stops the refresh and returns to the initial state', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    s.resetStores({ only: ['session'] });
    expect(s.$session.get()).toMatchObject({ status: 'initializing', user: null });
    await advance(LOGIN_REFRESH_MS * 2);
    expect(auth.refreshLogin).not.toHaveBeenCalled();
  });
});

describe('handleUnauthorized only acts for a real signed-in user', () => {
  it('does nothing while initializing or signed out', async () => {
    const s = await setup();
    s.handleUnauthorized();
    expect(s.$session.get().status).toBe('initializing');
    auth.getUserData.mockRejectedValue(s.status(500));
    await s.initializeLogin(true);
    s.handleUnauthorized();
    expect(s.$session.get().status).toBe('unauthenticated');
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('does nothing for the development admin', async () => {
    const s = await setup();
    s.$hostParams.set(sampleDataOn);
    auth.getUserData.mockRejectedValue(s.network());
    await s.initializeLogin(false);
    s.handleUnauthorized();
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', isDevelopmentUser: true });
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('signs a real user out with one redirect', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    s.handleUnauthorized();
    s.handleUnauthorized();
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null });
    expectOneLogoutRedirect(s.assign);
  });
});

describe('Logout from the user menu with unsaved work asks Stay or Leave, like any navigation', () => {
  it('Stay keeps the person signed in; Leave signs out with the redirect', async () => {
    const s = await setup();
    auth.getUserData.mockResolvedValue(user());
    await s.initializeLogin(false);
    const confirmation = await import('../../../src/stores/platform/navigation-confirmation');
    confirmation.$dirty.set(true);
    const stayed = s.logOut();
    await until(() => expect(confirmation.$navigationPrompt.get()).not.toBeNull());
    confirmation.answerNavigation(false);
    await expect(stayed).resolves.toBe(false);
    expect(s.$session.get().status).toBe('authenticated');
    expect(s.assign).not.toHaveBeenCalled();
    const left = s.logOut();
    await until(() => expect(confirmation.$navigationPrompt.get()).not.toBeNull());
    confirmation.answerNavigation(true);
    await expect(left).resolves.toBe(true);
    expect(s.$session.get().status).toBe('unauthenticated');
    expect(s.assign).toHaveBeenCalledTimes(1);
  });

  it('without unsaved work it signs out at once', async () => {
    const s = await setup();
    auth.getUserData.mockResolvedValue(user());
    await s.initializeLogin(false);
    await expect(s.logOut()).resolves.toBe(true);
    expect(s.assign).toHaveBeenCalledTimes(1);
  });
});

describe('a listener of the session that throws is no failed sign-in', () => {
  it('the user stays signed in and is not sent away', async () => {
    const s = await setup();
    auth.getUserData.mockResolvedValue(user());
    const stop = s.$session.listen((state) => {
      if (state.status === 'authenticated') throw new Error('a broken subscriber');
    });
    await expect(s.initializeLogin(false)).rejects.toThrow('a broken subscriber');
    stop();
    expect(s.$session.get().status).toBe('authenticated');
    expect(s.assign).not.toHaveBeenCalled();
  });
});
