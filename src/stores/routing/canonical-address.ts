import type { AppEntry } from '../../config/app-types';
import type { Menu } from '../../config/menu-types';
import { frameUrlFor, shellPathFor } from '../../protocol/frame-url';
import { routeOf } from './portal-view';
import { activeMenuEntry, customerIdInPath } from './route-matching';

/** What the canonical form of an address depends on. */
export interface CanonicalInput {
  apps: readonly AppEntry[];
  menu: Menu;
  /** The selected customer, null while none is. */
  customerId: number | null;
  /** The signed-in user's partner id, if any. */
  partnerId: number | null;
}

/**
 * The canonical form of a portal address (path, query, hash; no base path): the address the
 * product area's frame reports for it once opened, so the frame's URL for the address is worked
 * out and read back as the frame's report is (the current customer's and partner's ids become
 * `tnt` and `ptn`, the prefix its own letter case). Opening an address and navigating to it end
 * at the same place whether the app reports its URL or not. Left as it is outside a product
 * area, before a customer is selected, and while the path names another customer than the
 * selected one: the selection follows the path first, and the address names that customer.
 * @param url - The portal address.
 * @param input - The apps, the menu and the ids of the moment.
 */
export function canonicalPortalUrl(url: string, input: CanonicalInput): string {
  const path = url.split(/[?#]/)[0] || '/';
  const route = routeOf(path);
  if (route.name !== 'app' || input.customerId === null) return url;
  const app = input.apps.find((entry) => entry.appPrefix === route.prefix);
  if (!app) return url;
  const active = activeMenuEntry(input.menu, path);
  const named = active ? customerIdInPath((active.subitem ?? active.item).route, path) : null;
  if (named !== null && named !== input.customerId) return url;
  const ids = { customerId: input.customerId, partnerId: input.partnerId };
  return shellPathFor(app, frameUrlFor(app, url, ids), ids) ?? url;
}
