import { ENVIRONMENTS } from './environments';
import type { EnvironmentSettings, EnvName } from './environment-types';
import { isLocalOrTestHost } from './host-kind';
import { isHttpUrl, parsedHttpUrl } from './safe-url';

/*
 * When HostParamsJson's settings are taken: only when complete and valid, never in part. A value
 * half taken is how a running tab ends up at another identity server's logout, so one bad setting
 * refuses the whole value and the settings in force stay (the store keeps the last valid ones).
 */

const ENV_NAMES: readonly EnvName[] = ['Production', 'Dev', 'Staging', 'Local'];

/** The addresses HostParamsJson may set. */
const URL_FIELDS = ['AuthServerUrl', 'AuthServerReturnUrl', 'ProfileApiUrl', 'ChatApiUrl', 'GatewayUrl', 'BlogFeedUrl', 'SentryDsn'] as const;

const FLAGS = ['UseSampleData', 'AllowAppOverrides'] as const;
const SETTINGS: readonly string[] = ['EnvName', ...FLAGS, ...URL_FIELDS];

/** What a HostParamsJson object comes to: the settings and the app-override switch, or why it is refused. */
export type HostSettingsVerdict = { ok: true; settings: EnvironmentSettings; allowAppOverrides: boolean } | { ok: false; reason: string };

/** The environment of a page without HostParamsJson: Local on a local or test host, else Production. */
export function defaultEnvName(pageHostname: string): EnvName {
  return isLocalOrTestHost(pageHostname) ? 'Local' : 'Production';
}

/** True when `value` is a valid value of the setting `name`. */
function validSetting(name: string, value: unknown): boolean {
  if (name === 'EnvName') return ENV_NAMES.includes(value as EnvName);
  if ((FLAGS as readonly string[]).includes(name)) return typeof value === 'boolean';
  // The DSN carries its key as the user name; empty turns error reporting off.
  if (name === 'SentryDsn') return value === '' || parsedHttpUrl(value) !== null;
  return isHttpUrl(value);
}

/** The origin of every shipped environment's identity server. */
const SHIPPED_IDENTITY_SERVERS = new Set(Object.values(ENVIRONMENTS).map(({ AuthServerUrl }) => new URL(AuthServerUrl).origin));

/** The host name of the Local environment's servers. */
const LOCAL_HOST = new URL(ENVIRONMENTS.Local.AuthServerUrl).hostname;

/**
 * True when `authServerUrl` is the identity server of an environment the portal ships with: that of
 * Production, Dev, Staging or Local. The local backend's ports move (`npm start`, the test suites
 * take free ports), so on the Local environment or a local or test page host (`pageHostname`), the
 * Local host name (`localhost`) and the page's own host name count on any port, as for app origins
 * (app-origin-rules.ts). Any other server is refused, whatever it claims to be.
 */
export function isShippedIdentityServer(authServerUrl: string, envName: EnvName, pageHostname: string): boolean {
  const url = parsedHttpUrl(authServerUrl);
  if (url === null) return false;
  if (SHIPPED_IDENTITY_SERVERS.has(url.origin)) return true;
  const page = pageHostname.toLowerCase();
  if (envName !== 'Local' && !isLocalOrTestHost(page)) return false;
  return url.hostname === LOCAL_HOST || (page !== '' && url.hostname === page);
}

/**
 * Judges a HostParamsJson object on the page `pageHostname`. It is taken when it is complete and
 * valid: it names at least one setting the portal reads; each setting it names is valid (EnvName
 * one of the four environments, each address an http(s) URL, SentryDsn also empty, UseSampleData
 * and AllowAppOverrides booleans); and its identity server is a shipped one
 * ({@link isShippedIdentityServer}). The settings are then those of its EnvName (else of the
 * page's host name) with its own over them, so every address is set. Other keys are left alone.
 */
export function judgeHostSettings(params: Readonly<Record<string, unknown>>, pageHostname: string): HostSettingsVerdict {
  const named = SETTINGS.filter((name) => Object.prototype.hasOwnProperty.call(params, name));
  if (named.length === 0) {
    return { ok: false, reason: `HostParamsJson names none of the settings the portal reads (${SETTINGS.join(', ')}); it is ignored.` };
  }
  const invalid = named.filter((name) => !validSetting(name, params[name]));
  if (invalid.length > 0) {
    return {
      ok: false,
      reason:
        `HostParamsJson has invalid settings (${invalid.join(', ')}): EnvName must be one of ${ENV_NAMES.join(', ')}, ` +
        'an address an http(s) URL, UseSampleData and AllowAppOverrides true or false; it is ignored.',
    };
  }
  const envName = (params.EnvName as EnvName | undefined) ?? defaultEnvName(pageHostname);
  const settings: EnvironmentSettings = { ...ENVIRONMENTS[envName] };
  for (const field of URL_FIELDS) if (named.includes(field)) settings[field] = params[field] as string;
  if (typeof params.UseSampleData === 'boolean') settings.UseSampleData = params.UseSampleData;
  if (!isShippedIdentityServer(settings.AuthServerUrl, envName, pageHostname)) {
    const origin = parsedHttpUrl(settings.AuthServerUrl)?.origin ?? settings.AuthServerUrl;
    return { ok: false, reason: `HostParamsJson's AuthServerUrl (${origin}) is not the identity server of any of the portal's environments; it is ignored.` };
  }
  return { ok: true, settings, allowAppOverrides: params.AllowAppOverrides === true };
}
