// The app set of each environment: its prefixes, token clients and services, and frame addresses
// (the bundled set written out in full: a change must be a deliberate one, update the snapshot
// with `vitest -u` and review the diff), and when the bundled set may open an area at once.
// The module is imported afresh for each test: the tables it builds when it loads are checked as
// loaded, not as some earlier test left them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AppDefinitions from '../../../src/config/app-definitions';
import type { EnvName } from '../../../src/config/environment-types';
import { LOCAL_PORTS, localOrigins } from '../../../src/config/local-ports';

let appDefinitions: typeof AppDefinitions.appDefinitions;
let bundledAppsOpenAreas: typeof AppDefinitions.bundledAppsOpenAreas;

beforeEach(async () => {
  vi.resetModules();
  ({ appDefinitions, bundledAppsOpenAreas } = await import('../../../src/config/app-definitions'));
});

const ENVS: readonly EnvName[] = ['Production', 'Dev', 'Staging', 'Local'];
const NON_PRODUCTION: readonly EnvName[] = ['Dev', 'Staging', 'Local'];

/** the prefixes forwarded to embedded apps in every environment. */
const SPEC_PREFIXES = [
  'profile', 'myacc', 'dash', 'cdp', 'drtui', 'act', 'scv', 'rup', 'mc', 'dtmn', 'layt', 'oi', 'tc',
  'search-internal', 'clvui', 'cset', 'wgtdes', 'pc', 'search',
];
/** "Dev and staging environments also list /docs/, /ai/ and /wgt/." */
const DEV_PREFIXES = ['docs', 'ai', 'wgt'];

describe('the bundled app set of each environment, exactly as specified', () => {
  it.each(ENVS)('%s apps', (env) => {
    expect(appDefinitions(env)).toMatchSnapshot();
  });

  it('an explicit apps host replaces the environment\'s host in every frame address, the path being /<prefix>', () => {
    const apps = appDefinitions('Staging', 'https://apps.custom.example');
    expect(apps.map((app) => app.iframeBaseUrl)).toEqual(appDefinitions('Staging').map((app) => `https://apps.custom.example/${app.appPrefix}`));
  });
});

describe('The environment chooses the app set', () => {
  it('only Production leaves out the docs, ai and wgt apps', () => {
    const prefixes = (env: EnvName) => appDefinitions(env).map((app) => app.appPrefix);
    for (const env of ['Dev', 'Staging', 'Local'] as const) expect(prefixes(env).slice(-3)).toEqual(['docs', 'ai', 'wgt']);
    expect(prefixes('Production')).not.toContain('docs');
  });

  it('Production app prefixes are exactly the product\'s list', () => {
    expect(appDefinitions('Production').map((app) => app.appPrefix).sort()).toEqual([...SPEC_PREFIXES].sort());
  });

  it.each(NON_PRODUCTION)('%s app prefixes are the product\'s list plus docs, ai and wgt', (env) => {
    expect(appDefinitions(env).map((app) => app.appPrefix).sort()).toEqual([...SPEC_PREFIXES, ...DEV_PREFIXES].sort());
  });

  it('app prefixes are unique in every environment', () => {
    for (const env of ENVS) {
      const prefixes = appDefinitions(env).map((app) => app.appPrefix);
      expect(new Set(prefixes).size, env).toBe(prefixes.length);
    }
  });

  it.each(ENVS)('every %s app entry has a client and non-empty services', (env) => {
    for (const app of appDefinitions(env)) {
      expect(app.tokenDescriptor.client, app.appPrefix).not.toBe('');
      expect(app.tokenDescriptor.services.length, app.appPrefix).toBeGreaterThan(0);
      for (const service of app.tokenDescriptor.services) expect(service, app.appPrefix).not.toBe('');
    }
  });

  it.each(['Production', 'Dev', 'Staging'] as const)('every %s iframeBaseUrl is https', (env) => {
    for (const app of appDefinitions(env)) expect(new URL(app.iframeBaseUrl).protocol, app.appPrefix).toBe('https:');
  });

  it('Local iframeBaseUrls are on localhost', () => {
    for (const app of appDefinitions('Local')) expect(new URL(app.iframeBaseUrl).hostname, app.appPrefix).toBe('localhost');
  });

  it('an explicit apps host is used for every iframeBaseUrl', () => {
    for (const app of appDefinitions('Production', 'https://apps.custom.example')) {
      expect(app.iframeBaseUrl.startsWith('https://apps.custom.example/'), app.appPrefix).toBe(true);
    }
  });
});

describe('bundledAppsOpenAreas: the bundled app set may open an area before the profile API answers', () => {
  it.each(['Production', 'Dev', 'Staging'] as const)('on %s, always: its origins are the shipped ones', (env) => {
    expect(bundledAppsOpenAreas({ EnvName: env, ProfileApiUrl: 'https://profile.elsewhere.example' })).toBe(true);
  });

  it('on Local, only while the profile API is where the shipped Local settings put it (the backend on its default ports)', () => {
    expect(bundledAppsOpenAreas({ EnvName: 'Local', ProfileApiUrl: localOrigins().profile })).toBe(true);
    expect(bundledAppsOpenAreas({ EnvName: 'Local', ProfileApiUrl: `http://localhost:${LOCAL_PORTS.profile + 1000}` })).toBe(false);
  });
});
