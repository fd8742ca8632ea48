import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { findSampleUser, type SampleUser } from '../sample-data/users';
import { jsonError } from './json-error';
import type { BackendState } from '../state/backend-state';

/** Name of the session cookie the identity pages set and every credentialed call carries. */
export const SESSION_COOKIE = 'portal_session';

/** The cookie CreateAccessCookie sets for the internal tools: their token, until it expires or the user signs out. */
export const INTERNAL_TOOLS_COOKIE = 'portal_tools_access';

/** The session id this request carries (not checked). */
export function sessionIdOf(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** The signed-in sample user of this request, or null (no cookie, unknown or expired session). */
export function sessionUser(c: Context, state: BackendState): SampleUser | null {
  const sid = getCookie(c, SESSION_COOKIE);
  const session = sid ? state.sessions.get(sid) : undefined;
  if (!sid || !session) return null;
  if (session.expiresAt <= state.now()) {
    state.sessions.delete(sid);
    return null;
  }
  return findSampleUser(session.userId) ?? null;
}

/** Starts a session for `userId` and sets its cookie (HttpOnly, SameSite=Lax, for all ports of localhost). */
export function startSession(c: Context, state: BackendState, userId: string): void {
  const sid = state.newId('sid');
  state.sessions.set(sid, { userId, expiresAt: state.now() + state.config.sessionLifetimeSeconds * 1000 });
  setCookie(c, SESSION_COOKIE, sid, { httpOnly: true, sameSite: 'Lax', path: '/' });
}

/** Extends the session of this request; returns its new expiry, or null without a session. */
export function extendSession(c: Context, state: BackendState): number | null {
  const sid = getCookie(c, SESSION_COOKIE);
  const session = sid ? state.sessions.get(sid) : undefined;
  if (!session || session.expiresAt <= state.now()) return null;
  session.expiresAt = state.now() + state.config.sessionLifetimeSeconds * 1000;
  return session.expiresAt;
}

/**
 * Ends every credential of this browser's sign-in: the session, the tokens issued in it, and the
 * internal tools' token it carries in a cookie; both cookies are cleared, so the next person to
 * sign in on this browser sends neither.
 */
export function endSession(c: Context, state: BackendState): void {
  const sid = getCookie(c, SESSION_COOKIE);
  if (sid) state.endSession(sid);
  const toolsToken = getCookie(c, INTERNAL_TOOLS_COOKIE);
  if (toolsToken) state.tokens.delete(toolsToken);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, INTERNAL_TOOLS_COOKIE, { path: '/' });
}

/** True when the sample user may act for the customer (it is among the user's accounts). */
export function mayActFor(sample: SampleUser, customerId: number): boolean {
  return sample.accounts.some((account) => account.customerId === customerId);
}

/**
 * The signed-in user and the `:customerId` of the path, or the JSON error to answer instead:
 * 401 without a session, 400 for an id that is not a positive integer, 403 for another's customer.
 */
export function customerOfPath(c: Context, state: BackendState): { sample: SampleUser; customerId: number } | Response {
  const sample = sessionUser(c, state);
  if (!sample) return jsonError(c, 401, 'Not signed in');
  const customerId = Number(c.req.param('customerId'));
  if (!Number.isInteger(customerId) || customerId < 1) return jsonError(c, 400, 'customerId must be a positive integer');
  if (!mayActFor(sample, customerId)) return jsonError(c, 403, `User may not act for customer ${customerId}`);
  return { sample, customerId };
}
