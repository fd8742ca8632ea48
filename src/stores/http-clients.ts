import type { HttpClient } from '../services/http-client';
import type * as HttpClientModule from '../services/http-client';
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
let httpClientModule: Promise<typeof HttpClientModule> | undefined;
/** While set, the HTTP library's import waits for it (see {@link holdHttpClientUntilPainted}). */
let hold: { until: Promise<void>; release: () => void } | undefined;

/** The longest a hold lasts when no element reports its paint (a hidden tab runs no frames). */
export const HTTP_CLIENT_HOLD_MAX_MS = 500;

/** The HTTP library's chunk, once any hold is released; a failed import is tried afresh next time. */
const loadHttpClient = () =>
  (httpClientModule ??= (hold?.until ?? Promise.resolve())
    .then(() => import('../services/http-client'))
    .catch((error: unknown) => {
      httpClientModule = undefined;
      throw error;
    }));

/**
 * Holds the HTTP library's import until {@link releaseHttpClient} is called (or
 * {@link HTTP_CLIENT_HOLD_MAX_MS} has passed). The login asks for it when the shell paints the
 * signed-in user from the tab's cache: nothing needs an answer before that first frame, and no
 * chunk's evaluation should land between React's commit and the frame (axios's, when the client was
 * axios, took about 5 ms; the fetch client's is negligible). Requests made meanwhile wait; none is
 * lost. No effect once the import has started.
 */
export function holdHttpClientUntilPainted(): void {
  if (httpClientModule || hold) return;
  let release = () => {};
  const until = new Promise<void>((resolve) => {
    const timer = setTimeout(() => release(), HTTP_CLIENT_HOLD_MAX_MS);
    release = () => {
      clearTimeout(timer);
      hold = undefined;
      resolve();
    };
  });
  hold = { until, release };
}

/** Lets a held HTTP library load: an element calls it once it has been painted. */
export function releaseHttpClient(): void {
  hold?.release();
}

/**
 * Starts fetching the HTTP library's chunk without waiting for it: an element calls it when it is
 * defined, so that the chunk is there by the time the login asks for GetUserData. The chunk stays
 * off the first-paint bytes; only its download starts early (or, while the login holds the
 * library for a shell painted from the tab's cache, once that hold ends).
 */
export function preloadHttpClient(): void {
  // A failed preload is not an error of its own: the first request imports again and fails there.
  loadHttpClient().catch(() => {});
}

/**
 * Clients for the environment's base addresses, made again only when the environment changes.
 * The HTTP library loads on the first call (or from {@link preloadHttpClient}): it is not on the
 * first-paint path. A failed load is not kept: the next call tries again.
 */
export function httpClients(): Promise<HttpClients> {
  const env = $environment.get();
  if (made?.env !== env) {
    const clients = loadHttpClient().then(({ createHttpClient }) => ({
      auth: createHttpClient({ baseURL: env.AuthServerUrl, withCredentials: true, noRedirects: true }),
      profile: createHttpClient({ baseURL: env.ProfileApiUrl, withCredentials: true }),
      gateway: createHttpClient({ baseURL: env.GatewayUrl, withCredentials: true }),
    }));
    made = { env, clients };
    clients.catch(() => {
      if (made?.clients === clients) made = undefined;
    });
  }
  return made.clients;
}
