import { atom, onMount } from 'nanostores';
import { ACCOUNT_REFRESH_DELAY_MS } from '../../config/business-constants';
import { getAccessibleCustomers, refreshAccessibleCustomers } from '../../services/auth-service';
import type { AccessibleCustomer } from '../../services/auth-types';
import { afterFirstFrame, httpClients } from '../platform/platform';
import { cachedLoginAccounts, cacheLoginAccounts, $session, userConfirmed, type SessionState } from '../session/session';

/** The accounts the signed-in user may act for. */
export interface AccountsState {
  status: 'idle' | 'loading' | 'loaded';
  customers: AccessibleCustomer[];
  /** The user the list belongs to: it is cached until the user id changes. */
  userId: string | null;
}

const EMPTY: AccountsState = { status: 'idle', customers: [], userId: null };

/** How many times an empty list is fetched again, each after ACCOUNT_REFRESH_DELAY_MS. */
export const MAX_EMPTY_REFRESHES = 3;

/** The accessible customers. */
export const $accounts = atom<AccountsState>(EMPTY);

let generation = 0;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function cancelRefresh(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

/** GetAccessibleCustomers; an error is logged and gives an empty list. */
async function fetchCustomers(refresh: boolean): Promise<AccessibleCustomer[]> {
  try {
    const { auth } = httpClients();
    return await (refresh ? refreshAccessibleCustomers(auth) : getAccessibleCustomers(auth));
  } catch (error) {
    console.error('Get accessible customers failed; using an empty list.', error);
    return [];
  }
}

/**
 * GetAccessibleCustomers asked at start-up with the session cookie, alongside GetUserData, and
 * the user it belongs to: the first one the login signs in (null when the login ends otherwise).
 * It may reject: the first load then asks again, as usual.
 */
interface EarlyAccounts {
  customers: Promise<AccessibleCustomer[]>;
  userId?: string | null;
}

let early: EarlyAccounts | undefined;

/** The user the login's first answer signed in, or null when it signed in nobody (or the development admin). */
const signedInBy = ({ status, user, isDevelopmentUser }: SessionState): string | null =>
  status === 'authenticated' && !isDevelopmentUser ? (user?.userId ?? null) : null;

/** The login has not answered yet: still initialising, or a user from the tab's cache not yet confirmed. */
const unanswered = ({ status, revalidating }: SessionState): boolean => status === 'initializing' || revalidating === true;

/**
 * Asks for the accounts while the login is still initialising, so that they come in parallel with
 * GetUserData instead of after it. The answer is bound to the user GetUserData answers for, and
 * used only for that user's first load; for anyone else it is dropped and the list asked again.
 */
export function prefetchAccounts(): void {
  if (early !== undefined || !unanswered($session.get())) return;
  // A user from the tab's cache has their accounts there too: asked after the first frame (a new
  // tab's copy is confirmed at once, and the accounts with it).
  const { revalidating, fromBrowserCopy } = $session.get();
  const customers = revalidating === true && fromBrowserCopy !== true ? afterFirstFrame().then(() => getAccessibleCustomers(httpClients().auth)) : getAccessibleCustomers(httpClients().auth);
  // Not an error while nobody has taken it: a failed early answer is asked again by the first load.
  customers.catch(() => {});
  const entry: EarlyAccounts = { customers };
  early = entry;
  const stop = $session.listen((session) => {
    if (unanswered(session)) return;
    entry.userId ??= signedInBy(session);
    stop();
  });
}

/** The early answer if it belongs to `userId`; either way it is used up. */
function takeEarly(userId: string): Promise<AccessibleCustomer[]> | undefined {
  const entry = early;
  if (entry === undefined) return undefined;
  early = undefined;
  // This load may run in the very update that answered the login, before the binding listener.
  if (entry.userId === undefined && !unanswered($session.get())) entry.userId = signedInBy($session.get());
  return entry.userId === userId ? entry.customers : undefined;
}

async function load(userId: string, refresh: boolean, attempt: number): Promise<void> {
  const mine = generation;
  if (attempt === 0) {
    // A user from the tab's cache comes with their accounts: shown at once, then read again.
    const cached = refresh ? undefined : cachedLoginAccounts(userId);
    $accounts.set(cached ? { status: 'loaded', customers: cached, userId } : { status: 'loading', customers: [], userId });
  }
  // Nothing is asked for a cached user before GetUserData confirms them (another user drops this load).
  if ($session.get().revalidating === true) {
    await userConfirmed();
    if (mine !== generation) return;
  }
  const answered = takeEarly(userId);
  const customers = await (answered && !refresh ? answered.catch(() => fetchCustomers(false)) : fetchCustomers(refresh));
  if (mine !== generation) return;
  $accounts.set({ status: 'loaded', customers, userId });
  cacheLoginAccounts(userId, customers);
  // refreshed about 2 s after being found empty (a few times, then it stays empty).
  if (customers.length === 0 && attempt < MAX_EMPTY_REFRESHES) {
    refreshTimer = setTimeout(() => void load(userId, true, attempt + 1), ACCOUNT_REFRESH_DELAY_MS);
  }
}

/** Drops the list (logout, user change) and any pending refresh. */
export function clearAccounts(): void {
  // Stryker disable next-line AssignmentOperator: generations are only compared for equality, and counting down changes them as surely
  generation += 1;
  cancelRefresh();
  $accounts.set(EMPTY);
}

// Stryker disable next-line ObjectLiteral: with nothing followed yet, a signed-out session clears an already empty list, which changes nothing
let followed: { userId: string | null; userName: string | null } = { userId: null, userName: null };

/** Follows the session: loads for a new user id, clears on logout and when the user name changes. */
function followSession(): () => void {
  return $session.subscribe(({ status, user }) => {
    const userId = status === 'authenticated' ? (user?.userId ?? null) : null;
    const userName = user?.userName ?? null;
    if (userId === followed.userId && userName === followed.userName) return;
    const sameUser = userId === followed.userId;
    followed = { userId, userName };
    clearAccounts();
    if (userId === null) return;
    // Same user id with a new user name: the list was cleared and is read again.
    void load(userId, sameUser, 0);
  });
}

onMount($accounts, () => {
  const stop = followSession();
  return () => {
    stop();
    // Stryker disable next-line ObjectLiteral: the list was just cleared, so a signed-out session met on the next mount clears an empty list, which changes nothing
    followed = { userId: null, userName: null };
    clearAccounts();
  };
});
