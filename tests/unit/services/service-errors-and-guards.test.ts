// What the services say when an answer is wrong, how their errors are named and keep their cause.
// Modules are imported afresh for each test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthService from '../../../src/services/auth-service';
import type { HttpClient } from '../../../src/services/http-client';
import { getBlogPosts } from '../../../src/services/feeds/news-service';

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What a promise rejects with. */
const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (caught: unknown) => caught,
  );

/** A fake HTTP client whose get and post answer with `data`. */
function answering(data: unknown) {
  const get = vi.fn(() => Promise.resolve({ data }));
  const post = vi.fn(() => Promise.resolve({ data }));
  return { get, post } as unknown as HttpClient;
}

describe('auth-service: answers that are not what the call promises', () => {
  it.each([
    ['GetUserData', (auth: HttpClient, s: typeof AuthService) => s.getUserData(auth)],
    ['GetAccessibleCustomers', (auth: HttpClient, s: typeof AuthService) => s.getAccessibleCustomers(auth)],
    ['RefreshAccessibleCustomers', (auth: HttpClient, s: typeof AuthService) => s.refreshAccessibleCustomers(auth)],
    ['RefreshLogin', (auth: HttpClient, s: typeof AuthService) => s.refreshLogin(auth)],
    ['CreateAccessCookie', (auth: HttpClient, s: typeof AuthService) => s.createAccessToken(auth, { client: 'c', services: [], impersonateCustomerId: 1 })],
  ])('%s: invalid-body, naming the call', async (what, call) => {
    const s = await import('../../../src/services/auth-service');
    const { HttpError } = await import('../../../src/services/http-error');
    const error = await rejection(call(answering('not the answer'), s));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'invalid-body', message: `${what}: unexpected answer` });
  });

  it('keeps only the known licence ids among an account\'s product tags', async () => {
    const { getAccessibleCustomers } = await import('../../../src/services/auth-service');
    const customers = await getAccessibleCustomers(answering([{ customerId: 1, customerName: 'A', partnerId: null, productTags: ['CDP', 'GOLD', 7, 'WEB'] }]));
    expect(customers[0]?.productTags).toEqual(['CDP', 'WEB']);
  });

  it('reads a token\'s client and services as text only, defaulting them', async () => {
    const { createAccessToken } = await import('../../../src/services/auth-service');
    const request = { client: 'dashboardui', services: ['dashboard-api'], impersonateCustomerId: 1001 };
    const expirationUtc = '2026-11-24T12:00:00Z';
    expect(await createAccessToken(answering({ token: 't', expirationUtc, client: 42, services: ['a', 1, null, 'b'], customerId: 1001 }), request)).toEqual({
      token: 't',
      client: '',
      services: ['a', 'b'],
      customerId: 1001,
      expirationUtc,
    });
    expect(await createAccessToken(answering({ token: 't', expirationUtc, client: 'dashboardui', services: 'a', customerId: 1.5 }), request)).toEqual({
      token: 't',
      client: 'dashboardui',
      services: [],
      customerId: 0,
      expirationUtc,
    });
  });

  it('logoutUrl drops every trailing slash of the auth server', async () => {
    const { logoutUrl } = await import('../../../src/services/auth-service');
    expect(logoutUrl('https://auth.example///', 'https://portal.example/', '/home')).toMatch(/^https:\/\/auth\.example\/identity\/account\/logout\?/);
  });
});

describe('definitions-service: an answer that is no definition set', () => {
  it('says which definitions were unexpected', async () => {
    const { getAppDefinitions, getMenuDefinition } = await import('../../../src/services/definitions-service');
    expect(await rejection(getAppDefinitions(answering({ apps: [] }), 'Production'))).toMatchObject({ kind: 'invalid-body', message: 'App definitions: unexpected answer' });
    expect(await rejection(getMenuDefinition(answering([]), 'Production'))).toMatchObject({ kind: 'invalid-body', message: 'Menu definition: unexpected answer' });
  });
});

