// The backend serves exactly its API description (demo/server/openapi.json):
//  0. its licence ids are the portal's one list (src/config/menu-types.ts), wherever it writes them out;
//  1. every described operation, called for real, answers each of its documented statuses with the
//     documented media type and a body that matches the documented schema;
//  2. every route an origin registers is described, under the path item of that origin's port.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BackendContext, OriginEnv } from '../../demo/server/http/backend-context';
import { SIGN_IN_FORM_FIELD } from '../../demo/server/http/sign-in-form-token';
import { createAuthServer } from '../../demo/server/origins/auth-server';
import { createBlog } from '../../demo/server/origins/blog';
import { createChatApi } from '../../demo/server/origins/chat-api';
import { createErrorIngest } from '../../demo/server/origins/error-ingest';
import { createGateway } from '../../demo/server/origins/gateway';
import { createProfileApi } from '../../demo/server/origins/profile-api';
import type { RunningBackend } from '../../demo/server/start-backend';
import { BackendState, DEFAULT_CONFIG } from '../../demo/server/state/backend-state';
import { LOCAL_PORTS, localOrigins } from '../../src/config/local-ports';
import { LICENSE_IDS } from '../../src/config/menu-types';
import { TEST_PORTAL_ORIGIN, openSignInForm, signIn, useBackend } from './backend-fixture';

// ---------------------------------------------------------------------------------------------
// The API description, read on its own (not through the server's copy).
// ---------------------------------------------------------------------------------------------

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

interface MediaTypeObject {
  schema?: Record<string, unknown>;
}
interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
  headers?: Record<string, unknown>;
}
interface OperationObject {
  operationId: string;
  requestBody?: { content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}
type PathItem = { servers?: Array<{ url: string; variables?: { port?: { default: string } } }> } & Partial<
  Record<HttpMethod, OperationObject>
>;
interface OpenApiDocument {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, unknown> };
}

const DOCUMENT = JSON.parse(readFileSync(new URL('../../demo/server/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;

/** The origins that are Hono apps, with their factories. */
const HONO_ORIGINS = {
  auth: createAuthServer,
  profile: createProfileApi,
  gateway: createGateway,
  chat: createChatApi,
  blog: createBlog,
  errors: createErrorIngest,
} satisfies Record<string, (context: BackendContext) => Hono<OriginEnv>>;
type HonoOriginName = keyof typeof HONO_ORIGINS;
const HONO_ORIGIN_NAMES = Object.keys(HONO_ORIGINS) as HonoOriginName[];

/** A path item's origin, from the default of its server's port variable (5301 -> auth, ...). */
function originOfPathItem(item: PathItem): HonoOriginName | undefined {
  const port = item.servers?.[0]?.variables?.port?.default;
  return HONO_ORIGIN_NAMES.find((name) => String(LOCAL_PORTS[name]) === port);
}

/** One operation of the description. */
interface DescribedOperation {
  id: string;
  method: HttpMethod;
  path: string;
  origin: HonoOriginName | undefined;
  operation: OperationObject;
}

const OPERATIONS: DescribedOperation[] = Object.entries(DOCUMENT.paths).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ id: operation.operationId, method, path, origin: originOfPathItem(item), operation }] : [];
  }),
);

