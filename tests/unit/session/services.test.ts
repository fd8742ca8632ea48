import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAccessToken,
  getAccessibleCustomers,
  getUserData,
  loginUrl,
  logoutUrl,
  refreshAccessibleCustomers,
  refreshLogin,
} from '../../../src/services/auth-service';
import { getAppDefinitions, getMenuDefinition } from '../../../src/services/definitions-service';
import { createHttpClient, type HttpClient } from '../../../src/services/http-client';
import { HttpError, httpErrorOfStatus, httpStatusOf, toHttpError } from '../../../src/services/http-error';
import { trackPageVisit } from '../../../src/services/tracking-service';

// ---------------------------------------------------------------------------------------------
// Helpers

/** What the HTTP client rejects with when the server answers `status`. */
const answered = (status: number): HttpError => httpErrorOfStatus(status);

/** The platform's fetch as axios's fetch adapter calls it: a Request (and the `fetchOptions` it was made with). */
type Fetch = (request: Request, init?: RequestInit) => Promise<Response>;

/**
 * An answer the browser gives but Node's Response cannot be made with: status 0, an `opaque` one
 * (a no-cors call) or an `opaqueredirect` one (a redirect not followed), no body, no headers.
 */
const opaqueAnswer = (type: 'opaque' | 'opaqueredirect') =>
  ({ ok: false, status: 0, statusText: '', type, body: null, headers: new Headers(), text: () => Promise.resolve('') }) as unknown as Response;

