import { describe, expect, it } from 'vitest';
import { buildAccountSearchIndex, type Account } from '../../../../src/components/account-switcher/account-filter';
import { nextSearch, offsetToCenter, statusText, type Search } from '../../../../src/components/account-switcher/account-search';

const account = (customerId: number, customerName: string): Account => ({ customerId, customerName, partnerId: null, productTags: ['FREE'] });
const index = buildAccountSearchIndex([account(1001, 'Nordic Outdoor'), account(1002, 'Baltic Foods'), account(2100, 'NORDIC sails'), account(3300, 'Nordland')]);
const start: Search = { index, query: '', matches: index.all };

describe('nextSearch', () => {
  it('finds what the query names, keeping the index and the query as typed', () => {
    const found = nextSearch(start, 'Nordic');
    expect(found.matches).toEqual([0, 2]);
    expect(found.query).toBe('Nordic');
    expect(found.index).toBe(index);
  });

  it('a query that grows searches only the last result', () => {
    // The last result, written as if it held only Baltic Foods: the grown query looks only there.
    const narrowed = nextSearch({ index, query: 'nord', matches: [1] }, 'nordic');
    expect(narrowed.matches).toEqual([]);
  });

  it('a query that is not a growth of the last searches the whole list again', () => {
    const widened = nextSearch({ index, query: 'nordic', matches: [0, 2] }, 'nord');
    expect(widened.matches).toEqual([0, 2, 3]);
    const changed = nextSearch({ index, query: 'nordic', matches: [0, 2] }, 'baltic');
    expect(changed.matches).toEqual([1]);
  });

  it('compares the queries as the search reads them (case and spaces aside)', () => {
    // "  NORDIC " grows "nord" as the search reads both: only the last result is searched.
    expect(nextSearch({ index, query: 'nord', matches: [1] }, '  NORDIC ').matches).toEqual([]);
  });
});

describe('offsetToCenter', () => {
  it('scrolls so that the row is in the middle of the list (rows 44 px high in a list 400 px high)', () => {
    const row = 20;
    expect(offsetToCenter(row)).toBe(20 * 44 - (400 - 44) / 2);
  });

  it('never scrolls above the first row', () => {
    expect(offsetToCenter(0)).toBe(0);
    expect(offsetToCenter(1)).toBe(0);
  });
});

describe('statusText', () => {
  it('tells that the accounts are loading, until they are', () => {
    expect(statusText(false, 0, 0, '')).toBe('Loading accounts…');
    expect(statusText(false, 5, 5, 'x')).toBe('Loading accounts…');
  });

  it('tells when there are no accounts at all, before any query', () => {
    expect(statusText(true, 0, 0, 'nordic')).toBe('No accounts available');
  });

  it('names the query, trimmed, when nothing matches it', () => {
    expect(statusText(true, 4, 0, '  acme  ')).toBe('No accounts match “acme”');
  });

  it('counts the matches, one in the singular, thousands with separators', () => {
    expect(statusText(true, 4, 1, 'baltic')).toBe('1 account');
    expect(statusText(true, 4, 2, 'nordic')).toBe('2 accounts');
    expect(statusText(true, 12345, 12345, '')).toBe('12,345 accounts');
  });
});
