import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage, keepMounted, nothingHappensWithin, restoreAfterTest, until, user } from '../../store-test-kit';

// Where page visits are not sent (a process without an address counts as localhost), and what a
// failed tracking call leaves behind: a warning that says what was lost, with the cause.

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const api = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), trackPageVisit: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(api));
vi.mock('../../../../../src/services/tracking-service', realModuleWith(api));

/** Page-visit debounce 200 ms, written out so that a changed constant fails the tests. */
const DEBOUNCE_MS = 200;

const ada = user({ email: 'ada.lovelace@customer.example', userName: 'ada.lovelace@customer.example', customerId: 1001 });

/** Signed in, with customer 1001 selected (confirmed by the loaded accounts); the clock faked. */
async function signedIn() {
  vi.resetModules();
  const pageVisits = await import('../../../../../src/stores/reporting/page-visits');
  const { $session } = await import('../../../../../src/stores/session/session');
  const { $accounts } = await import('../../../../../src/stores/access/accounts');
  keepMounted($accounts);
  $session.set({ status: 'authenticated', user: ada, fromAuth: false, isDevelopmentUser: false });
  await until(() => expect($accounts.get().status).toBe('loaded'));
  vi.useFakeTimers();
  return pageVisits;
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new FakeStorage());
  api.getAccessibleCustomers.mockReset().mockResolvedValue([{ customerId: 1001, customerName: 'Customer 1001', partnerId: null, productTags: [] }]);
  api.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
  api.trackPageVisit.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  restoreAfterTest();
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});

describe('page visits', () => {
  it('outside a browser (no address) the host counts as localhost: nothing is sent or pushed', async () => {
    const s = await signedIn();
    expect(typeof location).toBe('undefined');
    expect(s.trackingHost.hostname()).toBe('localhost');
    s.recordPageVisit('Dashboard', 'Analytics & Insights');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    await nothingHappensWithin();
    expect(api.trackPageVisit).not.toHaveBeenCalled();
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });

  it('a failing tracking call warns that the visit was not recorded, with the cause', async () => {
    const s = await signedIn();
    vi.spyOn(s.trackingHost, 'hostname').mockReturnValue('portal.example');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('HTTP 500');
    api.trackPageVisit.mockRejectedValue(failure);
    s.recordPageVisit('Dashboard', 'Analytics & Insights');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    await until(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('The page visit was not recorded.', failure);
  });
});