/** The platform's fetch, answering every call with `answer` (a status, a Response, or a rejection); its calls are kept. */
function fakeFetch(answer: number | Response | Error) {
  const fetch = vi.fn<Fetch>(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(typeof answer === 'number' ? new Response(null, { status: answer }) : answer),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => void vi.unstubAllGlobals());

/** The HttpError a call of the real client rejects with when fetch gives `answer`. */
async function failedCall(answer: number | Response | Error): Promise<HttpError> {
  fakeFetch(answer);
  return rejection(createHttpClient({ baseURL: 'https://auth.portal.example', withCredentials: true }).get('/x'));
}

/** A fake HTTP client: only get and post, as spies. */
function fakeClient() {
  const get = vi.fn<(url: string, options?: unknown) => Promise<{ data: unknown }>>();
  const post = vi.fn<(url: string, body?: unknown) => Promise<{ data: unknown }>>();
  return { client: { get, post } as unknown as HttpClient, get, post };
}

/** The HttpError a promise rejects with (fails the test if it resolves or rejects otherwise). */
async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const GOOD_USER = {
  metadataUserId: 'meta-1',
  email: 'ada@example.com',
  userId: 'u-1',
  userName: 'ada',
  fullName: 'Ada Lovelace',
  customerId: 1001,
  partnerId: null,
  userRole: 1,
};

const GOOD_TOKEN = {
  token: 'abc',
  client: 'dashboardui',
  services: ['dashboard-api'],
  customerId: 1001,
  expirationUtc: '2030-01-01T00:00:00Z',
};

// ---------------------------------------------------------------------------------------------

describe('The HTTP client also has its own generic error classes (network error, timeout, canceled, bad request, bad response)', () => {
  it.each([
    [400, 'bad-request'],
    [401, 'bad-request'],
    [403, 'bad-request'],
    [404, 'bad-request'],
    [499, 'bad-request'],
    [500, 'bad-response'],
    [503, 'bad-response'],
  ] as const)('an answered status %i is %s, keeping the status', async (status, kind) => {
    const error = await failedCall(status);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.hasStatus(status)).toBe(true);
  });

  it('a 401 answer reports hasStatus(400, 401)', async () => {
    const error = await failedCall(401);
    expect(error.message).toBe('HTTP 401');
    expect(error.hasStatus(400, 401)).toBe(true);
    expect(error.hasStatus(500)).toBe(false);
  });

  it('an abort is canceled, without a status', async () => {
    const error = await failedCall(new DOMException('The operation was aborted.', 'AbortError'));
    expect(error.kind).toBe('canceled');
    expect(error.status).toBeUndefined();
    expect(error.hasStatus(0)).toBe(false);
  });

  it('the time limit passing is timeout', async () => {
    const error = await failedCall(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeUndefined();
  });

  it('no answer (fetch rejects with a TypeError) is network, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await failedCall(cause);
    expect(error.cause).toBe(cause);
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Network Error');
  });

  it('no answer, but a no-cors probe of the same address answers (opaque): the server refused this origin, origin-refused', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetch = vi.fn<Fetch>().mockRejectedValueOnce(cause).mockResolvedValueOnce(opaqueAnswer('opaque'));
    vi.stubGlobal('fetch', fetch);
    const error = await rejection(createHttpClient({ baseURL: 'https://auth.portal.example', withCredentials: true }).get('/x', { params: { a: '1' } }));
    expect(error.kind).toBe('origin-refused');
    expect(error.cause).toBe(cause);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [probe] = fetch.mock.calls[1]!;
    expect(probe.url).toBe(fetch.mock.calls[0]![0].url);
    expect(probe.url).toBe('https://auth.portal.example/x?a=1');
    expect(probe).toMatchObject({ method: 'GET', mode: 'no-cors', credentials: 'omit' });
  });

  it('no answer, and the probe gets none either: a network failure; a timeout or an HTTP answer is never probed', async () => {
    const fetch = fakeFetch(new TypeError('Failed to fetch'));
    expect((await rejection(createHttpClient({ baseURL: 'https://auth.portal.example', withCredentials: true }).get('/x'))).kind).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const answer of [new DOMException('The operation timed out.', 'TimeoutError'), 500]) {
      const again = fakeFetch(answer);
      await rejection(createHttpClient({ baseURL: 'https://auth.portal.example', withCredentials: true }).get('/x'));
      expect(again).toHaveBeenCalledTimes(1);
    }
  });

  it('a POST with no answer is probed with POST: a server or fault that drops that call drops the probe too', async () => {
    const fetch = vi.fn<Fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    expect((await rejection(createHttpClient({ baseURL: 'https://auth.portal.example', withCredentials: true }).post('/refresh', undefined))).kind).toBe('network');
    expect(fetch.mock.calls[1]![0]).toMatchObject({ method: 'POST', mode: 'no-cors', credentials: 'omit' });
  });

  it('an answer whose body breaks off is a network failure, never probed for a refused origin', async () => {
    const cut = { ok: true, status: 200, type: 'basic', body: new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) }), headers: new Headers() } as unknown as Response;
    const fetch = vi.fn<Fetch>().mockResolvedValueOnce(cut).mockResolvedValue(opaqueAnswer('opaque'));
    vi.stubGlobal('fetch', fetch);
    expect((await rejection(createHttpClient({ baseURL: 'https://auth.portal.example', withCredentials: true }).get('/x'))).kind).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a body that breaks off as the browser words it ("Failed to fetch", as a call with no answer) is still never probed', async () => {
    const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('Failed to fetch')) });
    const fetch = vi.fn<Fetch>().mockResolvedValueOnce(new Response(body)).mockResolvedValue(opaqueAnswer('opaque'));
    vi.stubGlobal('fetch', fetch);
    expect((await rejection(createHttpClient({ baseURL: 'https://auth.portal.example', withCredentials: true }).get('/x'))).kind).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a refused redirect (an opaque redirect, status 0) is bad-request with status 0', async () => {
    const error = await failedCall(opaqueAnswer('opaqueredirect'));
    expect(error.kind).toBe('bad-request');
    expect(error.status).toBe(0);
    expect(error.hasStatus(0)).toBe(true);
  });

  it('a DOMException AbortError is canceled', () => {
    expect(toHttpError(new DOMException('The operation was aborted.', 'AbortError')).kind).toBe('canceled');
  });

  it('another DOMException is network', () => {
    expect(toHttpError(new DOMException('nope', 'NotAllowedError')).kind).toBe('network');
  });

  it('a plain Error is network, keeping its message and cause', () => {
    const original = new Error('socket hang up');
    const error = toHttpError(original);
    expect(error.kind).toBe('network');
    expect(error.message).toBe('socket hang up');
    expect(error.cause).toBe(original);
    expect(error.status).toBeUndefined();
  });

  it('a thrown non-Error is network', () => {
    expect(toHttpError('boom').kind).toBe('network');
  });

  it('an HttpError is returned as it is', () => {
    const original = new HttpError('invalid-body', 'bad');
    expect(toHttpError(original)).toBe(original);
  });

  it('HttpError is an Error named HttpError', () => {
    const error = new HttpError('timeout', 'slow');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
  });

  it('httpStatusOf reads the status of an HttpError, and nothing else', () => {
    expect(httpStatusOf(new HttpError('bad-request', 'x', 401))).toBe(401);
    expect(httpStatusOf(new HttpError('network', 'x'))).toBeUndefined();
    expect(httpStatusOf(answered(502))).toBe(502);
    expect(httpStatusOf({ response: { status: 502 } })).toBeUndefined();
    expect(httpStatusOf(new Error('x'))).toBeUndefined();
    expect(httpStatusOf({ status: 401 })).toBeUndefined();
    expect(httpStatusOf(undefined)).toBeUndefined();
  });
});

