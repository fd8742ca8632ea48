import { appDefinitions } from './app-definitions';
import type { AppEntry } from './app-types';
import type { EnvName } from './environment-types';
import { isLocalOrTestHost } from './host-kind';
import { parsedHttpUrl } from './safe-url';

/*
 * Which origins may serve an embedded app: decided by the environment the portal ships with, never
 * by a setting the host page or the network hands over. A frame on an origin gets that origin the
 * user's token, so an origin nobody shipped is never framed, preconnected or given a token.
 */

/** The app origins an environment trusts. */
export interface AppOriginRules {
  /** The environment the rules are for (named in the console when a definition is dropped). */
  env: EnvName;
  /** Per app prefix, the origin shipped for it. */
  shipped: Readonly<Record<string, string>>;
  /**
   * A host name whose every port is trusted for every app, or null. The local backend's ports move
   * (`npm start`, test suites take free ports), so a portal running on a developer's or test machine
   * trusts apps on its own page's host name only; another loopback name is as foreign as any site.
   */
  pageHost: string | null;
}

/**
 * The one sanctioned extra origin of one app: a per-browser override that the person applied
 * explicitly (loopback, for an app team running its app locally). Built elsewhere; only honoured here.
 */
export interface AppOriginOverride {
  appPrefix: string;
  origin: string;
}

/** The origin of a URL, or null when it is not an http(s) URL. */
function originOf(url: string): string | null {
  return parsedHttpUrl(url)?.origin ?? null;
}

/**
 * The app origins of an environment: the origin of each app it ships with, and, on the Local
 * environment or a local or test host (`pageHostname`), that page host on any port.
 */
export function appOriginRules(env: EnvName, pageHostname: string): AppOriginRules {
  const shipped: Record<string, string> = {};
  for (const app of appDefinitions(env)) {
    const origin = originOf(app.iframeBaseUrl);
    if (origin) shipped[app.appPrefix] = origin;
  }
  const host = pageHostname.toLowerCase();
  const pageHost = host !== '' && (env === 'Local' || isLocalOrTestHost(host)) ? host : null;
  return { env, shipped, pageHost };
}

/**
 * Why an app's definition is not trusted (its origin, for the console), or null when it is: its
 * iframeBaseUrl must be on the origin shipped for that app, on the page host's rule, or on the
 * override applied for that very app.
 */
export function untrustedAppOrigin(app: AppEntry, rules: AppOriginRules, override: AppOriginOverride | null = null): string | null {
  const url = parsedHttpUrl(app.iframeBaseUrl);
  if (url === null) return app.iframeBaseUrl;
  const { origin } = url;
  if (rules.shipped[app.appPrefix] === origin) return null;
  if (rules.pageHost !== null && url.hostname.toLowerCase() === rules.pageHost) return null;
  if (override !== null && override.appPrefix === app.appPrefix && originOf(override.origin) === origin) return null;
  return origin;
}

/**
 * The definitions whose origin is trusted; each other one is dropped and named once through
 * `report` (the app and the origin).
 */
export function trustedAppEntries(
  apps: readonly AppEntry[],
  rules: AppOriginRules,
  report: (message: string) => void,
  override: AppOriginOverride | null = null,
): AppEntry[] {
  return apps.filter((app) => {
    const origin = untrustedAppOrigin(app, rules, override);
    if (origin === null) return true;
    report(`The app "${app.appPrefix}" is dropped: ${origin} is not an app origin of the ${rules.env} environment.`);
    return false;
  });
}
