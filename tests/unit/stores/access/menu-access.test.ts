import { describe, expect, it } from 'vitest';
import { LICENSE_IDS, type LicenseId, type Menu, type MenuItem, type Platform } from '../../../../src/config/menu-types';
import { applyMenuAccess } from '../../../../src/stores/access/menu-access';

function menuItem(id: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { id, appPrefix: 'app', route: `/app/${id}`, title: id, ...extra };
}

function platformOf(platformId: string, items: MenuItem[], extra: Partial<Platform> = {}): Platform {
  return { platformId, title: platformId, icon: 'icon', hasSubitems: items.length > 1, items, ...extra };
}

function menuWith(platforms: Platform[], extra: Partial<Menu> = {}): Menu {
  return { platforms, rightitems: [], internaltools: [], administration: { items: [] }, ...extra };
}

/** Every licence id that locks an item without its tag. */
const LOCKING_IDS = LICENSE_IDS.filter((id) => id !== 'FREE');

/** The single item of a one-platform menu, after access is applied. */
function accessOf(entry: MenuItem, customerId: number | null, tags: LicenseId[]): MenuItem {
  const result = applyMenuAccess(menuWith([platformOf('p', [entry])]), customerId, tags);
  const found = result.platforms[0]?.items[0];
  if (!found) throw new Error('item lost');
  return found;
}

describe('An item is locked when it has a licenseId other than FREE and the customer\'s product tags lack it', () => {
  it.each(LOCKING_IDS)('licence %s is locked without the tag', (licenseId) => {
    expect(accessOf(menuItem('x', { licenseId }), 1, []).isLocked).toBe(true);
    expect(accessOf(menuItem('x', { licenseId }), 1, ['FREE']).isLocked).toBe(true);
  });

  it.each(LOCKING_IDS)('licence %s is unlocked with the tag', (licenseId) => {
    expect(accessOf(menuItem('x', { licenseId }), 1, [licenseId]).isLocked).toBe(false);
    expect(accessOf(menuItem('x', { licenseId }), 1, ['WEB', 'MAIL', licenseId]).isLocked).toBe(false);
  });

  it('another tag does not unlock (CDP item with only WEB)', () => {
    expect(accessOf(menuItem('x', { licenseId: 'CDP' }), 1, ['WEB', 'MAIL']).isLocked).toBe(true);
  });

  it('FREE is never locked, with or without tags', () => {
    expect(accessOf(menuItem('x', { licenseId: 'FREE' }), 1, []).isLocked).toBe(false);
    expect(accessOf(menuItem('x', { licenseId: 'FREE' }), null, []).isLocked).toBe(false);
  });

  it('no licence is never locked', () => {
    expect(accessOf(menuItem('x'), 1, []).isLocked).toBe(false);
  });

  it('locks are recomputed: an item locked in the data stays locked', () => {
    expect(accessOf(menuItem('x', { isLocked: true }), 1, ['WEB']).isLocked).toBe(true);
  });

  it('sub-items are locked by the same rule', () => {
    const entry = menuItem('x', {
      subitems: [menuItem('free-sub', { licenseId: 'FREE' }), menuItem('web-sub', { licenseId: 'WEB' }), menuItem('mc-sub', { licenseId: 'MC' })],
    });
    const subs = accessOf(entry, 1, ['WEB']).subitems ?? [];
    expect(subs.map((sub) => [sub.id, sub.isLocked])).toEqual([
      ['free-sub', false],
      ['web-sub', false],
      ['mc-sub', true],
    ]);
  });
});

