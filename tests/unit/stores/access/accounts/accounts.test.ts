import { describe, expect, it, vi } from 'vitest';
import type { AccessibleCustomer, UserData } from '../../../../../src/services/auth-types';
import { accountsHarness, follow, freshAccounts as setup, person as user } from './accounts-kit';
import { account, deferred, realTurn, until } from '../../store-test-kit';

// The network: the two account calls are stubbed.
const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

/** Account refresh delay 2000 ms, written out so that a changed constant fails the tests. */
const ACCOUNT_REFRESH_MS = 2000;

const customer = (customerId: number) => account(customerId, ['WEB']);

/** Lets pending real work and promises settle. */
async function flush(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await realTurn();
}

const fetches = () => auth.getAccessibleCustomers.mock.calls.length + auth.refreshAccessibleCustomers.mock.calls.length;

/** A fresh accounts store, followed, with user u1 signed in and the first list loaded. */
async function loadedForU1() {
  const s = await setup();
  follow(s.$accounts);
  s.signIn(user('u1'));
  await s.loadedFor('u1');
  return s;
}

/** Lets `ms` of fake time and what it sets off pass, then checks that no account refresh went out. */
async function expectNoRefreshWithin(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await flush();
  expect(auth.refreshAccessibleCustomers).not.toHaveBeenCalled();
}

accountsHarness(auth);

describe('GET {authServer}/authapi/Login/GetAccessibleCustomers ... Returns a list of customers', () => {
  it('loads the accounts when a user is authenticated and the store has a subscriber', async () => {
    const s = await setup();
    follow(s.$accounts);
    expect(s.$accounts.get()).toEqual({ status: 'idle', customers: [], userId: null });
    s.signIn(user('u1'));
    expect(s.$accounts.get()).toEqual({ status: 'loading', customers: [], userId: 'u1' });
    await s.loadedFor('u1');
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [customer(1), customer(2)], userId: 'u1' });
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1);
  });

  it('loads nothing before sign-in', async () => {
    const s = await setup();
    follow(s.$accounts);
    await flush();
    expect(fetches()).toBe(0);
    expect(s.$accounts.get().status).toBe('idle');
  });

  it('loads for a user already signed in when the first subscriber arrives', async () => {
    const s = await setup();
    s.signIn(user('u1'));
    await flush();
    expect(fetches()).toBe(0);
    follow(s.$accounts);
    await s.loadedFor('u1');
  });

  it('Get accessible customers fails: Logged. Empty list returned.', async () => {
    const s = await setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    auth.getAccessibleCustomers.mockRejectedValue(new Error('HTTP 500'));
    follow(s.$accounts);
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [], userId: 'u1' });
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('Accounts are refreshed about 2 seconds after being found empty.', () => {
  it('calls refreshAccessibleCustomers 2000 ms after an empty list (not at 1999), at most 3 times', async () => {
    const s = await setup();
    expect(s.MAX_EMPTY_REFRESHES).toBe(3);
    auth.getAccessibleCustomers.mockResolvedValue([]);
    auth.refreshAccessibleCustomers.mockResolvedValue([]);
    follow(s.$accounts);
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [], userId: 'u1' });
    for (let refresh = 1; refresh <= 3; refresh += 1) {
      await vi.advanceTimersByTimeAsync(ACCOUNT_REFRESH_MS - 1);
      await flush();
      expect(auth.refreshAccessibleCustomers).toHaveBeenCalledTimes(refresh - 1);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => expect(auth.refreshAccessibleCustomers).toHaveBeenCalledTimes(refresh));
      await flush();
    }
    for (let step = 0; step < 10; step += 1) {
      await vi.advanceTimersByTimeAsync(ACCOUNT_REFRESH_MS);
      await flush();
    }
    expect(auth.refreshAccessibleCustomers).toHaveBeenCalledTimes(3);
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1);
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [], userId: 'u1' });
  });

  it('an error counts as empty: refreshed 2000 ms later', async () => {
    const s = await setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    auth.getAccessibleCustomers.mockRejectedValue(new Error('offline'));
    follow(s.$accounts);
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    await vi.advanceTimersByTimeAsync(ACCOUNT_REFRESH_MS);
    await until(() => expect(s.$accounts.get().customers).toEqual([customer(1), customer(2)]));
    expect(auth.refreshAccessibleCustomers).toHaveBeenCalledTimes(1);
  });

  it('the refresh that finds accounts shows them and stops refreshing', async () => {
    const s = await setup();
    auth.getAccessibleCustomers.mockResolvedValue([]);
    follow(s.$accounts);
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    await vi.advanceTimersByTimeAsync(ACCOUNT_REFRESH_MS);
    await until(() => expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [customer(1), customer(2)], userId: 'u1' }));
    await vi.advanceTimersByTimeAsync(ACCOUNT_REFRESH_MS * 10);
    await flush();
    expect(auth.refreshAccessibleCustomers).toHaveBeenCalledTimes(1);
  });

  it('a non-empty list is not refreshed', async () => {
    await loadedForU1();
    await expectNoRefreshWithin(ACCOUNT_REFRESH_MS * 10);
  });

  it('signing out cancels a pending refresh', async () => {
    const s = await setup();
    auth.getAccessibleCustomers.mockResolvedValue([]);
    follow(s.$accounts);
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    s.signOut();
    await expectNoRefreshWithin(ACCOUNT_REFRESH_MS * 10);
    expect(s.$accounts.get()).toEqual({ status: 'idle', customers: [], userId: null });
  });
});

