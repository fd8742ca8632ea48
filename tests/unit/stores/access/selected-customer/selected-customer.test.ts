import { describe, expect, it, vi } from 'vitest';
import { customer, freshSelection as setup, KEY, picked, selectionHarness, tab } from './selected-customer-kit';
import type { AccessibleCustomer, UserData } from '../../../../../src/services/auth-types';
import { person } from '../accounts/accounts-kit';
import { deferred, keepMounted, realTurn } from '../../store-test-kit';

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

/** Lets pending real work and promises settle. */
async function flush(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await realTurn();
}

selectionHarness(auth);

/** user-1, whose own account is `customerId`. */
const user = (customerId: number | null) => person('user-1', { customerId });

describe('Active account selection order: 1. the last selected customer id, 2. the user\'s own customerId (when authenticated), 3. the only account, 4. none', () => {
  it('1. the last selected id wins when it is among the accounts', async () => {
    const s = await setup(picked(30));
    s.signIn(20);
    await s.loaded();
    expect(s.$selectedCustomer.get()).toEqual({ customerId: 30, customer: customer(30) });
  });

  it('2. otherwise the user\'s own customerId', async () => {
    const s = await setup();
    s.signIn(20);
    await s.loaded();
    expect(s.$selectedCustomer.get()).toEqual({ customerId: 20, customer: customer(20) });
  });

  it('3. otherwise the only account', async () => {
    const s = await setup();
    auth.getAccessibleCustomers.mockResolvedValue([customer(10)]);
    s.signIn(null);
    await s.loaded();
    expect(s.$selectedCustomer.get()).toEqual({ customerId: 10, customer: customer(10) });
  });

  it('4. otherwise none', async () => {
    const s = await setup();
    s.signIn(null);
    await s.loaded();
    expect(s.$selectedCustomer.get()).toEqual({ customerId: null, customer: null });
  });

  it('a last selected id not among the loaded accounts is passed over (-> own customerId)', async () => {
    const s = await setup(picked(99));
    s.signIn(20);
    await s.loaded();
    expect(s.$selectedCustomer.get()).toEqual({ customerId: 20, customer: customer(20) });
  });

  it('last selected and own id both unknown to the loaded list -> the only account', async () => {
    const s = await setup(picked(99));
    auth.getAccessibleCustomers.mockResolvedValue([customer(10)]);
    s.signIn(98);
    await s.loaded();
    expect(s.$selectedCustomer.get()).toEqual({ customerId: 10, customer: customer(10) });
  });

  it('last selected and own id both unknown, several accounts -> none', async () => {
    const s = await setup(picked(99));
    s.signIn(98);
    await s.loaded();
    expect(s.$selectedCustomer.get()).toEqual({ customerId: null, customer: null });
  });

  it('while the accounts load, nobody is selected: no id is used before the list confirms it', async () => {
    const s = await setup(picked(99));
    const pending = deferred<AccessibleCustomer[]>();
    auth.getAccessibleCustomers.mockReturnValue(pending.promise);
    s.signIn(20);
    expect(s.$accounts.get().status).toBe('loading');
    expect(s.$lastSelectedCustomerId.get()).toBe(99);
    expect(s.$selectedCustomer.get()).toEqual({ customerId: null, customer: null });
    expect(s.$accountDialogRequired.get()).toBe(false);
    pending.resolve([customer(20)]);
    await s.loaded();
    expect(s.$selectedCustomer.get()).toEqual({ customerId: 20, customer: customer(20) });
  });

  it('the own customerId counts only when authenticated', async () => {
    const s = await setup();
    s.$session.set({ status: 'initializing', user: user(20), fromAuth: false, isDevelopmentUser: false });
    expect(s.$selectedCustomer.get()).toEqual({ customerId: null, customer: null });
    s.$session.set({ status: 'unauthenticated', user: user(20), fromAuth: false, isDevelopmentUser: false });
    expect(s.$selectedCustomer.get()).toEqual({ customerId: null, customer: null });
  });
});

