import type { UserData } from '../../../src/services/auth-types';
import { NAMED_CUSTOMERS, generatedCustomers, type Customer } from './customers';

export type { UserData };


/** A sample user and the customers it may act for. */
export interface SampleUser {
  user: UserData;
  /** Who this user is for, shown on the sign-in page. */
  note: string;
  accounts: Customer[];
}

const named = (...ids: number[]): Customer[] =>
  ids.map((id) => {
    const customer = NAMED_CUSTOMERS.find((candidate) => candidate.customerId === id);
    if (!customer) throw new Error(`No sample customer ${id}`);
    return customer;
  });

function user(userId: string, fullName: string, email: string, userRole: 0 | 1 | 2, customerId: number | null, partnerId: number | null = null): UserData {
  return { metadataUserId: `meta-${userId}`, email, userId, userName: email, fullName, customerId, partnerId, userRole };
}

/** Number of customers the sample administrator can access. */
export const ADMIN_CUSTOMER_COUNT = 10_000;

/** The sample users of the sign-in page, one or more of each role. */
export const SAMPLE_USERS: readonly SampleUser[] = [
  {
    user: user('u-cora', 'Cora Customer', 'cora@nordic-outdoor.example', 0, 1001),
    note: 'Customer with exactly one account (all licences).',
    accounts: named(1001),
  },
  {
    user: user('u-mads', 'Mads Holm Madsen', 'mads@copenhagen-coffee.example', 0, 1002),
    note: 'Customer with many accounts: some lack licences, one is 5150, one is forbidden at the gateway.',
    accounts: named(1002, 1001, 1003, 1004, 1005, 4030, 5150),
  },
  {
    user: user('u-nora', 'Nora', 'nora@aarhus-books.example', 0, null),
    note: 'Customer without an own customer id and one account with only FREE products.',
    accounts: named(1003),
  },
  {
    user: user('u-otto', 'Otto Olsen', 'otto@retail-consulting.example', 0, null),
    note: 'Consultant without an own customer id and four accounts: must choose one at start.',
    accounts: named(1001, 1003, 1004, 1005),
  },
  {
    user: user('u-ada', 'Ada Admin Lovelace', 'ada@portal.example', 1, 5150),
    note: `Administrator with ${ADMIN_CUSTOMER_COUNT.toLocaleString('en')} accessible customers.`,
    accounts: [...named(5150, 1001, 1002, 1003, 1004, 1005, 4030), ...generatedCustomers(ADMIN_CUSTOMER_COUNT - 7)],
  },
  {
    user: user('u-pia', 'Pia Partner Petersen', 'pia@agency.example', 2, 2001, 77),
    note: 'Partner (partner id 77) with eight client accounts.',
    accounts: named(2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008),
  },
];

/** The sample user with this user id, if any. */
export function findSampleUser(userId: string): SampleUser | undefined {
  return SAMPLE_USERS.find((sample) => sample.user.userId === userId);
}