describe('GET {authServer}/authapi/Login/GetUserData', () => {
  it('calls the path and returns the user data', async () => {
    const { client, get, post } = fakeClient();
    get.mockResolvedValue({ data: GOOD_USER });
    await expect(getUserData(client)).resolves.toEqual(GOOD_USER);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe('/authapi/Login/GetUserData');
    expect(post).not.toHaveBeenCalled();
  });

  it.each([0, 1, 2])('accepts userRole %i (0 normal user, 1 admin, 2 partner)', async (userRole) => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: { ...GOOD_USER, userRole } });
    expect((await getUserData(client)).userRole).toBe(userRole);
  });

  it.each([
    ['3', 3],
    ['-1', -1],
    ['"1" (a string)', '1'],
    ['null', null],
    ['missing', undefined],
  ])('rejects userRole %s as invalid-body', async (_label, userRole) => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: { ...GOOD_USER, userRole } });
    expect((await rejection(getUserData(client))).kind).toBe('invalid-body');
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['an array', [GOOD_USER]],
    ['without userId', { ...GOOD_USER, userId: undefined }],
    ['without email', { ...GOOD_USER, email: 42 }],
    ['with a fractional customerId', { ...GOOD_USER, customerId: 1.5 }],
    ['with a string partnerId', { ...GOOD_USER, partnerId: '7' }],
  ])('a body %s is invalid-body', async (_label, data) => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data });
    expect((await rejection(getUserData(client))).kind).toBe('invalid-body');
  });

  it('fills missing optional strings: userName from email, fullName and metadataUserId empty', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: { email: 'a@b.c', userId: 'u', customerId: null, partnerId: 3, userRole: 2 } });
    expect(await getUserData(client)).toEqual({
      metadataUserId: '',
      email: 'a@b.c',
      userId: 'u',
      userName: 'a@b.c',
      fullName: '',
      customerId: null,
      partnerId: 3,
      userRole: 2,
    });
  });

  it('a 401 answer rejects with bad-request status 401', async () => {
    const { client, get } = fakeClient();
    get.mockRejectedValue(answered(401));
    const error = await rejection(getUserData(client));
    expect(error.kind).toBe('bad-request');
    expect(error.status).toBe(401);
  });

  it('a network failure rejects with network', async () => {
    const { client, get } = fakeClient();
    get.mockRejectedValue(new HttpError('network', 'Network Error'));
    expect((await rejection(getUserData(client))).kind).toBe('network');
  });
});

