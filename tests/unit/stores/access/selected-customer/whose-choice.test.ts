import { describe, expect, it, vi } from 'vitest';
import { ALL, freshSelection as setup, selectionHarness } from './selected-customer-kit';
import { person } from '../accounts/accounts-kit';

// Whose last choice counts, and when a loaded list confirms an account: the edges of the session.

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

const NONE = { customerId: null, customer: null };

selectionHarness(auth);

describe('the kept choices of this browser', () => {
  it('a list kept in their place is no record of choices: a pick keeps only the user’s own choice', async () => {
    const s = await setup(JSON.stringify([30]));
    s.signInAs('user-1');
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    s.$lastSelectedCustomerId.set(10);
    expect(s.kept()).toEqual({ 'user-1': 10 });
  });

  it('one broken entry makes the whole record unreadable, the sound entries too', async () => {
    const s = await setup(JSON.stringify({ 'user-1': 30, 'user-0': 0 }));
    s.signInAs('user-1');
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });

  it('no kept choice applies while nobody is signed in, whatever its key', async () => {
    const s = await setup(JSON.stringify({ null: 30 }));
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    s.signInAs('user-1');
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });
});

describe('whose choice counts', () => {
  it('another user signing in straight after the first (no sign-out between) does not inherit the first one’s choice', async () => {
    const s = await setup();
    s.signInAs('user-1');
    await s.loaded('user-1');
    s.$lastSelectedCustomerId.set(30);
    s.signInAs('user-2', null);
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    expect(s.kept()).toEqual({ 'user-1': 30 });
    await s.loaded('user-2');
    expect(s.$selectedCustomer.get()).toEqual(NONE);
  });

  it('a session no longer signed in has no chooser, even while it still holds the user', async () => {
    const s = await setup(JSON.stringify({ 'user-1': 30 }));
    s.signInAs('user-1');
    expect(s.$lastSelectedCustomerId.get()).toBe(30);
    s.$session.set({ status: 'unauthenticated', user: person('user-1', { customerId: 20 }), fromAuth: false, isDevelopmentUser: false });
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
    s.$session.set({ status: 'unauthenticated', user: person('user-1', { customerId: 20 }), fromAuth: false, isDevelopmentUser: false });
    s.$accounts.set({ status: 'loaded', customers: ALL, userId: 'user-1' });
    expect(s.$selectedCustomer.get()).toEqual(NONE);
    expect(s.$accountDialogRequired.get()).toBe(false);
  });

  it('only a loaded list confirms an account: one still loading confirms nothing, whatever it holds', async () => {
    const s = await setup(JSON.stringify({ 'user-1': 30 }));
    s.signInAs('user-1');
    await s.loaded('user-1');
    expect(s.$selectedCustomer.get().customerId).toBe(30);
    s.$accounts.set({ status: 'loading', customers: ALL, userId: 'user-1' });
    expect(s.$selectedCustomer.get()).toEqual(NONE);
  });
});
