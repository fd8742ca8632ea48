// "Right-hand menu: three entries. The third is shown for admin, the second for partner, the first
// otherwise", and "Only the administrator sees Internal Tools": the user menu lists the sub-items of
// that entry, hidden ones left out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Menu, MenuItem } from '../../../../src/config/menu-types';
import { profileEntry, profileMenuItems } from '../../../../src/stores/access/profile-entry';
import { FakeStorage, restoreAfterTest, signedIn, signedOut, user } from '../store-test-kit';

// The menu's store reads the account list when mounted: a stand-in answers, the network is never asked.
const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../src/services/auth-service', realModuleWith(auth));

const sub = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({ id, appPrefix: '', route: `/${id}`, title: id, ...extra });
const entry = (id: string, subitems: MenuItem[]): MenuItem => ({ ...sub(id), subitems });

const MENU: Menu = {
  platforms: [],
  rightitems: [entry('customer', [sub('c-1')]), entry('partner', [sub('p-1')]), entry('admin', [sub('a-1'), sub('a-hidden', { isHidden: true }), sub('a-2')])],
  internaltools: [],
  administration: { items: [] },
};
const CUSTOMER = { isAdmin: false, isPartner: false };
const PARTNER = { isAdmin: false, isPartner: true };
const ADMIN = { isAdmin: true, isPartner: false };

describe('profileEntry: the right-hand entry of the role', () => {
  it('the first for a customer (and for nobody known), the second for a partner, the third for an administrator', () => {
    expect(profileEntry(MENU, CUSTOMER)?.id).toBe('customer');
    expect(profileEntry(MENU, PARTNER)?.id).toBe('partner');
    expect(profileEntry(MENU, ADMIN)?.id).toBe('admin');
  });

  it('none when the menu lacks the entry at that place', () => {
    expect(profileEntry({ ...MENU, rightitems: MENU.rightitems.slice(0, 2) }, ADMIN)).toBeUndefined();
  });
});

describe('profileMenuItems: what the user menu lists above Logout', () => {
  it('the sub-items of the role\'s entry, in order, hidden ones left out', () => {
    expect(profileMenuItems(MENU, CUSTOMER).map((item) => item.id)).toEqual(['c-1']);
    expect(profileMenuItems(MENU, PARTNER).map((item) => item.id)).toEqual(['p-1']);
    expect(profileMenuItems(MENU, ADMIN).map((item) => item.id)).toEqual(['a-1', 'a-2']);
  });

  it('nothing for an entry without sub-items or a menu without the entry', () => {
    expect(profileMenuItems({ ...MENU, rightitems: [sub('customer')] }, CUSTOMER)).toEqual([]);
    expect(profileMenuItems({ ...MENU, rightitems: [] }, CUSTOMER)).toEqual([]);
  });
});

describe('$profileMenuItems: the bundled menu for the signed-in user\'s role', () => {
  afterEach(restoreAfterTest);

  async function fresh() {
    auth.getAccessibleCustomers.mockReset().mockResolvedValue([]);
    auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
    vi.stubGlobal('localStorage', new FakeStorage());
    vi.resetModules();
    const { $profileMenuItems } = await import('../../../../src/stores/access/profile-entry');
    const { $session } = await import('../../../../src/stores/session/session');
    return { $profileMenuItems, $session };
  }

  it.each([
    [0, ['My account']],
    [2, ['My account']],
    [1, ['My account', 'Internal Tools']],
  ] as const)('role %i sees %j; only the administrator sees Internal Tools', async (userRole, titles) => {
    const s = await fresh();
    s.$session.set(signedIn(user({ userRole })));
    expect(s.$profileMenuItems.get().map((item) => item.title)).toEqual(titles);
  });

  it('a partner\'s My account is the partner profile\'s (its route names the partner)', async () => {
    const s = await fresh();
    s.$session.set(signedIn(user({ userRole: 2 })));
    expect(s.$profileMenuItems.get().map((item) => item.route)).toEqual(['/myacc/ptn/tnt']);
  });

  it('follows the session: signed out, the customer\'s entry', async () => {
    const s = await fresh();
    s.$session.set(signedIn(user({ userRole: 1 })));
    expect(s.$profileMenuItems.get()).toHaveLength(2);
    s.$session.set(signedOut());
    expect(s.$profileMenuItems.get().map((item) => item.id)).toEqual(['customer-my-account']);
  });
});
