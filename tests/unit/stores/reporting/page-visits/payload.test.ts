import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserData } from '../../../../../src/services/auth-types';
import { definitionsHarness, freshDefinitions, API_MENU, customerUser as user } from '../../access/definitions/definitions-kit';
import { account, keepMounted, until, settle } from '../../store-test-kit';

// The network: the definition calls, the account calls and the tracking call are stubbed.
const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const api = vi.hoisted(() => ({ getMenuDefinition: vi.fn(), getAppDefinitions: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), trackPageVisit: vi.fn() }));
vi.mock('../../../../../src/services/definitions-service', realModuleWith(api));
vi.mock('../../../../../src/services/auth-service', realModuleWith(api));
vi.mock('../../../../../src/services/tracking-service', realModuleWith(api));
/** Page-visit debounce 200 ms, written out so that a changed constant fails the tests. */
const DEBOUNCE_MS = 200;

async function setup(stored: Record<string, string> = {}) {
  const s = await freshDefinitions(stored);
  const pageVisits = await import('../../../../../src/stores/reporting/page-visits');
  return { ...s, ...pageVisits, signIn: (data: UserData = user()) => s.signIn(data) };
}

definitionsHarness(api, { menu: API_MENU });

beforeEach(() => {
  api.getAccessibleCustomers.mockResolvedValue([account(1001, ['WEB']), account(1002, ['WEB']), account(1003, ['MAIL'])]);
  api.trackPageVisit.mockReset().mockResolvedValue(undefined);
});

describe('Page-visit tracking: Payload {customerId, pageTitle, platformTitle, domain}, debounced by 200 ms', () => {
  /** Signed in, on a production host, with customer 1001 selected (confirmed by the loaded accounts). */
  async function onProductionHost() {
    const s = await setup();
    vi.spyOn(s.trackingHost, 'hostname').mockReturnValue('portal.example');
    keepMounted(s.$accounts);
    s.signIn(user({ email: 'ada.lovelace@Customer.Example' }));
    await s.loaded();
    vi.useFakeTimers();
    return s;
  }

  it('three calls within 200 ms -> one trackPageVisit with the last titles, not before 200 ms', async () => {
    const s = await onProductionHost();
    s.recordPageVisit('Dashboard', 'Analytics & Insights');
    await vi.advanceTimersByTimeAsync(100);
    s.recordPageVisit('Sources', 'Data Management');
    await vi.advanceTimersByTimeAsync(100);
    s.recordPageVisit('Audience Builder', 'Customer Data Platform');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    await settle();
    expect(api.trackPageVisit).not.toHaveBeenCalled();
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer ?? []).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(api.trackPageVisit).toHaveBeenCalledTimes(1));
    expect(api.trackPageVisit).toHaveBeenCalledWith(expect.anything(), {
      customerId: 1001,
      pageTitle: 'Audience Builder',
      platformTitle: 'Customer Data Platform',
      domain: 'customer.example',
    });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 5);
    await settle();
    expect(api.trackPageVisit).toHaveBeenCalledTimes(1);
  });

  it('pushes {event: "visit", ...} to globalThis.dataLayer', async () => {
    const s = await onProductionHost();
    const existing = { event: 'host-page-event' };
    (globalThis as { dataLayer?: unknown[] }).dataLayer = [existing];
    s.recordPageVisit('Dashboard', 'Analytics & Insights');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([
      existing,
      { event: 'visit', pageTitle: 'Dashboard', platformTitle: 'Analytics & Insights', emailDomain: 'customer.example', customerId: 1001 },
    ]);
  });

  it('creates globalThis.dataLayer when the host page has none', async () => {
    const s = await onProductionHost();
    s.recordPageVisit('Dashboard', 'Analytics & Insights');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([expect.objectContaining({ event: 'visit', customerId: 1001 })]);
  });

  it('two visits further apart than 200 ms are both recorded', async () => {
    const s = await onProductionHost();
    s.recordPageVisit('A', 'P');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    s.recordPageVisit('B', 'P');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    await until(() => expect(api.trackPageVisit).toHaveBeenCalledTimes(2));
    expect(api.trackPageVisit.mock.calls.map((call) => (call[1] as { pageTitle: string }).pageTitle)).toEqual(['A', 'B']);
  });

  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '10.0.0.12', '[::1]', 'portaltest.example.com', 'eu-portaltest.example.net'])(
    '%s',
    async (hostname) => {
      const s = await onProductionHost();
      vi.spyOn(s.trackingHost, 'hostname').mockReturnValue(hostname);
      s.recordPageVisit('Dashboard', 'Analytics & Insights');
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
      await settle();
      expect(api.trackPageVisit).not.toHaveBeenCalled();
      expect((globalThis as { dataLayer?: unknown[] }).dataLayer ?? []).toEqual([]);
    },
  );

  it('skipped without a signed-in user or a customer', async () => {
    const s = await setup();
    vi.spyOn(s.trackingHost, 'hostname').mockReturnValue('portal.example');
    vi.useFakeTimers();
    s.recordPageVisit('Dashboard', 'Analytics & Insights');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    s.signIn(user({ customerId: null }));
    s.recordPageVisit('Dashboard', 'Analytics & Insights');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    await settle();
    expect(api.trackPageVisit).not.toHaveBeenCalled();
  });

  it('a failing trackPageVisit only warns', async () => {
    const s = await onProductionHost();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.trackPageVisit.mockRejectedValue(new Error('HTTP 500'));
    s.recordPageVisit('Dashboard', 'Analytics & Insights');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    await until(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(api.trackPageVisit).toHaveBeenCalledTimes(1);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toHaveLength(1);
  });
});
