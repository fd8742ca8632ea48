// A call that leaves before axios is loaded: sent at once by the platform's fetch, under the rules
// of its client (call-rules.ts), and handed to axios when axios has loaded (http-client.ts), so that
// axios reads its answer as it reads its own: statuses, a redirect refused, the time limit, the
// body, every failure an HttpError, the refused-origin probe. No second client: this module reads
// no answer. It is on the first paint's path and imports nothing of axios.
import { callRules, JSON_CONTENT_TYPE, type CallRules, type HttpClientOptions } from './call-rules';

/** The key of axios's `fetchOptions` under which a call carries the early call it takes over. */
export const EARLY_CALL_KEY = 'portalEarlyCall';

/** A name or value that every encoding of a query leaves as it is (axios's among them). */
const PLAIN = /^[\w.~-]*$/;

/**
 * The query of a call's axios options, spelt as axios spells it; null for options this module does
 * not spell (anything but `params` of plain names and values): such a call waits for axios.
 */
function queryOf(config: unknown): string | null {
  if (config === undefined) return '';
  if (typeof config !== 'object' || config === null) return null;
  const { params, ...rest } = config as { params?: unknown };
  if (Object.keys(rest).length > 0) return null;
  if (params === undefined) return '';
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof text !== 'string' || !PLAIN.test(name) || !PLAIN.test(text)) return null;
    pairs.push(`${name}=${text}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * The Request axios's fetch adapter makes of a call of a client with these rules: the base address
 * and the path joined as axios joins them, the query, the rules' credentials, redirect and
 * headers, a JSON body with its type; or null when the call is not one this module spells exactly.
 */
export function earlyRequest(rules: CallRules, method: 'get' | 'post', url: string, data: unknown, config: unknown, signal?: AbortSignal): Request | null {
  const query = queryOf(config);
  if (query === null || !/^\/(?!\/)[^?#]*$/.test(url) || (method === 'get' && data !== undefined)) return null;
  let body: string | null = null;
  try {
    if (data !== undefined) body = JSON.stringify(data);
  } catch {
    // A body JSON cannot spell: axios fails the call as it fails it.
    return null;
  }
  return new Request(`${rules.baseURL.replace(/\/+$/, '')}${url}${query}`, {
    method: method.toUpperCase(),
    credentials: rules.credentials,
    redirect: rules.redirect,
    headers: body === null ? rules.headers : { ...rules.headers, 'Content-Type': JSON_CONTENT_TYPE },
    body,
    ...(signal ? { signal } : {}),
  });
}

/** What two Requests send, but the body: equal for the Request axios makes of the same call. */
const sent = (request: Request) =>
  JSON.stringify([request.method, request.url, request.credentials, request.redirect, request.mode, [...request.headers].sort()]);

/**
 * A call sent before axios was loaded. Its time limit runs from when it left; once axios takes it
 * over ({@link EarlyCall.handOver}), axios's own limit and cancellation stop it too.
 */
export class EarlyCall {
  /** The platform's answer, as fetch gives it. */
  readonly response: Promise<Response>;

  private constructor(
    /** What was sent. */
    readonly request: Request,
    private readonly stop: AbortController,
    timeoutMs: number,
  ) {
    const timer = setTimeout(() => stop.abort(new DOMException('signal timed out', 'TimeoutError')), timeoutMs);
    // The platform's fetch at the moment of the call (a test's stub of it is the one called).
    this.response = globalThis.fetch(request);
    // A failure is axios's to report, once it takes the call over; never an unhandled rejection here.
    this.response.catch(() => clearTimeout(timer));
  }

  /** Sends a call of a client with `options` now, or answers null for a call only axios spells (see {@link earlyRequest}). */
  static send(options: HttpClientOptions, method: 'get' | 'post', url: string, data?: unknown, config?: unknown): EarlyCall | null {
    const rules = callRules(options);
    const stop = new AbortController();
    const request = earlyRequest(rules, method, url, data, config, stop.signal);
    return request === null ? null : new EarlyCall(request, stop, rules.timeoutMs);
  }

  /**
   * The answer for `request`, the Request axios made of the same call: this call's answer, which
   * axios's signal (its time limit, a cancellation) now stops too. Should axios have made another
   * Request, this one is dropped and axios's is sent.
   */
  handOver(request: Request): Promise<Response> {
    if (sent(request) !== sent(this.request)) {
      this.abandon(new DOMException('another request was made', 'AbortError'));
      return globalThis.fetch(request);
    }
    const { signal } = request;
    if (signal.aborted) this.abandon(signal.reason);
    else signal.addEventListener('abort', () => this.abandon(signal.reason), { once: true });
    return this.response;
  }

  /** Stops the call (axios never came, or stopped it) with `reason`. */
  abandon(reason: unknown): void {
    this.stop.abort(reason);
  }
}