describe('Account dialog: It opens automatically and cannot be dismissed (persistent) when an account must be selected.', () => {
  it('true only when authenticated, loaded and nothing selectable', async () => {
    const s = await setup();
    expect(s.$accountDialogRequired.get()).toBe(false);
    const pending = deferred<AccessibleCustomer[]>();
    auth.getAccessibleCustomers.mockReturnValue(pending.promise);
    s.signIn(null);
    expect(s.$accountDialogRequired.get()).toBe(false);
    pending.resolve([customer(10), customer(20)]);
    await s.loaded();
    expect(s.$accountDialogRequired.get()).toBe(true);
    s.$lastSelectedCustomerId.set(10);
    expect(s.$accountDialogRequired.get()).toBe(false);
    s.$lastSelectedCustomerId.set(null);
    expect(s.$accountDialogRequired.get()).toBe(true);
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    expect(s.$accountDialogRequired.get()).toBe(false);
  });

  it('false when the user\'s own account is selectable, or exactly one account exists', async () => {
    const s = await setup();
    s.signIn(20);
    await s.loaded();
    expect(s.$accountDialogRequired.get()).toBe(false);
    auth.getAccessibleCustomers.mockResolvedValue([customer(10)]);
    s.$session.set({ status: 'authenticated', user: { ...user(null), userId: 'user-2' }, fromAuth: false, isDevelopmentUser: false });
    await s.loaded('user-2');
    expect(s.$accountDialogRequired.get()).toBe(false);
  });

  it('true for a user with no accounts at all once loaded', async () => {
    const s = await setup();
    auth.getAccessibleCustomers.mockResolvedValue([]);
    s.signIn(null);
    await s.loaded();
    expect(s.$accountDialogRequired.get()).toBe(true);
  });
});

describe('Picking an account first asks for navigation confirmation. If confirmed, it sets the account as the last selected customer', () => {
  it('without unsaved changes: sets $lastSelectedCustomerId at once, persisted for the user under portal-shell:last-selected-customers', async () => {
    const s = await setup();
    s.signIn(20);
    await s.loaded();
    await expect(s.selectAccount(30)).resolves.toBe(true);
    expect(s.$lastSelectedCustomerId.get()).toBe(30);
    expect(tab.storage.getItem(KEY)).toBe(picked(30));
    expect(s.$selectedCustomer.get()).toEqual({ customerId: 30, customer: customer(30) });
  });

  it('the persisted id is read back by a fresh page load, for the user who picked it', async () => {
    const s = await setup(picked(30));
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    s.signIn(20);
    expect(s.$lastSelectedCustomerId.get()).toBe(30);
  });

  it('with unsaved changes it waits for the answer: Leave -> set', async () => {
    const s = await setup();
    s.signIn(20);
    s.$dirty.set(true);
    const answered = s.selectAccount(30);
    await flush();
    expect(s.$navigationPrompt.get()).not.toBeNull();
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    expect(tab.storage.getItem(KEY)).toBeNull();
    s.answerNavigation(true);
    await expect(answered).resolves.toBe(true);
    expect(s.$lastSelectedCustomerId.get()).toBe(30);
    expect(tab.storage.getItem(KEY)).toBe(picked(30));
    expect(s.$dirty.get()).toBe(false);
    expect(s.$navigationPrompt.get()).toBeNull();
  });

  it('with unsaved changes it waits for the answer: Stay -> unchanged', async () => {
    const s = await setup(picked(10));
    s.signIn(20);
    s.$dirty.set(true);
    const answered = s.selectAccount(30);
    await flush();
    s.answerNavigation(false);
    await expect(answered).resolves.toBe(false);
    expect(s.$lastSelectedCustomerId.get()).toBe(10);
    expect(tab.storage.getItem(KEY)).toBe(picked(10));
    expect(s.$dirty.get()).toBe(true);
  });
});

describe('one browser, several people: each user\'s own last selection', () => {
  const userTwo = (customerId: number | null): UserData => ({ ...user(customerId), userId: 'user-2', userName: 'bo', fullName: 'Bo Ek' });

  it('the next user never starts in the previous user\'s account, and each gets their own back', async () => {
    const s = await setup();
    s.signIn(20);
    await s.loaded();
    await s.selectAccount(30);
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    s.$session.set({ status: 'authenticated', user: userTwo(10), fromAuth: false, isDevelopmentUser: false });
    expect(s.$selectedCustomer.get().customerId).toBeNull();
    await s.loaded('user-2');
    expect(s.$selectedCustomer.get()).toEqual({ customerId: 10, customer: customer(10) });
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    s.signIn(20);
    await s.loaded();
    expect(s.$selectedCustomer.get()).toEqual({ customerId: 30, customer: customer(30) });
  });

  it('a list loaded for another user confirms nothing for this one', async () => {
    const s = await setup(picked(30));
    s.signIn(20);
    await s.loaded();
    s.$accounts.set({ ...s.$accounts.get(), userId: 'user-2' });
    expect(s.$selectedCustomer.get()).toEqual({ customerId: null, customer: null });
  });

  it('a choice made while nobody is signed in (a host attribute) goes to the next user', async () => {
    const s = await setup();
    s.$lastSelectedCustomerId.set(30);
    s.signIn(20);
    await s.loaded();
    expect(s.$selectedCustomer.get().customerId).toBe(30);
    expect(tab.storage.getItem(KEY)).toBe(picked(30));
  });
});

