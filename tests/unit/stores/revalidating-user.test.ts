import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthService from '../../../src/services/auth-service';
import type { AccessibleCustomer, AccessToken, AccessTokenRequest, UserData } from '../../../src/services/auth-types';
import { FakeStorage, realTurn, until } from './store-test-kit';

// A user shown from the tab's cache (the session `revalidating`) is not yet confirmed: nothing is
// asked on their behalf (tokens, accounts) until GetUserData confirms them, and another user's
// confirmation drops what the old one had.

const auth = vi.hoisted(() => ({ createAccessToken: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../src/services/auth-service', async () => ({
  ...(await vi.importActual<typeof AuthService>('../../../src/services/auth-service')),
  createAccessToken: auth.createAccessToken,
  getAccessibleCustomers: auth.getAccessibleCustomers,
  refreshAccessibleCustomers: auth.refreshAccessibleCustomers,
}));

const user = (userId: string): UserData => ({
  metadataUserId: `meta-${userId}`,
  email: `${userId}@customer.example`,
  userId,
  userName: `${userId}@customer.example`,
  fullName: 'Ada Lovelace',
  customerId: null,
  partnerId: null,
  userRole: 0,
});
const account = (customerId: number): AccessibleCustomer => ({ customerId, customerName: `Customer ${customerId}`, partnerId: null, productTags: [] });
const request: AccessTokenRequest = { client: 'dashboardui', services: ['dash'], impersonateCustomerId: 1001 };
const token = (value: string): AccessToken => ({ token: value, client: 'dashboardui', services: ['dash'], customerId: 1001, expirationUtc: '2099-01-01T00:00:00Z' });

let reset: (() => void) | undefined;

async function setup() {
  vi.resetModules();
  const { $session } = await import('../../../src/stores/session');
  const tokens = await import('../../../src/stores/token-cache');
  const { $accounts } = await import('../../../src/stores/accounts');
  const loginCache = await import('../../../src/stores/login-cache');
  ({ resetStores: reset } = await import('../../../src/stores/store-reset'));
  const cached = (userId: string) => $session.set({ status: 'authenticated', user: user(userId), fromAuth: false, isDevelopmentUser: false, revalidating: true });
  const confirmed = (userId: string) => $session.set({ status: 'authenticated', user: user(userId), fromAuth: false, isDevelopmentUser: false });
  return { ...tokens, ...loginCache, $session, $accounts, cached, confirmed };
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new FakeStorage());
  vi.stubGlobal('localStorage', new FakeStorage());
  auth.createAccessToken.mockReset().mockResolvedValue(token('t-1'));
  auth.getAccessibleCustomers.mockReset().mockResolvedValue([account(1001)]);
  auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
});

afterEach(() => {
  reset?.();
  reset = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets pending promises and real work settle. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await realTurn();
}

describe('tokens for a user from the tab’s cache', () => {
  it('are asked only once GetUserData confirms the user', async () => {
    const s = await setup();
    s.cached('user-a');
    const answer = s.getAccessToken(request);
    await settle();
    expect(auth.createAccessToken).not.toHaveBeenCalled();
    s.confirmed('user-a');
    await expect(answer).resolves.toEqual(token('t-1'));
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
    expect(s.$tokens.get()[s.tokenKey(request)]).toEqual(token('t-1'));
  });

  it('are never asked when GetUserData answers for another user: the caller gets null', async () => {
    const s = await setup();
    s.cached('user-a');
    const answer = s.getAccessToken(request);
    s.confirmed('user-b');
    await expect(answer).resolves.toBeNull();
    expect(auth.createAccessToken).not.toHaveBeenCalled();
    expect(s.$tokens.get()).toEqual({});
  });
});

describe('the tokens belong to one user', () => {
  it('another user, or a sign-out, forgets them; the first sign-in keeps what is there', async () => {
    const s = await setup();
    s.$tokens.setKey('kept', token('t-0'));
    s.confirmed('user-a');
    expect(s.$tokens.get()).toEqual({ kept: token('t-0') });
    await s.getAccessToken(request);
    expect(Object.keys(s.$tokens.get())).toHaveLength(2);
    s.confirmed('user-a');
    expect(Object.keys(s.$tokens.get())).toHaveLength(2);
    s.confirmed('user-b');
    expect(s.$tokens.get()).toEqual({});
    await s.getAccessToken(request);
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    expect(s.$tokens.get()).toEqual({});
  });
});

describe('accounts of a user from the tab’s cache', () => {
  it('the cached accounts show at once; the list is asked once the user is confirmed, and replaces them', async () => {
    const s = await setup();
    s.cacheLoginUser(user('user-a'));
    s.cacheLoginAccounts('user-a', [account(1), account(2)]);
    const stop = s.$accounts.listen(() => {});
    s.cached('user-a');
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [account(1), account(2)], userId: 'user-a' });
    await settle();
    expect(auth.getAccessibleCustomers).not.toHaveBeenCalled();
    s.confirmed('user-a');
    await until(() => expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [account(1001)], userId: 'user-a' }));
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1);
    expect(s.cachedLoginAccounts('user-a')).toEqual([account(1001)]);
    stop();
  });

  it('another user confirmed instead: the cached user’s load is dropped and the new user’s list is asked', async () => {
    const s = await setup();
    const stop = s.$accounts.listen(() => {});
    s.cached('user-a');
    expect(s.$accounts.get()).toEqual({ status: 'loading', customers: [], userId: 'user-a' });
    s.confirmed('user-b');
    await until(() => expect(s.$accounts.get()).toMatchObject({ status: 'loaded', userId: 'user-b' }));
    await settle();
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1);
    expect(s.$accounts.get().userId).toBe('user-b');
    stop();
  });
});
