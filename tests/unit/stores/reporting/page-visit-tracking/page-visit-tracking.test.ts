import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDefinitions } from '../../../../../src/config/app-definitions';
import { menuDefinition } from '../../../../../src/config/menu-definitions';
import { visitedPageOf, type VisitedPage } from '../../../../../src/stores/reporting/visited-page';
import { activeMenuEntry } from '../../../../../src/stores/routing/route-matching';
import type { PortalView } from '../../../../../src/stores/routing/routing';
import { realTurn, restoreAfterTest } from '../../store-test-kit';
import { account, signedInHome } from './page-visit-tracking-kit';

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const api = vi.hoisted(() => ({ getMenuDefinition: vi.fn(), getAppDefinitions: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), trackPageVisit: vi.fn() }));
vi.mock('../../../../../src/services/definitions-service', realModuleWith(api));
vi.mock('../../../../../src/services/auth-service', realModuleWith(api));
vi.mock('../../../../../src/services/tracking-service', realModuleWith(api));

/** Page-visit debounce 200 ms, written out so that a changed constant fails the tests. */
const DEBOUNCE_MS = 200;
const MENU = menuDefinition('Production');

describe('visitedPageOf: the page a person is on, as page-visit tracking names it', () => {
  const app = appDefinitions('Production').find((entry) => entry.appPrefix === 'dash')!;
  const at = (view: PortalView, path: string): VisitedPage | null => visitedPageOf(view, activeMenuEntry(MENU, path), MENU, path);

  it('a product area: the menu entry title and its platform title', () => {
    expect(at({ kind: 'app', app, path: '/dash/Dashboard/1001', entry: null }, '/dash/Dashboard/1001')).toEqual({
      id: 'app:account-dashboard',
      pageTitle: 'Account Dashboard',
      platformTitle: 'Analytics & Insights',
    });
  });

  it('moving inside a product area stays on the same page', () => {
    const view = (path: string): PortalView => ({ kind: 'app', app, path, entry: null });
    expect(at(view('/dash/Dashboard/1001/details/7'), '/dash/Dashboard/1001/details/7')?.id).toBe(at(view('/dash/Dashboard/1001'), '/dash/Dashboard/1001')?.id);
  });

  it('an Administration entry is under "Administration"; a profile menu entry under that menu', () => {
    const tc = appDefinitions('Production').find((entry) => entry.appPrefix === 'tc')!;
    expect(at({ kind: 'app', app: tc, path: '/tc/1001', entry: null }, '/tc/1001')).toMatchObject({ pageTitle: 'Trust Center', platformTitle: 'Administration' });
    const myacc = appDefinitions('Production').find((entry) => entry.appPrefix === 'myacc')!;
    expect(at({ kind: 'app', app: myacc, path: '/myacc/1001', entry: null }, '/myacc/1001')).toMatchObject({ pageTitle: 'My account', platformTitle: 'Customer Profile' });
  });

  it('an internal tool that opens inside the portal is under "Internal Tools"', () => {
    const search = appDefinitions('Production').find((entry) => entry.appPrefix === 'search-internal')!;
    expect(at({ kind: 'app', app: search, path: '/search-internal/1001', entry: null }, '/search-internal/1001')).toMatchObject({
      pageTitle: 'Search Internal',
      platformTitle: 'Internal Tools',
    });
  });

  it('home, internal tools, Not Found and Not Allowed', () => {
    expect(at({ kind: 'home' }, '/')).toEqual({ id: 'home', pageTitle: 'Home', platformTitle: 'Home' });
    expect(at({ kind: 'internalTools' }, '/internal-tools')).toMatchObject({ pageTitle: 'Internal Tools', platformTitle: 'Admin Profile' });
    expect(at({ kind: 'notFound' }, '/nowhere')).toMatchObject({ pageTitle: 'Not Found', platformTitle: '' });
    expect(at({ kind: 'notAllowed', customerId: 4030 }, '/dash/4030')).toMatchObject({ pageTitle: 'Not Allowed', platformTitle: '' });
  });

  it('two unknown paths are two Not Found pages', () => {
    expect(at({ kind: 'notFound' }, '/a')?.id).not.toBe(at({ kind: 'notFound' }, '/b')?.id);
  });

  it('a locked entry shown as its landing page is that entry', () => {
    const entry = activeMenuEntry(MENU, '/cdp/1001/audienceslist')!;
    expect(at({ kind: 'landing', name: 'cdp', entry: entry.item }, '/cdp/1001/audienceslist')).toMatchObject({
      pageTitle: 'Audience Builder',
      platformTitle: 'Customer Data Platform',
    });
  });

  it('no page while loading or on the way home', () => {
    expect(at({ kind: 'loading' }, '/dash/Dashboard/1001')).toBeNull();
    expect(at({ kind: 'redirectHome', reason: 'restricted' }, '/dash/Dashboard/1001')).toBeNull();
  });
});

