import type { LicenseId, Menu, MenuItem, MenuSubItem, Platform } from '../../config/menu-types';

interface Access {
  customerId: number | null;
  productTags: readonly LicenseId[];
}

/** Hidden when visibleForCustomers exists and lacks the customer, or excludeForCustomers has it. */
function hiddenFor(entry: { isHidden?: boolean; visibleForCustomers?: number[]; excludeForCustomers?: number[] }, { customerId }: Access): boolean {
  if (entry.isHidden) return true;
  if (entry.visibleForCustomers && (customerId === null || !entry.visibleForCustomers.includes(customerId))) return true;
  return customerId !== null && (entry.excludeForCustomers?.includes(customerId) ?? false);
}

/** Locked when it has a licence other than FREE that the customer's product tags lack. */
function lockedFor(entry: MenuSubItem, { productTags }: Access): boolean {
  return Boolean(entry.isLocked) || (entry.licenseId !== undefined && entry.licenseId !== 'FREE' && !productTags.includes(entry.licenseId));
}

function subItemAccess(entry: MenuSubItem, access: Access): MenuSubItem {
  return { ...entry, isHidden: hiddenFor(entry, access), isLocked: lockedFor(entry, access) };
}

function itemAccess(entry: MenuItem, access: Access): MenuItem {
  const item: MenuItem = { ...entry, isHidden: hiddenFor(entry, access), isLocked: lockedFor(entry, access) };
  if (entry.subitems) item.subitems = entry.subitems.map((sub) => subItemAccess(sub, access));
  return item;
}

function platformAccess(platform: Platform, access: Access): Platform {
  const items = platform.items.map((item) => itemAccess(item, access));
  const visible = items.filter((item) => !item.isHidden);
  return {
    ...platform,
    items,
    // A platform whose items are all hidden is hidden; one whose visible items are all locked is locked.
    isHidden: hiddenFor(platform, access) || visible.length === 0,
    isLocked: Boolean(platform.isLocked) || (visible.length > 0 && visible.every((item) => item.isLocked)),
  };
}

/** The menu with visibility and locks computed for one customer and its product tags. */
export function applyMenuAccess(menu: Menu, customerId: number | null, productTags: readonly LicenseId[]): Menu {
  const access = { customerId, productTags };
  return {
    platforms: menu.platforms.map((platform) => platformAccess(platform, access)),
    rightitems: menu.rightitems.map((item) => itemAccess(item, access)),
    internaltools: menu.internaltools.map((item) => itemAccess(item, access)),
    administration: { items: menu.administration.items.map((item) => itemAccess(item, access)) },
  };
}

/** Whether the selected account may use a product (an app prefix), whatever the path under it. */
export type ProductAccess = { kind: 'available' } | { kind: 'locked'; entry: MenuSubItem } | { kind: 'unavailable' };

/** The menu entries of one app prefix that the account sees (neither they nor what holds them hidden). */
function visibleEntriesOf(menu: Menu, appPrefix: string): MenuSubItem[] {
  const found: MenuSubItem[] = [];
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.isHidden) continue;
      if (item.appPrefix === appPrefix) found.push(item);
      for (const sub of item.subitems ?? []) if (!sub.isHidden && sub.appPrefix === appPrefix) found.push(sub);
    }
  };
  for (const platform of menu.platforms) if (!platform.isHidden) visit(platform.items);
  visit(menu.administration.items);
  visit(menu.rightitems);
  visit(menu.internaltools);
  return found;
}

/**
 * The access of a product, from a menu whose access is applied ({@link applyMenuAccess}): available
 * when one entry of it that the account sees is unlocked; locked (with the entry whose landing page
 * shows) when every such entry is locked; not available when the account sees none (or the menu
 * does not name the product at all).
 */
export function productAccess(menu: Menu, appPrefix: string): ProductAccess {
  const visible = visibleEntriesOf(menu, appPrefix);
  if (visible.some((entry) => !entry.isLocked)) return { kind: 'available' };
  const [first] = visible;
  if (!first) return { kind: 'unavailable' };
  return { kind: 'locked', entry: visible.find((entry) => entry.landingPageName) ?? first };
}
