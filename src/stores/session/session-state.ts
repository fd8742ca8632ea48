import { atom, computed, onMount } from 'nanostores';
import { ROLE_ADMIN, ROLE_CUSTOMER, ROLE_PARTNER } from '../../config/business-constants';
import type { UserData } from '../../services/auth-types';
import { clearCachedLogin } from './login-cache';
import { onStoreReset } from '../store-reset';
import { hashUserId, initialsOf } from './derived-user-fields';

/**
 * Where the sign-in stands: unknown until GetUserData answers. `unavailable`: GetUserData failed
 * with a server error while a session exists, which is no sign-out; the user is not confirmed
 * (nothing is asked on their behalf) until {@link retryUserData} succeeds.
 */
export type SessionStatus = 'initializing' | 'authenticated' | 'unauthenticated' | 'unavailable';

/** The signed-in user and how the portal got there. */
export interface SessionState {
  status: SessionStatus;
  user: UserData | null;
  /** The `fromauth` query flag the login was initialised with. */
  fromAuth: boolean;
  /** True when the built-in development admin stands in (sample data on, user data failed). */
  isDevelopmentUser: boolean;
  /**
   * True while the user comes from the tab's cache (a reload in a signed-in tab) or from another
   * open tab (sibling-session.ts) and GetUserData has not confirmed them yet: the shell is painted
   * signed in, nothing is asked on their behalf. Absent means false.
   */
  revalidating?: boolean;
  /**
   * True while `revalidating` a user painted from the browser's copy (a new tab), which may be
   * hours old, rather than from this tab's own cache: no area loads for them before GetUserData
   * confirms them. Absent means false.
   */
  fromBrowserCopy?: boolean;
  /**
   * True when the backend refused this page's origin (CORS) on GetUserData: nobody is known, nobody
   * was signed out, and signing in would not help here. Absent means false.
   */
  originRefused?: boolean;
  /**
   * True when the last GetUserData got no answer at all (the auth server could not be reached): the
   * visitor counts as signed out, but nobody knows that they are. Absent means false.
   */
  unreachable?: boolean;
}

/** A new page's session: nobody known yet. */
export const INITIAL: SessionState = { status: 'initializing', user: null, fromAuth: false, isDevelopmentUser: false };

/** The session: status and user. */
export const $session = atom<SessionState>(INITIAL);

/** Role flags derived from userRole. */
export const $roles = computed($session, ({ user }) => ({
  isCustomer: user?.userRole === ROLE_CUSTOMER,
  isAdmin: user?.userRole === ROLE_ADMIN,
  isPartner: user?.userRole === ROLE_PARTNER,
}));

/** The user's initials, or "N/A". */
export const $initials = computed($session, ({ user }) => initialsOf(user?.fullName));

/**
 * The hashed user id (HMAC-SHA256), or null while unknown. Worked out only while
 * something follows it: the hash (WebCrypto) is not on the start-up path of a shell that does
 * not show it.
 */
export const $hashedUserId = atom<string | null>(null);

onMount($hashedUserId, () => {
  let hashedFor: string | null | undefined;
  return $session.subscribe(({ user }) => {
    const userId = user?.userId ?? null;
    if (userId === hashedFor) return;
    hashedFor = userId;
    $hashedUserId.set(null);
    if (userId === null) return;
    hashUserId(userId).then(
      (hash) => {
        if (hashedFor === userId) $hashedUserId.set(hash);
      },
      (error: unknown) => console.warn('The user id could not be hashed.', error),
    );
  });
});

// A new page: the tab's cached sign-in forgotten, unless the reset is a reload of the same tab.
onStoreReset('session', ({ keepTabCache = false }) => {
  if (!keepTabCache) clearCachedLogin();
  $session.set(INITIAL);
});
