import axios, { type AxiosError, type AxiosInstance, type AxiosRequestHeaders, type CreateAxiosDefaults } from 'axios';
import { callRules, JSON_CONTENT_TYPE, type HttpClientOptions } from './call-rules';
import { EARLY_CALL_KEY, EarlyCall } from './early-call';
import { httpErrorOfStatus, toHttpError, unansweredCallError } from './http-error';

export type { HttpClientOptions } from './call-rules';

/**
 * The calls the services make of one base address: axios's own `get` and `post`, with axios's
 * per-call options (`params`, `headers`, `responseType: 'text'`, `withCredentials`,
 * `maxContentLength`). Every failure is an {@link HttpError}.
 */
export type HttpClient = Pick<AxiosInstance, 'get' | 'post'>;

/** The Requests that fetch answered: a failure of one of them came later (its body), never from a refused origin. */
const answered = new WeakSet<object>();

/**
 * The platform's fetch, looked up at each call (so a test's stub of `globalThis.fetch` is the one
 * called), noting which requests got an answer; or, for a call that left before axios was loaded
 * (`fetchOptions` carrying it), that call's answer.
 */
async function noteAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = (init as Record<string, unknown> | undefined)?.[EARLY_CALL_KEY];
  const response = await (early instanceof EarlyCall ? early.handOver(input as Request) : globalThis.fetch(input, init));
  answered.add(input as object);
  return response;
}

/**
 * The one kind of body the portal sends: JSON, named as such; no body, no Content-Type (axios
 * would name a POST without one a form).
 */
function jsonBody(this: unknown, data: unknown, headers: AxiosRequestHeaders): string | undefined {
  if (data === undefined) {
    headers.setContentType(false);
    return undefined;
  }
  headers.setContentType(JSON_CONTENT_TYPE);
  return JSON.stringify(data);
}

/**
 * What every call of the portal shares: axios's fetch adapter (XHR would follow redirects, and
 * cannot stream), no `User-Agent` of axios's (a header of its own would make every call a CORS
 * preflight in the browsers that let a page set it), a body only ever JSON, the
 * answer read as text and parsed when it is JSON (axios's default), cookies as the client says.
 * Shared by the chat service's own instance.
 */
export const FETCH_DEFAULTS = {
  adapter: 'fetch',
  env: { fetch: noteAnswers },
  headers: { 'User-Agent': false },
  transformRequest: [jsonBody],
} as const satisfies CreateAxiosDefaults;

/**
 * Whether the server at the failed call's address answers at all: a `no-cors` call without cookies
 * (`fetchOptions.mode`), whose opaque answer the page cannot read but which arrives even when the
 * page's origin is not allowed (CORS). The same method as the call: a server (or a fault) that
 * drops that call drops the probe too.
 */
async function probeAnswers(error: AxiosError, timeout: number): Promise<boolean> {
  const { baseURL, url, params, method } = error.config ?? {};
  try {
    await axios.request({
      ...FETCH_DEFAULTS,
      baseURL,
      url,
      params,
      method,
      timeout,
      withCredentials: false,
      fetchOptions: { mode: 'no-cors' },
      // An opaque answer has status 0: any answer at all is the one asked for.
      validateStatus: () => true,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * A failure as an {@link HttpError}. A call fetch got no answer for (its TypeError, axios's
 * `ERR_NETWORK`) is probed: the server answering means the browser refused this page's origin.
 */
async function failure(error: unknown, timeout: number): Promise<never> {
  if (axios.isAxiosError(error) && error.code === 'ERR_NETWORK' && error.request && !answered.has(error.request as object)) {
    throw unansweredCallError(error.cause ?? error, await probeAnswers(error, timeout));
  }
  throw toHttpError(error);
}

/**
 * An axios instance of one base address on axios's fetch adapter, made by the client's rules
 * (call-rules.ts): JSON in and out, a time limit per call (the body's reading included), and every
 * failure an {@link HttpError} (a response interceptor). With `noRedirects` a redirect is not
 * followed (`maxRedirects: 0`, which the fetch adapter makes `redirect: 'manual'`) and fails as
 * "Redirect refused". A call given an early call in `fetchOptions` (early-call.ts) reads that
 * call's answer instead of sending its own.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const { baseURL, credentials, redirect, timeoutMs, headers } = callRules(options);
  const client = axios.create({
    ...FETCH_DEFAULTS,
    headers: { ...FETCH_DEFAULTS.headers, ...headers },
    baseURL,
    withCredentials: credentials === 'include',
    timeout: timeoutMs,
    ...(redirect === 'manual' ? { maxRedirects: 0 } : {}),
  });
  client.interceptors.response.use(
    // axios settles an answer of status 0 as a success: for us it is only ever a redirect not followed.
    (response) => (response.status === 0 ? Promise.reject(httpErrorOfStatus(0)) : response),
    (error: unknown) => failure(error, timeoutMs),
  );
  return client;
}
