import { CUSTOMER_PLACEHOLDER, PARTNER_PLACEHOLDER } from '../../config/business-constants';
import type { Menu, MenuItem, MenuSubItem, Platform } from '../../config/menu-types';
import { literalPattern } from '../../config/literal-pattern';

/** A menu entry and where it sits. */
export interface ActiveMenuEntry {
  platform: Platform | null;
  item: MenuItem;
  subitem: MenuSubItem | null;
}


/** The patterns made so far, by route: every address change tests the whole menu. */
const patterns = new Map<string, RegExp>();

/**
 * A RegExp for a menu route: `tnt` and `ptn` segments also match the numeric ids they stand
 * for, and the route matches its sub-paths too (everything under an app prefix is the app's).
 */
function routePattern(route: string): RegExp {
  const made = patterns.get(route);
  if (made) return made;
  const body = route
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment === CUSTOMER_PLACEHOLDER || segment === PARTNER_PLACEHOLDER ? `(?:${segment}|\\d+)` : literalPattern(segment)))
    .join('/');
  const pattern = new RegExp(`^${body}(?:/.*)?$`, 'i');
  patterns.set(route, pattern);
  return pattern;
}

/** The menu entry whose route matches the path best (the longest route wins); none for home. */
export function activeMenuEntry(menu: Menu, path: string): ActiveMenuEntry | null {
  if (path === '/' || path === '') return null;
  let best: (ActiveMenuEntry & { length: number }) | null = null;
  const consider = (platform: Platform | null, item: MenuItem, subitem: MenuSubItem | null) => {
    const route = (subitem ?? item).route;
    if (!route || route === '/' || (subitem ?? item).href) return;
    if (routePattern(route).test(path) && (!best || route.length > best.length)) best = { platform, item, subitem, length: route.length };
  };
  for (const platform of menu.platforms) {
    for (const item of platform.items) {
      consider(platform, item, null);
      // Stryker disable next-line ArrayDeclaration: an item without sub-items would be handed a stand-in string, whose `route` is undefined, so consider() returns at once as it does with no sub-items
      for (const subitem of item.subitems ?? []) consider(platform, item, subitem);
    }
  }
  for (const item of [...menu.administration.items, ...menu.rightitems, ...menu.internaltools]) {
    consider(null, item, null);
    // Stryker disable next-line ArrayDeclaration: an item without sub-items would be handed a stand-in string, whose `route` is undefined, so consider() returns at once as it does with no sub-items
    for (const subitem of item.subitems ?? []) consider(null, item, subitem);
  }
  if (!best) return null;
  const { platform, item, subitem } = best;
  return { platform, item, subitem };
}

/**
 * The menu entry that names a product (an app prefix), for a path under it that no menu entry
 * matches: an entry of it in a platform (a shown platform first), else one outside the platforms
 * (Administration, the profile menu, internal tools); null when the menu does not name the product.
 */
export function productEntry(menu: Menu, appPrefix: string): ActiveMenuEntry | null {
  const platforms = [...menu.platforms].sort((a, b) => Number(Boolean(a.isHidden)) - Number(Boolean(b.isHidden)));
  const inPlatform = (items: readonly MenuItem[], platform: Platform | null): ActiveMenuEntry | null => {
    for (const item of items) {
      if (item.appPrefix === appPrefix) return { platform, item, subitem: null };
      const subitem = (item.subitems ?? []).find((candidate) => candidate.appPrefix === appPrefix);
      if (subitem) return { platform, item, subitem };
    }
    return null;
  };
  for (const platform of platforms) {
    const entry = inPlatform(platform.items, platform);
    if (entry) return entry;
  }
  return inPlatform([...menu.administration.items, ...menu.rightitems, ...menu.internaltools], null);
}

/**
 * The menu's name for a product (an app prefix), for a path under it that no menu entry matches:
 * the title of the platform that holds an entry of it, else the title of its entry outside the
 * platforms; null when the menu does not name the product.
 */
export function productTitle(menu: Menu, appPrefix: string): string | null {
  const entry = productEntry(menu, appPrefix);
  return entry ? productTitleOf(entry) : null;
}

/** The name a product's entry ({@link productEntry}) gives it: its platform's title, else its own. */
export const productTitleOf = (entry: ActiveMenuEntry): string => entry.platform?.title ?? (entry.subitem ?? entry.item).title;

/**
 * The customer id a path names: the digits at the place where the matched menu route has its
 * `tnt` placeholder (`/dash/Dashboard/1003` for `/dash/Dashboard/tnt`). Every other segment is
 * the app's own (record ids, versions, years), and a path still showing `tnt` names nobody.
 */
export function customerIdInPath(route: string, path: string): number | null {
  const routeSegments = route.split('/');
  const pathSegments = (path.split(/[?#]/)[0] ?? '').split('/');
  const index = routeSegments.findIndex((segment) => segment.toLowerCase() === CUSTOMER_PLACEHOLDER);
  const digits = index < 0 ? undefined : pathSegments[index];
  return digits !== undefined && /^\d+$/.test(digits) ? Number(digits) : null;
}
