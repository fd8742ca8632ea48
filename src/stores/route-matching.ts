import { CUSTOMER_PLACEHOLDER, PARTNER_PLACEHOLDER } from '../config/business-constants';
import type { Menu, MenuItem, MenuSubItem, Platform } from '../config/menu-types';

/** A menu entry and where it sits. */
export interface ActiveMenuEntry {
  platform: Platform | null;
  item: MenuItem;
  subitem: MenuSubItem | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A RegExp for a menu route: `tnt` and `ptn` segments also match the numeric ids they stand
 * for, and the route matches its sub-paths too (everything under an app prefix is the app's).
 */
function routePattern(route: string): RegExp {
  const body = route
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment === CUSTOMER_PLACEHOLDER || segment === PARTNER_PLACEHOLDER ? `(?:${segment}|\\d+)` : escape(segment)))
    .join('/');
  return new RegExp(`^${body}(?:/.*)?$`, 'i');
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
      for (const subitem of item.subitems ?? []) consider(platform, item, subitem);
    }
  }
  for (const item of [...menu.administration.items, ...menu.rightitems, ...menu.internaltools]) {
    consider(null, item, null);
    for (const subitem of item.subitems ?? []) consider(null, item, subitem);
  }
  if (!best) return null;
  const { platform, item, subitem } = best;
  return { platform, item, subitem };
}

/**
 * The customer id a path names (SPEC 2.1): the first all-digit segment after the app prefix.
 * A path that uses the `tnt` placeholder names the current customer, so its numbers are not ids.
 */
export function customerIdInPath(path: string): number | null {
  const segments = path.split('/').filter(Boolean).slice(1);
  if (segments.some((segment) => segment.toLowerCase() === CUSTOMER_PLACEHOLDER)) return null;
  const digits = segments.find((segment) => /^\d+$/.test(segment));
  return digits ? Number(digits) : null;
}