describe('GET {authServer}/authapi/Login/GetAccessibleCustomers', () => {
  it('calls the path and returns the customers', async () => {
    const { client, get } = fakeClient();
    const data = [{ customerId: 1001, customerName: 'Acme', partnerId: 7, productTags: ['WEB', 'CDP'] }];
    get.mockResolvedValue({ data });
    await expect(getAccessibleCustomers(client)).resolves.toEqual(data);
    expect(get.mock.calls[0]?.[0]).toBe('/authapi/Login/GetAccessibleCustomers');
  });

  it('drops malformed entries but keeps the good ones', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({
      data: [
        { customerId: 1, customerName: 'One', partnerId: null, productTags: [] },
        null,
        'two',
        { customerId: '3', customerName: 'String id' },
        { customerId: 2.5, customerName: 'Fraction' },
        { customerName: 'No id' },
        [4],
        { customerId: 5, customerName: 'Five', partnerId: null, productTags: ['MC'] },
      ],
    });
    expect(await getAccessibleCustomers(client)).toEqual([
      { customerId: 1, customerName: 'One', partnerId: null, productTags: [] },
      { customerId: 5, customerName: 'Five', partnerId: null, productTags: ['MC'] },
    ]);
  });

  it('filters unknown product tags', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({
      data: [{ customerId: 1, customerName: 'One', partnerId: null, productTags: ['WEB', 'web', 'BOGUS', 7, null, 'SITESEARCH', 'FREE'] }],
    });
    expect((await getAccessibleCustomers(client))[0]?.productTags).toEqual(['WEB', 'SITESEARCH', 'FREE']);
  });

  it('fills a missing name with the id, a bad partnerId with null and missing tags with []', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: [{ customerId: 42, partnerId: 'x', productTags: 'WEB' }] });
    expect(await getAccessibleCustomers(client)).toEqual([{ customerId: 42, customerName: '42', partnerId: null, productTags: [] }]);
  });

  it.each([
    ['an object', { customers: [] }],
    ['null', null],
    ['a string', '[]'],
  ])('a body that is %s (not a list) is invalid-body', async (_label, data) => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data });
    expect((await rejection(getAccessibleCustomers(client))).kind).toBe('invalid-body');
  });

  it('an empty list is an empty list', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: [] });
    expect(await getAccessibleCustomers(client)).toEqual([]);
  });

  it('a 503 rejects with bad-response', async () => {
    const { client, get } = fakeClient();
    get.mockRejectedValue(answered(503));
    const error = await rejection(getAccessibleCustomers(client));
    expect(error.kind).toBe('bad-response');
    expect(error.status).toBe(503);
  });

  it('the account refresh posts to RefreshAccessibleCustomers and reads the same list', async () => {
    const { client, post } = fakeClient();
    post.mockResolvedValue({ data: [{ customerId: 9, customerName: 'Nine', partnerId: null, productTags: ['BOGUS'] }, 'junk'] });
    expect(await refreshAccessibleCustomers(client)).toEqual([{ customerId: 9, customerName: 'Nine', partnerId: null, productTags: [] }]);
    expect(post.mock.calls[0]?.[0]).toBe('/authapi/Login/RefreshAccessibleCustomers');
  });
});

describe('POST {authServer}/authapi/Access/CreateAccessCookie, body {client, services[], impersonateCustomerId}', () => {
  const request = { client: 'dashboardui', services: ['dashboard-api', 'trackingstats'], impersonateCustomerId: 1001 };

  it('posts the request as the body to the path and returns the token', async () => {
    const { client, post, get } = fakeClient();
    post.mockResolvedValue({ data: GOOD_TOKEN });
    await expect(createAccessToken(client, request)).resolves.toEqual(GOOD_TOKEN);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toBe('/authapi/Access/CreateAccessCookie');
    expect(post.mock.calls[0]?.[1]).toEqual({ client: 'dashboardui', services: ['dashboard-api', 'trackingstats'], impersonateCustomerId: 1001 });
    expect(get).not.toHaveBeenCalled();
  });

  it.each([
    ['not a date', 'soon'],
    ['empty', ''],
    ['a number', 1893456000000],
    ['missing', undefined],
  ])('rejects an expirationUtc that is %s as invalid-body', async (_label, expirationUtc) => {
    const { client, post } = fakeClient();
    post.mockResolvedValue({ data: { ...GOOD_TOKEN, expirationUtc } });
    expect((await rejection(createAccessToken(client, request))).kind).toBe('invalid-body');
  });

  it('rejects a token without the token string as invalid-body', async () => {
    const { client, post } = fakeClient();
    post.mockResolvedValue({ data: { ...GOOD_TOKEN, token: undefined } });
    expect((await rejection(createAccessToken(client, request))).kind).toBe('invalid-body');
  });

  it('a 400 answer rejects with bad-request status 400 (the store signs out on it)', async () => {
    const { client, post } = fakeClient();
    post.mockRejectedValue(answered(400));
    const error = await rejection(createAccessToken(client, request));
    expect(error.kind).toBe('bad-request');
    expect(error.hasStatus(400, 401)).toBe(true);
  });

  it('refreshLogin posts to RefreshLogin and returns the new expiry; a body without it is invalid-body', async () => {
    const { client, post } = fakeClient();
    post.mockResolvedValueOnce({ data: { expirationUtc: '2030-01-01T00:00:00Z' } });
    expect(await refreshLogin(client)).toBe('2030-01-01T00:00:00Z');
    expect(post.mock.calls[0]?.[0]).toBe('/authapi/Login/RefreshLogin');
    post.mockResolvedValueOnce({ data: {} });
    expect((await rejection(refreshLogin(client))).kind).toBe('invalid-body');
  });
});

