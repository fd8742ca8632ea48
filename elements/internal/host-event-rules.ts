import type { SessionStatus } from '../../src/stores/session/session';

/** The detail of `portal-account-change`. */
export interface AccountChange {
  customerId: number | null;
  customerName: string | null;
}

/**
 * The account change to report, or null when nothing a host sees changed: the first known
 * account is reported (a host's header starts from it), a name arriving later for the same id
 * is reported, a repeat is not.
 */
export function accountChange(
  last: AccountChange | undefined,
  selected: { customerId: number | null; customer: { customerName: string } | null },
): AccountChange | null {
  const next = { customerId: selected.customerId, customerName: selected.customer?.customerName ?? null };
  if (last === undefined) return next.customerId === null ? null : next;
  return last.customerId === next.customerId && last.customerName === next.customerName ? null : next;
}

/** A sign-out is a signed-in session turning signed out (a visitor found not signed in at start is none). */
export function isSignOut(before: SessionStatus, after: SessionStatus): boolean {
  return before === 'authenticated' && after === 'unauthenticated';
}
