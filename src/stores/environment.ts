import { atom, computed } from 'nanostores';
import type { EnvironmentSettings } from '../config/environment-types';
import { resolveEnvironment, type HostParams } from '../config/resolve-environment';

/**
 * HostParamsJson as the host gave it: the `host-params` attribute / `hostParams` property of
 * `<portal-shell>`, or else the page global `window.HostParamsJson` (read by {@link readPageHostParams}).
 */
export const $hostParams = atom<HostParams>(undefined);

/** Reads the page global a host page may inject, `window.HostParamsJson` (JSON text or an object). */
export function readPageHostParams(): HostParams {
  const value = (globalThis as { HostParamsJson?: unknown }).HostParamsJson;
  return typeof value === 'string' || (typeof value === 'object' && value !== null) ? (value as HostParams) : undefined;
}

/** The environment settings in force; invalid HostParamsJson warns once and is ignored. */
export const $environment = computed($hostParams, (hostParams): EnvironmentSettings => {
  const hostname = typeof location === 'undefined' ? '' : location.hostname;
  return resolveEnvironment(hostname, hostParams ?? readPageHostParams());
});

/**
 * The portal is embedded in a content-platform (CMS) host: set by `<portal-shell content-platform>`.
 * The partner-products popover is hidden there.
 */
export const $contentPlatformHost = atom(false);