function operationById(id: string): DescribedOperation {
  const found = OPERATIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`openapi.json has no operation ${id}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Response validation: Ajv over the document's schemas, independent of the server's validator.
// ---------------------------------------------------------------------------------------------

const DOCUMENT_ID = 'https://portal-shell.local/contract/openapi.json';
const ajv = new Ajv2020({ allErrors: true, strict: false });
// ajv-formats is CommonJS: its default export arrives wrapped or bare depending on the loader.
const addFormatsPlugin = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
addFormatsPlugin(ajv);
ajv.addSchema({ $id: DOCUMENT_ID, components: DOCUMENT.components });

const validators = new Map<string, ValidateFunction>();

/** The validator of a response schema; its `#/components/...` refs point into the document's components. */
function responseValidator(key: string, schema: Record<string, unknown>): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const absolute = JSON.parse(JSON.stringify(schema), (name: string, value: unknown) =>
      name === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOCUMENT_ID}${value}` : value,
    ) as Record<string, unknown>;
    validate = ajv.compile(absolute);
    validators.set(key, validate);
  }
  return validate;
}

const xmlParser = new XMLParser({ parseTagValue: false, ignoreAttributes: false });
const mediaTypeOf = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() ?? null;
const isJson = (mediaType: string | null) => mediaType === 'application/json' || /\+json$/.test(mediaType ?? '');

/**
 * Reads a response and checks it against the description: a documented status (the expected one),
 * a documented media type (or no body where none is documented), the documented headers, and a
 * body that matches the documented schema. Returns the body (parsed JSON, or text).
 */
async function readDocumentedResponse(described: DescribedOperation, response: Response, expected: number): Promise<unknown> {
  const text = await response.text();
  const where = `${described.id}: ${response.status} ${text.slice(0, 300)}`;
  expect(Object.keys(described.operation.responses), `undocumented status (${where})`).toContain(String(response.status));
  expect(response.status, where).toBe(expected);

  const spec = described.operation.responses[String(response.status)] as ResponseObject;
  for (const header of Object.keys(spec.headers ?? {})) {
    expect(response.headers.get(header), `documented header ${header} (${where})`).toBeTruthy();
  }

  const content = spec.content ?? {};
  const mediaType = mediaTypeOf(response.headers.get('content-type'));
  if (Object.keys(content).length === 0) {
    expect(text, `${described.id} ${response.status} documents no content, so the body must be empty`).toBe('');
    return text;
  }
  expect(Object.keys(content), `content-type ${mediaType} is not documented (${where})`).toContain(mediaType);
  const schema = content[mediaType as string]?.schema;

  if (isJson(mediaType)) {
    let body: unknown;
    expect(() => (body = JSON.parse(text)), `body is not JSON (${where})`).not.toThrow();
    if (schema) {
      const validate = responseValidator(`${described.id} ${response.status} ${mediaType}`, schema);
      const valid = validate(body);
      expect(valid, `body does not match the documented schema: ${ajv.errorsText(validate.errors)} (${where})`).toBe(true);
      // The backend's one error shape carries the HTTP status it came with.
      if (schema.$ref === '#/components/schemas/Error') expect((body as { status: number }).status).toBe(response.status);
    }
    return body;
  }
  if (mediaType === 'application/rss+xml') {
    expect(XMLValidator.validate(text), `RSS is not well-formed XML (${described.id})`).toBe(true);
    const rss = xmlParser.parse(text) as { rss?: { channel?: { item?: unknown } } };
    const items = [rss.rss?.channel?.item ?? []].flat();
    expect(items.length, `RSS of ${described.id} has no <item>`).toBeGreaterThan(0);
    return text;
  }
  if (mediaType === 'text/html') {
    expect(text, `${described.id} serves an HTML document`).toMatch(/^<!doctype html>/i);
    return text;
  }
  expect(schema?.type, `${described.id}: a ${mediaType} body is documented as a string`).toBe('string');
  return text;
}

// ---------------------------------------------------------------------------------------------
// The request table: operationId -> requests, each with the status it must produce.
// ---------------------------------------------------------------------------------------------

interface CallOptions {
  /** Path parameters, filled into the path template. */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** Session cookie (`portal_session=...`). */
  cookie?: string;
  headers?: Record<string, string>;
  /** A JSON body, sent as application/json. */
  json?: unknown;
  /** A form body, sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** A raw body, sent as `contentType` (default: the first documented request media type). */
  text?: string;
  contentType?: string;
  /** The raw body goes as `contentType` although the description does not accept it (a 415 case). */
  refusedType?: boolean;
}

interface CaseContext {
  backend: RunningBackend;
  /** Calls the operation under test: its method, its path with `params`, on the origin its port names. */
  call(options?: CallOptions): Promise<Response>;
  /** Calls another described operation the same way (to set a case up or check its effect). */
  callOperation(operationId: string, options?: CallOptions): Promise<Response>;
  /** The session cookie of a freshly signed-in sample user. */
  signIn(userId: string): Promise<string>;
  /** Opens the sign-in page and posts `fields` with its form (its cookie and token), as a click on it does. */
  submitSignIn(fields: Record<string, string>): Promise<Response>;
  /** Asks the chat for an answer, reads it to the end, and returns its Run-Id. */
  chatRun(cookie: string, customerId: number): Promise<string>;
  /** An access token of the signed-in user for one customer. */
  accessToken(cookie: string, customerId: number): Promise<string>;
}

interface RequestCase {
  /** The documented status this request must produce. */
  status: number;
  /** The request, in words (for the test name). */
  when: string;
  send(ctx: CaseContext): Promise<Response>;
  /** Checks beyond the description (what the body or headers must say). */
  check?(response: Response, body: unknown, ctx: CaseContext): void | Promise<void>;
}

const QUESTION = { question: 'How do I reset my password?' };
const ACCESS_REQUEST = { client: 'dashboardui', services: ['dashboard-api'] };
const FOREIGN = { origin: 'https://evil.example' };
const PAGE_VISIT = { customerId: 1001, pageTitle: 'Dashboard', platformTitle: 'Web', domain: 'portal.example' };
const ENVELOPE_EVENT_ID = '9f0c2a1e4b7d4c3e8a6f5d2b1c0e9a8f';
const ENVELOPE = `{}\n{"type":"event"}\n${JSON.stringify({ event_id: ENVELOPE_EVENT_ID, message: 'contract test' })}\n`;
const UNUSED_PATH = '/__contract-test/unused';
const ENVS = ['Production', 'Dev', 'Staging', 'Local'] as const;

const bodyOf = <T>(body: unknown) => body as T;

/** A case that signs a user in first and keeps the cookie for its check. */
function withSession(
  userId: string,
  status: number,
  when: string,
  send: (ctx: CaseContext, cookie: string) => Promise<Response>,
  check: (response: Response, body: unknown, ctx: CaseContext, cookie: string) => void | Promise<void>,
): RequestCase {
  let cookie = '';
  return {
    status,
    when,
    async send(ctx) {
      cookie = await ctx.signIn(userId);
      return send(ctx, cookie);
    },
    check: (response, body, ctx) => check(response, body, ctx, cookie),
  };
}

function accountsCases(): RequestCase[] {
  const expected: Array<[string, number[] | number]> = [
    ['u-cora', [1001]],
    ['u-mads', [1002, 1001, 1003, 1004, 1005, 4030, 5150]],
    ['u-nora', [1003]],
    ['u-otto', [1001, 1003, 1004, 1005]],
    ['u-pia', [2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008]],
    ['u-ada', 10_000],
  ];
  return [
    ...expected.map(
      ([userId, accounts]): RequestCase => ({
        status: 200,
        when: `with the session of ${userId}`,
        send: async (ctx) => ctx.call({ cookie: await ctx.signIn(userId) }),
        check: (_response, body) => {
          const ids = bodyOf<Array<{ customerId: number }>>(body).map((customer) => customer.customerId);
          if (typeof accounts === 'number') expect(ids).toHaveLength(accounts);
          else expect(ids).toEqual(accounts);
        },
      }),
    ),
    { status: 401, when: 'without a session cookie', send: (ctx) => ctx.call() },
    { status: 401, when: 'with an unknown session cookie', send: (ctx) => ctx.call({ cookie: 'portal_session=sid_unknown' }) },
  ];
}

function definitionCases(check: (body: unknown, env: string, ctx: CaseContext) => void): RequestCase[] {
  return [
    ...ENVS.map(
      (env): RequestCase => ({
        status: 200,
        when: `for env=${env}`,
        send: (ctx) => ctx.call({ query: { env } }),
        check: (_response, body, ctx) => check(body, env, ctx),
      }),
    ),
    { status: 400, when: 'without env', send: (ctx) => ctx.call() },
    { status: 400, when: 'for an unknown env', send: (ctx) => ctx.call({ query: { env: 'production' } }) },
  ];
}

/** A call from a page on an untrusted origin: refused (403) before anything happens. */
function foreignOriginCase(options: CallOptions = {}): RequestCase {
  return { status: 403, when: 'from a page on an untrusted origin', send: (ctx) => ctx.call({ ...options, headers: { ...options.headers, ...FOREIGN } }) };
}

/** A body sent as text/plain (what a page may send without a preflight): refused (415), nothing changes. */
function plainTextCase(options: CallOptions, unchanged?: (ctx: CaseContext) => unknown): RequestCase {
  let before: unknown;
  return {
    status: 415,
    when: 'for a body sent as text/plain: refused, nothing changes',
    async send(ctx) {
      before = structuredClone(unchanged?.(ctx));
      return ctx.call({ ...options, contentType: 'text/plain', refusedType: true });
    },
    check: (_response, _body, ctx) => expect(unchanged?.(ctx)).toEqual(before),
  };
}

function feedCases(): RequestCase[] {
  return [{ status: 200, when: 'with an RSS document of at least one item', send: (ctx) => ctx.call() }];
}

const CASES: Record<string, RequestCase[]> = {
  // --- auth origin: authapi ---
  getAccessibleCustomers: accountsCases(),
  refreshAccessibleCustomers: [...accountsCases(), foreignOriginCase()],
  getUserData: [
    ...(
      [
        ['u-cora', 0, 1001, null],
        ['u-nora', 0, null, null],
        ['u-otto', 0, null, null],
        ['u-ada', 1, 5150, null],
        ['u-pia', 2, 2001, 77],
      ] as const
    ).map(
      ([userId, userRole, customerId, partnerId]): RequestCase => ({
        status: 200,
        when: `with the session of ${userId}`,
        send: async (ctx) => ctx.call({ cookie: await ctx.signIn(userId) }),
        check: (_response, body) => expect(body).toMatchObject({ userId, userRole, customerId, partnerId }),
      }),
    ),
    { status: 401, when: 'without a session cookie', send: (ctx) => ctx.call() },
    { status: 401, when: 'with an unknown session cookie', send: (ctx) => ctx.call({ cookie: 'portal_session=sid_unknown' }) },
  ],
  refreshLogin: [
    {
      status: 200,
      when: 'with a session: a later expiry',
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora') }),
      check: (_response, body) => expect(Date.parse(bodyOf<{ expirationUtc: string }>(body).expirationUtc)).toBeGreaterThan(Date.now()),
    },
    { status: 401, when: 'without a session cookie', send: (ctx) => ctx.call() },
    foreignOriginCase(),
  ],
  createAccessCookie: [
    {
      status: 200,
      when: 'for an account of the signed-in user',
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora'), json: { ...ACCESS_REQUEST, impersonateCustomerId: 1001 } }),
      check: (_response, body) => expect(body).toMatchObject({ ...ACCESS_REQUEST, customerId: 1001 }),
    },
    {
      status: 400,
      when: 'for a body that is not an AccessRequest',
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora'), json: { client: '', services: [], impersonateCustomerId: 0 } }),
    },
    {
      status: 400,
      when: 'for a body that is not JSON',
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora'), text: 'client=portal', contentType: 'application/json' }),
    },
    { status: 401, when: 'without a session cookie', send: (ctx) => ctx.call({ json: { ...ACCESS_REQUEST, impersonateCustomerId: 1001 } }) },
    {
      status: 403,
      when: 'for a customer the user may not act for',
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora'), json: { ...ACCESS_REQUEST, impersonateCustomerId: 1002 } }),
    },
    {
      status: 403,
      when: 'for a client no app uses',
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora'), json: { client: 'any-client-i-choose', services: ['x'], impersonateCustomerId: 1001 } }),
    },
    {
      status: 403,
      when: "for the internal tools' client asked by someone who is not an administrator",
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora'), json: { client: 'portalui', services: ['tcen'], impersonateCustomerId: 1001 } }),
    },
    withSession(
      'u-cora',
      415,
      'for a body sent as text/plain: no token',
      (ctx, cookie) => ctx.call({ cookie, text: JSON.stringify({ ...ACCESS_REQUEST, impersonateCustomerId: 1001 }), contentType: 'text/plain', refusedType: true }),
      (_response, _body, ctx, cookie) => {
        const sid = cookie.slice(cookie.indexOf('=') + 1);
        expect([...ctx.backend.state.tokens.values()].filter((token) => token.sessionId === sid)).toEqual([]);
      },
    ),
  ],

  // --- auth origin: identity pages ---
  signInPage: [
    {
      status: 200,
      when: 'listing every sample user',
      send: (ctx) => ctx.call(),
      check: (_response, body) => {
        for (const userId of ['u-cora', 'u-mads', 'u-nora', 'u-otto', 'u-ada', 'u-pia']) expect(body).toContain(`value="${userId}"`);
      },
    },
    {
      status: 200,
      when: 'carrying an allowed returnurl into the form',
      send: (ctx) => ctx.call({ query: { returnurl: `${TEST_PORTAL_ORIGIN}/apps/web` } }),
      check: (_response, body) => expect(body).toContain(`name="returnurl" value="${TEST_PORTAL_ORIGIN}/apps/web"`),
    },
    {
      status: 200,
      when: 'dropping a returnurl on a foreign origin',
      send: (ctx) => ctx.call({ query: { returnurl: 'https://evil.example/' } }),
      check: (_response, body) => expect(body).not.toContain('evil.example'),
    },
  ],
  signInStyles: [
    {
      status: 200,
      when: 'with the stylesheet the sign-in page links',
      send: (ctx) => ctx.call(),
      check: async (_response, body, ctx) => {
        expect(String(body)).toMatch(/\bbody\s*\{/);
        const page = await ctx.callOperation('signInPage');
        expect(await page.text()).toContain('href="/identity/sign-in.css"');
      },
    },
  ],
  signIn: [
    {
      status: 303,
      when: 'for a sample user: to the returnurl with fromauth=true and a session cookie',
      send: (ctx) => ctx.submitSignIn({ userId: 'u-cora', returnurl: `${TEST_PORTAL_ORIGIN}/apps/web?x=1` }),
      check: (response) => {
        const location = new URL(response.headers.get('location') ?? '');
        expect(location.origin).toBe(TEST_PORTAL_ORIGIN);
        expect(location.pathname).toBe('/apps/web');
        expect(location.searchParams.get('fromauth')).toBe('true');
        expect(location.searchParams.get('x')).toBe('1');
        expect(response.headers.get('set-cookie')).toMatch(/^portal_session=[^;]+;/);
      },
    },
    {
      status: 303,
      when: 'with a foreign returnurl: to the portal instead',
      send: (ctx) => ctx.submitSignIn({ userId: 'u-mads', returnurl: 'https://evil.example/' }),
      check: (response) => {
        expect(response.headers.get('location')).toBe(`${TEST_PORTAL_ORIGIN}/?fromauth=true`);
        expect(response.headers.get('set-cookie')).toMatch(/^portal_session=/);
      },
    },
    {
      status: 400,
      when: 'for an unknown user',
      send: (ctx) => ctx.submitSignIn({ userId: 'u-nobody', returnurl: `${TEST_PORTAL_ORIGIN}/` }),
      check: (response) => expect(response.headers.get('set-cookie')).toBeNull(),
    },
    {
      status: 403,
      when: 'without the form token of this browser (a post from another page): the page again, nobody signed in',
      send: (ctx) => ctx.call({ form: { userId: 'u-cora', returnurl: `${TEST_PORTAL_ORIGIN}/` } }),
      check: (response, body) => {
        expect(response.headers.get('location')).toBeNull();
        expect(response.headers.get('set-cookie') ?? '').not.toMatch(/portal_session=/);
        expect(body).toContain('Not signed in: this sign-in did not come from this page');
      },
    },
  ],
  logout: [
    withSession(
      'u-cora',
      302,
      'with autosignout=true: ends the session, to the sign-in page that returns to returnurl',
      (ctx, cookie) => {
        const returnurl = `${TEST_PORTAL_ORIGIN}/?initialurl=${encodeURIComponent('/apps/web')}`;
        return ctx.call({ cookie, query: { autosignout: 'true', returnurl } });
      },
      async (response, _body, ctx, cookie) => {
        const location = new URL(response.headers.get('location') ?? '');
        expect(`${location.origin}${location.pathname}`).toBe(`${ctx.backend.origins.auth}/identity/account/login`);
        expect(location.searchParams.get('returnurl')).toBe(`${TEST_PORTAL_ORIGIN}/?initialurl=${encodeURIComponent('/apps/web')}`);
        const after = await ctx.callOperation('getUserData', { cookie });
        await after.body?.cancel();
        expect(after.status, 'the session is over').toBe(401);
      },
    ),
    {
      status: 302,
      when: 'with autosignout=true and a foreign returnurl: to the sign-in page without it',
      send: (ctx) => ctx.call({ query: { autosignout: 'true', returnurl: 'https://evil.example/' } }),
      check: (response, _body, ctx) => expect(response.headers.get('location')).toBe(`${ctx.backend.origins.auth}/identity/account/login`),
    },
    withSession(
      'u-cora',
      200,
      'without autosignout: a page, and the session stays',
      (ctx, cookie) => ctx.call({ cookie }),
      async (_response, _body, ctx, cookie) => {
        const after = await ctx.callOperation('getUserData', { cookie });
        await after.body?.cancel();
        expect(after.status, 'the session is still valid').toBe(200);
      },
    ),
    { status: 200, when: 'with autosignout=false', send: (ctx) => ctx.call({ query: { autosignout: 'false' } }) },
  ],

  // --- profile origin ---
  getAppDefinitions: definitionCases((body, env, ctx) => {
    const apps = bodyOf<Array<{ iframeBaseUrl: string }>>(body);
    expect(apps.length).toBeGreaterThan(0);
    if (env === 'Local') for (const app of apps) expect(app.iframeBaseUrl.startsWith(ctx.backend.origins.apps)).toBe(true);
  }),
  getMenuDefinition: definitionCases((body) => expect(bodyOf<{ platforms: unknown[] }>(body).platforms.length).toBeGreaterThan(0)),
  trackPageVisit: [
    {
      status: 204,
      when: 'for a valid page visit with a session: recorded in the sink',
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora'), json: PAGE_VISIT }),
      check: (_response, _body, ctx) => expect(ctx.backend.state.sinks.pageVisits).toMatchObject([{ ...PAGE_VISIT, userId: 'u-cora' }]),
    },
    {
      status: 400,
      when: 'for a body that is not a PageVisit',
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora'), json: { ...PAGE_VISIT, customerId: 0 } }),
    },
    {
      status: 400,
      when: 'for a body that is not JSON',
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora'), text: '{"customerId":', contentType: 'application/json' }),
    },
    { status: 401, when: 'without a session cookie', send: (ctx) => ctx.call({ json: PAGE_VISIT }) },
    {
      status: 403,
      when: 'for a customer the user may not act for',
      send: async (ctx) => ctx.call({ cookie: await ctx.signIn('u-cora'), json: { ...PAGE_VISIT, customerId: 4030 } }),
    },
    plainTextCase({ text: JSON.stringify(PAGE_VISIT) }, (ctx) => ctx.backend.state.sinks.pageVisits),
  ],

  // --- gateway origin ---
  getReleaseNotesFeed: feedCases(),
  getEBooksFeed: feedCases(),
  getCustomerInsights: [
    {
      status: 200,
      when: "with the app's bearer token for that customer",
      send: async (ctx) => {
        const token = await ctx.accessToken(await ctx.signIn('u-mads'), 1002);
        return ctx.call({ params: { customerId: 1002 }, headers: { authorization: `Bearer ${token}` } });
      },
      check: (_response, body) => expect(body).toMatchObject({ customerId: 1002 }),
    },
    { status: 400, when: 'for a customer id that is not a positive integer', send: (ctx) => ctx.call({ params: { customerId: 'abc' } }) },
    { status: 401, when: 'without a bearer token', send: (ctx) => ctx.call({ params: { customerId: 1002 } }) },
    {
      status: 401,
      when: 'with an unknown bearer token',
      send: (ctx) => ctx.call({ params: { customerId: 1002 }, headers: { authorization: 'Bearer tok_unknown' } }),
    },
    {
      status: 403,
      when: "with a token for another customer",
      send: async (ctx) => {
        const token = await ctx.accessToken(await ctx.signIn('u-mads'), 1002);
        return ctx.call({ params: { customerId: 1001 }, headers: { authorization: `Bearer ${token}` } });
      },
    },
    {
      status: 403,
      when: 'for the customer that is forbidden at the gateway (4030)',
      send: async (ctx) => {
        const token = await ctx.accessToken(await ctx.signIn('u-mads'), 4030);
        return ctx.call({ params: { customerId: 4030 }, headers: { authorization: `Bearer ${token}` } });
      },
    },
  ],

  // --- blog origin ---
  getBlogFeed: feedCases(),

  // --- chat origin ---
  chat: [
    {
      status: 200,
      when: 'for a question: a streamed plain-text answer with a Run-Id',
      send: async (ctx) => ctx.call({ params: { customerId: 1001 }, cookie: await ctx.signIn('u-cora'), json: QUESTION }),
      check: (response, body) => {
        expect(response.headers.get('run-id')).toMatch(/^\S+$/);
        expect(String(body).trim().length).toBeGreaterThan(0);
      },
    },
    {
      status: 400,
      when: 'for a body without a question',
      send: async (ctx) => ctx.call({ params: { customerId: 1001 }, cookie: await ctx.signIn('u-cora'), json: {} }),
    },
    {
      status: 400,
      when: 'for a blank question',
      send: async (ctx) => ctx.call({ params: { customerId: 1001 }, cookie: await ctx.signIn('u-cora'), json: { question: '   ' } }),
    },
    {
      status: 400,
      when: 'for a body that is not JSON',
      send: async (ctx) =>
        ctx.call({ params: { customerId: 1001 }, cookie: await ctx.signIn('u-cora'), text: 'question?', contentType: 'application/json' }),
    },
    { status: 401, when: 'without a session cookie', send: (ctx) => ctx.call({ params: { customerId: 1001 }, json: QUESTION }) },
    {
      status: 403,
      when: 'for a customer the user may not act for',
      send: async (ctx) => ctx.call({ params: { customerId: 1002 }, cookie: await ctx.signIn('u-cora'), json: QUESTION }),
    },
    plainTextCase({ params: { customerId: 1001 }, text: JSON.stringify(QUESTION) }, (ctx) => ctx.backend.state.chatRuns.size),
  ],
  chatFeedback: [
    {
      status: 200,
      when: "on an answer's Run-Id: recorded in the sink",
      send: async (ctx) => {
        const cookie = await ctx.signIn('u-cora');
        const runId = await ctx.chatRun(cookie, 1001);
        return ctx.call({ params: { customerId: 1001 }, cookie, json: { run_id: runId, score: 1, comment: 'Helpful' } });
      },
      check: (_response, body, ctx) => {
        expect(body).toEqual({ ok: true });
        expect(ctx.backend.state.sinks.feedback).toMatchObject([{ score: 1, comment: 'Helpful', customerId: 1001 }]);
      },
    },
    {
      status: 400,
      when: 'for a body that is not Feedback',
      send: async (ctx) => ctx.call({ params: { customerId: 1001 }, cookie: await ctx.signIn('u-cora'), json: { run_id: 'run_x', score: 5 } }),
    },
    { status: 401, when: 'without a session cookie', send: (ctx) => ctx.call({ params: { customerId: 1001 }, json: { run_id: 'run_x', score: 1 } }) },
    {
      status: 403,
      when: 'for a customer the user may not act for',
      send: async (ctx) => ctx.call({ params: { customerId: 1002 }, cookie: await ctx.signIn('u-cora'), json: { run_id: 'run_x', score: 1 } }),
    },
    {
      status: 404,
      when: 'for an unknown Run-Id',
      send: async (ctx) =>
        ctx.call({ params: { customerId: 1001 }, cookie: await ctx.signIn('u-cora'), json: { run_id: 'run_unknown', score: 0 } }),
    },
    {
      status: 404,
      when: "for another user's Run-Id",
      send: async (ctx) => {
        const runId = await ctx.chatRun(await ctx.signIn('u-mads'), 1001);
        return ctx.call({ params: { customerId: 1001 }, cookie: await ctx.signIn('u-cora'), json: { run_id: runId, score: 1 } });
      },
    },
    {
      status: 409,
      when: 'for a second feedback on the same answer',
      send: async (ctx) => {
        const cookie = await ctx.signIn('u-cora');
        const runId = await ctx.chatRun(cookie, 1001);
        const first = await ctx.call({ params: { customerId: 1001 }, cookie, json: { run_id: runId, score: 1 } });
        await first.body?.cancel();
        expect(first.status, 'the first feedback is accepted').toBe(200);
        return ctx.call({ params: { customerId: 1001 }, cookie, json: { run_id: runId, score: 0 } });
      },
    },
    plainTextCase({ params: { customerId: 1001 }, text: JSON.stringify({ run_id: 'run_x', score: 1 }) }, (ctx) => ctx.backend.state.sinks.feedback),
  ],

  // --- errors origin ---
  ingestErrorEnvelope: [
    {
      status: 200,
      when: "for a minimal envelope with one event: the event's id, kept in the sink",
      send: (ctx) => ctx.call({ params: { projectId: '1' }, text: ENVELOPE }),
      check: (_response, body, ctx) => {
        expect(body).toEqual({ id: ENVELOPE_EVENT_ID });
        expect(ctx.backend.state.sinks.errorEvents).toMatchObject([{ event_id: ENVELOPE_EVENT_ID }]);
      },
    },
    {
      status: 200,
      when: 'for an envelope sent as text/plain',
      send: (ctx) => ctx.call({ params: { projectId: '1' }, text: ENVELOPE, contentType: 'text/plain' }),
      check: (_response, body) => expect(body).toEqual({ id: ENVELOPE_EVENT_ID }),
    },
    {
      status: 400,
      when: 'for a garbage body',
      send: (ctx) => ctx.call({ params: { projectId: '1' }, text: 'this is not an envelope\n{{{' }),
      check: (_response, _body, ctx) => expect(ctx.backend.state.sinks.errorEvents).toEqual([]),
    },
  ],

  // --- admin endpoints (described once, on the auth port) ---
  listFaults: [
    {
      status: 200,
      when: 'listing a rule that was switched on',
      send: async (ctx) => {
        const added = await ctx.callOperation('addFault', { json: { fault: 'latency:1', path: UNUSED_PATH } });
        await added.body?.cancel();
        return ctx.call();
      },
      check: (_response, body) => expect(body).toMatchObject([{ path: UNUSED_PATH, fault: { kind: 'latency', ms: 1 } }]),
    },
    { status: 200, when: 'with no rules', send: (ctx) => ctx.call(), check: (_response, body) => expect(body).toEqual([]) },
    foreignOriginCase(),
  ],
  listHeldRequests: [
    { status: 200, when: 'with nothing held', send: (ctx) => ctx.call(), check: (_response, body) => expect(body).toEqual([]) },
    {
      status: 200,
      when: 'while a latency fault holds a request back',
      send: async (ctx) => {
        const added = await ctx.callOperation('addFault', { json: { fault: 'latency:300', origin: 'gateway', path: UNUSED_PATH } });
        await added.body?.cancel();
        const held = fetch(`${ctx.backend.origins.gateway}${UNUSED_PATH}`).then((response) => response.body?.cancel());
        let response: Response;
        for (;;) {
          response = await ctx.call();
          if (((await response.clone().json()) as unknown[]).length > 0) break;
          await response.body?.cancel();
        }
        await held;
        return response;
      },
      check: (_response, body) => expect(body).toEqual([{ origin: 'gateway', method: 'GET', path: UNUSED_PATH }]),
    },
    foreignOriginCase(),
  ],
  addFault: [
    {
      status: 201,
      when: 'for a valid fault request',
      send: (ctx) => ctx.call({ json: { fault: 'status:503', origin: 'gateway', method: 'GET', path: UNUSED_PATH, times: 1 } }),
      check: (_response, body) => expect(body).toMatchObject({ origin: 'gateway', remaining: 1, probability: 1, fault: { kind: 'status', status: 503 } }),
    },
    { status: 400, when: 'for a fault that is not described', send: (ctx) => ctx.call({ json: { fault: 'explode' } }) },
    { status: 400, when: 'for a status outside 400-599', send: (ctx) => ctx.call({ json: { fault: 'status:999' } }) },
    foreignOriginCase({ json: { fault: 'drop', path: UNUSED_PATH } }),
    plainTextCase({ text: JSON.stringify({ fault: 'drop', path: UNUSED_PATH }) }, (ctx) => ctx.backend.state.faults.list()),
  ],
  clearFaults: [
    {
      status: 204,
      when: 'switching every rule off',
      send: async (ctx) => {
        const added = await ctx.callOperation('addFault', { json: { fault: 'drop', path: UNUSED_PATH } });
        await added.body?.cancel();
        return ctx.call();
      },
      check: (_response, _body, ctx) => expect(ctx.backend.state.faults.list()).toEqual([]),
    },
    foreignOriginCase(),
  ],
  getConfig: [
    { status: 200, when: 'with the default settings', send: (ctx) => ctx.call(), check: (_r, body) => expect(body).toEqual(DEFAULT_CONFIG) },
    foreignOriginCase(),
  ],
  setConfig: [
    {
      status: 200,
      when: 'for a valid patch: the merged settings',
      send: (ctx) => ctx.call({ json: { tokenLifetimeSeconds: 60 } }),
      check: (_response, body) => expect(body).toEqual({ ...DEFAULT_CONFIG, tokenLifetimeSeconds: 60 }),
    },
    { status: 400, when: 'for an out-of-range value', send: (ctx) => ctx.call({ json: { chatChunkDelayMs: -1 } }) },
    { status: 400, when: 'for an unknown setting', send: (ctx) => ctx.call({ json: { unknownSetting: 1 } }) },
    foreignOriginCase({ json: { tokenLifetimeSeconds: 1 } }),
    plainTextCase({ text: JSON.stringify({ tokenLifetimeSeconds: 1 }) }, (ctx) => ctx.backend.state.config),
  ],
  readSink: [
    ...(['page-visits', 'feedback', 'errors'] as const).map(
      (sink): RequestCase => ({
        status: 200,
        when: `for the ${sink} sink`,
        send: (ctx) => ctx.call({ params: { sink } }),
      }),
    ),
    {
      status: 200,
      when: 'for the errors sink after an envelope: its event',
      send: async (ctx) => {
        const ingested = await ctx.callOperation('ingestErrorEnvelope', { params: { projectId: '1' }, text: ENVELOPE });
        await ingested.body?.cancel();
        return ctx.call({ params: { sink: 'errors' } });
      },
      check: (_response, body) => expect(body).toMatchObject([{ event_id: ENVELOPE_EVENT_ID }]),
    },
    { status: 404, when: 'for an unknown sink', send: (ctx) => ctx.call({ params: { sink: 'nope' } }) },
    // Names of Object.prototype members are not sinks either (they once answered 200 or 500).
    ...['constructor', 'toString', 'hasOwnProperty'].map(
      (sink): RequestCase => ({ status: 404, when: `for "${sink}"`, send: (ctx) => ctx.call({ params: { sink } }) }),
    ),
    foreignOriginCase({ params: { sink: 'page-visits' } }),
  ],
  reset: [
    {
      status: 204,
      when: 'restoring the default settings and switching faults off',
      send: async (ctx) => {
        const configured = await ctx.callOperation('setConfig', { json: { chatChunkDelayMs: 0 } });
        await configured.body?.cancel();
        const added = await ctx.callOperation('addFault', { json: { fault: 'drop', path: UNUSED_PATH } });
        await added.body?.cancel();
        return ctx.call({ json: {} });
      },
      check: (_response, _body, ctx) => {
        expect(ctx.backend.state.config).toEqual(DEFAULT_CONFIG);
        expect(ctx.backend.state.faults.list()).toEqual([]);
      },
    },
    foreignOriginCase({ json: {} }),
    plainTextCase({ text: '{}' }),
  ],
};

// ---------------------------------------------------------------------------------------------
// Calling the running backend.
// ---------------------------------------------------------------------------------------------

async function callOperation(backend: RunningBackend, described: DescribedOperation, options: CallOptions = {}): Promise<Response> {
  if (!described.origin) throw new Error(`${described.id}: its path item names no backend origin by its port`);
  const path = described.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`${described.id}: no value for path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(path, backend.origins[described.origin]);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);

  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  const documentedTypes = Object.keys(described.operation.requestBody?.content ?? {});
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  } else if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (options.text !== undefined) {
    body = options.text;
    headers['content-type'] = options.contentType ?? documentedTypes[0] ?? 'text/plain';
  }
  if (body !== undefined && !options.refusedType) {
    // Requests are sent as the description says they are: no undocumented request media types.
    expect(documentedTypes, `${described.id}: request content-type`).toContain(headers['content-type']);
  }
  return fetch(url, { method: described.method.toUpperCase(), headers, body, redirect: 'manual' });
}

