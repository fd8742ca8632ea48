import type { AxiosInstance } from 'axios';
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

/**
 * Clients for the environment's base addresses, made again only when the environment changes.
 * The HTTP library loads on the first call, after the shell has painted: it is not on the
 * first-paint path.
 */
export function httpClients(): Promise<HttpClients> {
  const env = $environment.get();
  if (made?.env !== env) {
    made = {
      env,
      clients: import('../services/http-client').then(({ createHttpClient }) => ({
        auth: createHttpClient({ baseURL: env.AuthServerUrl, withCredentials: true, noRedirects: true }),
        profile: createHttpClient({ baseURL: env.ProfileApiUrl, withCredentials: true }),
        gateway: createHttpClient({ baseURL: env.GatewayUrl, withCredentials: true }),
      })),
    };
  }
  return made.clients;
}