describe('broken tab.storage never breaks the portal', () => {
  it.each(['{bad', '"text"', '-3', '0', '1.5', '[30]', '{"customerId":"30"}', '{"user-1":0}', '30'])('corrupted localStorage value %j reads as null', async (stored) => {
    const s = await setup(stored);
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    s.signIn(20);
    await s.loaded();
    expect(s.$selectedCustomer.get().customerId).toBe(20);
  });

  it('a valid stored id is read', async () => {
    const s = await setup(picked(42));
    s.signIn(20);
    expect(s.$lastSelectedCustomerId.get()).toBe(42);
  });

  it('a localStorage whose getItem/setItem throw never breaks import or set', async () => {
    const thrower = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(tab.storage, 'getItem').mockImplementation(thrower);
    vi.spyOn(tab.storage, 'setItem').mockImplementation(thrower);
    vi.spyOn(tab.storage, 'removeItem').mockImplementation(thrower);
    const s = await setup();
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    await expect(s.selectAccount(30)).resolves.toBe(true);
    expect(s.$lastSelectedCustomerId.get()).toBe(30);
    s.$lastSelectedCustomerId.set(null);
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });

  it('a value set while tab.storage throws is kept for the page\'s life, also when the store is watched later', async () => {
    vi.spyOn(tab.storage, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(tab.storage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.resetModules();
    const { $lastSelectedCustomerId } = await import('../../../../../src/stores/access/selected-customer');
    $lastSelectedCustomerId.set(30);
    // Mounting re-reads tab.storage (@nanostores/persistent's restore): the kept value must win.
    keepMounted($lastSelectedCustomerId);
    expect($lastSelectedCustomerId.get()).toBe(30);
  });

  it('a localStorage getter that throws (blocked tab.storage) never breaks import or set', async () => {
    vi.unstubAllGlobals();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const s = await setup();
      expect(s.$lastSelectedCustomerId.get()).toBeNull();
      s.$lastSelectedCustomerId.set(30);
      expect(s.$lastSelectedCustomerId.get()).toBe(30);
      await expect(s.selectAccount(10)).resolves.toBe(true);
      expect(s.$lastSelectedCustomerId.get()).toBe(10);
    } finally {
      delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });
});

describe('the kept choices, read back', () => {
  it.each([
    ['an id of 0', JSON.stringify({ 'user-1': 0 })],
    ['a negative id', JSON.stringify({ 'user-1': -3 })],
    ['a fraction', JSON.stringify({ 'user-1': 1.5 })],
    ['an id as text', JSON.stringify({ 'user-1': '42' })],
    ['a list', JSON.stringify([42])],
    ['null', 'null'],
    ['a number', '42'],
  ])('%s is not a choice: nobody starts with it', async (_what, stored) => {
    const s = await setup(stored);
    s.signIn(20);
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });

  it('the choices of other users stay when one user picks or clears theirs', async () => {
    const s = await setup(JSON.stringify({ 'user-0': 7 }));
    s.signIn(20);
    s.$lastSelectedCustomerId.set(30);
    expect(JSON.parse(tab.storage.getItem(KEY) ?? '')).toEqual({ 'user-0': 7, 'user-1': 30 });
    s.$lastSelectedCustomerId.set(null);
    expect(JSON.parse(tab.storage.getItem(KEY) ?? '')).toEqual({ 'user-0': 7 });
  });

  it('picking the account already picked writes nothing', async () => {
    const s = await setup(picked(30));
    s.signIn(20);
    const setItem = vi.spyOn(tab.storage, 'setItem');
    s.$lastSelectedCustomerId.set(30);
    expect(setItem).not.toHaveBeenCalled();
  });
});

describe('$selectedCustomerId: a change of account, not the same account told again', () => {
  it('tells a new id once, and nothing when the session or the list is set again for the same account', async () => {
    const s = await setup(picked(30));
    s.signIn(20);
    await s.loaded();
    const told: (number | null)[] = [];
    const stop = s.$selectedCustomerId.listen((id) => void told.push(id));
    s.$session.set({ ...s.$session.get() });
    s.$accounts.set({ ...s.$accounts.get(), customers: [...s.$accounts.get().customers] });
    expect(told).toEqual([]);
    expect(s.$selectedCustomerId.get()).toBe(30);
    s.$lastSelectedCustomerId.set(20);
    expect(told).toEqual([20]);
    stop();
  });
});

