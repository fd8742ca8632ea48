import { computed } from 'nanostores';
import type { AccessibleCustomer } from '../services/auth-types';
import { $accounts } from './accounts';
import { navigateWithConfirmation } from './navigation-confirmation';
import { persistentJsonAtom } from './persistence';
import { $session } from './session';

const isCustomerId = (value: unknown): value is number | null => value === null || (Number.isInteger(value) && (value as number) > 0);

/** The last customer the user picked, kept in localStorage (SPEC 3 "Persisted locally"). */
export const $lastSelectedCustomerId = persistentJsonAtom<number | null>('last-selected-customer', null, isCustomerId);

// A user shown from the tab's cache whom GetUserData replaces with another user: the old user's
// choice is not shown for the new one (it would be until their accounts load). A logout keeps it.
let before = $session.get();
$session.listen((session) => {
  const replaced = before.revalidating === true && session.user !== null && session.user.userId !== before.user?.userId;
  before = session;
  if (replaced) $lastSelectedCustomerId.set(null);
});

/** The account the user acts for, and whether it is confirmed by the loaded list. */
export interface SelectedCustomer {
  customerId: number | null;
  customer: AccessibleCustomer | null;
}

/**
 * The active account, in the order of SPEC 4: the last selected id; else the user's own
 * customerId (when authenticated); else the only account; else none. Once the list has loaded,
 * an id that is not among the user's accounts is passed over.
 */
export const $selectedCustomer = computed([$lastSelectedCustomerId, $session, $accounts], (lastSelected, session, accounts): SelectedCustomer => {
  const loaded = accounts.status === 'loaded';
  const find = (id: number | null | undefined) => (id ? accounts.customers.find((customer) => customer.customerId === id) : undefined);
  const candidates = [lastSelected, session.status === 'authenticated' ? session.user?.customerId : null];
  for (const id of candidates) {
    if (!id) continue;
    const customer = find(id);
    if (customer) return { customerId: id, customer };
    if (!loaded) return { customerId: id, customer: null };
  }
  const only = loaded && accounts.customers.length === 1 ? accounts.customers[0] : undefined;
  return only ? { customerId: only.customerId, customer: only } : { customerId: null, customer: null };
});

/** The account dialog must open, persistent, because no account could be chosen (SPEC 4 "Account dialog"). */
export const $accountDialogRequired = computed(
  [$session, $accounts, $selectedCustomer],
  (session, accounts, selected) => session.status === 'authenticated' && accounts.status === 'loaded' && selected.customerId === null,
);

/**
 * Picks an account: asks for the navigation confirmation first; if confirmed, it becomes the
 * last selected customer (SPEC 4). Resolves whether the account changed.
 */
export function selectAccount(customerId: number): Promise<boolean> {
  return navigateWithConfirmation(() => $lastSelectedCustomerId.set(customerId));
}
