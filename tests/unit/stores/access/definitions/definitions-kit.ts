// The definitions store's Node harness, shared by its test files: the stores loaded fresh for each
// test over a localStorage holding what the test says was kept, a user signed in, and the profile
// API's answers. The services' mocks stay in each test file (vi.mock is hoisted per file).
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import type { AppEntry } from '../../../../../src/config/app-types';
import type { Menu, MenuItem } from '../../../../../src/config/menu-types';
import type { UserData } from '../../../../../src/services/auth-types';
import { FakeStorage, settleStores, signedIn, until, user } from '../../store-test-kit';

/** The services' functions the definitions tests replace. */
export interface DefinitionsApiMocks {
  getMenuDefinition: Mock;
  getAppDefinitions: Mock;
  getAccessibleCustomers: Mock;
  refreshAccessibleCustomers: Mock;
}

/** Persisted locally: the menu, under Portal Shell's versioned key. */
export const MENU_KEY = 'portal-shell:menu:v2';
/** An app as the profile API sends it: on the origin Production ships for it, at a new address. */
export const API_APPS: AppEntry[] = [{ appPrefix: 'dash', iframeBaseUrl: 'https://dash.apps.portal.example/dash-v2', tokenDescriptor: { client: 'portalui', services: ['x'] } }];

/** The current test's localStorage. */
export const tab = { storage: new FakeStorage() };

/** Fresh stores over a localStorage that holds `stored`. */
export async function freshDefinitions(stored: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(stored)) tab.storage.setItem(key, value);
  vi.resetModules();
  const definitions = await import('../../../../../src/stores/access/definitions');
  const { $session } = await import('../../../../../src/stores/session/session');
  const { $accounts } = await import('../../../../../src/stores/access/accounts');
  const { $lastSelectedCustomerId } = await import('../../../../../src/stores/access/selected-customer');
  const { $dirty } = await import('../../../../../src/stores/platform/navigation-confirmation');
  const { $hostParams } = await import('../../../../../src/stores/platform/environment');
  const { menuDefinition } = await import('../../../../../src/config/menu-definitions');
  const { appDefinitions } = await import('../../../../../src/config/app-definitions');
  const signIn = (who: UserData = user()) => $session.set(signedIn(who));
  /** Waits until the signed-in user's accounts have been answered. */
  const loaded = () => until(() => expect($accounts.get().status).toBe('loaded'));
  return { ...definitions, $session, $accounts, $lastSelectedCustomerId, $dirty, $hostParams, menuDefinition, appDefinitions, signIn, loaded };
}

/** How `definitionsHarness` sets each test up. */
export interface DefinitionsHarnessOptions {
  /** The profile API's menu. */
  menu: Menu;
  /** An in-memory sessionStorage too (the tab's cache). */
  sessionStorage?: boolean;
}

/** Registers the per-test set-up (empty storage, the API answering `menu` and API_APPS, no accounts) and teardown. */
export function definitionsHarness(api: DefinitionsApiMocks, options: DefinitionsHarnessOptions): void {
  beforeEach(() => {
    tab.storage = new FakeStorage();
    vi.stubGlobal('localStorage', tab.storage);
    if (options.sessionStorage) vi.stubGlobal('sessionStorage', new FakeStorage());
    api.getMenuDefinition.mockReset().mockResolvedValue(options.menu);
    api.getAppDefinitions.mockReset().mockResolvedValue(API_APPS);
    api.getAccessibleCustomers.mockReset().mockResolvedValue([]);
    api.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
  });

  afterEach(() => {
    settleStores();
    delete (globalThis as { dataLayer?: unknown }).dataLayer;
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** The signed-in customer of these tests. */
export const customerUser = (overrides: Partial<UserData> = {}) =>
  user({ email: 'ada.lovelace@customer.example', userName: 'ada.lovelace@customer.example', customerId: 1001, ...overrides });

/** A menu item with a route of its own id. */
export const menuItem = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({ id, appPrefix: '', route: `/${id}`, title: id, ...extra });

/** A small menu as the profile API would send it. */
export const API_MENU: Menu = {
  platforms: [
    {
      platformId: 'api-platform',
      title: 'From the API',
      icon: 'star',
      hasSubitems: true,
      items: [menuItem('free-item', { licenseId: 'FREE' }), menuItem('mail-item', { licenseId: 'MAIL' })],
    },
  ],
  rightitems: [],
  internaltools: [],
  administration: { items: [] },
};
