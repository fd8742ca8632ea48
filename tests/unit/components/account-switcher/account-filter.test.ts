import { describe, expect, it } from 'vitest';
import {
  buildAccountSearchIndex,
  filterAccounts,
  normalizeAccountQuery,
  type Account,
} from '../../../../src/components/account-switcher/account-filter';

const account = (customerId: number, customerName: string): Account => ({ customerId, customerName, partnerId: null, productTags: ['FREE'] });

const ACCOUNTS = [
  account(1001, 'Nordic Outdoor'),
  account(1002, 'Baltic Foods'),
  account(2100, 'NORDIC sails'),
  account(5150, 'Fifty-One Fifty'),
  account(7777, 'Lucky 1001 Seven'),
  account(8080, 'Ærø Æbler'),
];

const names = (positions: readonly number[]) => positions.map((position) => ACCOUNTS[position]!.customerName);

describe('account search (filterAccounts)', () => {
  const index = buildAccountSearchIndex(ACCOUNTS);

  it('precomputes lower-cased names and ids as text, once per list', () => {
    expect(index.names).toEqual(ACCOUNTS.map((item) => item.customerName.toLowerCase()));
    expect(index.ids).toEqual(['1001', '1002', '2100', '5150', '7777', '8080']);
    expect(index.all).toEqual([0, 1, 2, 3, 4, 5]);
    expect(index.accounts).toBe(ACCOUNTS);
  });

  it('gives every account, without a new array, for an empty or blank query', () => {
    expect(filterAccounts(index, '')).toBe(index.all);
    expect(filterAccounts(index, '   ')).toBe(index.all);
  });

  it('matches a substring of the name, ignoring case, in list order', () => {
    expect(names(filterAccounts(index, 'nordic'))).toEqual(['Nordic Outdoor', 'NORDIC sails']);
    expect(names(filterAccounts(index, 'DiC S'))).toEqual(['NORDIC sails']);
    expect(names(filterAccounts(index, 'fifty'))).toEqual(['Fifty-One Fifty']);
    expect(names(filterAccounts(index, 'æbler'))).toEqual(['Ærø Æbler']);
    expect(names(filterAccounts(index, '  outdoor '))).toEqual(['Nordic Outdoor']);
  });

  it('matches a substring of the account number as text, and digits in names', () => {
    expect(names(filterAccounts(index, '100'))).toEqual(['Nordic Outdoor', 'Baltic Foods', 'NORDIC sails', 'Lucky 1001 Seven']);
    expect(names(filterAccounts(index, '1001'))).toEqual(['Nordic Outdoor', 'Lucky 1001 Seven']);
    expect(names(filterAccounts(index, '15'))).toEqual(['Fifty-One Fifty']);
    expect(names(filterAccounts(index, '0'))).toEqual(['Nordic Outdoor', 'Baltic Foods', 'NORDIC sails', 'Fifty-One Fifty', 'Lucky 1001 Seven', 'Ærø Æbler']);
    expect(filterAccounts(index, '99999')).toEqual([]);
  });

  it('gives the same answer when narrowing an earlier result as when searching everything', () => {
    const queries = ['', 'n', 'no', 'nor', 'nordic', 'nordic ', 'nordic s', '1', '10', '100', '1001', 'f', 'fi', 'fifty-'];
    for (let i = 1; i < queries.length; i++) {
      const previous = queries[i - 1]!;
      const query = queries[i]!;
      if (!normalizeAccountQuery(query).includes(normalizeAccountQuery(previous))) continue;
      expect(filterAccounts(index, query, filterAccounts(index, previous)), query).toEqual(filterAccounts(index, query));
    }
  });

  // How long it takes is a figure of `npm run bench` (tests/bench/account-filter-bench.ts), not a limit here.
  it('searches 100,000 accounts by name and by id', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => account(100_000 + i, `Customer ${['Alpha', 'Beta', 'Gamma'][i % 3]} ${i}`));
    const big = buildAccountSearchIndex(many);
    const gamma = filterAccounts(big, 'GAMMA 9');
    const byId = filterAccounts(big, '19999');
    expect(gamma.every((position) => many[position]!.customerName.startsWith('Customer Gamma 9'))).toBe(true);
    expect(gamma.length).toBeGreaterThan(1000);
    expect(byId.map((position) => many[position]!.customerId)).toEqual(expect.arrayContaining([119_999, 199_999]));
  });
});
