import { ENVIRONMENTS } from './environments';
import type { EnvironmentSettings, EnvName } from './environment-types';
import { isLocalOrTestHost } from './host-kind';
import { parsedHttpUrl } from './safe-url';

const ENV_NAMES: readonly EnvName[] = ['Production', 'Dev', 'Staging', 'Local'];
const URL_FIELDS = ['AuthServerUrl', 'AuthServerReturnUrl', 'ProfileApiUrl', 'ChatApiUrl', 'GatewayUrl', 'BlogFeedUrl', 'SentryDsn'] as const;

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

/** An http(s) URL, or undefined: host settings never point the portal at other schemes. */
function httpUrl(value: unknown): string | undefined {
  return parsedHttpUrl(value) === null ? undefined : (value as string);
}

/**
 * The environment settings of Production by default; Local (the dev settings
 * plus sample data, against the local backend) on local and test hosts; HostParamsJson with
 * EnvName Dev, Staging (or Local, Production) selects those settings, and its http(s) URL fields
 * and UseSampleData override them. Invalid settings are ignored, with one warning through `warn`.
 */
export function resolveEnvironment(hostname: string, hostParams: HostParams, warn: (message: string) => void = console.warn): EnvironmentSettings {
  const parsed = parseHostParams(hostParams);
  if (!parsed.ok) warn(parsed.reason);
  const params = parsed.ok ? parsed.value : null;

  const requested = ENV_NAMES.find((name) => name === params?.EnvName);
  const envName: EnvName = requested ?? (isLocalOrTestHost(hostname) ? 'Local' : 'Production');
  const settings: EnvironmentSettings = { ...ENVIRONMENTS[envName] };
  if (!params) return settings;

  for (const field of URL_FIELDS) {
    const url = httpUrl(params[field]);
    if (url !== undefined) settings[field] = url;
  }
  if (typeof params.UseSampleData === 'boolean') settings.UseSampleData = params.UseSampleData;
  return settings;
}

/**
 * HostParamsJson's `AllowAppOverrides`: true lets a person point an area at a dev server on their
 * own machine in Production too (src/protocol/app-overrides.md). Anything but `true` is false.
 */
export function allowsAppOverrides(hostParams: HostParams): boolean {
  const parsed = parseHostParams(hostParams);
  return parsed.ok && parsed.value?.AllowAppOverrides === true;
}
