import type { AppEntry } from './app-types';
import type { EnvironmentSettings, EnvName } from './environment-types';
import { localOrigins } from './local-ports';

/** App prefixes of every environment, with the client and services of their tokens. */
const APPS: ReadonlyArray<[prefix: string, client: string, services: string[]]> = [
  ['profile', 'profileui', ['profile-api', 'usermanagement']],
  ['myacc', 'myaccountui', ['profile-api']],
  ['dash', 'dashboardui', ['dashboard-api', 'trackingstats']],
  ['cdp', 'cdpui', ['cdp-api', 'audiences']],
  ['drtui', 'recommendationsui', ['recommendations-api']],
  ['act', 'activationsui', ['cdp-api', 'activations']],
  ['scv', 'scvui', ['cdp-api', 'profiles']],
  ['rup', 'unificationui', ['cdp-api', 'unification']],
  ['mc', 'merchandisingui', ['merchandising-api']],
  ['dtmn', 'datamanagementui', ['dataflows-api']],
  ['layt', 'layoutdesignerui', ['layout-api']],
  ['oi', 'operationalinsightsui', ['insights-api']],
  ['tc', 'trustcenterui', ['trustcenter-api', 'retention']],
  ['search-internal', 'searchinternalui', ['search-api', 'search-internal']],
  ['clvui', 'clvui', ['clv-api']],
  ['cset', 'customersettingsui', ['settings-api', 'emi']],
  ['wgtdes', 'widgetdesignerui', ['widget-api']],
  ['pc', 'trackingui', ['tracking-api', 'livestream']],
  ['search', 'searchui', ['search-api']],
];

/** Prefixes listed only on Dev and Staging. */
const DEV_APPS: ReadonlyArray<[prefix: string, client: string, services: string[]]> = [
  ['docs', 'docsui', ['docs']],
  ['ai', 'aiplaygroundui', ['ai-api']],
  ['wgt', 'widgetsui', ['widget-api']],
];

/**
 * Where each app is served. On the provider's environments every app has an origin of its own:
 * apps on one origin would share storage, cookies and service workers, so one app could read
 * another's token. The local backend serves them all on its one apps origin.
 */
const APP_ORIGINS: Record<EnvName, (appPrefix: string) => string> = {
  Production: (appPrefix) => `https://${appPrefix}.apps.portal.example`,
  Dev: (appPrefix) => `https://${appPrefix}.apps.dev.portal.example`,
  Staging: (appPrefix) => `https://${appPrefix}.apps.staging.portal.example`,
  Local: () => localOrigins().apps,
};

function entries(list: typeof APPS, originOf: (appPrefix: string) => string): AppEntry[] {
  return list.map(([appPrefix, client, services]) => ({
    appPrefix,
    iframeBaseUrl: `${originOf(appPrefix)}/${appPrefix}`,
    tokenDescriptor: { client, services },
  }));
}

/**
 * The app set of an environment (the environment chooses the app set). Dev, Staging and
 * Local (dev settings on localhost) add /docs/, /ai/ and /wgt/. `appsHost` puts every app on
 * that one origin instead (the local backend's answer for an environment).
 */
export function appDefinitions(env: EnvName, appsHost?: string): AppEntry[] {
  const withDevApps = env !== 'Production';
  return entries(withDevApps ? [...APPS, ...DEV_APPS] : APPS, appsHost === undefined ? APP_ORIGINS[env] : () => appsHost);
}

/**
 * Whether the bundled app set of these settings may open a product area before the profile API
 * has answered (a tab's first visit): on the provider's environments its origins are the shipped
 * ones. On Local only while the local backend is on its default ports (the profile API where the
 * shipped Local settings put it): a backend started on other ports serves the apps elsewhere too,
 * and a frame of the bundled address would load nothing, or another local server's page.
 */
export function bundledAppsOpenAreas({ EnvName, ProfileApiUrl }: Pick<EnvironmentSettings, 'EnvName' | 'ProfileApiUrl'>): boolean {
  return EnvName !== 'Local' || ProfileApiUrl === localOrigins().profile;
}
