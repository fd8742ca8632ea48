import { onSet } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthService from '../../../src/services/auth-service';
import type { AccessibleCustomer, UserData } from '../../../src/services/auth-types';
import { appDefinitions } from '../../../src/config/app-definitions';
import { installFakeTab, type FakeTab } from './fake-history';
import { FakeStorage, until } from './store-test-kit';

// Which customer the address chooses, and that the route effects end with the page.

const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../src/services/auth-service', async () => ({
  ...(await vi.importActual<typeof AuthService>('../../../src/services/auth-service')),
  getAccessibleCustomers: auth.getAccessibleCustomers,
  refreshAccessibleCustomers: auth.refreshAccessibleCustomers,
}));

const user: UserData = {
  metadataUserId: 'meta-1',
  email: 'ada@customer.example',
  userId: 'user-1',
  userName: 'ada@customer.example',
  fullName: 'Ada Lovelace',
  customerId: 20,
  partnerId: null,
  userRole: 0,
};
const customer = (customerId: number): AccessibleCustomer => ({ customerId, customerName: `Customer ${customerId}`, partnerId: null, productTags: ['FREE'] });

let tab: FakeTab;
let resetStores: (options?: { only?: readonly 'routing'[] }) => void;

/**
 * Fresh stores in a tab at `path`, the bundled definitions settled, routing started and the user
 * signed in; with `record`, every customer id the selection takes is recorded from the start.
 */
async function signedInAt(path: string, record = false) {
  // The stores' delayed unmount (a second after their last listener goes) stays on fake time.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  tab = installFakeTab(`http://portal.example.com${path}`);
  vi.resetModules();
  const routing = await import('../../../src/stores/routing');
  const { $session } = await import('../../../src/stores/session');
  const { $accounts } = await import('../../../src/stores/accounts');
  const { $appDefinitions, $definitionsSettled } = await import('../../../src/stores/definitions');
  const selected = await import('../../../src/stores/selected-customer');
  ({ resetStores } = await import('../../../src/stores/store-reset'));
  const chosen: Array<number | null> = [];
  if (record) selected.$lastSelectedCustomerId.listen((id) => chosen.push(id));
  $appDefinitions.set(appDefinitions('Production'));
  $definitionsSettled.set(true);
  routing.startRouting();
  $session.set({ status: 'authenticated', user, fromAuth: false, isDevelopmentUser: false });
  await until(() => expect(auth.getAccessibleCustomers).toHaveBeenCalled());
  return { ...routing, ...selected, $session, $accounts, chosen };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new FakeStorage());
  auth.getAccessibleCustomers.mockReset().mockResolvedValue([customer(10), customer(20), customer(30)]);
  auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
});

afterEach(() => {
  resetStores();
  tab.uninstall();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the customer the address chooses', () => {
  it('a page without an id keeps the customer chosen before', async () => {
    const s = await signedInAt('/dash/Dashboard/30');
    await until(() => expect(s.$lastSelectedCustomerId.get()).toBe(30));
    s.openPath('/dash/Dashboard/tnt');
    expect(s.$lastSelectedCustomerId.get()).toBe(30);
    s.openPath('/');
    expect(s.$lastSelectedCustomerId.get()).toBe(30);
    expect(s.$selectedCustomer.get().customerId).toBe(30);
  });

  it('an id the user has no account for is never chosen, not even until the redirect home', async () => {
    const s = await signedInAt('/dash/Dashboard/99', true);
    await until(() => expect(location.pathname).toBe('/'));
    expect(s.chosen).not.toContain(99);
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });
});

describe('an address the portal does not know (Not Found)', () => {
  it('chooses nobody, even where a menu route has its placeholder first and so would read an id from it', async () => {
    const s = await signedInAt('/30/list');
    await until(() => expect(s.$accounts.get()).toMatchObject({ status: 'loaded', userId: 'user-1' }));
    const { $persistedMenu } = await import('../../../src/stores/definitions');
    const { $environment } = await import('../../../src/stores/environment');
    const item = { id: 'by-customer', appPrefix: 'dash', route: '/tnt/list', title: 'By customer' };
    $persistedMenu.set({ env: $environment.get().EnvName, menu: { platforms: [], rightitems: [], internaltools: [], administration: { items: [item] } } });
    expect(s.$activeMenuEntry.get()).toMatchObject({ item: { id: 'by-customer' } });
    expect(s.$route.get()).toMatchObject({ name: 'unknown' });
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });
});

describe('the end of the page (the stores’ reset)', () => {
  it('the route effects stop with it: nothing of the page keeps the accounts following the session', async () => {
    // Each store lets go of the ones it follows a second after its own last listener went (the
    // router then lets go of the page's clicks): a few seconds unmount every level.
    vi.stubGlobal('document', { body: { addEventListener: () => {}, removeEventListener: () => {} } });
    const s = await signedInAt('/dash/Dashboard/30');
    await until(() => expect(s.$lastSelectedCustomerId.get()).toBe(30));
    resetStores({ only: ['routing'] });
    await vi.advanceTimersByTimeAsync(10_000);
    const accountsSet = vi.fn();
    onSet(s.$accounts, accountsSet);
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    expect(accountsSet).not.toHaveBeenCalled();
  });
});
