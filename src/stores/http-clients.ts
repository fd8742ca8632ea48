import { createHttpClient, type HttpClient } from '../services/http-client';
import type { EnvironmentSettings } from '../config/environment-types';
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

let made: { env: EnvironmentSettings; clients: Promise<HttpClients> } | undefined;

/**
 * Clients for the environment's base addresses, made again only when the environment changes.
 * The fetch client (about 1 KB gzipped) comes with the page, not in a chunk of its own: the
 * start-up calls leave in the task that connects the element, while the page still evaluates,
 * instead of a round trip for the chunk later. A promise, so that callers need not change if a
 * client ever has to load again.
 */
export function httpClients(): Promise<HttpClients> {
  const env = $environment.get();
  if (made?.env !== env) {
    const clients = Promise.resolve({
      auth: createHttpClient({ baseURL: env.AuthServerUrl, withCredentials: true, noRedirects: true }),
      profile: createHttpClient({ baseURL: env.ProfileApiUrl, withCredentials: true }),
      gateway: createHttpClient({ baseURL: env.GatewayUrl, withCredentials: true }),
    });
    made = { env, clients };
  }
  return made.clients;
}