describe('The result is cached until the user id changes.', () => {
  it('the same user set again -> no new call; another user -> a new call', async () => {
    const s = await loadedForU1();
    s.signIn(user('u1'));
    s.signIn({ ...user('u1'), fullName: 'Ada King' });
    await flush();
    expect(fetches()).toBe(1);
    expect(s.$accounts.get()).toMatchObject({ status: 'loaded', userId: 'u1' });
    auth.getAccessibleCustomers.mockResolvedValue([customer(7)]);
    s.signIn(user('u2'));
    expect(s.$accounts.get()).toEqual({ status: 'loading', customers: [], userId: 'u2' });
    await s.loadedFor('u2');
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(2);
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [customer(7)], userId: 'u2' });
  });

  it('a slow response for an old user is ignored after the user changed', async () => {
    const s = await setup();
    const slow = deferred<AccessibleCustomer[]>();
    auth.getAccessibleCustomers.mockReturnValueOnce(slow.promise).mockResolvedValueOnce([customer(2)]);
    follow(s.$accounts);
    s.signIn(user('u1'));
    s.signIn(user('u2'));
    await s.loadedFor('u2');
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [customer(2)], userId: 'u2' });
    await until(() => expect(fetches()).toBe(2));
    slow.resolve([customer(1)]);
    await flush();
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [customer(2)], userId: 'u2' });
    await expectNoRefreshWithin(ACCOUNT_REFRESH_MS * 5);
  });

  it('a slow empty response for an old user schedules no refresh', async () => {
    const s = await setup();
    const slow = deferred<AccessibleCustomer[]>();
    auth.getAccessibleCustomers.mockReturnValueOnce(slow.promise);
    follow(s.$accounts);
    s.signIn(user('u1'));
    await until(() => expect(fetches()).toBe(1));
    s.signOut();
    slow.resolve([]);
    await flush();
    await expectNoRefreshWithin(ACCOUNT_REFRESH_MS * 5);
    expect(s.$accounts.get()).toEqual({ status: 'idle', customers: [], userId: null });
  });
});

describe('Changing the user name clears the account list. Logging out clears the accounts.', () => {
  it('a new user name (same id) clears the list and reads it again', async () => {
    const s = await loadedForU1();
    expect(s.$accounts.get().customers).toHaveLength(2);
    const reload = deferred<AccessibleCustomer[]>();
    auth.refreshAccessibleCustomers.mockReturnValueOnce(reload.promise);
    auth.getAccessibleCustomers.mockReturnValueOnce(reload.promise);
    s.signIn(user('u1', { userName: 'ada.king@customer.example' }));
    expect(s.$accounts.get().customers).toEqual([]);
    await until(() => expect(fetches()).toBe(2));
    reload.resolve([customer(3)]);
    await s.loadedFor('u1');
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [customer(3)], userId: 'u1' });
  });

  it('logout clears the list', async () => {
    const s = await loadedForU1();
    s.signOut();
    expect(s.$accounts.get()).toEqual({ status: 'idle', customers: [], userId: null });
  });

  it('signing in again after logout loads again (the cache belonged to the signed-out user)', async () => {
    const s = await loadedForU1();
    s.signOut();
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(2);
    expect(s.$accounts.get()).toMatchObject({ status: 'loaded', userId: 'u1' });
  });

  it('clearAccounts drops the list and a pending refresh', async () => {
    const s = await setup();
    auth.getAccessibleCustomers.mockResolvedValue([]);
    follow(s.$accounts);
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    s.clearAccounts();
    expect(s.$accounts.get()).toEqual({ status: 'idle', customers: [], userId: null });
    await expectNoRefreshWithin(ACCOUNT_REFRESH_MS * 5);
  });
});

