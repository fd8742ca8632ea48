import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEntry } from '../../../../../src/config/app-types';
import type { Menu, MenuItem } from '../../../../../src/config/menu-types';
import type { UserData } from '../../../../../src/services/auth-types';
import { API_APPS, MENU_KEY, definitionsHarness, freshDefinitions, tab, API_MENU, customerUser as user, menuItem as item } from './definitions-kit';
import { FakeStorage, account, keepMounted, until } from '../../store-test-kit';

// The network: the definition calls, the account calls and the tracking call are stubbed.
const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const api = vi.hoisted(() => ({ getMenuDefinition: vi.fn(), getAppDefinitions: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), trackPageVisit: vi.fn() }));
vi.mock('../../../../../src/services/definitions-service', realModuleWith(api));
vi.mock('../../../../../src/services/auth-service', realModuleWith(api));
vi.mock('../../../../../src/services/tracking-service', realModuleWith(api));

/** Where a release before the versioned key kept the menu. */
const OLD_MENU_KEY = 'portal-shell:menu';
const LAST_SELECTED_KEY = 'portal-shell:last-selected-customers';

async function setup(stored: Record<string, string> = {}) {
  const s = await freshDefinitions(stored);
  const pageVisits = await import('../../../../../src/stores/reporting/page-visits');
  return { ...s, ...pageVisits, signIn: (data: UserData = user()) => s.signIn(data) };
}

/** An item of the computed menu, by id, across platforms and the other groups. */
function findItem(menu: Menu, id: string): MenuItem | undefined {
  const all = [...menu.platforms.flatMap((platform) => platform.items), ...menu.rightitems, ...menu.internaltools, ...menu.administration.items];
  return all.find((entry) => entry.id === id);
}

definitionsHarness(api, { menu: API_MENU });

beforeEach(() => {
  api.getAccessibleCustomers.mockResolvedValue([account(1001, ['WEB']), account(1002, ['WEB']), account(1003, ['MAIL'])]);
  api.trackPageVisit.mockReset().mockResolvedValue(undefined);
});

