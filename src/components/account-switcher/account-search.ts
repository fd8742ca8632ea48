// The "Switch account" picker's decisions, as pure functions: the search as the query is edited,
// where the list opens scrolled, and the status line.
import { ACCOUNT_LIST_HEIGHT, ACCOUNT_ROW_HEIGHT } from '../../config/business-constants';
import { filterAccounts, normalizeAccountQuery, type AccountSearchIndex } from './account-filter';

/** A query and its result over one accounts list. */
export interface Search {
  index: AccountSearchIndex;
  query: string;
  matches: readonly number[];
}

/** The search after the user edited the query; a query that grows searches only the last result. */
export function nextSearch(previous: Search, query: string): Search {
  const narrows = normalizeAccountQuery(query).includes(normalizeAccountQuery(previous.query));
  return { index: previous.index, query, matches: filterAccounts(previous.index, query, narrows ? previous.matches : undefined) };
}

/** Where the list starts scrolled: the highlighted row in the middle. */
export function offsetToCenter(index: number): number {
  return Math.max(0, index * ACCOUNT_ROW_HEIGHT - (ACCOUNT_LIST_HEIGHT - ACCOUNT_ROW_HEIGHT) / 2);
}

/** The line that tells a screen reader and the eye what the list holds. */
export function statusText(loaded: boolean, total: number, found: number, query: string): string {
  if (!loaded) return 'Loading accounts…';
  if (total === 0) return 'No accounts available';
  if (found === 0) return `No accounts match “${query.trim()}”`;
  return found === 1 ? '1 account' : `${found.toLocaleString('en')} accounts`;
}
