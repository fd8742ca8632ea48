import type { AppOriginOverride } from './app-origin-rules';
import type { EnvName } from './environment-types';

/*
 * Per-browser app overrides: an app team points one product area of the running portal at its
 * own dev server. Only loopback origins are ever accepted (a dev server on the person's own
 * machine), so an address someone else crafted cannot send the user's token to a foreign site.
 */

/** The query parameter that asks for an override: `<prefix>=<origin>`, or `reset`. */
export const APP_OVERRIDE_PARAM = 'portal-app-override';

/** The value of {@link APP_OVERRIDE_PARAM} that clears every override. */
const APP_OVERRIDE_RESET = 'reset';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origin when `text` is exactly a loopback http origin with a port (`http://localhost:3000`,
 * `http://127.0.0.1:3000`, `http://[::1]:3000`: no path, user, query or fragment, written as its
 * origin), else null.
 */
export function loopbackOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.includes(url.hostname) || url.port === '') return null;
  return text === url.origin ? url.origin : null;
}

/** An app prefix as written in a request (`cdp`, `/cdp`, `/cdp/`), without its slashes. */
export const bareAppPrefix = (text: string): string => text.trim().replace(/^\/+|\/+$/g, '');

/** What decides whether an override may be applied. */
export interface AppOverrideContext {
  /** The prefixes of the apps the portal has. */
  appPrefixes: readonly string[];
  /** The environment in force. */
  env: EnvName;
  /** HostParamsJson's `AllowAppOverrides`: overrides in Production. */
  allowInProduction: boolean;
}

/** Why an override may not be applied (a sentence for the developer), or null when it may. */
export function appOverrideRefusal(appPrefix: string, origin: string, context: AppOverrideContext): string | null {
  if (context.env === 'Production' && !context.allowInProduction) {
    return 'app overrides are off in Production (HostParamsJson "AllowAppOverrides": true turns them on)';
  }
  if (!context.appPrefixes.includes(appPrefix)) return `"${appPrefix}" is not the prefix of an app of this portal`;
  if (loopbackOrigin(origin) === null) {
    return `"${origin}" is not a loopback origin (http://localhost:<port>, http://127.0.0.1:<port> or http://[::1]:<port>, without a path)`;
  }
  return null;
}

/** One value of {@link APP_OVERRIDE_PARAM}, read. */
export type AppOverrideRequest = { kind: 'reset' } | ({ kind: 'set' } & AppOriginOverride) | { kind: 'malformed'; text: string };

/** Reads one value of {@link APP_OVERRIDE_PARAM}: `reset`, or `<prefix>=<origin>`. */
export function parseAppOverrideRequest(text: string): AppOverrideRequest {
  if (text.trim() === APP_OVERRIDE_RESET) return { kind: 'reset' };
  const at = text.indexOf('=');
  const appPrefix = at === -1 ? '' : bareAppPrefix(text.slice(0, at));
  if (appPrefix === '') return { kind: 'malformed', text };
  return { kind: 'set', appPrefix, origin: text.slice(at + 1).trim() };
}

/**
 * The override requests of an address and the address without them (path, query and fragment),
 * or null when it carries none.
 */
export function takeAppOverrideRequests(href: string): { requests: AppOverrideRequest[]; rest: string } | null {
  const url = new URL(href);
  const values = url.searchParams.getAll(APP_OVERRIDE_PARAM);
  if (values.length === 0) return null;
  url.searchParams.delete(APP_OVERRIDE_PARAM);
  return { requests: values.map(parseAppOverrideRequest), rest: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * How long an applied override lasts: a working day. An override forgotten on a shared or lent
 * machine would otherwise point the area at whatever listens on that port, for good.
 */
export const APP_OVERRIDE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** One kept override: the dev server's origin and when it lapses (ms since the epoch). */
export interface KeptAppOverride {
  origin: string;
  until: number;
}

/** Each user's overrides on this browser: user id, then app prefix. */
export type StoredAppOverrides = Record<string, Record<string, KeptAppOverride>>;

/** An override in force, with when it lapses. */
export type LiveAppOverride = AppOriginOverride & { until: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isKept = (value: unknown): value is KeptAppOverride =>
  isRecord(value) && typeof value.origin === 'string' && loopbackOrigin(value.origin) !== null && typeof value.until === 'number' && Number.isFinite(value.until);

/** Kept overrides read back: only loopback origins with a lapse time, under non-empty prefixes, are kept. */
export function parseStoredAppOverrides(value: unknown): StoredAppOverrides | null {
  if (!isRecord(value)) return null;
  const kept: StoredAppOverrides = {};
  for (const [userId, overrides] of Object.entries(value)) {
    if (!isRecord(overrides)) continue;
    const valid = Object.entries(overrides)
      .filter((entry): entry is [string, KeptAppOverride] => bareAppPrefix(entry[0]) === entry[0] && entry[0] !== '' && isKept(entry[1]))
      .map(([appPrefix, { origin, until }]): [string, KeptAppOverride] => [appPrefix, { origin, until }]);
    if (valid.length > 0) kept[userId] = Object.fromEntries(valid);
  }
  return kept;
}

/**
 * The kept overrides still in force at `now`: not lapsed, and lapsing no later than one lifetime
 * from now (a time further off was not written by an Apply here).
 */
export function liveAppOverrides(kept: Readonly<Record<string, KeptAppOverride>>, now: number): LiveAppOverride[] {
  return Object.entries(kept)
    .filter(([, { until }]) => now < until && until <= now + APP_OVERRIDE_LIFETIME_MS)
    .map(([appPrefix, { origin, until }]) => ({ appPrefix, origin, until }));
}

/**
 * An app's base URL served from an override's origin: the origin is replaced, the path stays what
 * production frames (`https://cdp.apps.portal.example/cdp` → `http://localhost:3000/cdp`), so the
 * dev server receives the same paths as the shipped server and the area reports the same ones back.
 */
export function overriddenBaseUrl(iframeBaseUrl: string, origin: string): string {
  const shipped = new URL(iframeBaseUrl);
  return `${origin}${shipped.pathname.replace(/\/+$/, '')}`;
}

/** The apps with each override applied: the overridden app is served from its override's origin, at its shipped path. */
export function appsWithOverrides<T extends { appPrefix: string; iframeBaseUrl: string }>(apps: readonly T[], overrides: readonly AppOriginOverride[]): T[] {
  return apps.map((app) => {
    const override = overrides.find((candidate) => candidate.appPrefix === app.appPrefix);
    return override ? { ...app, iframeBaseUrl: overriddenBaseUrl(app.iframeBaseUrl, override.origin) } : app;
  });
}
