import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDefinitions } from '../../../../../src/config/app-definitions';
import { menuDefinition } from '../../../../../src/config/menu-definitions';
import { realTurn, settleStores } from '../../store-test-kit';
import { account, signedInHome } from './page-visit-tracking-kit';

// Which page counts as tracked (a signed-in person acting for a customer), and the tracker's own
// life: started once per page load, let go of by the page-visits reset, and started afresh after it.
// The pages handed on to the (debounced) recording are what is counted here.

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const api = vi.hoisted(() => ({ getMenuDefinition: vi.fn(), getAppDefinitions: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
const recorded = vi.hoisted(() => vi.fn());
vi.mock('../../../../../src/services/definitions-service', realModuleWith(api));
vi.mock('../../../../../src/services/auth-service', realModuleWith(api));
vi.mock('../../../../../src/stores/reporting/page-visits', () => ({ recordPageVisit: recorded }));

const setup = () => signedInHome({ followSelected: true });

/** The page titles handed on to the recording so far. */
const pages = () => recorded.mock.calls.map((call) => call[0] as string);

/** Lets a navigation's changes land and the tracker take its one look. */
async function landed(): Promise<void> {
  for (let turn = 0; turn < 3; turn += 1) await realTurn();
}

beforeEach(() => {
  recorded.mockReset();
  api.getMenuDefinition.mockReset().mockResolvedValue(menuDefinition('Production'));
  api.getAppDefinitions.mockReset().mockResolvedValue(appDefinitions('Production'));
  api.getAccessibleCustomers.mockReset().mockResolvedValue([account(1001), account(1002)]);
  api.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
});

afterEach(() => {
  settleStores();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('trackedPage', () => {
  it('the page of a signed-in person acting for a customer, keyed by page, user and customer', async () => {
    const s = await setup();
    expect(s.trackedPage()).toEqual({ id: 'home', pageTitle: 'Home', platformTitle: 'Home', key: JSON.stringify(['home', 'u-ada', 1001]) });
  });

  it('none while no account is chosen', async () => {
    api.getAccessibleCustomers.mockResolvedValue([account(1002), account(1003)]);
    const s = await setup();
    expect(s.$selectedCustomer.get().customerId).toBeNull();
    expect(s.trackedPage()).toBeNull();
    s.$lastSelectedCustomerId.set(1003);
    expect(s.trackedPage()?.key).toBe(JSON.stringify(['home', 'u-ada', 1003]));
  });

  it('none once signed out, even while the last account is still known', async () => {
    const s = await setup();
    s.$lastSelectedCustomerId.set(1002);
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    expect(s.trackedPage()).toBeNull();
  });
});

describe('startPageVisitTracking', () => {
  it('once per page load: a second start hands on no page twice', async () => {
    const s = await setup();
    s.startPageVisitTracking();
    s.startPageVisitTracking();
    expect(pages()).toEqual(['Home']);
    s.openPath('/internal-tools');
    await landed();
    expect(pages()).toEqual(['Home', 'Internal Tools']);
  });

  it('one look per batch of changes: pages passed through before the look are not handed on', async () => {
    const s = await setup();
    s.startPageVisitTracking();
    s.openPath('/internal-tools');
    queueMicrotask(() => {
      queueMicrotask(() => s.openPath('/no-such-page'));
      s.openPath('/tc/1001');
    });
    s.openPath('/dash/Dashboard/1001');
    await landed();
    // The look after the first batch sees the dashboard; the one after the next sees Not Found,
    // the page the second batch ends on. Trust Center was only passed through.
    expect(pages()).toEqual(['Home', 'Account Dashboard', 'Not Found']);
  });

  it('the page-visits reset lets go of the pages: nothing is handed on after it', async () => {
    const s = await setup();
    s.startPageVisitTracking();
    s.resetStores({ only: ['page-visits'] });
    s.openPath('/internal-tools');
    await landed();
    expect(pages()).toEqual(['Home']);
  });

  it('after the reset, tracking starts afresh (a new page load), once', async () => {
    const s = await setup();
    s.startPageVisitTracking();
    s.resetStores({ only: ['page-visits'] });
    s.startPageVisitTracking();
    expect(pages()).toEqual(['Home', 'Home']);
    s.openPath('/internal-tools');
    await landed();
    expect(pages()).toEqual(['Home', 'Home', 'Internal Tools']);
  });

  it('the reset of a page that never started tracking does nothing', async () => {
    const s = await setup();
    expect(() => s.resetStores({ only: ['page-visits'] })).not.toThrow();
    s.openPath('/internal-tools');
    await landed();
    expect(recorded).not.toHaveBeenCalled();
  });
});
