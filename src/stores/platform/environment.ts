import { atom, computed } from 'nanostores';
import { appOriginRules, type AppOriginRules } from '../../config/app-origin-rules';
import type { EnvironmentSettings } from '../../config/environment-types';
import { hostSettings, judgeHostParams, type HostParams } from '../../config/resolve-environment';

/**
 * HostParamsJson as the host gave it: the `host-params` attribute / `hostParams` property of
 * `<portal-shell>`, or else the page global `window.HostParamsJson` (read by {@link readPageHostParams}).
 */
export const $hostParams = atom<HostParams>(undefined);

/** The page's host name; none outside a page (or where a stand-in of `location` has none). */
const pageHostname = (): string => (typeof location === 'undefined' || typeof location?.hostname !== 'string' ? '' : location.hostname);

/** The key of the value last refused by {@link adoptHostParams}: a framework writing it again is not warned about twice. */
let refused: string | undefined = undefined;

/** The same key for the same value, text or object (a framework may hand over an equal object anew). */
function keyOf(value: string | Record<string, unknown>): string {
  if (typeof value === 'string') return `text:${value}`;
  try {
    return `object:${JSON.stringify(value)}`;
  } catch {
    return 'object:unreadable';
  }
}

/**
 * Takes HostParamsJson an element was given (attribute or property) as the page's. Nothing given
 * changes nothing. A new value takes effect only when it is complete and valid
 * (src/config/host-settings.ts: a JSON object naming a setting the portal reads, every setting it
 * names valid, a shipped identity server); any other is ignored with one console warning per
 * value, and the last valid settings stay in force: a running portal never falls back to another
 * environment's identity server, or follows one nobody shipped, because of what a host page wrote.
 * @param value - HostParamsJson as JSON text or an object.
 * @param warn - Where the warning goes.
 */
export function adoptHostParams(value: HostParams, warn: (message: string) => void = console.warn): void {
  if (value === undefined || value === null || value === '') return;
  const verdict = judgeHostParams(pageHostname(), value);
  if (!verdict.ok) {
    const key = keyOf(value);
    if (key !== refused) warn(verdict.reason);
    refused = key;
    return;
  }
  refused = undefined;
  $hostParams.set(value);
}

/** Reads the page global a host page may inject, `window.HostParamsJson` (JSON text or an object). */
export function readPageHostParams(): HostParams {
  const value = (globalThis as { HostParamsJson?: unknown }).HostParamsJson;
  return typeof value === 'string' || (typeof value === 'object' && value !== null) ? (value as HostParams) : undefined;
}

/** The settings in force and AllowAppOverrides: the host's parameters, else the page global; a refused value warns once and counts as none. */
const $hostSettings = computed($hostParams, (hostParams) => hostSettings(pageHostname(), hostParams ?? readPageHostParams()));

/** The environment settings in force. */
export const $environment = computed($hostSettings, ({ settings }): EnvironmentSettings => settings);

/** HostParamsJson's `AllowAppOverrides`: app overrides are allowed in Production too. */
export const $allowAppOverrides = computed($hostSettings, ({ allowAppOverrides }) => allowAppOverrides);

/**
 * The app origins the environment in force ships with (src/config/app-origin-rules.ts). Only the
 * environment's name counts: no URL of the host settings widens them.
 */
export const $appOriginRules = computed($environment, ({ EnvName }): AppOriginRules => appOriginRules(EnvName, pageHostname()));

/**
 * The portal is embedded in a content-platform (CMS) host: set by `<portal-shell content-platform>`.
 * The partner-products popover is hidden there.
 */
export const $contentPlatformHost = atom(false);
