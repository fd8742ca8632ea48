import type * as HttpClientCode from '../../services/http-client';
import type { HttpClient, HttpClientOptions } from '../../services/http-client';
import { EARLY_CALL_KEY, EarlyCall } from '../../services/early-call';
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

/** The HTTP client's code, loading from the first call on. */
function loadHttpClientCode(): Promise<typeof HttpClientCode> {
  return (httpCode ??= import('../../services/http-client'));
}

/** The axios options of a call that takes over `early`. */
const takingOver = (config: object | undefined, early: EarlyCall) => ({ ...config, fetchOptions: { [EARLY_CALL_KEY]: early } });

/**
 * A client whose calls load the HTTP client's code first. It is a chunk of its own, not part of
 * the page's first modules: a reload paints from the tab's cache and calls nothing before its
 * first frame, so that frame neither downloads nor evaluates axios. A call made before that code
 * is there does not wait for it: it leaves at once (early-call.ts), under the same rules, and axios
 * takes it over when it has loaded.
 */
function loadingClient(options: HttpClientOptions): HttpClient {
  let loaded: HttpClient | undefined;
  let client: Promise<HttpClient> | undefined;
  const ready = () =>
    (client ??= loadHttpClientCode().then(
      ({ createHttpClient }) => (loaded = createHttpClient(options)),
      (error: unknown) => {
        // A chunk that could not be loaded fails this call as a network error would; the next call tries again.
        httpCode = client = undefined;
        throw error;
      },
    ));
  const call = <T>(method: 'get' | 'post', url: string, data: unknown, config: object | undefined, send: (client: HttpClient, config: object | undefined) => Promise<T>) => {
    if (loaded) return send(loaded, config);
    const early = EarlyCall.send(options, method, url, data, config);
    return ready().then(
      (client) => send(client, early ? takingOver(config, early) : config),
      (error: unknown) => {
        early?.abandon(error);
        throw error;
      },
    );
  };
  return {
    get: (url, config) => call('get', url, undefined, config, (client, options) => client.get(url, options)),
    post: (url, data, config) => call('post', url, data, config, (client, options) => client.post(url, data, options)),
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
