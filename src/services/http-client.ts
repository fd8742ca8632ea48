import axios, { type AxiosInstance } from 'axios';

/** How one backend base address is called. */
export interface HttpClientOptions {
  baseURL: string;
  /** Send cookies. */
  withCredentials: boolean;
  /** Auth calls never follow redirects (max 0). */
  noRedirects?: boolean;
  /** Per-call time limit, ms. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * One axios instance per base address. It uses the fetch adapter so that `redirect: 'manual'`
 * really stops redirects in the browser (XHR would follow them; `maxRedirects` only works in Node).
 */
export function createHttpClient({ baseURL, withCredentials, noRedirects = false, timeoutMs = DEFAULT_TIMEOUT_MS }: HttpClientOptions): AxiosInstance {
  return axios.create({
    baseURL,
    withCredentials,
    timeout: timeoutMs,
    adapter: 'fetch',
    ...(noRedirects ? { maxRedirects: 0, fetchOptions: { redirect: 'manual' } } : {}),
  });
}
