import type * as HttpClientCode from '../../services/http-client';
import type { HttpClient, HttpClientOptions } from '../../services/http-client';
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

/** The HTTP client's code (axios, about 21 KB gzipped), loaded with the first call. */
let httpCode: Promise<typeof HttpClientCode> | undefined;

/**
 * A client whose calls load the HTTP client's code first. It is a chunk of its own, not part of
 * the page's first modules: a reload paints from the tab's cache and calls nothing before its
 * first frame, so that frame neither downloads nor evaluates axios. A first visit's start-up calls
 * ask for the chunk as the element connects.
 */
function loadingClient(options: HttpClientOptions): HttpClient {
  let client: Promise<HttpClient> | undefined;
  const ready = () =>
    (client ??= (httpCode ??= import('../../services/http-client')).then(
      ({ createHttpClient }) => createHttpClient(options),
      (error: unknown) => {
        // A chunk that could not be loaded fails this call as a network error would; the next call tries again.
        httpCode = client = undefined;
        throw error;
      },
    ));
  return {
    get: (url, config) => ready().then((loaded) => loaded.get(url, config)),
    post: (url, data, config) => ready().then((loaded) => loaded.post(url, data, config)),
  } as HttpClient;
}

/** Clients for the environment's base addresses, made again only when the environment changes. */
export function httpClients(): HttpClients {
  const env = $environment.get();
  if (made?.env !== env) {
    const clients = {
      auth: loadingClient({ baseURL: env.AuthServerUrl, withCredentials: true, noRedirects: true }),
      profile: loadingClient({ baseURL: env.ProfileApiUrl, withCredentials: true }),
      gateway: loadingClient({ baseURL: env.GatewayUrl, withCredentials: true }),
    };
    made = { env, clients };
  }
  return made.clients;
}
