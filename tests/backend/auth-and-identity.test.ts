import { describe, expect, it } from 'vitest';
import { SIGN_IN_FORM_COOKIE, SIGN_IN_FORM_FIELD } from '../../demo/server/http/sign-in-form-token';
import { SAMPLE_USERS } from '../../demo/server/sample-data/users';
import { TEST_PORTAL_ORIGIN, cookieSetBy, formTokenIn, openSignInForm, postSignInForm, signIn, submitSignIn, useBackend } from './backend-fixture';

const FOREIGN_ORIGIN = 'https://evil.example';

/** The session id inside a `portal_session=<sid>` cookie header value. */
const sessionIdOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('auth server and identity pages', () => {
  const backend = useBackend();
  const auth = (path: string) => `${backend().origins.auth}${path}`;

  /** Opens the sign-in page and posts its form as a click on it would. */
  const postSignIn = (fields: Record<string, string>) => submitSignIn(auth(''), fields);

  /** Posts the sign-in form's fields with only what another page can send: no token of this browser's form. */
  const postForged = (fields: Record<string, string>, cookie?: string) =>
    fetch(auth('/identity/account/login'), { method: 'POST', headers: cookie ? { cookie } : {}, body: new URLSearchParams(fields), redirect: 'manual' });

  describe('sign-in page', () => {
    it('lists every sample user in the section of its role (0, 1, 2)', async () => {
      const response = await fetch(auth('/identity/account/login'), { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = await response.text();
      const sections = html.split('<section>').slice(1);
      expect(sections).toHaveLength(3);
      expect(sections[0]).toContain('role 0');
      expect(sections[1]).toContain('role 1');
      expect(sections[2]).toContain('role 2');
      for (const { user } of SAMPLE_USERS) {
        expect(sections[user.userRole], `${user.userId} in role ${user.userRole}`).toContain(`value="${user.userId}"`);
        expect(sections[user.userRole]).toContain(user.fullName);
        for (const other of [0, 1, 2].filter((role) => role !== user.userRole)) {
          expect(sections[other], `${user.userId} not in role ${other}`).not.toContain(`value="${user.userId}"`);
        }
      }
      // Every role has at least one sample user.
      for (const section of sections) expect(section).toMatch(/name="userId" value="u-/);
    });

    it('carries an allowed return URL in the form, escaped for the attribute', async () => {
      const returnUrl = `${TEST_PORTAL_ORIGIN}/dash/?a=1&b=2`;
      const response = await fetch(auth(`/identity/account/login?returnurl=${encodeURIComponent(returnUrl)}`));
      const html = await response.text();
      expect(html).toContain(`name="returnurl" value="${TEST_PORTAL_ORIGIN}/dash/?a=1&amp;b=2"`);
    });

    it('does not echo markup from the return URL into the page', async () => {
      const returnUrl = `${TEST_PORTAL_ORIGIN}/?x="><script>alert(1)</script>`;
      const html = await (await fetch(auth(`/identity/account/login?returnurl=${encodeURIComponent(returnUrl)}`))).text();
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('"><');
      expect(html).toMatch(/name="returnurl" value="http:\/\/localhost:5499\/\?x=[^"<>]*"/);
    });

    it('leaves a foreign return URL out of the form', async () => {
      const html = await (await fetch(auth(`/identity/account/login?returnurl=${encodeURIComponent(`${FOREIGN_ORIGIN}/`)}`))).text();
      expect(html).toContain('name="returnurl" value=""');
      expect(html).not.toContain('evil.example');
    });
  });

  describe('signing in', () => {
    it('sets an HttpOnly SameSite=Lax session cookie and returns to the portal with fromauth=true', async () => {
      const response = await postSignIn({ userId: 'u-cora', returnurl: `${TEST_PORTAL_ORIGIN}/dash/1001?tab=2` });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin).toBe(TEST_PORTAL_ORIGIN);
      expect(location.pathname).toBe('/dash/1001');
      expect(location.searchParams.get('tab')).toBe('2');
      expect(location.searchParams.get('fromauth')).toBe('true');
      const setCookie = response.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^portal_session=[^;]+;/);
      expect(setCookie).toMatch(/;\s*HttpOnly/i);
      expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
      expect(setCookie).toMatch(/;\s*Path=\//i);
    });

    it('answers an unknown user with a 400 page and no cookie', async () => {
      const response = await postSignIn({ userId: 'u-nobody', returnurl: `${TEST_PORTAL_ORIGIN}/` });
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('Unknown user');
    });

    it('answers a missing user id with 400 and no cookie', async () => {
      const response = await postSignIn({ returnurl: `${TEST_PORTAL_ORIGIN}/` });
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
    });

    it.each([
      ['a foreign origin', `${FOREIGN_ORIGIN}/`],
      ['a look-alike host', 'http://localhost:5499.evil.example/'],
      ['another port of localhost', 'http://localhost:5498/'],
      ['a javascript: URL', 'javascript:alert(document.cookie)'],
      ['credentials in the URL', 'http://user:pass@localhost:5499/'],
      ['a user name only in the URL', 'http://evil.example@localhost:5499/'],
      ['a protocol-relative URL', '//evil.example/'],
      ['a relative path', '/dash/'],
    ])('does not honour a return URL with %s (falls back to the portal origin)', async (_label, returnurl) => {
      const response = await postSignIn({ userId: 'u-cora', returnurl });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin).toBe(TEST_PORTAL_ORIGIN);
      expect(location.pathname).toBe('/');
      expect(location.username).toBe('');
      expect(location.searchParams.get('fromauth')).toBe('true');
    });
  });

  describe('the sign-in form\'s token (login CSRF)', () => {
    /** Makes the post and expects it refused: 403, the page saying so, no session and nowhere to go. */
    async function expectRefused(post: () => Promise<Response>) {
      const sessionsBefore = backend().state.sessions.size;
      const response = await post();
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('location')).toBeNull();
      expect(cookieSetBy(response, 'portal_session')).toBeUndefined();
      const html = await response.text();
      expect(html).toContain('<p role="status">Not signed in: this sign-in did not come from this page');
      expect(backend().state.sessions.size, 'nobody is signed in').toBe(sessionsBefore);
      return html;
    }

    it('is a hidden field of the form, tied to an HttpOnly SameSite=Lax cookie of the sign-in page\'s path', async () => {
      const response = await fetch(auth('/identity/account/login'));
      const setCookie = response.headers.getSetCookie().find((header) => header.startsWith(`${SIGN_IN_FORM_COOKIE}=`)) ?? '';
      expect(setCookie).toMatch(new RegExp(`^${SIGN_IN_FORM_COOKIE}=[A-Za-z0-9_-]{43};`));
      expect(setCookie).toMatch(/;\s*HttpOnly/i);
      expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
      expect(setCookie).toMatch(/;\s*Path=\/identity\/account\/login(;|$)/i);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<form method="post" action="/identity/account/login">\\s*<input type="hidden" name="${SIGN_IN_FORM_FIELD}" value="[A-Za-z0-9_-]{43}">`));
      // The token is not the cookie's value: a page that plants a cookie cannot write the field to match it.
      expect(formTokenIn(html)).not.toBe(setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';')));
    });

    it('stays the same for the same browser (two tabs of the sign-in page both work), and differs for another', async () => {
      const first = await openSignInForm(auth(''));
      const again = await fetch(auth('/identity/account/login'), { headers: { cookie: first.cookie } });
      expect(cookieSetBy(again, SIGN_IN_FORM_COOKIE), 'the browser keeps its cookie').toBeUndefined();
      expect(formTokenIn(await again.text())).toBe(first.token);
      const other = await openSignInForm(auth(''));
      expect(other.cookie).not.toBe(first.cookie);
      expect(other.token).not.toBe(first.token);
      expect((await postSignInForm(auth(''), first, { userId: 'u-cora' })).status).toBe(303);
    });

    it('refuses a post without the token or its cookie (another site\'s form): 403, a page that says so, nobody signed in', async () => {
      await expectRefused(() => postForged({ userId: 'u-cora', returnurl: `${TEST_PORTAL_ORIGIN}/` }));
    });

    it('refuses the browser\'s cookie without the form\'s token, and with its own value as the token', async () => {
      const form = await openSignInForm(auth(''));
      await expectRefused(() => postForged({ userId: 'u-cora' }, form.cookie));
      const cookieValue = form.cookie.slice(form.cookie.indexOf('=') + 1);
      await expectRefused(() => postForged({ userId: 'u-cora', [SIGN_IN_FORM_FIELD]: cookieValue }, form.cookie));
      await expectRefused(() => postForged({ userId: 'u-cora', [SIGN_IN_FORM_FIELD]: '' }, form.cookie));
    });

    it('refuses a token of another browser\'s form (one the forging site fetched for itself)', async () => {
      const victim = await openSignInForm(auth(''));
      const forger = await openSignInForm(auth(''));
      await expectRefused(() => postSignInForm(auth(''), { cookie: victim.cookie, token: forger.token }, { userId: 'u-cora' }));
      // Without the victim's cookie (a browser does not send it with another site's post), the forger's own token does not help either.
      await expectRefused(() => postForged({ userId: 'u-cora', [SIGN_IN_FORM_FIELD]: forger.token }));
    });

    it('refuses before looking at the user: an unknown user without the token is 403 too', async () => {
      await expectRefused(() => postForged({ userId: 'u-nobody' }));
    });

    it('answers the refusal with a form that works: the person picks themselves and is signed in', async () => {
      const form = await openSignInForm(auth(''));
      const returnurl = `${TEST_PORTAL_ORIGIN}/dash/`;
      const html = await expectRefused(() => postForged({ userId: 'u-cora', returnurl }, form.cookie));
      expect(html).toContain(`name="returnurl" value="${returnurl}"`);
      const token = formTokenIn(html);
      expect(token).toBe(form.token);
      const retry = await postSignInForm(auth(''), { cookie: form.cookie, token: token! }, { userId: 'u-cora', returnurl });
      expect(retry.status).toBe(303);
      expect(retry.headers.get('location')).toBe(`${returnurl}?fromauth=true`);
      expect(cookieSetBy(retry, 'portal_session')).toMatch(/^portal_session=/);
    });
  });

  describe('authapi without a session', () => {
    it.each([
      ['GET', '/authapi/Login/GetUserData'],
      ['GET', '/authapi/Login/GetAccessibleCustomers'],
      ['POST', '/authapi/Login/RefreshAccessibleCustomers'],
      ['POST', '/authapi/Login/RefreshLogin'],
    ])('%s %s answers 401 JSON, never a redirect', async (method, path) => {
      const response = await fetch(auth(path), { method, redirect: 'manual', headers: { origin: TEST_PORTAL_ORIGIN } });
      expect(response.status).toBe(401);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 401 });
      // CORS still lets the portal read the 401.
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
    });

    it('answers 401 for a cookie with an unknown session id', async () => {
      const response = await fetch(auth('/authapi/Login/GetUserData'), { headers: { cookie: 'portal_session=sid_forged' }, redirect: 'manual' });
      expect(response.status).toBe(401);
      expect(response.headers.get('location')).toBeNull();
    });
  });

  describe('signed-in users', () => {
    const getJson = async (path: string, cookie: string) => {
      const response = await fetch(auth(path), { headers: { cookie }, redirect: 'manual' });
      expect(response.status).toBe(200);
      return response.json();
    };

    it('a customer with one account gets its user data and exactly that account', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      expect(await getJson('/authapi/Login/GetUserData', cookie)).toMatchObject({ userId: 'u-cora', userRole: 0, customerId: 1001, partnerId: null });
      const accounts = (await getJson('/authapi/Login/GetAccessibleCustomers', cookie)) as Array<{ customerId: number }>;
      expect(accounts.map((account) => account.customerId)).toEqual([1001]);
    });

    it('a customer without an own customer id has customerId null', async () => {
      const cookie = await signIn(backend(), 'u-nora');
      expect(await getJson('/authapi/Login/GetUserData', cookie)).toMatchObject({ userId: 'u-nora', userRole: 0, customerId: null });
    });

    it('the administrator has role 1 and 10,000 distinct accounts including 5150', async () => {
      const cookie = await signIn(backend(), 'u-ada');
      expect(await getJson('/authapi/Login/GetUserData', cookie)).toMatchObject({ userId: 'u-ada', userRole: 1 });
      const accounts = (await getJson('/authapi/Login/GetAccessibleCustomers', cookie)) as Array<{
        customerId: number;
        customerName: string;
        productTags: string[];
      }>;
      expect(accounts).toHaveLength(10_000);
      expect(new Set(accounts.map((account) => account.customerId)).size).toBe(10_000);
      expect(accounts.some((account) => account.customerId === 5150)).toBe(true);
      for (const account of accounts.slice(0, 50)) {
        expect(account).toEqual({ customerId: expect.any(Number), customerName: expect.any(String), partnerId: expect.toSatisfy((v) => v === null || typeof v === 'number'), productTags: expect.any(Array) });
      }
    });

    it('the partner has role 2, partnerId 77 and its eight client accounts', async () => {
      const cookie = await signIn(backend(), 'u-pia');
      expect(await getJson('/authapi/Login/GetUserData', cookie)).toMatchObject({ userId: 'u-pia', userRole: 2, partnerId: 77 });
      const accounts = (await getJson('/authapi/Login/GetAccessibleCustomers', cookie)) as Array<{ customerId: number; partnerId: number | null }>;
      expect(accounts.map((account) => account.customerId)).toEqual([2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008]);
      expect(accounts.every((account) => account.partnerId === 77)).toBe(true);
    });

    it('RefreshAccessibleCustomers answers the same accounts as GetAccessibleCustomers', async () => {
      const cookie = await signIn(backend(), 'u-mads');
      const response = await fetch(auth('/authapi/Login/RefreshAccessibleCustomers'), { method: 'POST', headers: { cookie } });
      expect(response.status).toBe(200);
      const ids = ((await response.json()) as Array<{ customerId: number }>).map((account) => account.customerId);
      expect(ids).toEqual([1002, 1001, 1003, 1004, 1005, 4030, 5150]);
    });

    it('RefreshLogin extends the session expiry', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const session = backend().state.sessions.get(sessionIdOf(cookie));
      expect(session).toBeDefined();
      session!.expiresAt = Date.now() + 5_000;

      const before = Date.now();
      const response = await fetch(auth('/authapi/Login/RefreshLogin'), { method: 'POST', headers: { cookie }, redirect: 'manual' });
      expect(response.status).toBe(200);
      const { expirationUtc } = (await response.json()) as { expirationUtc: string };
      const expiry = Date.parse(expirationUtc);
      const lifetimeMs = backend().state.config.sessionLifetimeSeconds * 1000;
      expect(expiry).toBeGreaterThanOrEqual(before + lifetimeMs - 1000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + lifetimeMs + 1000);
      expect(backend().state.sessions.get(sessionIdOf(cookie))?.expiresAt).toBe(expiry);
    });

    it('RefreshLogin uses the session lifetime set through /__admin/config', async () => {
      const config = await fetch(auth('/__admin/config'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionLifetimeSeconds: 60 }) });
      expect(config.status).toBe(200);
      const cookie = await signIn(backend(), 'u-cora');
      // Bracketed by the clock before and after the call: no limit on how long the call takes.
      const before = Date.now();
      const response = await fetch(auth('/authapi/Login/RefreshLogin'), { method: 'POST', headers: { cookie } });
      const expiry = Date.parse(((await response.json()) as { expirationUtc: string }).expirationUtc);
      expect(expiry).toBeGreaterThanOrEqual(before + 60_000 - 1000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + 60_000 + 1000);
    });

    it('an expired session answers 401 everywhere, and RefreshLogin cannot revive it', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const session = backend().state.sessions.get(sessionIdOf(cookie));
      expect(session).toBeDefined();
      session!.expiresAt = Date.now() - 1_000;

      const refresh = await fetch(auth('/authapi/Login/RefreshLogin'), { method: 'POST', headers: { cookie }, redirect: 'manual' });
      expect(refresh.status).toBe(401);
      for (const path of ['/authapi/Login/GetUserData', '/authapi/Login/GetAccessibleCustomers']) {
        const response = await fetch(auth(path), { headers: { cookie }, redirect: 'manual' });
        expect(response.status, path).toBe(401);
        expect(await response.json()).toMatchObject({ status: 401 });
      }
    });
  });

  describe('signing out', () => {
    const logout = (query: string, cookie?: string) =>
      fetch(auth(`/identity/account/logout?${query}`), { redirect: 'manual', headers: cookie ? { cookie } : {} });

    it('with autosignout=true ends the session, clears the cookie and goes to the sign-in page with the allowed returnurl', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const returnUrl = `${TEST_PORTAL_ORIGIN}/?initialurl=${encodeURIComponent('/dash/1001')}`;
      const response = await logout(`autosignout=true&returnurl=${encodeURIComponent(returnUrl)}`, cookie);
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(400);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(auth('/identity/account/login'));
      expect(location.searchParams.get('returnurl')).toBe(returnUrl);
      expect(new URL(location.searchParams.get('returnurl')!).searchParams.get('initialurl')).toBe('/dash/1001');
      expect(response.headers.get('set-cookie')).toMatch(/^portal_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);

      expect(backend().state.sessions.has(sessionIdOf(cookie))).toBe(false);
      const after = await fetch(auth('/authapi/Login/GetUserData'), { headers: { cookie }, redirect: 'manual' });
      expect(after.status).toBe(401);
    });

    it.each([
      ['a foreign origin', `${FOREIGN_ORIGIN}/`],
      ['a javascript: URL', 'javascript:alert(1)'],
      ['credentials in the URL', 'http://user:pass@localhost:5499/'],
    ])('with autosignout=true drops a returnurl with %s', async (_label, returnurl) => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await logout(`autosignout=true&returnurl=${encodeURIComponent(returnurl)}`, cookie);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(auth('/identity/account/login'));
      expect(location.searchParams.has('returnurl')).toBe(false);
      expect(response.headers.get('location')).not.toContain('evil');
      // The session is still ended.
      expect((await fetch(auth('/authapi/Login/GetUserData'), { headers: { cookie } })).status).toBe(401);
    });

    it('without autosignout=true keeps the session', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await logout(`returnurl=${encodeURIComponent(`${TEST_PORTAL_ORIGIN}/`)}`, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
      expect((await fetch(auth('/authapi/Login/GetUserData'), { headers: { cookie } })).status).toBe(200);
    });

    it('with autosignout=true revokes the tokens of the session and the internal tools\' cookie, and clears that cookie', async () => {
      const cookie = await signIn(backend(), 'u-ada');
      const otherSession = await signIn(backend(), 'u-ada');
      const createAccess = async (session: string, client: string, services: string[]) => {
        const response = await fetch(auth('/authapi/Access/CreateAccessCookie'), {
          method: 'POST',
          headers: { cookie: session, 'content-type': 'application/json' },
          body: JSON.stringify({ client, services, impersonateCustomerId: 5150 }),
        });
        expect(response.status).toBe(200);
        return { token: ((await response.json()) as { token: string }).token, setCookie: response.headers.get('set-cookie') ?? '' };
      };
      const app = await createAccess(cookie, 'dashboardui', ['dashboard-api']);
      const tools = await createAccess(cookie, 'portalui', ['modulebuilder', 'modulebuilder-api', 'tcen', 'domngr']);
      const toolsCookie = tools.setCookie.split(';')[0] ?? '';
      expect(toolsCookie).toBe(`portal_tools_access=${tools.token}`);
      const elsewhere = await createAccess(otherSession, 'dashboardui', ['dashboard-api']);
      const gateway = (token: string, extraCookie?: string) =>
        fetch(`${backend().origins.gateway}/api/customers/5150/insights`, {
          headers: { authorization: `Bearer ${token}`, ...(extraCookie ? { cookie: extraCookie } : {}) },
        });
      for (const token of [app.token, tools.token]) expect((await gateway(token)).status).toBe(200);

      // The browser sends both cookies on the portal's sign-out navigation.
      const response = await logout('autosignout=true', `${cookie}; ${toolsCookie}`);
      expect(response.status).toBe(302);
      const cleared = response.headers.getSetCookie();
      expect(cleared).toContainEqual(expect.stringMatching(/^portal_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i));
      expect(cleared).toContainEqual(expect.stringMatching(/^portal_tools_access=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i));
      expect(cleared.find((line) => line.startsWith('portal_tools_access='))).toMatch(/Path=\//i);

      expect((await gateway(app.token)).status).toBe(401);
      expect((await gateway(tools.token)).status).toBe(401);
      expect((await gateway(tools.token, toolsCookie)).status).toBe(401);
      // Only this sign-in ends: the same user's other session keeps its token.
      expect((await gateway(elsewhere.token)).status).toBe(200);
    });

    it('with autosignout=true revokes the internal tools\' token of the cookie even when the session is already gone', async () => {
      const cookie = await signIn(backend(), 'u-ada');
      const response = await fetch(auth('/authapi/Access/CreateAccessCookie'), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ client: 'portalui', services: ['tcen'], impersonateCustomerId: 5150 }),
      });
      const { token } = (await response.json()) as { token: string };
      backend().state.sessions.delete(sessionIdOf(cookie));
      const signedOut = await logout('autosignout=true', `portal_tools_access=${token}`);
      expect(signedOut.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^portal_tools_access=;/));
      expect(backend().state.tokens.has(token)).toBe(false);
    });

    it('with autosignout=true and no session still redirects to the sign-in page', async () => {
      const response = await logout('autosignout=true');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(auth('/identity/account/login'));
    });
  });

  describe('CORS', () => {
    it('gives the portal origin allow-origin, allow-credentials and exposes Run-Id', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await fetch(auth('/authapi/Login/GetUserData'), { headers: { cookie, origin: TEST_PORTAL_ORIGIN } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-expose-headers')?.toLowerCase().split(/\s*,\s*/)).toContain('run-id');
    });

    it('gives a foreign origin no allow-origin (so a browser withholds the answer)', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await fetch(auth('/authapi/Login/GetUserData'), { headers: { cookie, origin: FOREIGN_ORIGIN } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('gives another origin of the backend itself (the blog, public) no allow-origin for the session either', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await fetch(auth('/authapi/Login/GetUserData'), { headers: { cookie, origin: backend().origins.blog } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('does not treat the apps origin as a portal origin on the auth server', async () => {
      const response = await fetch(auth('/authapi/Login/GetUserData'), { headers: { origin: backend().origins.apps } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    const preflight = (origin: string) =>
      fetch(auth('/authapi/Access/CreateAccessCookie'), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });

    it('answers a preflight for a JSON POST from the portal with 204 and credentials', async () => {
      const response = await preflight(TEST_PORTAL_ORIGIN);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-methods')?.toUpperCase()).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    });

    it('lets the browser keep the preflight\'s answer long (a day; Chromium keeps at most two hours)', async () => {
      for (const origin of ['auth', 'profile', 'gateway', 'chat', 'blog'] as const) {
        const response = await fetch(`${backend().origins[origin]}/any`, {
          method: 'OPTIONS',
          headers: { origin: TEST_PORTAL_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
        await response.body?.cancel();
        expect(response.headers.get('access-control-max-age'), origin).toBe('86400');
      }
    });

    it('answers a preflight from a foreign origin without allow-origin', async () => {
      const response = await preflight(FOREIGN_ORIGIN);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