describe('Loading apps and menu definitions at startup; "Persisted locally: ... the menu"', () => {
  it('uses the menu and apps of the API, and persists the menu', async () => {
    const s = await setup();
    expect(s.$menuDefinition.get()).toEqual(s.menuDefinition('Production'));
    await s.loadDefinitions();
    expect(api.getMenuDefinition).toHaveBeenCalledWith(expect.anything(), 'Production');
    expect(api.getAppDefinitions).toHaveBeenCalledWith(expect.anything(), 'Production');
    expect(s.$menuDefinition.get()).toEqual(API_MENU);
    expect(s.$appDefinitions.get()).toEqual(API_APPS);
    expect(s.$definitionsSource.get()).toBe('api');
    expect(JSON.parse(tab.storage.getItem(MENU_KEY) ?? 'null')).toEqual({ env: 'Production', menu: API_MENU });
  });

  it('a first load opens product areas at once from the bundled apps, then takes the answer; a reload of the tab opens them at once from the apps it received, then takes the new answer', async () => {
    vi.stubGlobal('sessionStorage', new FakeStorage());
    let answer: (apps: AppEntry[]) => void = () => {};
    api.getAppDefinitions.mockImplementation(() => new Promise<AppEntry[]>((resolve) => (answer = resolve)));
    let s = await setup();
    let loading = s.loadDefinitions();
    expect(s.$definitionsSettled.get(), 'a first load does not wait for the apps').toBe(true);
    expect(s.$appDefinitions.get()).toEqual(s.appDefinitions('Production'));
    await until(() => expect(api.getAppDefinitions).toHaveBeenCalledTimes(1));
    answer(API_APPS);
    await loading;
    expect(s.$appDefinitions.get()).toEqual(API_APPS);

    // The reload: fresh stores, the tab's session tab.storage kept.
    const renamed = API_APPS.map((app) => ({ ...app, iframeBaseUrl: 'https://dash.apps.portal.example/moved' }));
    s = await setup();
    loading = s.loadDefinitions();
    expect(s.$definitionsSettled.get(), 'a reload does not wait').toBe(true);
    expect(s.$appDefinitions.get()).toEqual(API_APPS);
    await until(() => expect(api.getAppDefinitions).toHaveBeenCalledTimes(2));
    answer(renamed);
    await loading;
    expect(s.$appDefinitions.get()).toEqual(renamed);
  });

  it('on Local with the backend moved off its default ports, a first load waits for the apps (the bundled address would be wrong); on its default ports it does not', async () => {
    vi.stubGlobal('sessionStorage', new FakeStorage());
    let answer: (apps: AppEntry[]) => void = () => {};
    api.getAppDefinitions.mockImplementation(() => new Promise<AppEntry[]>((resolve) => (answer = resolve)));
    let s = await setup();
    s.$hostParams.set(JSON.stringify({ EnvName: 'Local', ProfileApiUrl: 'http://localhost:7402' }));
    const loading = s.loadDefinitions();
    expect(s.$definitionsSettled.get(), 'moved ports: waits').toBe(false);
    await until(() => expect(api.getAppDefinitions).toHaveBeenCalledTimes(1));
    answer([]);
    await loading;
    expect(s.$definitionsSettled.get()).toBe(true);

    // Another tab: nothing received yet.
    vi.stubGlobal('sessionStorage', new FakeStorage());
    s = await setup();
    s.$hostParams.set(JSON.stringify({ EnvName: 'Local' }));
    void s.loadDefinitions();
    expect(s.$definitionsSettled.get(), 'default ports: at once').toBe(true);
    await until(() => expect(api.getAppDefinitions).toHaveBeenCalledTimes(2));
  });

  it('a definition on an origin the environment does not ship is dropped, from the API and from the tab\'s cache, with one console error naming the app and the origin; HostParamsJson\'s ProfileApiUrl cannot widen the origins', async () => {
    vi.stubGlobal('sessionStorage', new FakeStorage());
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const evil: AppEntry = { appPrefix: 'dash', iframeBaseUrl: 'http://127.0.0.1:7812/evilapp.html#', tokenDescriptor: { client: 'dashboardui', services: ['dashboard-api'] } };
    const good: AppEntry = { appPrefix: 'cdp', iframeBaseUrl: 'https://cdp.apps.portal.example/cdp', tokenDescriptor: { client: 'cdpui', services: ['cdp-api'] } };
    api.getAppDefinitions.mockResolvedValue([evil, good]);
    let s = await setup();
    s.$hostParams.set(JSON.stringify({ ProfileApiUrl: 'http://127.0.0.1:7812' }));
    await s.loadDefinitions();
    expect(s.$appDefinitions.get()).toEqual([good]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/"dash".*http:\/\/127\.0\.0\.1:7812/);

    // A tab cache holding it (written by an older release, or by hand) is read through the same check.
    const { SESSION_STORAGE_KEY } = await import('../../../../../src/stores/platform/tab-storage');
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ 'apps:Production': [evil, good] }));
    error.mockClear();
    api.getAppDefinitions.mockReturnValue(new Promise(() => {}));
    s = await setup();
    void s.loadDefinitions();
    expect(s.$appDefinitions.get()).toEqual([good]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('the persisted menu of this environment is used on the next page load, before the API answers', async () => {
    const s = await setup({ [MENU_KEY]: JSON.stringify({ env: 'Production', menu: API_MENU }) });
    expect(s.$menuDefinition.get()).toEqual(API_MENU);
  });

  it('a persisted menu of another environment, or a broken one, is not used', async () => {
    let s = await setup({ [MENU_KEY]: JSON.stringify({ env: 'Dev', menu: API_MENU }) });
    expect(s.$menuDefinition.get()).toEqual(s.menuDefinition('Production'));
    tab.storage.clear();
    s = await setup({ [MENU_KEY]: '{bad' });
    expect(s.$menuDefinition.get()).toEqual(s.menuDefinition('Production'));
    tab.storage.clear();
    s = await setup({ [MENU_KEY]: JSON.stringify({ env: 'Production', menu: { platforms: 'no' } }) });
    expect(s.$menuDefinition.get()).toEqual(s.menuDefinition('Production'));
  });

  it('a persisted menu with a null item and sub-items that are no list is read, what fits kept', async () => {
    const broken = { ...API_MENU, platforms: [{ ...API_MENU.platforms[0], items: [null, { ...item('free-item'), subitems: { no: 'list' } }] }] };
    const s = await setup({ [MENU_KEY]: JSON.stringify({ env: 'Production', menu: broken }) });
    expect(s.$menuDefinition.get().platforms[0]?.items.map((each) => [each.id, each.subitems])).toEqual([['free-item', undefined]]);
    expect(() => s.$menu.get()).not.toThrow();
  });

  it('a menu kept under the key of an older release is never read', async () => {
    const s = await setup({ [OLD_MENU_KEY]: JSON.stringify({ env: 'Production', menu: API_MENU }) });
    expect(s.$menuDefinition.get()).toEqual(s.menuDefinition('Production'));
  });

  it('on API failure keeps the bundled ones of the environment, and warns', async () => {
    const s = await setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.getMenuDefinition.mockRejectedValue(new Error('HTTP 500'));
    api.getAppDefinitions.mockRejectedValue(new Error('HTTP 500'));
    await s.loadDefinitions();
    expect(s.$menuDefinition.get()).toEqual(s.menuDefinition('Production'));
    expect(s.$appDefinitions.get()).toEqual(s.appDefinitions('Production'));
    expect(s.$definitionsSource.get()).toBe('bundled');
    expect(tab.storage.getItem(MENU_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('on API failure with EnvName Dev, the bundled Dev menu and apps apply', async () => {
    const s = await setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.$hostParams.set(JSON.stringify({ EnvName: 'Dev' }));
    api.getMenuDefinition.mockRejectedValue(new Error('offline'));
    api.getAppDefinitions.mockRejectedValue(new Error('offline'));
    await s.loadDefinitions();
    expect(api.getMenuDefinition).toHaveBeenCalledWith(expect.anything(), 'Dev');
    expect(s.$menuDefinition.get()).toEqual(s.menuDefinition('Dev'));
    expect(s.$menuDefinition.get()).not.toEqual(s.menuDefinition('Production'));
    expect(s.$appDefinitions.get()).toEqual(s.appDefinitions('Dev'));
  });

  it('a menu failure alone keeps the last known menu and still takes the apps', async () => {
    const s = await setup({ [MENU_KEY]: JSON.stringify({ env: 'Production', menu: API_MENU }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.getMenuDefinition.mockRejectedValue(new Error('HTTP 500'));
    await s.loadDefinitions();
    expect(s.$menuDefinition.get()).toEqual(API_MENU);
    expect(s.$appDefinitions.get()).toEqual(API_APPS);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('Menu visibility and locks (recomputed per customer and product tags)', () => {
  it('locks items whose licence the selected customer lacks, and hides per visibleForCustomers / excludeForCustomers', async () => {
    const s = await setup();
    keepMounted(s.$menu);
    s.signIn(user({ customerId: 1001 }));
    await s.loaded();
    let menu = s.$menu.get();
    expect(findItem(menu, 'tracking-stats')?.isLocked).toBe(false); // WEB, which 1001 has
    expect(findItem(menu, 'email-triggers')?.isLocked).toBe(true); // TRIGGER, which 1001 lacks
    expect(findItem(menu, 'account-dashboard')?.isLocked).toBe(false); // FREE
    expect(findItem(menu, 'website-widget-designer')?.isHidden).toBe(false); // 1001 is listed
    expect(findItem(menu, 'group-dashboard')?.isHidden).toBe(false);

    s.$lastSelectedCustomerId.set(1003);
    menu = s.$menu.get();
    expect(findItem(menu, 'tracking-stats')?.isLocked).toBe(true);
    expect(findItem(menu, 'email-layout-designer')?.isLocked).toBe(false); // MAIL, which 1003 has
    expect(findItem(menu, 'website-widget-designer')?.isHidden).toBe(true); // 1003 is not listed
    expect(findItem(menu, 'group-dashboard')?.isHidden).toBe(true); // 1003 is excluded
  });

  it('the API menu is locked the same way', async () => {
    const s = await setup({ [LAST_SELECTED_KEY]: JSON.stringify({ 'user-1': 1003 }) });
    keepMounted(s.$menu);
    await s.loadDefinitions();
    s.signIn();
    await s.loaded();
    expect(findItem(s.$menu.get(), 'mail-item')?.isLocked).toBe(false);
    s.$lastSelectedCustomerId.set(1002);
    expect(findItem(s.$menu.get(), 'mail-item')?.isLocked).toBe(true);
    expect(findItem(s.$menu.get(), 'free-item')?.isLocked).toBe(false);
  });

  it('"When the available product tags change, the dirty state is cleared" (with a subscriber on $menu)', async () => {
    const s = await setup();
    keepMounted(s.$menu);
    s.signIn(user({ customerId: 1001 }));
    await s.loaded();
    s.$dirty.set(true);
    s.$lastSelectedCustomerId.set(1002); // same product tags (WEB)
    expect(s.$dirty.get()).toBe(true);
    s.$lastSelectedCustomerId.set(1003); // MAIL instead of WEB
    expect(s.$dirty.get()).toBe(false);
  });

  it('a refreshed account list with new product tags for the same customer clears the dirty state too', async () => {
    const s = await setup();
    vi.useFakeTimers();
    api.getAccessibleCustomers.mockResolvedValue([]);
    api.refreshAccessibleCustomers.mockResolvedValue([account(1001, ['WEB', 'MAIL'])]);
    keepMounted(s.$menu);
    s.signIn(user({ customerId: 1001 }));
    await s.loaded();
    s.$dirty.set(true);
    await vi.advanceTimersByTimeAsync(2000);
    await until(() => expect(s.$accounts.get().customers).toHaveLength(1));
    expect(s.$dirty.get()).toBe(false);
  });
});
