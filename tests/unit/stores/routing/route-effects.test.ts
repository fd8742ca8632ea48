import { describe, expect, it, vi } from 'vitest';
import type { UserData } from '../../../../src/services/auth-types';
import { until } from '../store-test-kit';
import { current, signedInHarness, signedInPage, user } from './routing-kit';

// The effects routing starts: a customer id in the path among the user's accounts becomes the
// selected customer; an unknown id, or a restricted product, sends the user home.

const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../src/services/auth-service', realModuleWith(auth));

signedInHarness(auth);

const signedInAt = (path: string, who: UserData = user) => signedInPage(auth, path, { who, followView: true, ready: 'loaded' });

describe('route effects', () => {
  it('a customer id in the path among the accounts becomes the selected customer', async () => {
    const s = await signedInAt('/dash/Dashboard/30');
    await until(() => expect(s.$lastSelectedCustomerId.get()).toBe(30));
    expect(s.$selectedCustomer.get().customerId).toBe(30);
    // Then the address names it as the area's frame would report it: tnt.
    await until(() => expect(s.$view.get()).toMatchObject({ kind: 'app', path: '/dash/Dashboard/tnt' }));
    expect(location.pathname).toBe('/dash/Dashboard/tnt');
    expect(current.tab!.entries()).toEqual(['/dash/Dashboard/tnt']);
  });

  it('another known id in the path switches to it', async () => {
    const s = await signedInAt('/dash/Dashboard/30');
    await until(() => expect(s.$lastSelectedCustomerId.get()).toBe(30));
    s.openPath('/dash/Dashboard/10');
    expect(s.$lastSelectedCustomerId.get()).toBe(10);
  });

  it('a path without a customer id leaves the selection as it is', async () => {
    const s = await signedInAt('/dash/Dashboard/tnt');
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    expect(s.$selectedCustomer.get().customerId).toBe(20);
  });

  it('an id the user has no account for sends the user home, replacing the entry', async () => {
    const s = await signedInAt('/dash/Dashboard/99');
    await until(() => expect(location.pathname).toBe('/'));
    expect(s.$portalPath.get()).toBe('/');
    expect(current.tab!.entries()).toEqual(['/']);
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
  });

  it('outside a product area nothing is selected from the path', async () => {
    const s = await signedInAt('/9lives/30');
    expect(s.$lastSelectedCustomerId.get()).toBeNull();
    expect(s.$view.get()).toEqual({ kind: 'notFound' });
  });
});

describe('the canonical address: navigating ends where opening the address does', () => {
  const partnerUser: UserData = { ...user, userId: 'user-p', partnerId: 77, userRole: 2 };

  it('opening /myacc/77/20 directly ends at /myacc/ptn/tnt, with one entry', async () => {
    const s = await signedInAt('/myacc/77/20', partnerUser);
    await until(() => expect(s.$portalUrl.get()).toBe('/myacc/ptn/tnt'));
    expect(current.tab!.entries()).toEqual(['/myacc/ptn/tnt']);
  });

  it('navigate("/myacc/77/20") ends at /myacc/ptn/tnt too, at once, with one new entry', async () => {
    const s = await signedInAt('/', partnerUser);
    await until(() => expect(s.$selectedCustomer.get().customerId).toBe(20));
    await expect(s.navigate('/myacc/77/20?tab=2#top')).resolves.toBe(true);
    expect(s.$portalUrl.get()).toBe('/myacc/ptn/tnt?tab=2#top');
    expect(current.tab!.entries()).toEqual(['/', '/myacc/ptn/tnt?tab=2#top']);
  });

  it('navigating to another account’s id selects it first, then ends at its canonical address', async () => {
    const s = await signedInAt('/', partnerUser);
    await until(() => expect(s.$selectedCustomer.get().customerId).toBe(20));
    await expect(s.navigate('/myacc/77/30')).resolves.toBe(true);
    expect(s.$lastSelectedCustomerId.get()).toBe(30);
    await until(() => expect(s.$portalUrl.get()).toBe('/myacc/ptn/tnt'));
    expect(s.$selectedCustomer.get().customerId).toBe(30);
    expect(current.tab!.entries()).toEqual(['/', '/myacc/ptn/tnt']);
  });

  it('navigating to the canonical form of the current address does not navigate', async () => {
    const s = await signedInAt('/dash/Dashboard/tnt');
    await until(() => expect(s.$selectedCustomer.get().customerId).toBe(20));
    await expect(s.navigate('/dash/Dashboard/20')).resolves.toBe(false);
    expect(current.tab!.entries()).toEqual(['/dash/Dashboard/tnt']);
  });

  it('navigate holds a path to the rules of a start address: one that resolves to another host opens the home page', async () => {
    const s = await signedInAt('/dash/Dashboard/tnt');
    await expect(s.navigate('/..//127.0.0.1:7812/x')).resolves.toBe(true);
    expect(location.origin).toBe('http://portal.example.com');
    expect(s.$portalPath.get()).toBe('/');
    expect(current.tab!.entries()).toEqual(['/dash/Dashboard/tnt', '/']);
  });
});