describe('Navigation to {authServer}/identity/account/logout: query autosignout=true and a returnurl parameter. The return URL carries an initialurl parameter', () => {
  const auth = 'https://auth.portal.example';
  const returnTo = 'https://portal.example/';
  const page = 'https://portal.example/dash/Dashboard/1001?tab=a&b=c#top';

  it('builds the exact, correctly encoded address (initialurl encoded inside returnurl, returnurl encoded again)', () => {
    expect(logoutUrl(auth, returnTo, page)).toBe(
      'https://auth.portal.example/identity/account/logout?autosignout=true&returnurl=' +
        'https%3A%2F%2Fportal.example%2F%3Finitialurl%3D' +
        'https%253A%252F%252Fportal.example%252Fdash%252FDashboard%252F1001%253Ftab%253Da%2526b%253Dc%2523top',
    );
  });

  it('decodes back to the logout path, autosignout=true and a returnurl whose initialurl is the page', () => {
    const url = new URL(logoutUrl(auth, returnTo, page));
    expect(url.origin).toBe(auth);
    expect(url.pathname).toBe('/identity/account/logout');
    expect(url.searchParams.get('autosignout')).toBe('true');
    const returnUrl = new URL(url.searchParams.get('returnurl') ?? '');
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(returnTo);
    expect(returnUrl.searchParams.get('initialurl')).toBe(page);
    // The page's own query and fragment stay inside initialurl rather than leaking into either URL.
    expect(url.searchParams.has('tab')).toBe(false);
    expect(url.hash).toBe('');
    expect(returnUrl.searchParams.has('tab')).toBe(false);
    expect(returnUrl.hash).toBe('');
  });

  it('keeps the return URL\'s own query parameters', () => {
    const url = new URL(logoutUrl(auth, 'https://portal.example/?lang=da', '/home'));
    const returnUrl = new URL(url.searchParams.get('returnurl') ?? '');
    expect(returnUrl.searchParams.get('lang')).toBe('da');
    expect(returnUrl.searchParams.get('initialurl')).toBe('/home');
  });

  it('is {authServer}/identity/account/logout also for an auth server with a path (as the HTTP calls to {authServer}/authapi/... are)', () => {
    const url = new URL(logoutUrl('https://sso.example/auth', returnTo, '/'));
    expect(url.pathname).toBe('/auth/identity/account/logout');
  });

  it('a trailing slash on the auth server gives no double slash', () => {
    expect(logoutUrl(`${auth}/`, returnTo, '/').startsWith(`${auth}/identity/account/logout?`)).toBe(true);
  });

  it('works with the Local environment\'s http://localhost:<port> auth server', () => {
    const url = new URL(logoutUrl('http://localhost:5301', 'http://localhost:5173/', 'http://localhost:5173/cdp/1/audienceslist'));
    expect(url.href.startsWith('http://localhost:5301/identity/account/logout?autosignout=true&returnurl=')).toBe(true);
  });
});

