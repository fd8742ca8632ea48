import { ENVIRONMENTS } from './environments';
import type { EnvironmentSettings } from './environment-types';
import { defaultEnvName, judgeHostSettings, type HostSettingsVerdict } from './host-settings';

/** What a host page may give: HostParamsJson as JSON text or as an object; anything else is ignored. */
export type HostParams = string | Record<string, unknown> | null | undefined;

/** The result of reading HostParamsJson: the settings object, or why it was ignored. */
export type ParsedHostParams = { ok: true; value: Record<string, unknown> } | { ok: false; reason: string } | { ok: true; value: null };

/** Reads HostParamsJson: JSON text or an object. Invalid JSON, or JSON that is not an object, is a reason to ignore it. */
export function parseHostParams(input: HostParams): ParsedHostParams {
  if (input === null || input === undefined || input === '') return { ok: true, value: null };
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (error) {
      return { ok: false, reason: `HostParamsJson is not valid JSON (${(error as Error).message}); it is ignored.` };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'HostParamsJson is not a JSON object; it is ignored.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * Judges HostParamsJson (text or object) on the page `hostname`: nothing given is the page's
 * default environment; a value that is no JSON object, or one `judgeHostSettings` refuses, is
 * refused with its reason.
 */
export function judgeHostParams(hostname: string, hostParams: HostParams): HostSettingsVerdict {
  const parsed = parseHostParams(hostParams);
  if (!parsed.ok) return parsed;
  if (parsed.value === null) return { ok: true, settings: { ...ENVIRONMENTS[defaultEnvName(hostname)] }, allowAppOverrides: false };
  return judgeHostSettings(parsed.value, hostname);
}

/** The settings in force and HostParamsJson's `AllowAppOverrides`. */
export interface HostSettings {
  settings: EnvironmentSettings;
  /** True lets a person point an area at a dev server on their own machine in Production too (src/protocol/app-overrides.md). */
  allowAppOverrides: boolean;
}

/**
 * The settings HostParamsJson gives on the page `hostname` (see `judgeHostSettings`); a refused
 * value counts as none, with one warning through `warn`: the page's default environment.
 */
export function hostSettings(hostname: string, hostParams: HostParams, warn: (message: string) => void = console.warn): HostSettings {
  const verdict = judgeHostParams(hostname, hostParams);
  if (verdict.ok) return { settings: verdict.settings, allowAppOverrides: verdict.allowAppOverrides };
  warn(verdict.reason);
  return { settings: { ...ENVIRONMENTS[defaultEnvName(hostname)] }, allowAppOverrides: false };
}

/**
 * The environment settings of Production by default; Local (the dev settings plus sample data,
 * against the local backend) on local and test hosts; HostParamsJson with EnvName Dev, Staging (or
 * Local, Production) selects those settings, and its addresses and UseSampleData override them.
 * A value that is not complete and valid (`judgeHostSettings`) is ignored, with one warning through `warn`.
 */
export function resolveEnvironment(hostname: string, hostParams: HostParams, warn: (message: string) => void = console.warn): EnvironmentSettings {
  return hostSettings(hostname, hostParams, warn).settings;
}
