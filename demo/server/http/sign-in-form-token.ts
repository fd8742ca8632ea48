import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * The cookie that ties the sign-in form's token to this browser. Only the identity page's own
 * path reads it; SameSite=Lax keeps it off another site's POST as well.
 */
export const SIGN_IN_FORM_COOKIE = 'portal_antiforgery';

/** The sign-in form's hidden field with the token, named as the identity provider names it. */
export const SIGN_IN_FORM_FIELD = '__RequestVerificationToken';

const COOKIE_PATH = '/identity/account/login';
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The sign-in form's tokens against login CSRF (another site posting the form to sign this
 * browser in as someone else): a signed double submit. The cookie holds a random id for this
 * browser; the token is that id signed with a key of this server run, so a page that cannot read
 * the cookie or the form cannot make the pair, nor can one made up for a cookie it planted.
 */
export class SignInFormTokens {
  readonly #key = randomBytes(32);

  #sign(browserId: string): string {
    return createHmac('sha256', this.#key).update(browserId).digest('base64url');
  }

  /** The token for the form this request gets, setting the browser's cookie first when it has none. */
  issue(c: Context): string {
    let browserId = getCookie(c, SIGN_IN_FORM_COOKIE);
    if (browserId === undefined || !BROWSER_ID.test(browserId)) {
      browserId = randomBytes(32).toString('base64url');
      setCookie(c, SIGN_IN_FORM_COOKIE, browserId, { httpOnly: true, sameSite: 'Lax', path: COOKIE_PATH });
    }
    return this.#sign(browserId);
  }

  /** Whether the posted form's token belongs to this browser's cookie. */
  verify(c: Context, token: unknown): boolean {
    const browserId = getCookie(c, SIGN_IN_FORM_COOKIE);
    if (browserId === undefined || !BROWSER_ID.test(browserId) || typeof token !== 'string') return false;
    const expected = Buffer.from(this.#sign(browserId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