describe('the identity server\'s sign-in address (a standalone element\'s Sign in): no logout on the way', () => {
  it('is {authServer}/identity/account/login with the same returnurl and initialurl as the logout address, and no autosignout', () => {
    const url = new URL(loginUrl('https://sso.example/auth/', 'https://shop.example/help?lang=da', '/help?lang=da#faq'));
    expect(url.origin + url.pathname).toBe('https://sso.example/auth/identity/account/login');
    expect(url.searchParams.has('autosignout')).toBe(false);
    expect(url.searchParams.get('returnurl')).toBe(new URL(logoutUrl('https://sso.example/auth', 'https://shop.example/help?lang=da', '/help?lang=da#faq')).searchParams.get('returnurl'));
    const returnUrl = new URL(url.searchParams.get('returnurl') ?? '');
    expect(returnUrl.searchParams.get('lang')).toBe('da');
    expect(returnUrl.searchParams.get('initialurl')).toBe('/help?lang=da#faq');
  });
});

describe('Loading apps and menu definitions at startup (definitions-service)', () => {
  const app = { appPrefix: 'dash', iframeBaseUrl: 'https://apps.portal.example/dash', tokenDescriptor: { client: 'dashboardui', services: ['x'] } };
  const menu = { platforms: [{ platformId: 'home', title: 'Home', icon: 'home', hasSubitems: false, items: [] }], rightitems: [], internaltools: [], administration: { items: [] } };

  it('getAppDefinitions GETs /profileapi/portal/apps with the env as a query parameter', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: [app] });
    await expect(getAppDefinitions(client, 'Dev')).resolves.toEqual([app]);
    expect(get).toHaveBeenCalledWith('/profileapi/portal/apps', { params: { env: 'Dev' } });
  });

  it('getMenuDefinition GETs /profileapi/portal/menu with the env as a query parameter', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: menu });
    await expect(getMenuDefinition(client, 'Staging')).resolves.toEqual(menu);
    expect(get).toHaveBeenCalledWith('/profileapi/portal/menu', { params: { env: 'Staging' } });
  });

  it('app definitions that are not a list are invalid-body', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: { apps: [] } });
    expect((await rejection(getAppDefinitions(client, 'Production'))).kind).toBe('invalid-body');
  });

  it.each([
    ['a malformed entry', { appPrefix: 'x' }],
    ['services that are not strings', { ...app, tokenDescriptor: { client: 'c', services: [1] } }],
    ['no client', { ...app, tokenDescriptor: { services: [] } }],
    ['a frame address that is not http(s)', { ...app, appPrefix: 'evil', iframeBaseUrl: 'javascript:alert(1)' }],
    ['a protocol-relative frame address', { ...app, appPrefix: 'evil', iframeBaseUrl: '//evil.example/app' }],
    ['a prefix with a slash', { ...app, appPrefix: 'da/sh' }],
    ['null', null],
  ])('an app entry with %s is dropped, the others kept', async (_label, entry) => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: [app, entry] });
    await expect(getAppDefinitions(client, 'Production')).resolves.toEqual([app]);
  });

  it.each([
    ['null', null],
    ['without rightitems', { ...menu, rightitems: undefined }],
    ['without internaltools', { ...menu, internaltools: null }],
    ['with administration as a list', { ...menu, administration: [] }],
  ])('a menu %s is invalid-body', async (_label, data) => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data });
    expect((await rejection(getMenuDefinition(client, 'Production'))).kind).toBe('invalid-body');
  });

  it.each([
    ['without items', { platformId: 'a', title: 'A' }],
    ['without a title', { platformId: 'a', items: [] }],
    ['that is null', null],
  ])('a platform %s is dropped, the rest of the menu kept', async (_label, platform) => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: { ...menu, platforms: [...menu.platforms, platform] } });
    await expect(getMenuDefinition(client, 'Production')).resolves.toEqual(menu);
  });

  it('a failed call rejects with the HttpError of the failure', async () => {
    const { client, get } = fakeClient();
    get.mockRejectedValue(new DOMException('The operation timed out.', 'TimeoutError'));
    expect((await rejection(getMenuDefinition(client, 'Production'))).kind).toBe('timeout');
  });
});

