import { createHttpClient, type HttpClient } from '../../services/http-client';
import type { EnvironmentSettings } from '../../config/environment-types';
import { $environment } from './environment';

/** The HTTP clients of the environment in force: one per base address. */
export interface HttpClients {
  /** Auth server: credentials, no redirects. */
  auth: HttpClient;
  /** Profile API: credentials. */
  profile: HttpClient;
  /** Gateway: credentials (the release-notes feed asks for them). */
  gateway: HttpClient;
}

let made: { env: EnvironmentSettings; clients: HttpClients } | undefined;

/**
 * Clients for the environment's base addresses, made again only when the environment changes.
 * The HTTP client (axios, about 21 KB gzipped) comes with the page, not in a chunk of its own, and is
 * handed over at once, not as a promise: a start-up call made as the element connects reaches
 * `fetch` in that same step, before the element's first render, instead of after it (a promise's
 * callback waits for the render that runs in the same turn).
 */
export function httpClients(): HttpClients {
  const env = $environment.get();
  if (made?.env !== env) {
    const clients = {
      auth: createHttpClient({ baseURL: env.AuthServerUrl, withCredentials: true, noRedirects: true }),
      profile: createHttpClient({ baseURL: env.ProfileApiUrl, withCredentials: true }),
      gateway: createHttpClient({ baseURL: env.GatewayUrl, withCredentials: true }),
    };
    made = { env, clients };
  }
  return made.clients;
}
