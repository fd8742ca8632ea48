// The selected account's Node harness, shared by its test files: the stores loaded fresh for each
// test over a localStorage that holds what the test says was kept, the selection followed as the
// shell follows it, and users signed in with the accounts 10, 20 and 30. The auth service's mock
// stays in each test file (vi.mock is hoisted per file), made by store-test-kit's realModuleWith.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { AccessibleCustomer } from '../../../../../src/services/auth-types';
import { person, type AccountsAuthMocks } from '../accounts/accounts-kit';
import { FakeStorage, account, keepMounted, settleStores, signedIn, until } from '../../store-test-kit';

/** Persisted locally: the last selected customer id per user, under Portal Shell's prefix. */
export const KEY = 'portal-shell:last-selected-customers';
/** What the store keeps for user-1 having picked `id`. */
export const picked = (id: number) => JSON.stringify({ 'user-1': id });
export const customer = (customerId: number): AccessibleCustomer => account(customerId, []);
export const ALL = [customer(10), customer(20), customer(30)];

/** The current test's localStorage. */
export const tab = { storage: new FakeStorage() };

/** Fresh stores over a localStorage that keeps `stored` under KEY, the selection and the account dialog followed. */
export async function freshSelection(stored?: string) {
  if (stored !== undefined) tab.storage.setItem(KEY, stored);
  vi.resetModules();
  const selected = await import('../../../../../src/stores/access/selected-customer');
  const { $session } = await import('../../../../../src/stores/session/session');
  const { $accounts } = await import('../../../../../src/stores/access/accounts');
  const navigation = await import('../../../../../src/stores/platform/navigation-confirmation');
  keepMounted(selected.$selectedCustomer, selected.$accountDialogRequired);
  /** Signs `userId` in, whose own account is `customerId`. */
  const signInAs = (userId: string, customerId: number | null = 20) => $session.set(signedIn(person(userId, { customerId })));
  /** Signs user-1 in, whose own account is `customerId`. */
  const signIn = (customerId: number | null) => signInAs('user-1', customerId);
  /** Waits until the accounts of this user have been answered. */
  const loaded = (userId = 'user-1') => until(() => expect($accounts.get()).toMatchObject({ status: 'loaded', userId }));
  /** The kept choices, as stored. */
  const kept = () => JSON.parse(tab.storage.getItem(KEY) ?? 'null') as unknown;
  return { ...selected, ...navigation, $session, $accounts, signIn, signInAs, loaded, kept };
}

/** Registers the per-test set-up (an empty localStorage, the accounts ALL) and teardown in the calling test file. */
export function selectionHarness(auth: AccountsAuthMocks): void {
  beforeEach(() => {
    tab.storage = new FakeStorage();
    vi.stubGlobal('localStorage', tab.storage);
    auth.getAccessibleCustomers.mockReset().mockResolvedValue(ALL);
    auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
  });

  afterEach(() => {
    settleStores();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}
