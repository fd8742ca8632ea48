// The bundled menu, written out in full: the product specification fixes every title, id, route,
// app prefix, licence, marketing link, flag and customer list of the bundled menu (the app sets:
// app-definitions.test.ts). A change to any of them must be a deliberate one (update the snapshot
// with `vitest -u` and review the diff).
// The module is imported afresh for each test: the tables it builds when they load are checked
// as loaded, not as some earlier test left them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnvName } from '../../../src/config/environment-types';
import type * as MenuDefinitions from '../../../src/config/menu-definitions';

let menuDefinition: typeof MenuDefinitions.menuDefinition;

beforeEach(async () => {
  vi.resetModules();
  ({ menuDefinition } = await import('../../../src/config/menu-definitions'));
});

const ENVS: readonly EnvName[] = ['Production', 'Dev', 'Staging', 'Local'];

describe('the bundled menu of each environment, exactly as specified', () => {
  it.each(ENVS)('%s menu', (env) => {
    expect(menuDefinition(env)).toMatchSnapshot();
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

});
