import { describe, expect, it, vi } from 'vitest';
import { sessionHarness, freshSessionOnFakeTime, expectOneLogoutRedirectFromPage } from './session-kit';
import { FakeStorage, until, user, settle } from '../store-test-kit';

// The network: GetUserData and RefreshLogin are stubbed; logoutUrl stays real.
const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
const auth = vi.hoisted(() => ({ getUserData: vi.fn(), refreshLogin: vi.fn() }));
vi.mock('../../../../src/services/auth-service', realModuleWith(auth));

/** Login refresh interval 50 s, written out so that a changed constant fails the tests. */
const LOGIN_REFRESH_MS = 50_000;

const setup = freshSessionOnFakeTime;

const expectOneLogoutRedirect = expectOneLogoutRedirectFromPage;

const sampleDataOn = JSON.stringify({ EnvName: 'Local', UseSampleData: true });

sessionHarness({ auth });

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

describe('RefreshLogin’s expiry keeps the sign-in for the browser’s new tabs', () => {
  const KEPT_KEY = 'portal-shell:login:v1';
  /** The browser's storage, and a tab's sessionStorage of its own. */
  const browserStorage = () => {
    const shared = new FakeStorage();
    vi.stubGlobal('localStorage', shared);
    vi.stubGlobal('sessionStorage', new FakeStorage());
    return shared;
  };

  it('a sign-in with no copy kept for the person asks RefreshLogin at once and keeps them with the expiry it gave; each refresh renews it; a failed refresh takes it away', async () => {
    const shared = browserStorage();
    const s = await setup();
    await s.initializeLogin(false);
    await until(() => expect(shared.getItem(KEPT_KEY)).not.toBeNull());
    expect(auth.refreshLogin).toHaveBeenCalledTimes(1);
    expect(JSON.parse(shared.getItem(KEPT_KEY)!)).toMatchObject({ user: user(), expiresAt: '2030-01-01T00:00:00.000Z' });
    auth.refreshLogin.mockResolvedValue('2031-01-01T00:00:00Z');
    await vi.advanceTimersByTimeAsync(LOGIN_REFRESH_MS);
    await until(() => expect(JSON.parse(shared.getItem(KEPT_KEY)!)).toMatchObject({ expiresAt: '2031-01-01T00:00:00.000Z' }));
    auth.refreshLogin.mockRejectedValue(s.status(401));
    await vi.advanceTimersByTimeAsync(LOGIN_REFRESH_MS);
    await until(() => expect(shared.getItem(KEPT_KEY)).toBeNull());
  });

  it('a sign-in of the person the browser keeps a copy of asks nothing more than every 50 s', async () => {
    const shared = browserStorage();
    const first = await setup();
    await first.initializeLogin(false);
    await until(() => expect(shared.getItem(KEPT_KEY)).not.toBeNull());
    auth.refreshLogin.mockClear();
    // A new tab: fresh stores and sessionStorage, the browser's copy.
    vi.stubGlobal('sessionStorage', new FakeStorage());
    const second = await setup();
    const confirmed = second.initializeLogin(false);
    expect(second.$session.get()).toMatchObject({ status: 'authenticated', revalidating: true });
    // Painted from the copy: GetUserData leaves after the first frame (without frames, a fallback timer).
    await vi.advanceTimersByTimeAsync(1_000);
    await confirmed;
    await settle();
    expect(second.$session.get()).toMatchObject({ status: 'authenticated', user: user() });
    expect(auth.refreshLogin).not.toHaveBeenCalled();
  });
});

describe('the one refresh for new tabs at a sign-in', () => {
  it('failing, it keeps nothing and signs nobody out: the periodic refresh decides about the session', async () => {
    const shared = new FakeStorage();
    vi.stubGlobal('localStorage', shared);
    vi.stubGlobal('sessionStorage', new FakeStorage());
    auth.refreshLogin.mockRejectedValue(new Error('Network Error'));
    const s = await setup();
    await s.initializeLogin(false);
    await until(() => expect(auth.refreshLogin).toHaveBeenCalledTimes(1));
    await settle();
    expect(shared.getItem('portal-shell:login:v1')).toBeNull();
    expect(s.$session.get().status).toBe('authenticated');
    expect(s.assign).not.toHaveBeenCalled();
  });
});
