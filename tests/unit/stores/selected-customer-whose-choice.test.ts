import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthService from '../../../src/services/auth-service';
import type { AccessibleCustomer, UserData } from '../../../src/services/auth-types';
import { FakeStorage, until } from './store-test-kit';

// Whose last choice counts, and when a loaded list confirms an account: the edges of the session.

const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../src/services/auth-service', async () => ({
  ...(await vi.importActual<typeof AuthService>('../../../src/services/auth-service')),
  getAccessibleCustomers: auth.getAccessibleCustomers,
  refreshAccessibleCustomers: auth.refreshAccessibleCustomers,
}));

const KEY = 'portal-shell:last-selected-customers';

const user = (userId: string, customerId: number | null = 20): UserData => ({
  metadataUserId: `meta-${userId}`,
  email: `${userId}@customer.example`,
  userId,
  userName: `${userId}@customer.example`,
  fullName: 'Ada Lovelace',
  customerId,
  partnerId: null,
  userRole: 0,
});
const customer = (customerId: number): AccessibleCustomer => ({ customerId, customerName: `Customer ${customerId}`, partnerId: null, productTags: [] });
const ALL = [customer(10), customer(20), customer(30)];
const NONE = { customerId: null, customer: null };

let storage: FakeStorage;
let unbinds: Array<() => void> = [];

async function setup(stored?: string) {
  if (stored !== undefined) storage.setItem(KEY, stored);
  vi.resetModules();
  const selected = await import('../../../src/stores/selected-customer');
  const { $session } = await import('../../../src/stores/session');
  const { $accounts } = await import('../../../src/stores/accounts');
  unbinds.push(selected.$selectedCustomer.listen(() => {}), selected.$accountDialogRequired.listen(() => {}));
  const signIn = (userId: string, customerId: number | null = 20) =>
    $session.set({ status: 'authenticated', user: user(userId, customerId), fromAuth: false, isDevelopmentUser: false });
  const loaded = (userId: string) => until(() => expect($accounts.get()).toMatchObject({ status: 'loaded', userId }));
  const kept = () => JSON.parse(storage.getItem(KEY) ?? 'null') as unknown;
  return { ...selected, $session, $accounts, signIn, loaded, kept };
}

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('localStorage', storage);
  auth.getAccessibleCustomers.mockReset().mockResolvedValue(ALL);
  auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
});

afterEach(() => {
  for (const unbind of unbinds) unbind();
  unbinds = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the kept choices of this browser', () => {
  it('a list kept in their place is no record of choices: a pick keeps only the user’s own choice', async () => {
    const s = await setup(JSON.stringify([30]));
    s.signIn('user-1');
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    s.$lastSelectedCustomerId.set(10);
    expect(s.kept()).toEqual({ 'user-1': 10 });
  });

  it('one broken entry makes the whole record unreadable, the sound entries too', async () => {
    const s = await setup(JSON.stringify({ 'user-1': 30, 'user-0': 0 }));
    s.signIn('user-1');
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });

  it('no kept choice applies while nobody is signed in, whatever its key', async () => {
    const s = await setup(JSON.stringify({ null: 30 }));
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    s.signIn('user-1');
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });
});

describe('whose choice counts', () => {
  it('another user signing in straight after the first (no sign-out between) does not inherit the first one’s choice', async () => {
    const s = await setup();
    s.signIn('user-1');
    await s.loaded('user-1');
    s.$lastSelectedCustomerId.set(30);
    s.signIn('user-2', null);
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    expect(s.kept()).toEqual({ 'user-1': 30 });
    await s.loaded('user-2');
    expect(s.$selectedCustomer.get()).toEqual(NONE);
  });

  it('a session no longer signed in has no chooser, even while it still holds the user', async () => {
    const s = await setup(JSON.stringify({ 'user-1': 30 }));
    s.signIn('user-1');
    expect(s.$lastSelectedCustomerId.get()).toBe(30);
    s.$session.set({ status: 'unauthenticated', user: user('user-1'), fromAuth: false, isDevelopmentUser: false });
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });

  it('a signed-in session without user data chooses nothing and breaks nothing', async () => {
    const s = await setup(JSON.stringify({ 'user-1': 30 }));
    expect(() => s.$session.set({ status: 'authenticated', user: null, fromAuth: false, isDevelopmentUser: false })).not.toThrow();
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });
});

describe('what a list confirms', () => {
  it('a list of accounts not signed in for confirms neither the user’s own account nor opens the dialog', async () => {
    const s = await setup();
    s.$session.set({ status: 'unauthenticated', user: user('user-1', 20), fromAuth: false, isDevelopmentUser: false });
    s.$accounts.set({ status: 'loaded', customers: ALL, userId: 'user-1' });
    expect(s.$selectedCustomer.get()).toEqual(NONE);
    expect(s.$accountDialogRequired.get()).toBe(false);
  });

  it('only a loaded list confirms an account: one still loading confirms nothing, whatever it holds', async () => {
    const s = await setup(JSON.stringify({ 'user-1': 30 }));
    s.signIn('user-1');
    await s.loaded('user-1');
    expect(s.$selectedCustomer.get().customerId).toBe(30);
    s.$accounts.set({ status: 'loading', customers: ALL, userId: 'user-1' });
    expect(s.$selectedCustomer.get()).toEqual(NONE);
  });
});
