import type { AppEntry } from './app-types';
import type { EnvName } from './environment-types';
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

const APP_HOSTS: Record<EnvName, string> = {
  Production: 'https://apps.portal.example',
  Dev: 'https://apps.dev.portal.example',
  Staging: 'https://apps.staging.portal.example',
  Local: localOrigins().apps,
};

function entries(list: typeof APPS, host: string): AppEntry[] {
  return list.map(([appPrefix, client, services]) => ({
    appPrefix,
    iframeBaseUrl: `${host}/${appPrefix}`,
    tokenDescriptor: { client, services },
  }));
}

/**
 * The app set of an environment (the environment chooses the app set). Dev, Staging and
 * Local (dev settings on localhost) add /docs/, /ai/ and /wgt/.
 */
export function appDefinitions(env: EnvName, appsHost: string = APP_HOSTS[env]): AppEntry[] {
  const withDevApps = env !== 'Production';
  return entries(withDevApps ? [...APPS, ...DEV_APPS] : APPS, appsHost);
}
