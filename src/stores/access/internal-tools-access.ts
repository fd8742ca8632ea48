import { atom, computed, onMount } from 'nanostores';
import { ROLE_ADMIN } from '../../config/business-constants';
import type { AccessTokenRequest } from '../../services/auth-types';
import { $selectedCustomer } from './selected-customer';
import { $session } from '../session/session';
import { $tokens, getAccessToken, releaseAccessToken, tokenKey } from './token-cache';

/** The client the internal tools' access is requested for. */
export const INTERNAL_TOOLS_CLIENT = 'portalui';

/** The services of the internal tools' access. */
export const INTERNAL_TOOLS_SERVICES: readonly string[] = ['modulebuilder', 'modulebuilder-api', 'tcen', 'domngr'];

/** The CreateAccessCookie request of the internal tools, impersonating a customer. */
function internalToolsAccessRequest(customerId: number): AccessTokenRequest {
  return { client: INTERNAL_TOOLS_CLIENT, services: [...INTERNAL_TOOLS_SERVICES], impersonateCustomerId: customerId };
}

/**
 * Where the internal tools' access cookie stands. `none`: nobody to ask it for (not an
 * administrator, no confirmed account, or signed out after a 400/401); `pending`: asked, no answer
 * yet; `ready`: the cookie exists for `customerId`; `failed`: it could not be had (Try again).
 */
export type InternalToolsAccess =
  | { status: 'none' }
  | { status: 'pending' | 'ready' | 'failed'; customerId: number };

/**
 * The internal tools' access for the current customer. Followed (kept asked for the current
 * customer) while something listens, i.e. while the internal tools page is open; the token cache
 * renews the cookie by its rules for as long as it is in force.
 */
// Stryker disable next-line ObjectLiteral,StringLiteral: never read: every read mounts the store, and mounting sets it
export const $internalToolsAccess = atom<InternalToolsAccess>({ status: 'none' });

/** The request whose renewal this module owns: only one customer's cookie is kept alive. */
let requested: AccessTokenRequest | null = null;

function validToken(request: AccessTokenRequest, now: number): boolean {
  const token = $tokens.get()[tokenKey(request)];
  return token !== undefined && Date.parse(token.expirationUtc) > now;
}

/**
 * Asks for the access cookie (CreateAccessCookie, credentials) of an administrator for the current,
 * confirmed customer, unless a valid one is already there. The previous customer's cookie is no
 * longer renewed. A 400/401 signs out (the token cache's rule); another failure shows as `failed`.
 */
export function requestInternalToolsAccess(now: number = Date.now()): void {
  const { user, status } = $session.get();
  const { customer } = $selectedCustomer.get();
  if (status !== 'authenticated' || user?.userRole !== ROLE_ADMIN || customer === null) {
    $internalToolsAccess.set({ status: 'none' });
    return;
  }
  const { customerId } = customer;
  const request = internalToolsAccessRequest(customerId);
  if (requested && tokenKey(requested) !== tokenKey(request)) releaseAccessToken(requested);
  requested = request;
  if (validToken(request, now)) {
    $internalToolsAccess.set({ status: 'ready', customerId });
    return;
  }
  $internalToolsAccess.set({ status: 'pending', customerId });
  getAccessToken(request, now).then(
    (token) => {
      if (requested !== request) return;
      $internalToolsAccess.set(token ? { status: 'ready', customerId } : { status: 'none' });
    },
    (error: unknown) => {
      if (requested !== request) return;
      console.warn('The access to the internal tools could not be prepared.', error);
      $internalToolsAccess.set({ status: 'failed', customerId });
    },
  );
}

/**
 * Whether an external tool's link may be followed now: only while the access cookie exists for the
 * current customer and has not expired. Otherwise it is asked for again and the answer is false.
 */
export function mayOpenInternalTool(now: number = Date.now()): boolean {
  const access = $internalToolsAccess.get();
  const current = $selectedCustomer.get().customer?.customerId ?? null;
  if (access.status === 'ready' && access.customerId === current && validToken(internalToolsAccessRequest(current), now)) return true;
  requestInternalToolsAccess(now);
  return false;
}

/** Who the access is for: another user, role or customer asks again. */
const $accessFor = computed([$session, $selectedCustomer], ({ status, user }, { customer }) =>
  status === 'authenticated' && user ? `${user.userId}:${user.userRole}:${customer?.customerId ?? ''}` : null,
);

onMount($internalToolsAccess, () => $accessFor.subscribe(() => requestInternalToolsAccess()));
