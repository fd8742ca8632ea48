import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessToken, AccessTokenRequest } from '../../../../../src/services/auth-types';
import { person } from '../accounts/accounts-kit';
import { freshSession, sessionHarness } from '../../session/session-kit';
import { account as accountWith, keepMounted, signedIn, signedOut, until, settle } from '../../store-test-kit';

// A user shown from the tab's cache (the session `revalidating`) is not yet confirmed: nothing is
// asked on their behalf (tokens, accounts) until GetUserData confirms them, and another user's
// confirmation drops what the old one had.

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ createAccessToken: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

const user = (userId: string) => person(userId, { customerId: null });
const account = (customerId: number) => accountWith(customerId, []);
const request: AccessTokenRequest = { client: 'dashboardui', services: ['dash'], impersonateCustomerId: 1001 };
const token = (value: string): AccessToken => ({ token: value, client: 'dashboardui', services: ['dash'], customerId: 1001, expirationUtc: '2099-01-01T00:00:00Z' });

async function setup() {
  const session = await freshSession();
  const tokens = await import('../../../../../src/stores/access/token-cache');
  const { $accounts } = await import('../../../../../src/stores/access/accounts');
  const cached = (userId: string) => session.$session.set({ ...signedIn(user(userId)), revalidating: true });
  const confirmed = (userId: string) => session.$session.set(signedIn(user(userId)));
  return { ...session, ...tokens, $accounts, cached, confirmed };
}

sessionHarness({ storage: true });

beforeEach(() => {
  auth.createAccessToken.mockReset().mockResolvedValue(token('t-1'));
  auth.getAccessibleCustomers.mockReset().mockResolvedValue([account(1001)]);
  auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
});

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
    s.$session.set(signedOut());
    expect(s.$tokens.get()).toEqual({});
  });
});

describe('accounts of a user from the tab’s cache', () => {
  it('the cached accounts show at once; the list is asked once the user is confirmed, and replaces them', async () => {
    const s = await setup();
    s.cacheLoginUser(user('user-a'));
    s.cacheLoginAccounts('user-a', [account(1), account(2)]);
    keepMounted(s.$accounts);
    s.cached('user-a');
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [account(1), account(2)], userId: 'user-a' });
    await settle();
    expect(auth.getAccessibleCustomers).not.toHaveBeenCalled();
    s.confirmed('user-a');
    await until(() => expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [account(1001)], userId: 'user-a' }));
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1);
    expect(s.cachedLoginAccounts('user-a')).toEqual([account(1001)]);
  });

  it('another user confirmed instead: the cached user’s load is dropped and the new user’s list is asked', async () => {
    const s = await setup();
    keepMounted(s.$accounts);
    s.cached('user-a');
    expect(s.$accounts.get()).toEqual({ status: 'loading', customers: [], userId: 'user-a' });
    s.confirmed('user-b');
    await until(() => expect(s.$accounts.get()).toMatchObject({ status: 'loaded', userId: 'user-b' }));
    await settle();
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1);
    expect(s.$accounts.get().userId).toBe('user-b');
  });
});
