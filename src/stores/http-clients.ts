import type { AxiosInstance } from 'axios';
import { computed } from 'nanostores';
import { createHttpClient } from '../services/http-client';
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

/** Clients for the environment's base addresses, made again only when the environment changes. */
export const $httpClients = computed($environment, (env): HttpClients => ({
  auth: createHttpClient({ baseURL: env.AuthServerUrl, withCredentials: true, noRedirects: true }),
  profile: createHttpClient({ baseURL: env.ProfileApiUrl, withCredentials: true }),
  gateway: createHttpClient({ baseURL: env.GatewayUrl, withCredentials: true }),
}));
