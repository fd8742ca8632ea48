import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClient } from '../../../src/services/http-client';
import { HttpError, httpErrorOfStatus, httpStatusOf, toHttpError } from '../../../src/services/http-error';
import { rejection } from './fake-http-client';

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
