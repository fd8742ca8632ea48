import { atom, computed } from 'nanostores';
import { appOriginRules, type AppOriginRules } from '../../config/app-origin-rules';
import type { EnvironmentSettings } from '../../config/environment-types';
import { allowsAppOverrides, parseHostParams, resolveEnvironment, type HostParams } from '../../config/resolve-environment';

/**
 * HostParamsJson as the host gave it: the `host-params` attribute / `hostParams` property of
 * `<portal-shell>`, or else the page global `window.HostParamsJson` (read by {@link readPageHostParams}).
 */
export const $hostParams = atom<HostParams>(undefined);

/** The invalid value last refused by {@link adoptHostParams}: a framework writing it again is not warned about twice. */
let refused: HostParams = undefined;

/**
 * Takes HostParamsJson an element was given (attribute or property) as the page's. Nothing given
 * changes nothing; an invalid value (not JSON, not an object) is ignored with one console warning
 * per value, and the last valid settings stay in force: a running portal never falls back to
 * another environment's identity server because of a typo.
 * @param value - HostParamsJson as JSON text or an object.
 * @param warn - Where the warning goes.
 */
export function adoptHostParams(value: HostParams, warn: (message: string) => void = console.warn): void {
  if (value === undefined || value === null || value === '') return;
  const parsed = parseHostParams(value);
  if (!parsed.ok) {
    if (value !== refused) warn(parsed.reason);
    refused = value;
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

const pageHostname = () => (typeof location === 'undefined' ? '' : location.hostname);

/** The environment settings in force; invalid HostParamsJson warns once and is ignored. */
export const $environment = computed($hostParams, (hostParams): EnvironmentSettings => resolveEnvironment(pageHostname(), hostParams ?? readPageHostParams()));

/** HostParamsJson's `AllowAppOverrides`: app overrides are allowed in Production too. */
export const $allowAppOverrides = computed($hostParams, (hostParams) => allowsAppOverrides(hostParams ?? readPageHostParams()));

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
