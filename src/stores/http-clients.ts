import type { AxiosInstance } from 'axios';
import type * as HttpClientModule from '../services/http-client';
import type { EnvironmentSettings } from '../config/environment-types';
import { $environment } from './environment';

/** The HTTP clients of the environment in force: one per base address (SPEC 7). */
export interface HttpClients {
  /** Auth server: credentials, no redirects. */
  auth: AxiosInstance;
  /** Profile API: credentials. */
  profile: AxiosInstance;
  /** Gateway: credentials (the release-notes feed asks for them). */
  gateway: AxiosInstance;
}

let made: { env: EnvironmentSettings; clients: Promise<HttpClients> } | undefined;
let httpClientModule: Promise<typeof HttpClientModule> | undefined;

/** The HTTP library's chunk; a failed import is tried afresh next time. */
const loadHttpClient = () =>
  (httpClientModule ??= import('../services/http-client').catch((error: unknown) => {
    httpClientModule = undefined;
    throw error;
  }));

/**
 * Starts fetching the HTTP library's chunk without waiting for it: an element calls it when it is
 * defined, so that the chunk is there by the time the login asks for GetUserData. The chunk stays
 * off the first-paint bytes; only its download starts early.
 */
export function preloadHttpClient(): void {
  // A failed preload is not an error of its own: the first request imports again and fails there.
  loadHttpClient().catch(() => {});
}

/**
 * Clients for the environment's base addresses, made again only when the environment changes.
 * The HTTP library loads on the first call (or from {@link preloadHttpClient}): it is not on the
 * first-paint path.
 */
export function httpClients(): Promise<HttpClients> {
  const env = $environment.get();
  if (made?.env !== env) {
    made = {
      env,
      clients: loadHttpClient().then(({ createHttpClient }) => ({
        auth: createHttpClient({ baseURL: env.AuthServerUrl, withCredentials: true, noRedirects: true }),
        profile: createHttpClient({ baseURL: env.ProfileApiUrl, withCredentials: true }),
        gateway: createHttpClient({ baseURL: env.GatewayUrl, withCredentials: true }),
      })),
    };
  }
  return made.clients;
}