describe('A platform or item is hidden when visibleForCustomers exists and excludes the customer, or when excludeForCustomers includes the customer', () => {
  it('visibleForCustomers with the customer: visible', () => {
    expect(accessOf(menuItem('x', { visibleForCustomers: [1, 2] }), 2, []).isHidden).toBe(false);
  });

  it('visibleForCustomers lacking the customer: hidden', () => {
    expect(accessOf(menuItem('x', { visibleForCustomers: [1, 2] }), 3, []).isHidden).toBe(true);
  });

  it('visibleForCustomers with no customer selected (null): hidden', () => {
    expect(accessOf(menuItem('x', { visibleForCustomers: [1, 2] }), null, []).isHidden).toBe(true);
  });

  it('an empty visibleForCustomers hides for everyone', () => {
    expect(accessOf(menuItem('x', { visibleForCustomers: [] }), 1, []).isHidden).toBe(true);
  });

  it('excludeForCustomers with the customer: hidden; without: visible; no customer: visible', () => {
    expect(accessOf(menuItem('x', { excludeForCustomers: [7] }), 7, []).isHidden).toBe(true);
    expect(accessOf(menuItem('x', { excludeForCustomers: [7] }), 8, []).isHidden).toBe(false);
    expect(accessOf(menuItem('x', { excludeForCustomers: [7] }), null, []).isHidden).toBe(false);
  });

  it('excludeForCustomers wins over visibleForCustomers', () => {
    expect(accessOf(menuItem('x', { visibleForCustomers: [7], excludeForCustomers: [7] }), 7, []).isHidden).toBe(true);
  });

  it('no visibility rules: visible for any customer and for none', () => {
    expect(accessOf(menuItem('x'), 1, []).isHidden).toBe(false);
    expect(accessOf(menuItem('x'), null, []).isHidden).toBe(false);
  });

  it('the data\'s own isHidden is kept', () => {
    expect(accessOf(menuItem('x', { isHidden: true }), 1, ['WEB']).isHidden).toBe(true);
    expect(accessOf(menuItem('x', { isHidden: true, visibleForCustomers: [1] }), 1, []).isHidden).toBe(true);
  });

  it('sub-items are hidden by the same rules', () => {
    const entry = menuItem('x', {
      subitems: [
        menuItem('for-1', { visibleForCustomers: [1] }),
        menuItem('not-1', { excludeForCustomers: [1] }),
        menuItem('open'),
        menuItem('data-hidden', { isHidden: true }),
      ],
    });
    expect((accessOf(entry, 1, []).subitems ?? []).map((sub) => [sub.id, sub.isHidden])).toEqual([
      ['for-1', false],
      ['not-1', true],
      ['open', false],
      ['data-hidden', true],
    ]);
    expect((accessOf(entry, 2, []).subitems ?? []).map((sub) => [sub.id, sub.isHidden])).toEqual([
      ['for-1', true],
      ['not-1', false],
      ['open', false],
      ['data-hidden', true],
    ]);
  });

  it('a platform is hidden by its own visibleForCustomers / excludeForCustomers', () => {
    const menu = menuWith([
      platformOf('only-1', [menuItem('a')], { visibleForCustomers: [1] }),
      platformOf('not-1', [menuItem('b')], { excludeForCustomers: [1] }),
    ]);
    expect(applyMenuAccess(menu, 1, []).platforms.map((platform) => platform.isHidden)).toEqual([false, true]);
    expect(applyMenuAccess(menu, 2, []).platforms.map((platform) => platform.isHidden)).toEqual([true, false]);
    expect(applyMenuAccess(menu, null, []).platforms.map((platform) => platform.isHidden)).toEqual([true, false]);
  });

  it('a platform whose items are all hidden is hidden', () => {
    const menu = menuWith([platformOf('p', [menuItem('a', { visibleForCustomers: [1] }), menuItem('b', { excludeForCustomers: [2] })])]);
    expect(applyMenuAccess(menu, 2, []).platforms[0]?.isHidden).toBe(true);
    expect(applyMenuAccess(menu, 1, []).platforms[0]?.isHidden).toBe(false);
    expect(applyMenuAccess(menu, 3, []).platforms[0]?.isHidden).toBe(false);
  });

  it('rightitems, internal tools and administration items get the same rules', () => {
    const menu = menuWith([], {
      rightitems: [menuItem('r', { excludeForCustomers: [1] })],
      internaltools: [menuItem('t', { licenseId: 'MC' })],
      administration: { items: [menuItem('a', { visibleForCustomers: [2] })] },
    });
    const result = applyMenuAccess(menu, 1, []);
    expect(result.rightitems[0]?.isHidden).toBe(true);
    expect(result.internaltools[0]?.isLocked).toBe(true);
    expect(result.administration.items[0]?.isHidden).toBe(true);
  });
});

describe('platform locks: a platform whose visible items are all locked is locked', () => {
  it('all visible items locked -> platform locked', () => {
    const menu = menuWith([platformOf('p', [menuItem('a', { licenseId: 'CDP' }), menuItem('b', { licenseId: 'MC' })])]);
    expect(applyMenuAccess(menu, 1, []).platforms[0]?.isLocked).toBe(true);
  });

  it('one visible unlocked item -> platform not locked', () => {
    const menu = menuWith([platformOf('p', [menuItem('a', { licenseId: 'CDP' }), menuItem('b', { licenseId: 'FREE' })])]);
    expect(applyMenuAccess(menu, 1, []).platforms[0]?.isLocked).toBe(false);
    expect(applyMenuAccess(menu, 1, ['CDP']).platforms[0]?.isLocked).toBe(false);
  });

  it('an unlocked but hidden item does not keep the platform unlocked', () => {
    const menu = menuWith([platformOf('p', [menuItem('a', { licenseId: 'CDP' }), menuItem('b', { visibleForCustomers: [9] })])]);
    const platform = applyMenuAccess(menu, 1, []).platforms[0];
    expect(platform?.isHidden).toBe(false);
    expect(platform?.isLocked).toBe(true);
  });

  it('a platform with every item hidden is hidden, not locked', () => {
    const menu = menuWith([platformOf('p', [menuItem('a', { licenseId: 'CDP', visibleForCustomers: [9] })])]);
    const platform = applyMenuAccess(menu, 1, []).platforms[0];
    expect(platform?.isHidden).toBe(true);
    expect(platform?.isLocked).toBe(false);
  });
});

describe('applyMenuAccess does not mutate its input', () => {
  it('the input menu is unchanged, and recomputing for another customer undoes hides and locks', () => {
    const menu = menuWith([
      platformOf('p', [
        menuItem('a', { licenseId: 'CDP', visibleForCustomers: [1], subitems: [menuItem('s', { licenseId: 'MC', excludeForCustomers: [1] })] }),
      ]),
    ]);
    const snapshot = structuredClone(menu);
    const first = applyMenuAccess(menu, 2, []);
    expect(first.platforms[0]?.items[0]?.isHidden).toBe(true);
    expect(menu).toEqual(snapshot);
    expect(menu.platforms[0]?.items[0]?.isHidden).toBeUndefined();
    expect(menu.platforms[0]?.items[0]?.subitems?.[0]?.isLocked).toBeUndefined();

    const second = applyMenuAccess(menu, 1, ['CDP', 'MC']);
    expect(second.platforms[0]?.isHidden).toBe(false);
    expect(second.platforms[0]?.items[0]?.isHidden).toBe(false);
    expect(second.platforms[0]?.items[0]?.isLocked).toBe(false);
    expect(second.platforms[0]?.items[0]?.subitems?.[0]?.isHidden).toBe(true);
    expect(second.platforms[0]?.items[0]?.subitems?.[0]?.isLocked).toBe(false);
    expect(menu).toEqual(snapshot);
  });
});
