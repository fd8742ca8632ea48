import { readCustomers, readUser } from '../../services/auth-service';
import type { AccessibleCustomer, UserData } from '../../services/auth-types';
import { $environment, readSessionCache, removeSessionCache, writeSessionCache } from '../platform/platform';
import { onStoreReset } from '../store-reset';

/**
 * The last confirmed sign-in of this browser tab, for a stale-while-revalidate start: the user
 * data and that user's accounts (both "cached until the user id changes"). Never tokens.
 */
export interface CachedLogin {
  /** The identity server and environment it was confirmed against: another's is never used. */
  authServerUrl: string;
  envName: string;
  user: UserData;
  /** The user's accounts, once loaded. */
  customers?: AccessibleCustomer[];
}

const NAME = 'login';

/**
 * A kept sign-in read back through the same checks as GetUserData's and GetAccessibleCustomers'
 * answers: a tampered or older copy (a name that is no text, tags that are no list) is corrected
 * or refused here, never met by the code that shows it.
 */
function parseCachedLogin(value: unknown): CachedLogin | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { authServerUrl, envName, user, customers } = value as Record<string, unknown>;
  const checkedUser = readUser(user);
  if (typeof authServerUrl !== 'string' || typeof envName !== 'string' || !checkedUser || checkedUser.userId === '') return null;
  if (customers === undefined) return { authServerUrl, envName, user: checkedUser };
  // A copy missing an account it claimed to hold is no faithful copy: asked afresh instead.
  const checkedCustomers = readCustomers(customers);
  const whole = checkedCustomers !== null && checkedCustomers.length === (customers as unknown[]).length;
  return whole ? { authServerUrl, envName, user: checkedUser, customers: checkedCustomers } : null;
}

/** A sign-in another tab handed over, until GetUserData answers: in memory only, never in storage. */
let handedOver: CachedLogin | null = null;

function inForce(cached: CachedLogin | null): CachedLogin | null {
  const { AuthServerUrl, EnvName } = $environment.get();
  return cached?.authServerUrl === AuthServerUrl && cached.envName === EnvName ? cached : null;
}

/** The tab's own cache. */
const readTab = () => inForce(parseCachedLogin(readSessionCache(NAME)));

/** The tab's own cache, else what another tab handed over. */
const read = () => readTab() ?? inForce(handedOver);

/**
 * Holds a sign-in another tab handed over (see sibling-session.ts) until GetUserData answers: when
 * it names the same user, the accounts handed over are cached with them (and shown at once);
 * otherwise it is dropped.
 */
export function holdHandedOverLogin(login: CachedLogin): void {
  handedOver = login;
}

/**
 * The cached sign-in of this tab for the environment in force, or null. Never a hand-over held
 * for confirmation: what another tab said is shown only once GetUserData confirms its user.
 */
export function readCachedLogin(): CachedLogin | null {
  return readTab();
}

/** Keeps the confirmed user for this tab; the accounts are kept only when it is the same user. */
export function cacheLoginUser(user: UserData): void {
  const { AuthServerUrl, EnvName } = $environment.get();
  const previous = read();
  const customers = previous?.user.userId === user.userId ? previous.customers : undefined;
  writeSessionCache(NAME, { authServerUrl: AuthServerUrl, envName: EnvName, user, ...(customers ? { customers } : {}) } satisfies CachedLogin);
  handedOver = null;
}

/** Keeps the accounts of `userId`, if that is the user cached for this tab. */
export function cacheLoginAccounts(userId: string, customers: AccessibleCustomer[]): void {
  const previous = readTab();
  if (previous?.user.userId !== userId) return;
  writeSessionCache(NAME, { ...previous, customers } satisfies CachedLogin);
}

/** The cached accounts of `userId` in this environment, or undefined. */
export function cachedLoginAccounts(userId: string): AccessibleCustomer[] | undefined {
  const cached = read();
  return cached?.user.userId === userId ? cached.customers : undefined;
}

/** Forgets the cached sign-in (logout, a failed or unconfirmed login). */
export function clearCachedLogin(): void {
  handedOver = null;
  removeSessionCache(NAME);
}

// A new page, or a reload of the tab: memory is gone.
onStoreReset('session', () => {
  handedOver = null;
});
