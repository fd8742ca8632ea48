// Where the definitions in force came from (bundled, the tab's cache, the API) when one of the two
// calls fails, what a kept menu must hold to be read back, and which product-tag changes count as
// a change (the unsaved-changes state is cleared only then). The network is stubbed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEntry } from '../../../src/config/app-types';
import type { Menu } from '../../../src/config/menu-types';
import type { AccessibleCustomer } from '../../../src/services/auth-types';
import { FakeStorage, until } from './store-test-kit';

const api = vi.hoisted(() => ({ getMenuDefinition: vi.fn(), getAppDefinitions: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../src/services/definitions-service', async (original) => ({ ...(await original<object>()), getMenuDefinition: api.getMenuDefinition, getAppDefinitions: api.getAppDefinitions }));
vi.mock('../../../src/services/auth-service', async (original) => ({ ...(await original<object>()), getAccessibleCustomers: api.getAccessibleCustomers, refreshAccessibleCustomers: api.refreshAccessibleCustomers }));

const MENU_KEY = 'portal-shell:menu:v2';
const API_MENU: Menu = {
  platforms: [{ platformId: 'api-platform', title: 'From the API', icon: 'star', hasSubitems: true, items: [{ id: 'free-item', appPrefix: '', route: '/free', title: 'Free', licenseId: 'FREE' }] }],
  rightitems: [],
  internaltools: [],
  administration: { items: [] },
};
/** An app as the profile API sends it: on the origin Production ships for it, at a new address. */
const API_APPS: AppEntry[] = [{ appPrefix: 'dash', iframeBaseUrl: 'https://dash.apps.portal.example/dash-v2', tokenDescriptor: { client: 'portalui', services: ['x'] } }];
const account = (customerId: number, productTags: AccessibleCustomer['productTags']): AccessibleCustomer => ({ customerId, customerName: `Customer ${customerId}`, partnerId: null, productTags });

let storage: FakeStorage;
let unbinds: Array<() => void> = [];

async function setup(stored: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  vi.resetModules();
  const definitions = await import('../../../src/stores/definitions');
  const { $session } = await import('../../../src/stores/session');
  const { $accounts } = await import('../../../src/stores/accounts');
  const { $lastSelectedCustomerId } = await import('../../../src/stores/selected-customer');
  const { $dirty } = await import('../../../src/stores/navigation-confirmation');
  const { appDefinitions } = await import('../../../src/config/app-definitions');
  /** Signs in a user whose own customer is none of the accounts: nothing is selected until one is picked. */
  const signInWithAccounts = async (customers: AccessibleCustomer[]) => {
    api.getAccessibleCustomers.mockResolvedValue(customers);
    unbinds.push(definitions.$menu.listen(() => {}));
    $session.set({
      status: 'authenticated',
      user: { metadataUserId: 'meta-1', email: 'a@b.example', userId: 'user-1', userName: 'a@b.example', fullName: 'A B', customerId: 999, partnerId: null, userRole: 0 },
      fromAuth: false,
      isDevelopmentUser: false,
    });
    await until(() => expect($accounts.get().status).toBe('loaded'));
  };
  return { ...definitions, $lastSelectedCustomerId, $dirty, appDefinitions, signInWithAccounts };
}

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', new FakeStorage());
  api.getMenuDefinition.mockReset().mockResolvedValue(API_MENU);
  api.getAppDefinitions.mockReset().mockResolvedValue(API_APPS);
  api.getAccessibleCustomers.mockReset().mockResolvedValue([]);
  api.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
});

afterEach(() => {
  for (const unbind of unbinds) unbind();
  unbinds = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
      storage.clear();
      const s = await setup({ [MENU_KEY]: JSON.stringify({ env, menu: API_MENU }) });
      expect(s.$persistedMenu.get()).toBeNull();
    }
    storage.clear();
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