function caseContext(backend: RunningBackend, described: DescribedOperation): CaseContext {
  const ctx: CaseContext = {
    backend,
    call: (options) => callOperation(backend, described, options),
    callOperation: (operationId, options) => callOperation(backend, operationById(operationId), options),
    signIn: (userId) => signIn(backend, userId),
    async submitSignIn(fields) {
      const form = await openSignInForm(backend.origins.auth);
      return ctx.call({ cookie: form.cookie, form: { [SIGN_IN_FORM_FIELD]: form.token, ...fields } });
    },
    async chatRun(cookie, customerId) {
      const response = await ctx.callOperation('chat', { params: { customerId }, cookie, json: QUESTION });
      const answer = await response.text();
      const runId = response.headers.get('run-id');
      if (response.status !== 200 || !runId) throw new Error(`chat for ${customerId} answered ${response.status}: ${answer}`);
      return runId;
    },
    async accessToken(cookie, customerId) {
      const response = await ctx.callOperation('createAccessCookie', { cookie, json: { ...ACCESS_REQUEST, impersonateCustomerId: customerId } });
      const body = (await response.json()) as { token?: string };
      if (response.status !== 200 || !body.token) throw new Error(`CreateAccessCookie for ${customerId} answered ${response.status}`);
      return body.token;
    },
  };
  return ctx;
}

