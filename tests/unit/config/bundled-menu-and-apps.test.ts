// The bundled menu and app sets, written out in full: the product specification fixes every title,
// id, route, app prefix, licence, marketing link, flag and customer list of the bundled menu, and
// the app prefixes with their token clients, services and frame addresses. A change to any of them
// must be a deliberate one (update the snapshot with `vitest -u` and review the diff).
// The modules are imported afresh for each test: the tables they build when they load are checked
// as loaded, not as some earlier test left them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AppDefinitions from '../../../src/config/app-definitions';
import type { EnvName } from '../../../src/config/environment-types';
import type * as MenuDefinitions from '../../../src/config/menu-definitions';

let appDefinitions: typeof AppDefinitions.appDefinitions;
let menuDefinition: typeof MenuDefinitions.menuDefinition;

beforeEach(async () => {
  vi.resetModules();
  ({ appDefinitions } = await import('../../../src/config/app-definitions'));
  ({ menuDefinition } = await import('../../../src/config/menu-definitions'));
});

const ENVS: readonly EnvName[] = ['Production', 'Dev', 'Staging', 'Local'];

describe('the bundled menu of each environment, exactly as specified', () => {
  it.each(ENVS)('%s menu', (env) => {
    expect(menuDefinition(env)).toMatchSnapshot();
  });
});

describe('the bundled app set of each environment, exactly as specified', () => {
  it.each(ENVS)('%s apps', (env) => {
    expect(appDefinitions(env)).toMatchSnapshot();
  });

  it('an explicit apps host replaces the environment\'s host in every frame address, the path being /<prefix>', () => {
    const apps = appDefinitions('Staging', 'https://apps.custom.example');
    expect(apps.map((app) => app.iframeBaseUrl)).toEqual(appDefinitions('Staging').map((app) => `https://apps.custom.example/${app.appPrefix}`));
  });
});

describe('the environment decides the dev-only entries', () => {
  it('Dev, Staging and Local menus are the same menu; Production lacks exactly the dev-only entries', () => {
    const dev = menuDefinition('Dev');
    expect(menuDefinition('Staging')).toEqual(dev);
    expect(menuDefinition('Local')).toEqual(dev);
    const ids = (env: EnvName) => {
      const menu = menuDefinition(env);
      return [...menu.platforms.flatMap((platform) => platform.items), ...menu.administration.items].map((entry) => entry.id);
    };
    const production = new Set(ids('Production'));
    expect(ids('Dev').filter((id) => !production.has(id))).toEqual(['widgets', 'ai-playground', 'api-docs']);
  });

  it('only Production leaves out the docs, ai and wgt apps', () => {
    const prefixes = (env: EnvName) => appDefinitions(env).map((app) => app.appPrefix);
    for (const env of ['Dev', 'Staging', 'Local'] as const) expect(prefixes(env).slice(-3)).toEqual(['docs', 'ai', 'wgt']);
    expect(prefixes('Production')).not.toContain('docs');
  });
});
