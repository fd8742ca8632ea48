// Where the definitions in force came from (bundled, the tab's cache, the API) when one of the two
// calls fails, what a kept menu must hold to be read back, and which product-tag changes count as
// a change (the unsaved-changes state is cleared only then). The network is stubbed.
import { describe, expect, it, vi } from 'vitest';
import type { Menu } from '../../../../../src/config/menu-types';
import type { AccessibleCustomer } from '../../../../../src/services/auth-types';
import { API_APPS, MENU_KEY, definitionsHarness, freshDefinitions, tab } from './definitions-kit';
import { account, keepMounted, user } from '../../store-test-kit';

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const api = vi.hoisted(() => ({ getMenuDefinition: vi.fn(), getAppDefinitions: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../../src/services/definitions-service', realModuleWith(api));
vi.mock('../../../../../src/services/auth-service', realModuleWith(api));

const API_MENU: Menu = {
  platforms: [{ platformId: 'api-platform', title: 'From the API', icon: 'star', hasSubitems: true, items: [{ id: 'free-item', appPrefix: '', route: '/free', title: 'Free', licenseId: 'FREE' }] }],
  rightitems: [],
  internaltools: [],
  administration: { items: [] },
};

async function setup(stored: Record<string, string> = {}) {
  const s = await freshDefinitions(stored);
  /** Signs in a user whose own customer is none of the accounts: nothing is selected until one is picked. */
  const signInWithAccounts = async (customers: AccessibleCustomer[]) => {
    api.getAccessibleCustomers.mockResolvedValue(customers);
    keepMounted(s.$menu);
    s.signIn(user({ email: 'a@b.example', userName: 'a@b.example', fullName: 'A B', customerId: 999 }));
    await s.loaded();
  };
  return { ...s, signInWithAccounts };
}

definitionsHarness(api, { menu: API_MENU, sessionStorage: true });

describe('where the definitions came from', () => {
  it('before any load: no apps yet, and the source is the bundled one', async () => {
    const s = await setup();
    expect(s.$appDefinitions.get()).toEqual([]);
    expect(s.$definitionsSource.get()).toBe('bundled');
  });

  it('a reload of the tab starts from its cached apps (source cache) and keeps that source when the menu call fails', async () => {
    let s = await setup();
    await s.loadDefinitions();
    expect(s.$definitionsSource.get()).toBe('api');

    s = await setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cause = new Error('HTTP 500');
    api.getMenuDefinition.mockRejectedValue(cause);
    const loading = s.loadDefinitions();
    expect(s.$definitionsSource.get()).toBe('cache');
    await loading;
    expect(s.$appDefinitions.get()).toEqual(API_APPS);
    expect(s.$definitionsSource.get()).toBe('cache');
    expect(warn).toHaveBeenCalledWith('The menu definition could not be loaded; using the last known or bundled one.', cause);
  });

  it('the apps call failing alone keeps the bundled apps and source, and says so in the console', async () => {
    const s = await setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cause = new Error('HTTP 503');
    api.getAppDefinitions.mockRejectedValue(cause);
    await s.loadDefinitions();
    expect(s.$menuDefinition.get()).toEqual(API_MENU);
    expect(s.$appDefinitions.get()).toEqual(s.appDefinitions('Production'));
    expect(s.$definitionsSource.get()).toBe('bundled');
    expect(warn).toHaveBeenCalledWith('The app definitions could not be loaded; using the cached or bundled ones.', cause);
  });
});

describe('a kept menu read back', () => {
  it('without an environment name that is text, it is not read at all', async () => {
    for (const env of [5, null, undefined, { name: 'Production' }]) {
      tab.storage.clear();
      const s = await setup({ [MENU_KEY]: JSON.stringify({ env, menu: API_MENU }) });
      expect(s.$persistedMenu.get()).toBeNull();
    }
    tab.storage.clear();
    const s = await setup({ [MENU_KEY]: JSON.stringify({ env: 'Production', menu: API_MENU }) });
    expect(s.$persistedMenu.get()).toEqual({ env: 'Production', menu: API_MENU });
  });
});

describe('a change of product tags, for the unsaved-changes state', () => {
  it('the same tags in another order are no change', async () => {
    const s = await setup();
    await s.signInWithAccounts([account(1001, ['WEB', 'MAIL']), account(1002, ['MAIL', 'WEB'])]);
    s.$lastSelectedCustomerId.set(1001);
    s.$dirty.set(true);
    s.$lastSelectedCustomerId.set(1002);
    expect(s.$dirty.get()).toBe(true);
  });

  it('from no account to an account without tags is no change; to one with tags it is', async () => {
    const s = await setup();
    await s.signInWithAccounts([account(1001, []), account(1002, ['MAIL'])]);
    s.$dirty.set(true);
    s.$lastSelectedCustomerId.set(1001);
    expect(s.$menu.get()).toBeDefined();
    expect(s.$dirty.get()).toBe(true);
    s.$lastSelectedCustomerId.set(1002);
    expect(s.$dirty.get()).toBe(false);
  });
});
