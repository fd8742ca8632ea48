import type { AccessibleCustomer, UserData } from '../services/auth-types';
import { $environment } from './environment';
import { readSessionCache, removeSessionCache, writeSessionCache } from './session-cache';

/**
 * The last confirmed sign-in of this browser tab, for a stale-while-revalidate start: the user
 * data and that user's accounts (both "cached until the user id changes", SPEC 7). Never tokens.
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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isUser = (value: unknown): value is UserData => isObject(value) && typeof value.userId === 'string' && value.userId !== '';

const isCachedLogin = (value: unknown): value is CachedLogin =>
  isObject(value) &&
  typeof value.authServerUrl === 'string' &&
  typeof value.envName === 'string' &&
  isUser(value.user) &&
  (value.customers === undefined || (Array.isArray(value.customers) && value.customers.every((customer) => isObject(customer) && Number.isInteger(customer.customerId))));

function read(): CachedLogin | null {
  const cached = readSessionCache(NAME);
  if (!isCachedLogin(cached)) return null;
  const { AuthServerUrl, EnvName } = $environment.get();
  return cached.authServerUrl === AuthServerUrl && cached.envName === EnvName ? cached : null;
}

/** The cached sign-in of this tab for the environment in force, or null. */
export function readCachedLogin(): CachedLogin | null {
  return read();
}

/** Keeps the confirmed user for this tab; the accounts are kept only when it is the same user. */
export function cacheLoginUser(user: UserData): void {
  const { AuthServerUrl, EnvName } = $environment.get();
  const previous = read();
  const customers = previous?.user.userId === user.userId ? previous.customers : undefined;
  writeSessionCache(NAME, { authServerUrl: AuthServerUrl, envName: EnvName, user, ...(customers ? { customers } : {}) } satisfies CachedLogin);
}

/** Keeps the accounts of `userId`, if that is the user cached for this tab. */
export function cacheLoginAccounts(userId: string, customers: AccessibleCustomer[]): void {
  const previous = read();
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
  removeSessionCache(NAME);
}