describe('page visits: every page a person visits is recorded, debounced by 200 ms', () => {
  async function setup() {
    const page = await signedInHome();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page.startPageVisitTracking();
    return page;
  }

  /** The visits sent so far, without the e-mail domain (always portal.example here). */
  const sent = () => api.trackPageVisit.mock.calls.map((call) => {
    const { customerId, pageTitle, platformTitle } = call[1] as { customerId: number; pageTitle: string; platformTitle: string };
    return { customerId, pageTitle, platformTitle };
  });

  /** Lets the debounce run out and the sending (a dynamic import, promises) finish. */
  async function afterDebounce(): Promise<void> {
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    for (let turn = 0; turn < 10; turn += 1) await realTurn();
  }

  beforeEach(() => {
    api.getMenuDefinition.mockReset().mockResolvedValue(MENU);
    api.getAppDefinitions.mockReset().mockResolvedValue(appDefinitions('Production'));
    api.getAccessibleCustomers.mockReset().mockResolvedValue([account(1001, ['WEB', 'MAIL']), account(1002, ['WEB', 'CDP'])]);
    api.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
    api.trackPageVisit.mockReset().mockResolvedValue(undefined);
  });

  afterEach(() => {
    restoreAfterTest();
    delete (globalThis as { dataLayer?: unknown }).dataLayer;
  });

  it('home, a menu item, internal tools, Not Found and Not Allowed: one visit each, with the data-layer push', async () => {
    const s = await setup();
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    expect(api.trackPageVisit).not.toHaveBeenCalled();
    await afterDebounce();
    expect(sent()).toEqual([{ customerId: 1001, pageTitle: 'Home', platformTitle: 'Home' }]);

    s.openPath('/dash/Dashboard/1001');
    await afterDebounce();
    s.openPath('/internal-tools');
    await afterDebounce();
    s.openPath('/no-such-page');
    await afterDebounce();
    s.openPath('/dash/Dashboard/1001');
    await afterDebounce();
    s.setForbiddenResult(1001);
    await afterDebounce();
    expect(sent()).toEqual([
      { customerId: 1001, pageTitle: 'Home', platformTitle: 'Home' },
      { customerId: 1001, pageTitle: 'Account Dashboard', platformTitle: 'Analytics & Insights' },
      { customerId: 1001, pageTitle: 'Internal Tools', platformTitle: 'Admin Profile' },
      { customerId: 1001, pageTitle: 'Not Found', platformTitle: '' },
      { customerId: 1001, pageTitle: 'Account Dashboard', platformTitle: 'Analytics & Insights' },
      { customerId: 1001, pageTitle: 'Not Allowed', platformTitle: '' },
    ]);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'visit',
      pageTitle: 'Internal Tools',
      platformTitle: 'Admin Profile',
      emailDomain: 'portal.example',
      customerId: 1001,
    });
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toHaveLength(6);
  });

  it('a locked item (its landing page) and an Administration item', async () => {
    const s = await setup();
    await afterDebounce();
    s.openPath('/cdp/1001/audienceslist');
    await afterDebounce();
    s.openPath('/tc/1001');
    await afterDebounce();
    expect(sent().slice(1)).toEqual([
      { customerId: 1001, pageTitle: 'Audience Builder', platformTitle: 'Customer Data Platform' },
      { customerId: 1001, pageTitle: 'Trust Center', platformTitle: 'Administration' },
    ]);
  });

  it('pages passed through within 200 ms are not recorded; only the one the person stays on', async () => {
    const s = await setup();
    await afterDebounce();
    s.openPath('/dash/Dashboard/1001');
    await vi.advanceTimersByTimeAsync(150);
    s.openPath('/pc/customer/1001/implementation');
    await vi.advanceTimersByTimeAsync(150);
    s.openPath('/tc/1001');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    expect(api.trackPageVisit).toHaveBeenCalledTimes(1);
    await afterDebounce();
    expect(sent().slice(1)).toEqual([{ customerId: 1001, pageTitle: 'Trust Center', platformTitle: 'Administration' }]);
  });

  it('moving around inside one product area is one visit', async () => {
    const s = await setup();
    s.openPath('/dash/Dashboard/1001');
    await afterDebounce();
    s.openPath('/dash/Dashboard/1001/details', true);
    await afterDebounce();
    s.openPath('/dash/Dashboard/1001/details?tab=2', true);
    await afterDebounce();
    expect(sent()).toEqual([{ customerId: 1001, pageTitle: 'Account Dashboard', platformTitle: 'Analytics & Insights' }]);
  });

  it('a user not confirmed yet (from the tab’s cache or another tab) is tracked once GetUserData confirms them', async () => {
    const page = await signedInHome();
    const confirmed = page.$session.get();
    page.$session.set({ ...confirmed, revalidating: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page.startPageVisitTracking();
    await afterDebounce();
    expect(api.trackPageVisit).not.toHaveBeenCalled();
    page.$session.set(confirmed);
    await afterDebounce();
    expect(sent()).toEqual([{ customerId: 1001, pageTitle: 'Home', platformTitle: 'Home' }]);
  });

  it('another account on the same page is a visit for that customer', async () => {
    const s = await setup();
    s.openPath('/internal-tools');
    await afterDebounce();
    s.$lastSelectedCustomerId.set(1002);
    await afterDebounce();
    expect(sent()).toEqual([
      { customerId: 1001, pageTitle: 'Internal Tools', platformTitle: 'Admin Profile' },
      { customerId: 1002, pageTitle: 'Internal Tools', platformTitle: 'Admin Profile' },
    ]);
  });
});
