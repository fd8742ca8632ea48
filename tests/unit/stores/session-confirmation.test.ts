import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthService from '../../../src/services/auth-service';
import type { UserData } from '../../../src/services/auth-types';
import { FakeStorage, deferred, realTurn, until } from './store-test-kit';

// When the signed-in user counts as confirmed (a user from the tab's cache is not, until
// GetUserData answers), Sign in again after a redirect, and the hashed id following the user.

const auth = vi.hoisted(() => ({ getUserData: vi.fn(), refreshLogin: vi.fn() }));
vi.mock('../../../src/services/auth-service', async () => ({
  ...(await vi.importActual<typeof AuthService>('../../../src/services/auth-service')),
  getUserData: auth.getUserData,
  refreshLogin: auth.refreshLogin,
}));

const HASH_KEY = 'portal-shell-user-id-v1';
const user = (userId = 'user-1'): UserData => ({
  metadataUserId: 'meta-1',
  email: 'ada@customer.example',
  userId,
  userName: 'ada@customer.example',
  fullName: 'Ada Lovelace',
  customerId: 42,
  partnerId: null,
  userRole: 0,
});

let reset: (() => void) | undefined;

async function setup() {
  vi.resetModules();
  const session = await import('../../../src/stores/session');
  const { resetStores } = await import('../../../src/stores/store-reset');
  reset = resetStores;
  const { cacheLoginUser, readCachedLogin } = await import('../../../src/stores/login-cache');
  const { browserNavigation } = await import('../../../src/stores/browser-navigation');
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserNavigation, 'currentUrl').mockReturnValue('/dash');
  return { ...session, cacheLoginUser, readCachedLogin, assign };
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new FakeStorage());
  auth.getUserData.mockReset().mockResolvedValue(user());
  auth.refreshLogin.mockReset().mockResolvedValue('2030-01-01T00:00:00Z');
});

afterEach(() => {
  // The session's login refresh and the tab's cache go with the page.
  reset?.();
  reset = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('userConfirmed', () => {
  it('resolves at once for a user who is not being revalidated', async () => {
    const s = await setup();
    let done = false;
    void s.userConfirmed().then(() => (done = true));
    await realTurn();
    expect(done).toBe(true);
  });

  it('waits while the user is revalidated, through other changes, and resolves when that ends', async () => {
    const s = await setup();
    s.$session.set({ status: 'authenticated', user: user(), fromAuth: false, isDevelopmentUser: false, revalidating: true });
    let done = false;
    void s.userConfirmed().then(() => (done = true));
    s.$session.set({ ...s.$session.get(), fromAuth: true });
    await realTurn();
    expect(done).toBe(false);
    s.$session.set({ status: 'authenticated', user: user(), fromAuth: false, isDevelopmentUser: false });
    await realTurn();
    expect(done).toBe(true);
  });
});

describe('a start from the tab’s cache', () => {
  it('is signed in, revalidating, before GetUserData answers; confirmed when it does', async () => {
    const s = await setup();
    s.cacheLoginUser(user());
    const answer = deferred<UserData>();
    auth.getUserData.mockReturnValue(answer.promise);
    const done = s.initializeLogin(false);
    expect(s.$session.get()).toEqual({ status: 'authenticated', user: user(), fromAuth: false, isDevelopmentUser: false, revalidating: true });
    await until(() => expect(auth.getUserData).toHaveBeenCalledTimes(1));
    answer.resolve(user());
    await done;
    expect(s.$session.get()).toEqual({ status: 'authenticated', user: user(), fromAuth: false, isDevelopmentUser: false });
  });

  it('is not used on a fromauth return, nor once the session is past initialising', async () => {
    const s = await setup();
    s.cacheLoginUser(user());
    const answer = deferred<UserData>();
    auth.getUserData.mockReturnValue(answer.promise);
    const done = s.initializeLogin(true);
    expect(s.$session.get().status).toBe('initializing');
    answer.resolve(user());
    await done;
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    s.cacheLoginUser(user());
    const again = deferred<UserData>();
    auth.getUserData.mockReturnValue(again.promise);
    const second = s.initializeLogin(false);
    expect(s.$session.get().status).toBe('unauthenticated');
    again.resolve(user());
    await second;
  });

  it('a failure of the revalidation is a failure while signed in: signed out with the redirect, the cache cleared', async () => {
    const s = await setup();
    s.cacheLoginUser(user());
    const { HttpError } = await import('../../../src/services/http-error');
    auth.getUserData.mockRejectedValue(new HttpError('bad-request', 'HTTP 401', 401));
    const done = s.initializeLogin(false);
    await done;
    expect(s.$session.get().status).toBe('unauthenticated');
    expect(s.assign).toHaveBeenCalledTimes(1);
    expect(s.readCachedLogin()).toBeNull();
  });
});

describe('Sign in again', () => {
  it('goes to the sign-in even after a redirect already went', async () => {
    const s = await setup();
    s.signOutWithRedirect();
    s.signOutWithRedirect();
    expect(s.assign).toHaveBeenCalledTimes(1);
    s.signInAgain();
    expect(s.assign).toHaveBeenCalledTimes(2);
    expect(s.$session.get().status).toBe('unauthenticated');
  });
});

describe('$hashedUserId follows the user', () => {
  it('another user gets their own hash; signing out clears it', async () => {
    const s = await setup();
    const stop = s.$hashedUserId.listen(() => {});
    s.$session.set({ status: 'authenticated', user: user('user-1'), fromAuth: false, isDevelopmentUser: false });
    await until(() => expect(s.$hashedUserId.get()).toBe(createHmac('sha256', HASH_KEY).update('user-1').digest('hex')));
    s.$session.set({ status: 'authenticated', user: user('user-2'), fromAuth: false, isDevelopmentUser: false });
    expect(s.$hashedUserId.get()).toBeNull();
    await until(() => expect(s.$hashedUserId.get()).toBe(createHmac('sha256', HASH_KEY).update('user-2').digest('hex')));
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    expect(s.$hashedUserId.get()).toBeNull();
    await realTurn();
    expect(s.$hashedUserId.get()).toBeNull();
    stop();
  });

  it('a hash that arrives after the user changed is not used', async () => {
    const s = await setup();
    const stop = s.$hashedUserId.listen(() => {});
    s.$session.set({ status: 'authenticated', user: user('user-1'), fromAuth: false, isDevelopmentUser: false });
    s.$session.set({ status: 'authenticated', user: user('user-2'), fromAuth: false, isDevelopmentUser: false });
    await until(() => expect(s.$hashedUserId.get()).toBe(createHmac('sha256', HASH_KEY).update('user-2').digest('hex')));
    for (let turn = 0; turn < 5; turn += 1) await realTurn();
    expect(s.$hashedUserId.get()).toBe(createHmac('sha256', HASH_KEY).update('user-2').digest('hex'));
    stop();
  });

  it('the same user again is not hashed again', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const s = await setup();
    const stop = s.$hashedUserId.listen(() => {});
    s.$session.set({ status: 'authenticated', user: user('user-1'), fromAuth: false, isDevelopmentUser: false });
    await until(() => expect(s.$hashedUserId.get()).not.toBeNull());
    s.$session.set({ status: 'authenticated', user: { ...user('user-1'), fullName: 'Ada King' }, fromAuth: false, isDevelopmentUser: false });
    expect(s.$hashedUserId.get()).not.toBeNull();
    expect(importKey).toHaveBeenCalledTimes(1);
    stop();
  });
});
