import { onSet } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { until } from '../../store-test-kit';
import { current, signedInHarness, signedInPage } from '../routing-kit';

// Which customer the address chooses, and that the route effects end with the page.

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

signedInHarness(auth);

const signedInAt = (path: string, record = false) => signedInPage(auth, path, { record });

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
    const { $persistedMenu } = await import('../../../../../src/stores/access/definitions');
    const { $environment } = await import('../../../../../src/stores/platform/environment');
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
    current.resetStores!({ only: ['routing'] });
    await vi.advanceTimersByTimeAsync(10_000);
    const accountsSet = vi.fn();
    onSet(s.$accounts, accountsSet);
    s.$session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    expect(accountsSet).not.toHaveBeenCalled();
  });
});
