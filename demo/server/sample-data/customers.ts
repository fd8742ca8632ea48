import { LICENSE_IDS, type LicenseId } from '../../../src/config/menu-types';
import type { AccessibleCustomer } from '../../../src/services/auth-types';

/** An accessible customer as GetAccessibleCustomers returns it: the portal's own type. */
export type Customer = AccessibleCustomer;

const ALL: LicenseId[] = [...LICENSE_IDS];

/** Named customers that the sample users and the tests rely on. */
export const NAMED_CUSTOMERS: readonly Customer[] = [
  { customerId: 1001, customerName: 'Nordic Outdoor', partnerId: null, productTags: ALL },
  { customerId: 1002, customerName: 'Copenhagen Coffee', partnerId: null, productTags: ['FREE', 'WEB', 'MAIL'] },
  { customerId: 1003, customerName: 'Aarhus Books', partnerId: null, productTags: ['FREE'] },
  { customerId: 1004, customerName: 'Baltic Bikes', partnerId: null, productTags: ['FREE', 'CDP', 'SITESEARCH'] },
  { customerId: 1005, customerName: 'Fjord Fashion', partnerId: null, productTags: ['FREE', 'WEB', 'TRIGGER', 'MC'] },
  { customerId: 4030, customerName: 'Forbidden Foods', partnerId: null, productTags: ALL },
  { customerId: 5150, customerName: 'Fifty-One Fifty Labs', partnerId: null, productTags: ALL },
  ...Array.from({ length: 8 }, (_, i) => ({
    customerId: 2001 + i,
    customerName: `Partner Client ${String.fromCharCode(65 + i)}`,
    partnerId: 77,
    productTags: i % 2 === 0 ? ALL : (['FREE', 'WEB', 'SEARCH'] as LicenseId[]),
  })),
];

/** The customer whose embedded-app gateway calls always answer 403 (forbidden result). */
export const FORBIDDEN_CUSTOMER_ID = 4030;

const WORDS = ['Alpha', 'Boreal', 'Cobalt', 'Delta', 'Ember', 'Flint', 'Granite', 'Harbor', 'Indigo', 'Juniper', 'Kestrel', 'Linden'];
const KINDS = ['Retail', 'Media', 'Travel', 'Foods', 'Sports', 'Home', 'Beauty', 'Tech'];

/** `count` generated customers with ids from 100000, deterministic names and varied licences. */
export function generatedCustomers(count: number): Customer[] {
  return Array.from({ length: count }, (_, i) => ({
    customerId: 100000 + i,
    customerName: `${WORDS[i % WORDS.length]} ${KINDS[Math.floor(i / WORDS.length) % KINDS.length]} ${i}`,
    partnerId: i % 10 === 0 ? 77 : null,
    productTags: ALL.filter((_, tag) => tag === 0 || (i >> tag) % 2 === 0),
  }));
}
