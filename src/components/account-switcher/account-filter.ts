import type { AccountsState } from '../../stores/access/access';

/** An account of the list (the store's AccessibleCustomer). */
export type Account = AccountsState['customers'][number];

/**
 * What the search looks at, computed once per accounts list: the lower-cased names and the ids
 * as text, in the list's order, so that a keystroke only compares strings.
 */
export interface AccountSearchIndex {
  readonly accounts: readonly Account[];
  /** `accounts[i].customerName`, lower-cased. */
  readonly names: readonly string[];
  /** `accounts[i].customerId` as decimal text. */
  readonly ids: readonly string[];
  /** Every position, 0 to length - 1: the answer to an empty query. */
  readonly all: readonly number[];
}

/** Builds the {@link AccountSearchIndex} of a list. */
export function buildAccountSearchIndex(accounts: readonly Account[]): AccountSearchIndex {
  const count = accounts.length;
  const names = new Array<string>(count);
  const ids = new Array<string>(count);
  const all = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    const account = accounts[i]!;
    names[i] = account.customerName.toLowerCase();
    ids[i] = String(account.customerId);
    all[i] = i;
  }
  return { accounts, names, ids, all };
}

/** The form a query is compared in: trimmed and lower-cased. */
export function normalizeAccountQuery(query: string): string {
  return query.trim().toLowerCase();
}

function isDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * The positions (in `index.accounts`) of the accounts whose name or id contains the query,
 * ignoring case, in list order. An empty query gives `index.all` itself.
 *
 * Pure, and allocation-free apart from the result array (and the normalised query). `within`,
 * when given, must be an earlier result of this index for a query that the new one contains
 * (the user typed more): only those positions are checked, so a growing query gets cheaper.
 */
export function filterAccounts(index: AccountSearchIndex, query: string, within?: readonly number[]): readonly number[] {
  const needle = normalizeAccountQuery(query);
  if (needle === '') return index.all;
  const { names, ids } = index;
  const candidates = within ?? index.all;
  // Ids are digits only: other queries can match names alone.
  const matchIds = isDigits(needle);
  const result: number[] = [];
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k]!;
    if (names[i]!.includes(needle) || (matchIds && ids[i]!.includes(needle))) result.push(i);
  }
  return result;
}
