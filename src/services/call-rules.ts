// The rules every call of the portal is made by, defined once: axios's instances (http-client.ts)
// are made from them, and so is a call sent before axios is loaded (early-call.ts), which axios
// then takes over. This module is on the first paint's path: it imports nothing.

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

const DEFAULT_TIMEOUT_MS = 15_000;

/** The type of the one kind of body the portal sends. */
export const JSON_CONTENT_TYPE = 'application/json';

/** What every call of one base address is made with, in fetch's terms. */
export interface CallRules {
  baseURL: string;
  /** Cookies sent (`include`) or not (`omit`). */
  credentials: 'include' | 'omit';
  /** A redirect not followed (`manual`: it fails as "Redirect refused"), or followed. */
  redirect: 'manual' | 'follow';
  /** The call's time limit, reading the answer's body included, ms. */
  timeoutMs: number;
  /**
   * The headers of every call: JSON asked for (axios's own default, named here so that a call made
   * without axios asks the same), and nothing else: no `User-Agent` of the client's (a header of
   * its own would make every call a CORS preflight in the browsers that let a page set it). A call
   * with a body adds `Content-Type: application/json`.
   */
  headers: Readonly<Record<string, string>>;
}

/** The rules of a client's calls, from its options. */
export function callRules({ baseURL, withCredentials, noRedirects = false, timeoutMs = DEFAULT_TIMEOUT_MS }: HttpClientOptions): CallRules {
  return {
    baseURL,
    credentials: withCredentials ? 'include' : 'omit',
    redirect: noRedirects ? 'manual' : 'follow',
    timeoutMs,
    headers: { Accept: 'application/json, text/plain, */*' },
  };
}
