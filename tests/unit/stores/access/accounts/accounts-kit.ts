// The accounts store's Node harness, shared by its test files: the accounts and the session loaded
// fresh for each test on fake time, users signed in by id, and the list followed as a component
// would follow it. The auth service's mock stays in each test file (vi.mock is hoisted per file), made by
// store-test-kit's realModuleWith.
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import type { UserData } from '../../../../../src/services/auth-types';
import { account, onTeardown, settleStores, signedIn, signedOut, until, user } from '../../store-test-kit';

/** The auth service's functions the accounts tests replace. */
export interface AccountsAuthMocks {
  getAccessibleCustomers: Mock;
  refreshAccessibleCustomers: Mock;
}

/** The user `userId`, with a name of their own; `overrides` change any field. */
export const person = (userId: string, overrides: Partial<UserData> = {}): UserData =>
  user({ metadataUserId: `meta-${userId}`, email: `${userId}@customer.example`, userId, userName: `${userId}@customer.example`, ...overrides });

/** A store followed until the test ends, as a mounted component follows it (nanostores mounts a store on its first listener). */
export function follow(store: { listen: (listener: () => void) => () => void }): () => void {
  const stop = store.listen(() => {});
  onTeardown(stop);
  return stop;
}

/** Fresh accounts and session modules (they are page-wide), on fake time. */
export async function freshAccounts() {
  vi.resetModules();
  const accounts = await import('../../../../../src/stores/access/accounts');
  const { $session } = await import('../../../../../src/stores/session/session');
  vi.useFakeTimers();
  /** Signs `data` (or the user of that id) in; `revalidating` while it comes from the tab's cache. */
  const signIn = (data: UserData | string, revalidating?: boolean) =>
    $session.set({ ...signedIn(typeof data === 'string' ? person(data) : data), ...(revalidating ? { revalidating } : {}) });
  const signOut = () => $session.set(signedOut());
  /** Waits until the list of this user has been answered. */
  const loadedFor = (userId: string) => until(() => expect(accounts.$accounts.get()).toMatchObject({ status: 'loaded', userId }));
  return { ...accounts, $session, signIn, signOut, loadedFor, listen: () => follow(accounts.$accounts) };
}

/** Registers the per-test set-up (both account calls answer accounts 1 and 2) and teardown in the calling test file. */
export function accountsHarness(auth: AccountsAuthMocks): void {
  beforeEach(() => {
    auth.getAccessibleCustomers.mockReset().mockResolvedValue([account(1, ['WEB']), account(2, ['WEB'])]);
    auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([account(1, ['WEB']), account(2, ['WEB'])]);
  });

  afterEach(() => {
    settleStores();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
