// The routing store's Node harness, shared by its test files: a fake tab at an address with the
// routing modules loaded fresh, or a signed-in user on it with the bundled definitions settled.
// The auth service's mock stays in each test file (vi.mock is hoisted per file); its functions
// come in as `RoutingAuthMocks`.
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { appDefinitions } from '../../../../src/config/app-definitions';
import type { AccessibleCustomer, UserData } from '../../../../src/services/auth-types';
import type * as Routing from '../../../../src/stores/routing/routing';
import type { resetStores as ResetStores } from '../../../../src/stores/store-reset';
import { installFakeTab, type FakeTab } from './fake-history';
import { FakeStorage, keepMounted, until, user as anyUser } from '../store-test-kit';

/** The auth service's functions the routing tests replace. */
export interface RoutingAuthMocks {
  getAccessibleCustomers: Mock;
  refreshAccessibleCustomers: Mock;
}

export const user = anyUser({ customerId: 20 });
export const customer = (customerId: number): AccessibleCustomer => ({ customerId, customerName: `Customer ${customerId}`, partnerId: null, productTags: ['FREE'] });

/** The current test's tab and store reset (set by `routingAt` or `signedInPage`). */
export const current: { tab: FakeTab | undefined; resetStores: typeof ResetStores | undefined } = { tab: undefined, resetStores: undefined };

/** Which timers a test runs on fake time: all, setTimeout only, or none. */
export type FakeTimers = 'all' | 'timeouts' | 'none';

function fakeTimers(which: FakeTimers): void {
  if (which === 'all') vi.useFakeTimers();
  if (which === 'timeouts') vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Fresh routing modules in a tab at `startUrl` (routing not started). */
export async function routingAt(startUrl: string, timers: FakeTimers = 'timeouts'): Promise<typeof Routing> {
  fakeTimers(timers);
  Object.defineProperty(globalThis, 'localStorage', { value: new FakeStorage(), configurable: true });
  current.tab = installFakeTab(startUrl);
  vi.resetModules();
  const routing = await import('../../../../src/stores/routing/routing');
  ({ resetStores: current.resetStores } = await import('../../../../src/stores/store-reset'));
  return routing;
}

/** Fresh routing modules in a tab at `startUrl` with the navigation confirmation and the history guard (routing not started). */
export async function guardedTabAt(startUrl: string, timers: FakeTimers = 'none') {
  const routing = await routingAt(startUrl, timers);
  const confirmation = await import('../../../../src/stores/platform/navigation-confirmation');
  const guard = await import('../../../../src/stores/routing/history-guard');
  return { routing, confirmation, guard, tab: current.tab!, resetStores: current.resetStores! };
}

/** Registers `routingAt`'s teardown in the calling test file. */
export function routingHarness(): void {
  afterEach(() => {
    current.resetStores?.();
    current.resetStores = undefined;
    current.tab?.uninstall();
    current.tab = undefined;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

/** How `signedInPage` sets the page up. */
export interface SignedInOptions {
  who?: UserData;
  /** Record every customer id the selection takes, from the start. */
  record?: boolean;
  /** Keep the page's view followed (as the shell's components do). */
  followView?: boolean;
  /** Return once the accounts were asked for (default) or once they loaded. */
  ready?: 'asked' | 'loaded';
}

/** Fresh stores in a tab at `path`, the bundled definitions settled, routing started, the user signed in. */
export async function signedInPage(auth: RoutingAuthMocks, path: string, options: SignedInOptions = {}) {
  const { who = user, record = false, followView = false, ready = 'asked' } = options;
  fakeTimers('timeouts');
  current.tab = installFakeTab(`http://portal.example.com${path}`);
  vi.resetModules();
  const routing = await import('../../../../src/stores/routing/routing');
  const { $session } = await import('../../../../src/stores/session/session');
  const { $accounts } = await import('../../../../src/stores/access/accounts');
  const { $appDefinitions, $definitionsSettled } = await import('../../../../src/stores/access/definitions');
  const selected = await import('../../../../src/stores/access/selected-customer');
  ({ resetStores: current.resetStores } = await import('../../../../src/stores/store-reset'));
  const chosen: Array<number | null> = [];
  if (record) selected.$lastSelectedCustomerId.listen((id) => chosen.push(id));
  $appDefinitions.set(appDefinitions('Production'));
  $definitionsSettled.set(true);
  if (followView) keepMounted(routing.$view);
  routing.startRouting();
  $session.set({ status: 'authenticated', user: who, fromAuth: false, isDevelopmentUser: false });
  if (ready === 'loaded') await until(() => expect($accounts.get()).toMatchObject({ status: 'loaded', userId: who.userId }));
  else await until(() => expect(auth.getAccessibleCustomers).toHaveBeenCalled());
  return { ...routing, ...selected, $session, $accounts, chosen };
}

/** Registers `signedInPage`'s per-test set-up and teardown in the calling test file. */
export function signedInHarness(auth: RoutingAuthMocks): void {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new FakeStorage());
    auth.getAccessibleCustomers.mockReset().mockResolvedValue([customer(10), customer(20), customer(30)]);
    auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
  });

  afterEach(() => {
    current.resetStores?.();
    current.tab?.uninstall();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
