import type { AxiosError } from 'axios';

/**
 * An axios failure, told by the flag axios documents for it (what `axios.isAxiosError` reads):
 * this module is on the start path of every element, while axios itself loads with the first
 * call (stores/platform/http-clients.ts), so it reads axios's errors without importing axios.
 */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** axios's error codes read here (`AxiosError.ERR_CANCELED` and the others have these values). */
const AXIOS_CODES = { canceled: 'ERR_CANCELED', timedOut: 'ETIMEDOUT', aborted: 'ECONNABORTED', badResponse: 'ERR_BAD_RESPONSE', network: 'ERR_NETWORK' } as const;

/**
 * The generic error classes of the HTTP client: network error, timeout, canceled,
 * bad request (4xx), bad response (5xx), plus a body that is not what the call promises, and
 * `origin-refused`: the server is there but the browser withheld its answer from this page (CORS:
 * the page's origin is not one the server allows). A refusal says nothing about the session.
 */
export type HttpErrorKind = 'network' | 'timeout' | 'canceled' | 'bad-request' | 'bad-response' | 'invalid-body' | 'origin-refused';

/** A failed call, typed so that stores can decide what it means to the user. */
export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    /** The HTTP status when the server answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }

  /** True for an answer with one of these statuses. */
  hasStatus(...statuses: number[]): boolean {
    return this.status !== undefined && statuses.includes(this.status);
  }
}

/** The error of an answer with a status other than 2xx; status 0 is a redirect the client refused to follow. */
export function httpErrorOfStatus(status: number): HttpError {
  if (status === 0) return new HttpError('bad-request', 'Redirect refused', 0);
  return new HttpError(status >= 500 ? 'bad-response' : 'bad-request', `HTTP ${status}`, status);
}

/** What an axios call's failure says (from the fetch adapter or settle); anything else is not read. */
function fromAxios(error: AxiosError): HttpError {
  const status = error.response?.status;
  // settle's rejection of an answer; status 0 is an opaque redirect (`maxRedirects: 0`).
  if (status !== undefined) return httpErrorOfStatus(status);
  if (error.code === AXIOS_CODES.canceled) return new HttpError('canceled', 'Request canceled', undefined, { cause: error });
  if (error.code === AXIOS_CODES.timedOut || error.code === AXIOS_CODES.aborted) return new HttpError('timeout', 'Request timed out', undefined, { cause: error });
  // The one answer the fetch adapter fails without a status: a body past maxContentLength.
  if (error.code === AXIOS_CODES.badResponse) {
    return new HttpError('invalid-body', `The answer passed maxContentLength (${error.config?.maxContentLength} bytes)`, undefined, { cause: error });
  }
  // What fetch itself threw (a TimeoutError or AbortError of the caller's signal, a broken body).
  if (error.cause !== undefined && error.code !== AXIOS_CODES.network) return toHttpError(error.cause);
  return new HttpError('network', error.message || 'Network error', undefined, { cause: error.cause ?? error });
}

/** Turns anything a call threw (axios's errors included) into an {@link HttpError}. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isAxiosError(error)) return fromAxios(error);
  if (error instanceof DOMException && error.name === 'TimeoutError') return new HttpError('timeout', 'Request timed out', undefined, { cause: error });
  if (error instanceof DOMException && error.name === 'AbortError') return new HttpError('canceled', 'Request canceled', undefined, { cause: error });
  return new HttpError('network', error instanceof Error ? error.message : 'Network error', undefined, { cause: error });
}

/** The HTTP status an error carries, if it is an answered HTTP call. */
export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/**
 * The error of a call that got no answer (fetch's TypeError), once a `no-cors` probe of the same
 * address has told why: the probe answered (an opaque response), so the server is up and the
 * browser refused this page's origin; else the network failed.
 */
export function unansweredCallError(cause: unknown, probeAnswered: boolean): HttpError {
  return probeAnswered
    ? new HttpError('origin-refused', "The server refused this page's origin", undefined, { cause })
    : new HttpError('network', 'Network Error', undefined, { cause });
}
