import { describe, expect, it, vi } from 'vitest';
import { TEST_PORTAL_ORIGIN, signIn, useBackend } from './backend-fixture';

/** The response allows `origin` by CORS, with credentials or without. */
function expectCors(response: Response, origin: string, credentials: boolean): void {
  expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  expect(response.headers.get('access-control-allow-credentials')).toBe(credentials ? 'true' : null);
}

interface AccessToken {
  token: string;
  client: string;
  services: string[];
  customerId: number;
  expirationUtc: string;
}

describe('access tokens and the gateway API', () => {
  const backend = useBackend();
  const createAccessCookieUrl = () => `${backend().origins.auth}/authapi/Access/CreateAccessCookie`;
  const insightsUrl = (customerId: number | string) => `${backend().origins.gateway}/api/customers/${customerId}/insights`;

  /** Posts a raw body to CreateAccessCookie. */
  const postAccess = (cookie: string | undefined, body: string, contentType = 'application/json') =>
    fetch(createAccessCookieUrl(), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': contentType, origin: TEST_PORTAL_ORIGIN, ...(cookie ? { cookie } : {}) },
      body,
    });

  /** Asks for a token for `customerId` and expects one. */
  const createToken = async (cookie: string, customerId: number, client = 'dashboardui', services = ['dashboard-api']) => {
    const response = await postAccess(cookie, JSON.stringify({ client, services, impersonateCustomerId: customerId }));
    expect(response.status).toBe(200);
    return (await response.json()) as AccessToken;
  };

  const setConfig = async (patch: Record<string, unknown>) => {
    const response = await fetch(`${backend().origins.auth}/__admin/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patch) });
    expect(response.status).toBe(200);
  };

  describe('CreateAccessCookie', () => {
    it('returns a token with client, services, customerId and expirationUtc of now + the configured lifetime (120 s)', async () => {
      await setConfig({ tokenLifetimeSeconds: 120 });
      const cookie = await signIn(backend(), 'u-mads');
      const before = Date.now();
      const response = await postAccess(cookie, JSON.stringify({ client: 'cdpui', services: ['cdp-api', 'audiences'], impersonateCustomerId: 1004 }));
      const after = Date.now();
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
      expectCors(response, TEST_PORTAL_ORIGIN, true);
      const token = (await response.json()) as AccessToken;
      expect(token).toEqual({
        token: expect.stringMatching(/^\S{16,}$/),
        client: 'cdpui',
        services: ['cdp-api', 'audiences'],
        customerId: 1004,
        expirationUtc: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
      });
      const expiry = Date.parse(token.expirationUtc);
      expect(expiry).toBeGreaterThanOrEqual(before + 120_000 - 1_000);
      expect(expiry).toBeLessThanOrEqual(after + 120_000 + 1_000);
    });

    it('uses the default lifetime again after the reset between tests (not 120 s)', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const token = await createToken(cookie, 1001);
      const lifetimeMs = Date.parse(token.expirationUtc) - Date.now();
      expect(lifetimeMs).toBeGreaterThan(backend().state.config.tokenLifetimeSeconds * 1000 - 5_000);
      expect(backend().state.config.tokenLifetimeSeconds).not.toBe(120);
    });

    it('issues a different token per request, each remembered with its own client and services (per-app tokens)', async () => {
      const cookie = await signIn(backend(), 'u-mads');
      const dash = await createToken(cookie, 1002, 'dashboardui', ['dashboard-api', 'trackingstats']);
      const search = await createToken(cookie, 1001, 'searchui', ['search-api']);
      expect(dash.token).not.toBe(search.token);
      expect(backend().state.tokens.get(dash.token)).toMatchObject({ userId: 'u-mads', client: 'dashboardui', services: ['dashboard-api', 'trackingstats'], customerId: 1002 });
      expect(backend().state.tokens.get(search.token)).toMatchObject({ userId: 'u-mads', client: 'searchui', customerId: 1001 });
    });

    it('gives internal-tools tokens (client portalui) to administrators only', async () => {
      const services = ['modulebuilder', 'modulebuilder-api', 'tcen', 'domngr'];
      const admin = await createToken(await signIn(backend(), 'u-ada'), 5150, 'portalui', services);
      expect(backend().state.tokens.get(admin.token)).toMatchObject({ userId: 'u-ada', client: 'portalui', services });
      for (const userId of ['u-mads', 'u-pia']) {
        const cookie = await signIn(backend(), userId);
        const customerId = userId === 'u-pia' ? 2001 : 1001;
        const response = await postAccess(cookie, JSON.stringify({ client: 'portalui', services, impersonateCustomerId: customerId }));
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: 'Only administrators may use the internal tools', status: 403 });
      }
    });

    it('sets the internal tools\' cookie for portalui (not for an app), and lists every call at the access-requests sink', async () => {
      const cookie = await signIn(backend(), 'u-ada');
      const services = ['modulebuilder', 'modulebuilder-api', 'tcen', 'domngr'];
      const tools = await postAccess(cookie, JSON.stringify({ client: 'portalui', services, impersonateCustomerId: 1001 }));
      expect(tools.status).toBe(200);
      const { token } = (await tools.json()) as AccessToken;
      const setCookie = tools.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(new RegExp(`^portal_tools_access=${token};`));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/Expires=/i);
      const app = await postAccess(cookie, JSON.stringify({ client: 'dashboardui', services: ['dashboard-api'], impersonateCustomerId: 1001 }));
      expect(app.headers.get('set-cookie')).toBeNull();
      const sink = await (await fetch(`${backend().origins.auth}/__admin/sinks/access-requests`)).json();
      expect(sink).toEqual([
        expect.objectContaining({ client: 'portalui', services, impersonateCustomerId: 1001, userId: 'u-ada' }),
        expect.objectContaining({ client: 'dashboardui', services: ['dashboard-api'], impersonateCustomerId: 1001, userId: 'u-ada' }),
      ]);
    });

    it('lets the administrator impersonate any of its 10,000 customers', async () => {
      const cookie = await signIn(backend(), 'u-ada');
      expect((await createToken(cookie, 5150)).customerId).toBe(5150);
      expect((await createToken(cookie, 100_500)).customerId).toBe(100_500);
    });

    it('answers 401 JSON without a cookie (not a redirect)', async () => {
      const response = await postAccess(undefined, JSON.stringify({ client: 'dashboardui', services: ['dashboard-api'], impersonateCustomerId: 1001 }));
      expect(response.status).toBe(401);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toEqual({ error: expect.any(String), status: 401 });
    });

    it('answers 403 for a customer outside the user\'s accounts', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const before = backend().state.tokens.size;
      const response = await postAccess(cookie, JSON.stringify({ client: 'dashboardui', services: ['dashboard-api'], impersonateCustomerId: 1002 }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.stringContaining('1002'), status: 403 });
      expect(backend().state.tokens.size).toBe(before);
    });

    it('answers 403 for a partner asking for a customer of no partner of theirs', async () => {
      const cookie = await signIn(backend(), 'u-pia');
      const response = await postAccess(cookie, JSON.stringify({ client: 'dashboardui', services: ['dashboard-api'], impersonateCustomerId: 1001 }));
      expect(response.status).toBe(403);
    });

    const valid = { client: 'dashboardui', services: ['dashboard-api'], impersonateCustomerId: 1001 };
    it.each<[string, string]>([
      ['missing client', JSON.stringify({ services: valid.services, impersonateCustomerId: 1001 })],
      ['missing services', JSON.stringify({ client: valid.client, impersonateCustomerId: 1001 })],
      ['missing impersonateCustomerId', JSON.stringify({ client: valid.client, services: valid.services })],
      ['an empty object', '{}'],
      ['impersonateCustomerId as a string', JSON.stringify({ ...valid, impersonateCustomerId: '1001' })],
      ['impersonateCustomerId as a fraction', JSON.stringify({ ...valid, impersonateCustomerId: 1001.5 })],
      ['impersonateCustomerId zero', JSON.stringify({ ...valid, impersonateCustomerId: 0 })],
      ['impersonateCustomerId negative', JSON.stringify({ ...valid, impersonateCustomerId: -1001 })],
      ['client as a number', JSON.stringify({ ...valid, client: 7 })],
      ['an empty client', JSON.stringify({ ...valid, client: '' })],
      ['services as a string', JSON.stringify({ ...valid, services: 'dashboard-api' })],
      ['services with a number', JSON.stringify({ ...valid, services: [1] })],
      ['empty services', JSON.stringify({ ...valid, services: [] })],
      ['an extra field', JSON.stringify({ ...valid, admin: true })],
      ['a JSON array', JSON.stringify([valid])],
      ['JSON null', 'null'],
      ['a JSON string', '"hello"'],
      ['non-JSON text', 'client=dashboardui&services=dashboard-api'],
      ['truncated JSON', '{"client": "dashboardui", "services": ['],
      ['an empty body', ''],
      ['a huge body', JSON.stringify({ ...valid, client: 'x'.repeat(200_000) })],
      ['a huge services list', JSON.stringify({ ...valid, services: Array.from({ length: 5_000 }, (_, i) => `svc-${i}`) })],
    ])('answers 400 JSON for %s', async (_label, body) => {
      const cookie = await signIn(backend(), 'u-cora');
      const before = backend().state.tokens.size;
      const response = await postAccess(cookie, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; status: number };
      expect(answer).toEqual({ error: expect.any(String), status: 400 });
      expect(answer.error.length).toBeGreaterThan(0);
      expect(backend().state.tokens.size).toBe(before);
    });

    it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
      'answers 415 for a body sent as %s (what a page may send without a preflight), minting nothing and setting no cookie',
      async (contentType) => {
        const cookie = await signIn(backend(), 'u-ada');
        const before = backend().state.tokens.size;
        const response = await postAccess(cookie, JSON.stringify({ client: 'portalui', services: ['tcen'], impersonateCustomerId: 5150 }), contentType);
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({ error: 'Content-Type must be application/json', status: 415 });
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(backend().state.tokens.size).toBe(before);
        expect(backend().state.sinks.accessRequests).toEqual([]);
      },
    );

    it('answers 415 for a body without a Content-Type', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await fetch(createAccessCookieUrl(), {
        method: 'POST',
        headers: { cookie },
        body: new Blob([JSON.stringify({ client: 'dashboardui', services: ['dashboard-api'], impersonateCustomerId: 1001 })]),
      });
      expect(response.status).toBe(415);
    });

    it.each<[string, string, string[], string]>([
      ['a client no app uses', 'any-client-i-choose', ['any-service'], 'No app uses the client any-client-i-choose'],
      ['a known service under a made-up client', 'any-client-i-choose', ['dashboard-api'], 'No app uses the client any-client-i-choose'],
      ['a service its app does not have', 'dashboardui', ['dashboard-api', 'cdp-api'], 'The client dashboardui has no service cdp-api'],
      ["a service the internal tools' client does not have", 'portalui', ['tcen', 'dashboard-api'], 'The client portalui has no service dashboard-api'],
    ])('answers 403 for %s, minting nothing', async (_label, client, services, error) => {
      const cookie = await signIn(backend(), 'u-ada');
      const before = backend().state.tokens.size;
      const response = await postAccess(cookie, JSON.stringify({ client, services, impersonateCustomerId: 5150 }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error, status: 403 });
      expect(backend().state.tokens.size).toBe(before);
    });

    it('mints tokens for the client and services of every app the backend lists (any environment)', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const descriptors = new Map<string, string[]>();
      for (const env of ['Production', 'Dev']) {
        const apps = (await (await fetch(`${backend().origins.profile}/profileapi/portal/apps?env=${env}`)).json()) as Array<{ tokenDescriptor: { client: string; services: string[] } }>;
        for (const { tokenDescriptor } of apps) descriptors.set(tokenDescriptor.client, tokenDescriptor.services);
      }
      expect(descriptors.size).toBeGreaterThan(10);
      for (const [client, services] of descriptors) {
        const response = await postAccess(cookie, JSON.stringify({ client, services, impersonateCustomerId: 1001 }));
        expect(response.status, client).toBe(200);
        expect(await response.json()).toMatchObject({ client, services, customerId: 1001 });
      }
    });

    it('answers 401 (not 400) without a cookie even for a bad body', async () => {
      const response = await postAccess(undefined, 'not json');
      expect(response.status).toBe(401);
    });
  });

  describe('gateway insights API', () => {
    const getInsights = (customerId: number | string, token?: string, origin = TEST_PORTAL_ORIGIN) =>
      fetch(insightsUrl(customerId), { headers: { origin, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

    it('answers 200 with figures for the token\'s customer', async () => {
      const cookie = await signIn(backend(), 'u-mads');
      const { token } = await createToken(cookie, 1002);
      const response = await getInsights(1002, token);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { customerId: number; visitors: number; conversionRate: number };
      expect(body).toEqual({ customerId: 1002, visitors: expect.any(Number), conversionRate: expect.any(Number) });
      // Deterministic per customer.
      expect(await (await getInsights(1002, token)).json()).toEqual(body);
    });

    it('answers 401 without a token', async () => {
      const response = await getInsights(1001);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 401 });
    });

    it('answers 401 for an unknown token', async () => {
      expect((await getInsights(1001, 'tok_made_up')).status).toBe(401);
    });

    it('answers 401 for a malformed authorization header', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const { token } = await createToken(cookie, 1001);
      const response = await fetch(insightsUrl(1001), { headers: { authorization: `Basic ${token}` } });
      expect(response.status).toBe(401);
    });

    it('answers 401 for a token that has expired (state)', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const { token } = await createToken(cookie, 1001);
      expect((await getInsights(1001, token)).status).toBe(200);
      backend().state.tokens.get(token)!.expiresAt = Date.now() - 1;
      const response = await getInsights(1001, token);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401 });
    });

    it('answers 401 once a 1-second token lifetime has passed', async () => {
      await setConfig({ tokenLifetimeSeconds: 1 });
      const cookie = await signIn(backend(), 'u-cora');
      const { token } = await createToken(cookie, 1001);
      expect((await getInsights(1001, token)).status).toBe(200);
      // The backend's clock moves on 1.1 s; the real one need not.
      const clock = vi.spyOn(backend().state, 'now').mockReturnValue(backend().state.now() + 1_100);
      try {
        expect((await getInsights(1001, token)).status).toBe(401);
      } finally {
        clock.mockRestore();
      }
    });

    it('answers 403 when the token\'s customer is not the path\'s customer', async () => {
      const cookie = await signIn(backend(), 'u-mads');
      const { token } = await createToken(cookie, 1002);
      const response = await getInsights(1001, token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 403 });
    });

    it('answers 403 for the forbidden customer 4030 even with its own token', async () => {
      const cookie = await signIn(backend(), 'u-mads');
      const token = await createToken(cookie, 4030);
      expect(token.customerId).toBe(4030);
      const response = await getInsights(4030, token.token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.stringContaining('4030'), status: 403 });
    });

    it.each(['abc', '0', '-5', '1.5'])('answers 400 for the customer id %s', async (customerId) => {
      const response = await getInsights(customerId, 'tok_any');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 400 });
    });

    it('allows the apps origin by CORS without credentials', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const { token } = await createToken(cookie, 1001);
      const apps = backend().origins.apps;
      const response = await getInsights(1001, token, apps);
      expect(response.status).toBe(200);
      expectCors(response, apps, false);
    });

    it('allows the apps origin CORS also on errors, still without credentials', async () => {
      const apps = backend().origins.apps;
      const response = await getInsights(1001, undefined, apps);
      expect(response.status).toBe(401);
      expectCors(response, apps, false);
    });

    it('allows the portal origin by CORS with credentials', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const { token } = await createToken(cookie, 1001);
      const response = await getInsights(1001, token, TEST_PORTAL_ORIGIN);
      expectCors(response, TEST_PORTAL_ORIGIN, true);
    });

    it('gives a foreign origin no allow-origin', async () => {
      const response = await getInsights(1001, undefined, 'https://evil.example');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers a preflight from the apps origin for the authorization header', async () => {
      const apps = backend().origins.apps;
      const response = await fetch(insightsUrl(1001), {
        method: 'OPTIONS',
        headers: { origin: apps, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(apps);
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    });
  });
});