describe('feeds: errors', () => {
  it('a feed answer that is not text names the address; the request asks for RSS or XML', async () => {
    const { getFeedText } = await import('../../../src/services/feeds/feed-http');
    const client = answering({ rss: 1 });
    expect(await rejection(getFeedText(client, '/category/e-books/feed/', false))).toMatchObject({
      kind: 'invalid-body',
      message: '/category/e-books/feed/: the feed is not text',
    });
    expect(client.get).toHaveBeenCalledWith('/category/e-books/feed/', expect.objectContaining({ headers: { Accept: 'application/rss+xml, application/xml, text/xml' } }));
  });

  // Imported once, not afresh: loading news-service again would load the HTML and date readers again.
  it('a blog address that is not http(s) is a bad-request HttpError', async () => {
    expect(await rejection(getBlogPosts('mailto:blog@portal.example', answering('')))).toMatchObject({ name: 'HttpError', kind: 'bad-request' });
  });
});

describe('http-error: the cause is kept for every kind', () => {
  it.each([
    ['canceled', new DOMException('The operation was aborted.', 'AbortError')],
    ['timeout', new DOMException('The operation timed out.', 'TimeoutError')],
    ['network', new TypeError('Failed to fetch')],
  ])('%s keeps the platform\'s error as its cause', async (kind, error) => {
    const { toHttpError } = await import('../../../src/services/http-error');
    const converted = toHttpError(error);
    expect(converted.kind).toBe(kind);
    expect(converted.cause).toBe(error);
  });
});

describe('chat-service', () => {
  const CHAT_API = 'http://chat.test';
  /** The platform's fetch as axios's fetch adapter calls it: a Request (and the `fetchOptions` it was made with). */
  const fetchMock = vi.fn<(request: Request, init?: RequestInit) => Promise<Response>>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('a ChatStreamError is an Error named ChatStreamError', async () => {
    const { ChatStreamError } = await import('../../../src/services/chat-service');
    const error = new ChatStreamError('interrupted', 'partial');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChatStreamError');
    expect(error.message).toBe('Something went wrong.');
  });

  it('asks for plain text, and says which status failed', async () => {
    const { streamChatAnswer } = await import('../../../src/services/chat-service');
    fetchMock.mockResolvedValue(new Response('nope', { status: 404 }));
    const error = await rejection(streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText: () => {} }));
    expect(error).toMatchObject({ kind: 'bad-request', status: 404, message: 'HTTP 404' });
    expect(fetchMock.mock.calls[0]?.[0].url).toBe('http://chat.test/helpdeskgpt/chat/1');
    expect(fetchMock.mock.calls[0]?.[0].headers.get('accept')).toBe('text/plain');
  });

  it('a type that only contains text/plain is not plain text, and the message names it', async () => {
    const { streamChatAnswer } = await import('../../../src/services/chat-service');
    fetchMock.mockResolvedValue(new Response('x', { headers: { 'content-type': 'application/x-text/plain' } }));
    const error = await rejection(streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText: () => {} }));
    expect(error).toMatchObject({ kind: 'invalid-body', message: 'The answer is application/x-text/plain, not plain text' });
  });

  it('an answer of another type without a body is still an invalid-body HttpError', async () => {
    const { streamChatAnswer } = await import('../../../src/services/chat-service');
    const { HttpError } = await import('../../../src/services/http-error');
    fetchMock.mockResolvedValue(new Response(null, { status: 200, headers: { 'content-type': 'text/html' } }));
    const error = await rejection(streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText: () => {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'invalid-body', status: 200 });
  });

  it('the reachability probe passes the caller\'s abort signal on', async () => {
    const { chatApiReachable } = await import('../../../src/services/chat-service');
    // A fetch that answers only when its request's signal (axios's, following the caller's) aborts: it fails then.
    fetchMock.mockImplementation((request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))));
    const controller = new AbortController();
    const reachable = chatApiReachable({ chatApiUrl: CHAT_API, customerId: 1, signal: controller.signal });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    controller.abort();
    expect(await reachable).toBe(false);
  });

  it.each([
    [499, 'bad-request'],
    [500, 'bad-response'],
    [502, 'bad-response'],
    [302, 'bad-request'],
  ] as const)('feedback answered %i is a %s HttpError naming the status', async (status, kind) => {
    const { sendChatFeedback } = await import('../../../src/services/chat-service');
    fetchMock.mockResolvedValue(new Response(null, { status }));
    const error = await rejection(sendChatFeedback({ chatApiUrl: CHAT_API, customerId: 1, runId: 'r', liked: true }));
    expect(error).toMatchObject({ name: 'HttpError', kind, status, message: `HTTP ${status}` });
  });
});
