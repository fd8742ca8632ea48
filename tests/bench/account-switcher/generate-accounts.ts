import type { AccountsState } from '../../../src/stores/access/accounts';

type Customer = AccountsState['customers'][number];

const FIRST = ['Nordic', 'Baltic', 'Alpine', 'Coastal', 'Urban', 'Golden', 'Silver'];
const SECOND = ['Outdoor', 'Foods', 'Fashion', 'Living', 'Sports', 'Books', 'Garden', 'Tools', 'Pets', 'Toys', 'Home'];

/** `count` accounts with varied, deterministic names ("Golden Toys 75"); ids 100000 and up. */
export function generateAccounts(count: number): Customer[] {
  return Array.from({ length: count }, (_, i) => ({
    customerId: 100_000 + i,
    customerName: `${FIRST[i % FIRST.length]} ${SECOND[i % SECOND.length]} ${i}`,
    partnerId: null,
    productTags: ['FREE'],
  }));
}
