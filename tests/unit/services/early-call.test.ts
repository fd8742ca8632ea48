import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClientOptions } from '../../../src/services/call-rules';
import { EARLY_CALL_KEY, EarlyCall } from '../../../src/services/early-call';
import { createHttpClient } from '../../../src/services/http-client';
import { HttpError } from '../../../src/services/http-error';
import { rejection } from './fake-http-client';

// A call that leaves before axios is loaded: the Request axios would make, sent at once, and read
// by axios when it has loaded, as its own.

/** The platform's fetch as axios's fetch adapter calls it, and as an early call calls it. */
type Fetch = (request: Request, init?: RequestInit) => Promise<Response>;

const AUTH: HttpClientOptions = { baseURL: 'https://auth.portal.example', withCredentials: true, noRedirects: true };
const PROFILE: HttpClientOptions = { baseURL: 'https://profile.portal.example/', withCredentials: true, timeoutMs: 1234 };
const GATEWAY: HttpClientOptions = { baseURL: 'https://gateway.portal.example/feeds', withCredentials: false };

/** The platform's fetch, giving each call what `answer` makes of its Request; its calls are kept. */
function stubFetch(answer: (request: Request) => Promise<Response> = () => Promise.resolve(new Response('{"ok":true}'))) {
  const fetch = vi.fn<Fetch>(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A fetch that never answers, but stops when its Request's signal aborts, as the platform's does. */
const hanging = (request: Request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));

/** An answer Node's Response cannot be made with: a redirect not followed (status 0, no body). */
const opaqueRedirect = () => ({ ok: false, status: 0, statusText: '', type: 'opaqueredirect', body: null, headers: new Headers(), text: () => Promise.resolve('') }) as unknown as Response;

/** Everything a Request sends: what the server sees of it, and what the browser does with it. */
async function sent(request: Request) {
  const { method, url, credentials, redirect, mode, cache, referrer, referrerPolicy, integrity, keepalive } = request;
  return { method, url, headers: [...request.headers].sort(), credentials, redirect, mode, cache, referrer, referrerPolicy, integrity, keepalive, body: await request.clone().text() };
}

type Call = ['get' | 'post', string, unknown, object | undefined];

/** The one Request axios makes of a call of a client with `options`. */
async function axiosRequest(options: HttpClientOptions, [method, url, data, config]: Call): Promise<Request> {
  const fetch = stubFetch();
  const client = createHttpClient(options);
  await (method === 'get' ? client.get(url, config) : client.post(url, data, config));
  expect(fetch).toHaveBeenCalledTimes(1);
  return fetch.mock.calls[0]![0];
}

/** The call made by axios taking `early` over, as the HTTP clients hand it over. */
const takeOver = (options: HttpClientOptions, early: EarlyCall, url: string) => createHttpClient(options).get(url, { fetchOptions: { [EARLY_CALL_KEY]: early } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('EarlyCall.send: the Request axios makes of the same call, sent at once', () => {
  it.each<[string, HttpClientOptions, Call]>([
    ['GetUserData: cookies, no redirect followed', AUTH, ['get', '/authapi/Login/GetUserData', undefined, undefined]],
    ['the definitions, with their query, under a base with a trailing slash', PROFILE, ['get', '/profileapi/portal/apps', undefined, { params: { env: 'Dev', v: 2 } }]],
    ['a POST with a JSON body', AUTH, ['post', '/authapi/Access/CreateAccessCookie', { clientId: 'cdp', customerId: 1001 }, undefined]],
    ['a POST without a body (no Content-Type)', AUTH, ['post', '/authapi/Login/RefreshLogin', undefined, undefined]],
    ['no cookies, redirects followed, under a base path', GATEWAY, ['get', '/category/releasenotes/feed/', undefined, { params: {} }]],
  ])('%s', async (_name, options, call) => {
    const made = await axiosRequest(options, call);
    const fetch = stubFetch();
    const early = EarlyCall.send(options, call[0], call[1], call[2], call[3]);
    expect(fetch, 'sent at once, before anything is awaited').toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(early!.request);
    expect(await sent(early!.request)).toEqual(await sent(made));
  });

  it.each<[string, Call]>([
    ['axios options other than the query', ['get', '/feed', undefined, { responseType: 'text' }]],
    ['a query value axios would encode', ['get', '/search', undefined, { params: { q: 'a b' } }]],
    ['a query of a list', ['get', '/search', undefined, { params: { id: [1, 2] } }]],
    ['a path with its own query', ['get', '/go?to=x', undefined, undefined]],
    ['a path not below the base', ['get', 'https://other.example/feed.xml', undefined, undefined]],
    ['a path axios reads as another host', ['get', '//other.example/feed.xml', undefined, undefined]],
    ['a path without its leading slash', ['get', 'items/1', undefined, undefined]],
    ['a body JSON cannot spell', ['post', '/track', { big: 1n }, undefined]],
  ])('sends nothing for a call it does not spell as axios does (%s): that one waits for axios', (_name, [method, url, data, config]) => {
    const fetch = stubFetch();
    expect(EarlyCall.send(PROFILE, method, url, data, config)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('EarlyCall, taken over by axios: its answer read as axios reads its own', () => {
  it('axios sends nothing more and gives the answer, parsed', async () => {
    const fetch = stubFetch();
    const early = EarlyCall.send(AUTH, 'get', '/authapi/Login/GetUserData')!;
    await expect(takeOver(AUTH, early, '/authapi/Login/GetUserData')).resolves.toMatchObject({ data: { ok: true }, status: 200 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each<[string, () => Response | Error]>([
    ['a 401', () => new Response(null, { status: 401 })],
    ['a 503', () => new Response(null, { status: 503 })],
    ['a redirect not followed (status 0)', opaqueRedirect],
    ['no answer, the server not answering a probe either', () => new TypeError('Failed to fetch')],
  ])('fails with the HttpError axios gives when it sends the call itself: %s', async (_name, answer) => {
    const give = () => {
      const value = answer();
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    };
    stubFetch(give);
    const own = await rejection(createHttpClient(AUTH).get('/authapi/Login/GetUserData'));
    stubFetch(give);
    const taken = await rejection(takeOver(AUTH, EarlyCall.send(AUTH, 'get', '/authapi/Login/GetUserData')!, '/authapi/Login/GetUserData'));
    expect([taken.kind, taken.message, taken.status]).toEqual([own.kind, own.message, own.status]);
  });

  it('no answer while the server answers a probe without cookies: the refused origin is told, as for axios\'s own call', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetch = stubFetch((request) => (request.mode === 'no-cors' ? Promise.resolve(new Response(null, { status: 200 })) : Promise.reject(cause)));
    const error = await rejection(takeOver(AUTH, EarlyCall.send(AUTH, 'get', '/authapi/Login/GetUserData')!, '/authapi/Login/GetUserData'));
    expect([error.kind, error.cause]).toEqual(['origin-refused', cause]);
    expect(fetch.mock.calls[1]![0]).toMatchObject({ url: 'https://auth.portal.example/authapi/Login/GetUserData', mode: 'no-cors', credentials: 'omit' });
  });

  it('its time limit runs from when it left, not from when axios came: a timeout, as axios\'s own', async () => {
    vi.useFakeTimers();
    stubFetch(hanging);
    const early = EarlyCall.send(PROFILE, 'get', '/slow')!;
    await vi.advanceTimersByTimeAsync(1000);
    const call = takeOver(PROFILE, early, '/slow').catch((error: unknown) => error);
    const settled = vi.fn();
    void call.then(settled);
    await vi.advanceTimersByTimeAsync(233);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ name: 'HttpError', kind: 'timeout', message: 'Request timed out' });
  });

  it("axios's own time limit stops it too, from when axios took it over", async () => {
    vi.useFakeTimers();
    stubFetch(hanging);
    const early = EarlyCall.send({ ...PROFILE, timeoutMs: 60_000 }, 'get', '/slow')!;
    const call = createHttpClient(PROFILE).get('/slow', { fetchOptions: { [EARLY_CALL_KEY]: early } }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1234);
    expect(await call).toMatchObject({ kind: 'timeout' });
    expect(early.request.signal.aborted).toBe(true);
  });

  it('axios having made another Request drops the early one and sends its own', async () => {
    const fetch = stubFetch((request) => (request.signal.aborted ? Promise.reject(request.signal.reason) : Promise.resolve(new Response('{"own":true}'))));
    const early = EarlyCall.send(AUTH, 'get', '/authapi/Login/GetUserData')!;
    await expect(takeOver(AUTH, early, '/authapi/Login/GetAccessibleCustomers')).resolves.toMatchObject({ data: { own: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![0].url).toBe('https://auth.portal.example/authapi/Login/GetAccessibleCustomers');
    expect(early.request.signal.aborted).toBe(true);
  });

  it('abandoned (axios could not be loaded), it stops, and its failure is nobody\'s unhandled rejection', async () => {
    stubFetch(hanging);
    const early = EarlyCall.send(AUTH, 'get', '/authapi/Login/GetUserData')!;
    early.abandon(new HttpError('network', 'no code'));
    await expect(early.response).rejects.toMatchObject({ kind: 'network' });
    expect(early.request.signal.aborted).toBe(true);
  });
});