describe('page-visit tracking, payload {customerId, pageTitle, platformTitle, domain}', () => {
  const visit = { customerId: 1001, pageTitle: 'Account Dashboard', platformTitle: 'Analytics & Insights', domain: 'example.com' };

  it('posts the visit as the body', async () => {
    const { client, post } = fakeClient();
    post.mockResolvedValue({ data: '' });
    await expect(trackPageVisit(client, visit)).resolves.toBeUndefined();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toBe('/profileapi/tracking/page-visit');
    expect(post.mock.calls[0]?.[1]).toEqual({ customerId: 1001, pageTitle: 'Account Dashboard', platformTitle: 'Analytics & Insights', domain: 'example.com' });
  });

  it('a failure rejects with an HttpError', async () => {
    const { client, post } = fakeClient();
    post.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    expect((await rejection(trackPageVisit(client, visit))).kind).toBe('canceled');
  });
});

describe('createHttpClient: one axios instance per base address on its fetch adapter; "Auth calls have redirects disabled (max 0)"', () => {
  /** The one Request a call made (a GET of `/path` unless told), with its headers as a plain object and its body as text. */
  async function fetched(options: Parameters<typeof createHttpClient>[0], call: (client: HttpClient) => Promise<unknown> = (client) => client.get('/path')) {
    const fetch = fakeFetch(new Response('{"ok":true}'));
    await call(createHttpClient(options));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [request] = fetch.mock.calls[0]!;
    return { url: request.url, request, headers: Object.fromEntries(request.headers), body: await request.text() };
  }

  it('calls below the base address with its parameters, cookies included, and parses a JSON answer', async () => {
    const fetch = fakeFetch(new Response('{"ok":true}'));
    const client = createHttpClient({ baseURL: 'https://profile.portal.example/', withCredentials: true, timeoutMs: 1234 });
    await expect(client.get('/profileapi/portal/apps', { params: { env: 'Dev' } })).resolves.toMatchObject({ data: { ok: true }, status: 200 });
    const [request] = fetch.mock.calls[0]!;
    expect(request.url).toBe('https://profile.portal.example/profileapi/portal/apps?env=Dev');
    expect(request).toMatchObject({ method: 'GET', credentials: 'include', redirect: 'follow', body: null });
  });

  it('withCredentials false sends no cookies', async () => {
    expect((await fetched({ baseURL: 'https://x.example', withCredentials: false })).request.credentials).toBe('omit');
  });

  it('gives every call a time limit, the body\'s reading included: the one asked for, else 15 s', async () => {
    vi.useFakeTimers();
    try {
      // A fetch that never answers, but stops when its signal aborts, as the platform's does.
      const hanging = vi.fn<Fetch>((request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))));
      vi.stubGlobal('fetch', hanging);
      const settled = vi.fn();
      const call = createHttpClient({ baseURL: 'https://x.example', withCredentials: true, timeoutMs: 1234 }).get('/slow').catch((error: unknown) => error);
      void call.then(settled);
      await vi.advanceTimersByTimeAsync(1233);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await call).toMatchObject({ name: 'HttpError', kind: 'timeout' });
      expect(createHttpClient({ baseURL: 'https://x.example', withCredentials: true }).defaults.timeout).toBe(15_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('noRedirects makes fetch stop at a redirect (redirect "manual")', async () => {
    expect((await fetched({ baseURL: 'https://auth.portal.example', withCredentials: true, noRedirects: true })).request.redirect).toBe('manual');
    expect((await fetched({ baseURL: 'https://auth.portal.example', withCredentials: true })).request.redirect).toBe('follow');
  });

  it('posts a body as JSON', async () => {
    const { request, body, headers } = await fetched({ baseURL: 'https://x.example', withCredentials: true }, (client) => client.post('/track', { a: 1 }));
    expect([request.method, body, headers['content-type']]).toEqual(['POST', '{"a":1}', 'application/json']);
  });

  it('sends only JSON: a form or a text is sent as its JSON too', async () => {
    expect((await fetched({ baseURL: 'https://x.example', withCredentials: true }, (client) => client.post('/track', 'a=1'))).body).toBe('"a=1"');
  });

  it('keeps an answer that is not JSON, or asked as text, as text', async () => {
    fakeFetch(new Response('plain'));
    const client = createHttpClient({ baseURL: 'https://x.example', withCredentials: true });
    await expect(client.get('/a')).resolves.toMatchObject({ data: 'plain' });
    fakeFetch(new Response('{"a":1}'));
    await expect(client.get('/a', { responseType: 'text' })).resolves.toMatchObject({ data: '{"a":1}' });
  });

  it('an answer longer than maxContentLength fails once it passes the cap', async () => {
    fakeFetch(new Response('x'.repeat(11)));
    const error = await rejection(createHttpClient({ baseURL: 'https://x.example', withCredentials: true }).get('/a', { maxContentLength: 10 }));
    expect([error.kind, error.message]).toEqual(['invalid-body', 'The answer passed maxContentLength (10 bytes)']);
  });

  it('an answer of exactly maxContentLength bytes is read whole', async () => {
    fakeFetch(new Response('x'.repeat(10)));
    await expect(createHttpClient({ baseURL: 'https://x.example', withCredentials: true }).get('/a', { maxContentLength: 10 })).resolves.toMatchObject({ data: 'x'.repeat(10), status: 200 });
  });

  it('an answer without a body (204) is the empty text', async () => {
    fakeFetch(new Response(null, { status: 204 }));
    await expect(createHttpClient({ baseURL: 'https://x.example', withCredentials: true }).get('/a')).resolves.toMatchObject({ data: '', status: 204 });
  });

  it('decodes a character whose UTF-8 bytes arrive in two chunks', async () => {
    const bytes = new TextEncoder().encode('{"name":"Zoë"}');
    const split = bytes.indexOf(0xc3) + 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split));
        controller.enqueue(bytes.slice(split));
        controller.close();
      },
    });
    fakeFetch(new Response(body));
    await expect(createHttpClient({ baseURL: 'https://x.example', withCredentials: true }).get('/a')).resolves.toMatchObject({ data: { name: 'Zoë' } });
  });

  it('a path below the base gets exactly one slash between them, however many the base has', async () => {
    expect((await fetched({ baseURL: 'https://x.example/v1//', withCredentials: true }, (client) => client.get('/items'))).url).toBe('https://x.example/v1/items');
    expect((await fetched({ baseURL: 'https://x.example/v1', withCredentials: true }, (client) => client.get('items/1'))).url).toBe('https://x.example/v1/items/1');
    // An address in the query is still a path below the base.
    expect((await fetched({ baseURL: 'https://x.example', withCredentials: true }, (client) => client.get('/go?to=https://other.example/'))).url).toBe('https://x.example/go?to=https://other.example/');
  });

  it('an absolute address is called as it is, whatever the base', async () => {
    expect((await fetched({ baseURL: 'https://x.example/v1', withCredentials: true }, (client) => client.get('https://other.example/feed.xml'))).url).toBe('https://other.example/feed.xml');
  });

  it('asks for JSON or text, and names a JSON body only when there is one; the call\'s own headers win; no User-Agent of axios\'s', async () => {
    const accept = 'application/json, text/plain, */*';
    expect((await fetched({ baseURL: 'https://x.example', withCredentials: true })).headers).toEqual({ accept });
    expect((await fetched({ baseURL: 'https://x.example', withCredentials: true }, (client) => client.post('/refresh'))).headers).toEqual({ accept });
    expect((await fetched({ baseURL: 'https://x.example', withCredentials: true }, (client) => client.post('/track', { a: 1 }))).headers).toEqual({ accept, 'content-type': 'application/json' });
    expect((await fetched({ baseURL: 'https://x.example', withCredentials: true }, (client) => client.get('/feed', { headers: { Accept: 'application/rss+xml' } }))).headers).toEqual({ accept: 'application/rss+xml' });
  });
});