// ---------------------------------------------------------------------------------------------
// The tests.
// ---------------------------------------------------------------------------------------------

const documentedStatuses = (described: DescribedOperation) => Object.keys(described.operation.responses).map(Number);

describe('the API description and the contract-test table', () => {
  it('describes at least one operation, each with a unique operationId', () => {
    const ids = OPERATIONS.map((described) => described.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names a backend origin by the port default of every path item', () => {
    const unknown = Object.entries(DOCUMENT.paths)
      .filter(([, item]) => !originOfPathItem(item))
      .map(([path, item]) => `${path} (port ${item.servers?.[0]?.variables?.port?.default ?? 'missing'})`);
    expect(unknown).toEqual([]);
  });

  it('compiles every documented JSON response schema', () => {
    for (const described of OPERATIONS) {
      for (const [status, response] of Object.entries(described.operation.responses)) {
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          if (isJson(mediaType) && media.schema) {
            expect(() => responseValidator(`${described.id} ${status} ${mediaType}`, media.schema ?? {}), `${described.id} ${status}`).not.toThrow();
          }
        }
      }
    }
  });

  it('has request cases for every described operation', () => {
    expect(OPERATIONS.filter((described) => !CASES[described.id]?.length).map((described) => described.id)).toEqual([]);
  });

  it('has no request cases for operations the description lacks', () => {
    const described = new Set(OPERATIONS.map((operation) => operation.id));
    expect(Object.keys(CASES).filter((id) => !described.has(id))).toEqual([]);
  });

  it('exercises every documented status of every operation', () => {
    const missing = OPERATIONS.flatMap((described) => {
      const exercised = new Set((CASES[described.id] ?? []).map((requestCase) => requestCase.status));
      return documentedStatuses(described)
        .filter((status) => !exercised.has(status))
        .map((status) => `${described.id} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('expects only documented statuses', () => {
    const undocumented = OPERATIONS.flatMap((described) =>
      (CASES[described.id] ?? [])
        .filter((requestCase) => !documentedStatuses(described).includes(requestCase.status))
        .map((requestCase) => `${described.id} ${requestCase.status} (${requestCase.when})`),
    );
    expect(undocumented).toEqual([]);
  });
});

describe('the backend serves every described operation as described', () => {
  const backend = useBackend();

  for (const described of OPERATIONS) {
    describe(`${described.method.toUpperCase()} ${described.path} (${described.id}, ${described.origin ?? 'unknown'} origin)`, () => {
      const cases = CASES[described.id] ?? [];
      if (cases.length === 0) {
        it('has request cases in the contract table', () => {
          expect.fail(`Add cases for ${described.id} to CASES in tests/backend/contract.test.ts`);
        });
      }
      for (const requestCase of cases) {
        it(`answers ${requestCase.status} ${requestCase.when}`, async () => {
          const ctx = caseContext(backend(), described);
          const response = await requestCase.send(ctx);
          const body = await readDocumentedResponse(described, response, requestCase.status);
          await requestCase.check?.(response, body, ctx);
        });
      }
    });
  }
});

describe('the backend registers only described routes', () => {
  const origins = localOrigins();
  const context: BackendContext = { state: new BackendState(), origins, portalOrigins: [origins.portal] };
  const isAdmin = (path: string) => path === '/__admin' || path.startsWith('/__admin/');

  /** The (method, path) routes of an origin's Hono app, in the description's path-template syntax. */
  function routesOf(name: HonoOriginName): Array<{ method: string; path: string }> {
    return HONO_ORIGINS[name](context)
      .routes.filter((route) => route.method !== 'ALL' && route.path !== '*' && route.path !== '/*')
      .map((route) => ({ method: route.method.toLowerCase(), path: route.path.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}') }));
  }

  for (const name of HONO_ORIGIN_NAMES) {
    it(`describes every route of the ${name} origin under the ${name} port (admin routes under any)`, () => {
      const routes = routesOf(name);
      expect(routes.length).toBeGreaterThan(0);
      const undescribed = routes
        .filter(({ method, path }) => {
          const item = DOCUMENT.paths[path];
          if (!item?.[method as HttpMethod]) return true;
          return !isAdmin(path) && originOfPathItem(item) !== name;
        })
        .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
      expect(undescribed, `routes of the ${name} origin missing from openapi.json (or described on another port)`).toEqual([]);
    });
  }

  it('registers every described operation on the origin its port names (admin operations on every origin)', () => {
    const registered = new Map(HONO_ORIGIN_NAMES.map((name) => [name, new Set(routesOf(name).map(({ method, path }) => `${method} ${path}`))]));
    const unregistered = OPERATIONS.flatMap((described) => {
      const key = `${described.method} ${described.path}`;
      const where = isAdmin(described.path) ? HONO_ORIGIN_NAMES : described.origin ? [described.origin] : [];
      const missingOn = where.filter((name) => !registered.get(name)?.has(key));
      return where.length === 0 ? [`${described.id}: no origin`] : missingOn.map((name) => `${described.id} on ${name}`);
    });
    expect(unregistered).toEqual([]);
  });
});

describe('the licence ids of the API description are the portal\'s list', () => {
  /** Every `enum` of the description with the property path that holds it. */
  function enumsOf(node: unknown, path: string): Array<{ path: string; values: unknown[] }> {
    if (Array.isArray(node)) return node.flatMap((child, index) => enumsOf(child, `${path}[${index}]`));
    if (typeof node !== 'object' || node === null) return [];
    return Object.entries(node).flatMap(([key, child]) =>
      key === 'enum' && Array.isArray(child) ? [{ path, values: child as unknown[] }] : enumsOf(child, `${path}.${key}`),
    );
  }
  const licenceEnums = enumsOf(DOCUMENT, '$').filter(({ values }) => values.some((value) => (LICENSE_IDS as readonly unknown[]).includes(value)));

  it('writes the list out three times: productTags of an accessible customer, licenseId of a menu item and of a sub-item', () => {
    expect(licenceEnums.map(({ path }) => path.split('.').at(-1))).toEqual(['items', 'licenseId', 'licenseId']);
  });

  it('each of them holds exactly LICENSE_IDS, in any order', () => {
    for (const { path, values } of licenceEnums) expect([...values].sort(), path).toEqual([...LICENSE_IDS].sort());
  });
});
