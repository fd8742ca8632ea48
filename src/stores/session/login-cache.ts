import { readCustomers, readUser } from '../../services/auth-service';
import type { AccessibleCustomer, UserData } from '../../services/auth-types';
import { $environment, readSessionCache, readStoredJson, removeSessionCache, writeSessionCache, writeStoredJson } from '../platform/platform';
import { onStoreReset } from '../store-reset';

/**
 * The last confirmed sign-in of this browser tab, for a stale-while-revalidate start: the user
 * data and that user's accounts (both "cached until the user id changes"). Never tokens.
 * A copy is also kept for the browser's new tabs (see {@link keepLoginUntil}).
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

/** The browser's copy: the tab's sign-in with the login's expiry as the server last gave it. */
interface KeptLogin extends CachedLogin {
  expiresAt: string;
}

function parseKeptLogin(value: unknown): KeptLogin | null {
  const login = parseCachedLogin(value);
  const expiresAt = (value as { expiresAt?: unknown } | null)?.expiresAt;
  return login && typeof expiresAt === 'string' && !Number.isNaN(Date.parse(expiresAt)) ? { ...login, expiresAt } : null;
}

/*
 * The last confirmed sign-in of this browser, so that a new tab paints the chrome as a reload does:
 * in localStorage (every tab of the portal's origin reads it), holding only what the chrome shows
 * (the person, their accounts), never a token or a cookie's value. It is used only until the
 * login's expiry as RefreshLogin last gave it, and goes in every tab at once (one key) whenever
 * the tab's cache does: a sign-out, a 401, GetUserData naming nobody or another person. What it
 * paints is, as the tab's cache, only shown until GetUserData confirms the person: no frame and no
 * token before that (app-frames.ts, token-cache.ts).
 */
const KEPT_NAME = 'login:v1';
// Read afresh each time: another tab may have replaced or removed it since.
const keptLogin = {
  get: (): KeptLogin | undefined => parseKeptLogin(readStoredJson(KEPT_NAME)) ?? undefined,
  set: (login: KeptLogin | undefined) => writeStoredJson(KEPT_NAME, login),
};

/** The browser's copy while the login has not expired, for the environment in force. */
function readKept(): CachedLogin | null {
  const kept = keptLogin.get();
  if (kept === undefined) return null;
  if (Date.parse(kept.expiresAt) <= Date.now()) {
    keptLogin.set(undefined);
    return null;
  }
  const { authServerUrl, envName, user, customers } = kept;
  return inForce({ authServerUrl, envName, user, ...(customers ? { customers } : {}) });
}

/** A sign-in another tab handed over, until GetUserData answers: in memory only, never in storage. */
let handedOver: CachedLogin | null = null;

function inForce(cached: CachedLogin | null): CachedLogin | null {
  const { AuthServerUrl, EnvName } = $environment.get();
  return cached?.authServerUrl === AuthServerUrl && cached.envName === EnvName ? cached : null;
}

/** The tab's own cache. */
const readTab = () => inForce(parseCachedLogin(readSessionCache(NAME)));

/** The tab's own cache, else the browser's copy, else what another tab handed over. */
const read = () => readTab() ?? readKept() ?? inForce(handedOver);

/**
 * Holds a sign-in another tab handed over (see sibling-session.ts) until GetUserData answers: when
 * it names the same user, the accounts handed over are cached with them (and shown at once);
 * otherwise it is dropped.
 */
export function holdHandedOverLogin(login: CachedLogin): void {
  handedOver = login;
}

/**
 * The cached sign-in of this tab for the environment in force, else the browser's unexpired copy
 * (a new tab), or null. Never a hand-over held for confirmation: what another tab said is shown
 * only once GetUserData confirms its user.
 */
export function readCachedLogin(): CachedLogin | null {
  return readStartLogin()?.login ?? null;
}

/** What a start paints from: this tab's cache, else the browser's unexpired copy (a new tab), or null. */
export function readStartLogin(): { login: CachedLogin; fromBrowserCopy: boolean } | null {
  const tab = readTab();
  if (tab) return { login: tab, fromBrowserCopy: false };
  const kept = readKept();
  return kept ? { login: kept, fromBrowserCopy: true } : null;
}

/** Keeps the confirmed user for this tab; the accounts are kept only when it is the same user. */
export function cacheLoginUser(user: UserData): void {
  const { AuthServerUrl, EnvName } = $environment.get();
  const previous = read();
  const customers = previous?.user.userId === user.userId ? previous.customers : undefined;
  writeSessionCache(NAME, { authServerUrl: AuthServerUrl, envName: EnvName, user, ...(customers ? { customers } : {}) } satisfies CachedLogin);
  handedOver = null;
  // Another person, or another server's: the browser's copy is nobody's to paint any more.
  const kept = keptLogin.get();
  if (kept === undefined) return;
  const same = kept.user.userId === user.userId && kept.authServerUrl === AuthServerUrl && kept.envName === EnvName;
  keptLogin.set(same ? { ...kept, user } : undefined);
}

/** Keeps the accounts of `userId`, if that is the user cached for this tab. */
export function cacheLoginAccounts(userId: string, customers: AccessibleCustomer[]): void {
  const previous = readTab();
  if (previous?.user.userId !== userId) return;
  writeSessionCache(NAME, { ...previous, customers } satisfies CachedLogin);
  const kept = keptLogin.get();
  if (kept?.user.userId === userId) keptLogin.set({ ...kept, customers });
}

/**
 * True when the browser can keep a copy for new tabs but holds none of `userId` in force: only
 * RefreshLogin gives the expiry such a copy needs.
 */
export function lacksKeptLogin(userId: string): boolean {
  return storageCanKeep() && readKept()?.user.userId !== userId;
}

function storageCanKeep(): boolean {
  try {
    return typeof globalThis.localStorage?.setItem === 'function';
  } catch {
    return false;
  }
}

/**
 * Keeps this tab's confirmed sign-in for the browser's new tabs until `expirationUtc`, the login's
 * expiry RefreshLogin gave. Nothing without a confirmed sign-in in this tab, or with an expiry
 * that is no date or already past.
 */
export function keepLoginUntil(expirationUtc: string): void {
  const expires = Date.parse(expirationUtc);
  const login = readTab();
  if (login === null || Number.isNaN(expires) || expires <= Date.now()) return;
  keptLogin.set({ ...login, expiresAt: new Date(expires).toISOString() });
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
  keptLogin.set(undefined);
}

// A new page, or a reload of the tab: memory is gone.
onStoreReset('session', () => {
  handedOver = null;
});
