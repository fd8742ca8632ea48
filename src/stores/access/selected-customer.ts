import { atom, computed, onSet } from 'nanostores';
import type { AccessibleCustomer } from '../../services/auth-types';
import { $accounts } from './accounts';
import { navigateWithConfirmation, persistentJsonAtom } from '../platform/platform';
import { $session } from '../session/session';

/** Each user's last picked account on this browser, by user id. */
type Selections = Record<string, number>;

const isSelections = (value: unknown): value is Selections =>
  typeof value === 'object' &&
  // Stryker disable next-line ConditionalExpression: null makes Object.values throw, and the JSON decoder's catch answers the default as this check does
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value as Record<string, unknown>).every((id) => Number.isInteger(id) && (id as number) > 0);

/**
 * The last customer each user picked, kept in localStorage by user
 * id: the next person to sign in on this browser never starts in the previous person's account.
 */
const $selections = persistentJsonAtom<Selections>('last-selected-customers', {}, isSelections);

/** Whose choice counts: the signed-in user. */
const $chooser = computed($session, (session) => (session.status === 'authenticated' ? (session.user?.userId ?? null) : null));

/**
 * The last customer the signed-in user picked, or null. Setting it records the choice for that
 * user; a choice made while nobody is signed in (a host's attribute) goes to whoever signs in next,
 * and stays subject to that user's accounts like any other.
 */
export const $lastSelectedCustomerId = atom<number | null>(null);

let chooser: string | null = null;

function remember(who: string, customerId: number | null): void {
  const { [who]: previous, ...others } = $selections.get();
  if (previous === (customerId ?? undefined)) return;
  $selections.set(customerId === null ? others : { ...others, [who]: customerId });
}

$chooser.subscribe((who) => {
  const before = chooser;
  chooser = who;
  if (who === null) return $lastSelectedCustomerId.set(null);
  const pending = before === null ? $lastSelectedCustomerId.get() : null;
  if (pending !== null) remember(who, pending);
  else $lastSelectedCustomerId.set($selections.get()[who] ?? null);
});

onSet($lastSelectedCustomerId, ({ newValue }) => {
  if (chooser !== null) remember(chooser, newValue);
});

/** The account the user acts for, and whether it is confirmed by the loaded list. */
export interface SelectedCustomer {
  customerId: number | null;
  customer: AccessibleCustomer | null;
}

const NONE: SelectedCustomer = { customerId: null, customer: null };

/**
 * The active account, in the order of the last selected id; else the user's own
 * customerId (when authenticated); else the only account; else none. Only an account in the list
 * loaded for the current user counts: until that list is there, nobody is selected.
 */
export const $selectedCustomer = computed([$lastSelectedCustomerId, $session, $accounts], (lastSelected, session, accounts): SelectedCustomer => {
  const user = session.status === 'authenticated' ? session.user : null;
  if (accounts.status !== 'loaded' || (user !== null && accounts.userId !== user.userId)) return NONE;
  const find = (id: number | null | undefined) => (id ? accounts.customers.find((customer) => customer.customerId === id) : undefined);
  const only = accounts.customers.length === 1 ? accounts.customers[0] : undefined;
  const customer = find(lastSelected) ?? find(user?.customerId) ?? only;
  return customer ? { customerId: customer.customerId, customer } : NONE;
});

/**
 * The active account's id alone: it tells only a change of account, not the same account told
 * again (each update of the session or of the account list re-tells `$selectedCustomer`).
 */
export const $selectedCustomerId = computed($selectedCustomer, ({ customerId }) => customerId);

/** The account dialog must open, persistent, because no account could be chosen. */
export const $accountDialogRequired = computed(
  [$session, $accounts, $selectedCustomer],
  (session, accounts, selected) => session.status === 'authenticated' && accounts.status === 'loaded' && selected.customerId === null,
);

/**
 * Picks an account: asks for the navigation confirmation first; if confirmed, it becomes the
 * last selected customer. Resolves whether the account changed.
 */
export function selectAccount(customerId: number): Promise<boolean> {
  return navigateWithConfirmation(() => $lastSelectedCustomerId.set(customerId));
}
