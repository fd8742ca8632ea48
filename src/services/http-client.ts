import { HttpError, httpErrorOfStatus, toHttpError, unansweredCallError } from './http-error';

/** How one backend base address is called. */
export interface HttpClientOptions {
  baseURL: string;
  /** Send cookies. */
  withCredentials: boolean;
  /** Auth calls never follow redirects. */
  noRedirects?: boolean;
  /** Per-call time limit, ms. */
  timeoutMs?: number;
}

/** What one call may change. */
export interface RequestOptions {
  /** Query parameters. */
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** `text` keeps the body as text; otherwise a JSON body is parsed and any other stays text. */
  responseType?: 'json' | 'text';
  /** Overrides the client's choice for this call. */
  withCredentials?: boolean;
  /** The most bytes of body read; a longer answer fails as soon as it passes the cap. */
  maxContentLength?: number;
}

/** An answered call (2xx). */
export interface HttpResponse<T> {
  data: T;
  status: number;
}

/** The calls the services make of one base address. */
export interface HttpClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** `path` below `baseURL` (one slash between them); an absolute `path` as it is. */
function joinUrl(baseURL: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path) || baseURL === '') return path;
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The body as text, failing as soon as more than `max` bytes have come. */
async function readText(response: Response, max: number): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > max) {
      await reader.cancel();
      throw new HttpError('invalid-body', `The answer passed maxContentLength (${max} bytes)`);
    }
    text += decoder.decode(value, { stream: true });
  }
}

function parseBody(text: string, responseType: RequestOptions['responseType']): unknown {
  if (responseType === 'text' || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Whether the server at `url` answers at all: a `no-cors` call without cookies, whose opaque answer
 * the page cannot read but which arrives even when the page's origin is not allowed (CORS).
 */
async function probeAnswers(url: URL, method: 'GET' | 'POST', timeoutMs: number): Promise<boolean> {
  try {
    // The same method as the call: a server (or a fault) that drops that call drops the probe too.
    await fetch(url, { method, mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A client of one base address on the platform's `fetch`: JSON in and out, a time limit per call
 * (the body's reading included), and every failure an {@link HttpError}. With `noRedirects` a
 * redirect is not followed (`redirect: 'manual'`) and fails as "Redirect refused".
 */
export function createHttpClient({ baseURL, withCredentials, noRedirects = false, timeoutMs = DEFAULT_TIMEOUT_MS }: HttpClientOptions): HttpClient {
  async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const url = new URL(joinUrl(baseURL, path), globalThis.location?.href);
    for (const [name, value] of Object.entries(options.params ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers };
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: (options.withCredentials ?? withCredentials) ? 'include' : 'omit',
        redirect: noRedirects ? 'manual' : 'follow',
        signal,
      });
    } catch (error) {
      // fetch rejects with a TypeError when no answer came (offline, DNS, CORS, refused): the probe tells which.
      if (error instanceof TypeError) throw unansweredCallError(error, await probeAnswers(url, method, timeoutMs));
      throw toHttpError(error);
    }
    try {
      // Stryker disable next-line StringLiteral: an opaque-redirect answer's status is 0 by the Fetch standard
      if (!response.ok) throw httpErrorOfStatus(response.type === 'opaqueredirect' ? 0 : response.status);
      const text = await readText(response, options.maxContentLength ?? Number.POSITIVE_INFINITY);
      return { data: parseBody(text, options.responseType) as T, status: response.status };
    } catch (error) {
      // An answer came and its body broke off: a network failure, never a refused origin.
      throw toHttpError(error);
    }
  }
  return {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
  };
}
