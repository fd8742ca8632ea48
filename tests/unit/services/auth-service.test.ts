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
import { HttpError, httpErrorOfStatus } from '../../../src/services/http-error';
import { fakeClient, rejection } from './fake-http-client';

// Helpers

/** What the HTTP client rejects with when the server answers `status`. */
const answered = (status: number): HttpError => httpErrorOfStatus(status);

afterEach(() => void vi.unstubAllGlobals());

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