describe('Start-up: the accounts are asked alongside GetUserData (prefetchAccounts)', () => {
  const signInAs = (s: Awaited<ReturnType<typeof setup>>, data: UserData, isDevelopmentUser = false) =>
    s.$session.set({ status: 'authenticated', user: data, fromAuth: false, isDevelopmentUser });

  it('asks while the login initialises and uses the answer for the user GetUserData signs in, without asking again', async () => {
    const s = await setup();
    follow(s.$accounts);
    s.prefetchAccounts();
    await until(() => expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1));
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    expect(s.$accounts.get().customers).toEqual([customer(1), customer(2)]);
    expect(fetches()).toBe(1);
  });

  it('binds the answer when the login answers, before anyone listens to the accounts', async () => {
    const s = await setup();
    s.prefetchAccounts();
    s.signIn(user('u1'));
    await flush();
    follow(s.$accounts);
    await s.loadedFor('u1');
    expect(fetches()).toBe(1);
  });

  it('drops the early answer when the accounts are wanted for another user than the one GetUserData answered for', async () => {
    const s = await setup();
    const first = deferred<AccessibleCustomer[]>();
    auth.getAccessibleCustomers.mockReturnValueOnce(first.promise).mockResolvedValue([customer(7)]);
    s.prefetchAccounts();
    s.signIn(user('u1'));
    s.signIn(user('u2'));
    follow(s.$accounts);
    first.resolve([customer(1)]);
    await s.loadedFor('u2');
    expect(s.$accounts.get().customers).toEqual([customer(7)]);
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(2);
  });

  it('drops it when the development admin stands in', async () => {
    const s = await setup();
    auth.getAccessibleCustomers.mockResolvedValueOnce([customer(1)]).mockResolvedValue([customer(9)]);
    follow(s.$accounts);
    s.prefetchAccounts();
    signInAs(s, user('dev'), true);
    await until(() => expect(s.$accounts.get()).toMatchObject({ status: 'loaded', customers: [customer(9)] }));
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(2);
  });

  it('a failed early answer is no error: the first load asks again', async () => {
    const s = await setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    auth.getAccessibleCustomers.mockRejectedValueOnce(new Error('HTTP 401')).mockResolvedValue([customer(3)]);
    follow(s.$accounts);
    s.prefetchAccounts();
    await flush();
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    expect(s.$accounts.get().customers).toEqual([customer(3)]);
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });

  it('asks nothing early once the login state is known', async () => {
    const s = await setup();
    s.signIn(user('u1'));
    s.prefetchAccounts();
    await flush();
    expect(fetches()).toBe(0);
  });
});

describe('the early answer and the development admin', () => {
  it('the development admin is no real sign-in: an early answer is not bound to it', async () => {
    const s = await setup();
    s.prefetchAccounts();
    s.$session.set({ status: 'authenticated', user: user('dev'), fromAuth: false, isDevelopmentUser: true });
    follow(s.$accounts);
    await s.loadedFor('dev');
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(2);
  });
});

describe('how the list is read', () => {
  it('a failure is logged with what went wrong', async () => {
    const s = await setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('HTTP 500');
    auth.getAccessibleCustomers.mockRejectedValue(failure);
    follow(s.$accounts);
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    expect(error).toHaveBeenCalledWith('Get accessible customers failed; using an empty list.', failure);
  });

  it('the same user under a new name reads the list afresh (the refreshing call), not from an earlier answer', async () => {
    const s = await loadedForU1();
    expect(auth.refreshAccessibleCustomers).not.toHaveBeenCalled();
    s.signIn(user('u1', { userName: 'renamed@customer.example' }));
    await s.loadedFor('u1');
    await until(() => expect(auth.refreshAccessibleCustomers).toHaveBeenCalledTimes(1));
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1);
  });
});

describe('a refresh of an empty list', () => {
  it('keeps showing the list as loaded while the refresh is on its way', async () => {
    const s = await setup();
    auth.getAccessibleCustomers.mockResolvedValue([]);
    const answer = deferred<AccessibleCustomer[]>();
    auth.refreshAccessibleCustomers.mockReturnValue(answer.promise);
    follow(s.$accounts);
    s.signIn(user('u1'));
    await s.loadedFor('u1');
    await vi.advanceTimersByTimeAsync(ACCOUNT_REFRESH_MS);
    await until(() => expect(auth.refreshAccessibleCustomers).toHaveBeenCalledTimes(1));
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: [], userId: 'u1' });
    answer.resolve([customer(5)]);
    await until(() => expect(s.$accounts.get().customers).toEqual([customer(5)]));
  });
});
