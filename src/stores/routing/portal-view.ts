import type { AppEntry } from '../../config/app-types';
import type { Menu, MenuItem, MenuSubItem } from '../../config/menu-types';
import type { AccessibleCustomer } from '../../services/auth-types';
import { productAccess, type ProductAccess } from '../access/access';
import { customerIdInPath, productTitle, type ActiveMenuEntry } from './route-matching';

/*
 * What the shell shows for a page: pure decisions on plain data, so each rule is tested in Node.
 * The stores in routing.ts feed them and hold the result.
 */

/** A page of the portal, by the kind of path. */
export type PortalRoute =
  | { name: 'home'; path: string }
  | { name: 'internalTools'; path: string }
  | { name: 'app'; path: string; prefix: string; rest: string }
  | { name: 'unknown'; path: string };

/** The route of a portal path (without the base path): home, internal tools, an app prefix, or unknown. */
export function routeOf(path: string): PortalRoute {
  if (path === '/') return { name: 'home', path };
  if (/^\/internal-tools\/?$/i.test(path)) return { name: 'internalTools', path };
  const app = /^\/([a-z][a-z0-9-]*)(\/.*)?$/i.exec(path);
  if (app?.[1]) return { name: 'app', path, prefix: app[1].toLowerCase(), rest: app[2] ?? '' };
  return { name: 'unknown', path };
}

/** What the shell shows for the current page. */
export type PortalView =
  | { kind: 'loading' }
  | { kind: 'home' }
  | { kind: 'internalTools' }
  | {
      kind: 'app';
      app: AppEntry;
      path: string;
      entry: MenuSubItem | MenuItem | null;
      /** For a path no menu entry matches: the menu's name of the product or its platform. */
      productTitle?: string | null;
    }
  | { kind: 'landing'; name: string; entry: MenuSubItem | MenuItem }
  | { kind: 'notFound' }
  | { kind: 'notAllowed'; customerId: number }
  | { kind: 'redirectHome'; reason: 'unknown-customer' | 'restricted' };

/** Everything the view of a page depends on. */
export interface ViewInput {
  route: PortalRoute | null;
  /** The login has not answered yet. */
  initializing: boolean;
  isAdmin: boolean;
  /** The accounts of the signed-in user, once loaded (null while they load). */
  accounts: readonly AccessibleCustomer[] | null;
  selectedCustomerId: number | null;
  apps: readonly AppEntry[];
  /** False until the start-up load of the definitions has answered. */
  definitionsSettled: boolean;
  active: ActiveMenuEntry | null;
  /** The menu with its access applied for the selected account: the product rule for a path no entry matches. */
  menu: Menu;
  forbidden: { customerId: number } | null;
}

const LOADING: PortalView = { kind: 'loading' };

/** The view of a page: the routing rules of the portal, in the order they apply. */
export function decideView(input: ViewInput): PortalView {
  const { route, active } = input;
  if (route === null || input.initializing) return LOADING;
  if (input.forbidden) return { kind: 'notAllowed', customerId: input.forbidden.customerId };
  if (route.name === 'home') return { kind: 'home' };
  if (route.name === 'internalTools') return input.isAdmin ? { kind: 'internalTools' } : { kind: 'notFound' };
  if (route.name === 'unknown') return { kind: 'notFound' };
  // An app's address comes from the definitions loaded at start-up: wait for them.
  if (!input.definitionsSettled) return LOADING;
  const app = input.apps.find((entry) => entry.appPrefix === route.prefix);
  if (!app) return { kind: 'notFound' };
  const entry = active ? (active.subitem ?? active.item) : null;
  const pathCustomer = entry ? customerIdInPath(entry.route, route.path) : null;
  if (pathCustomer !== null) {
    if (input.accounts === null) return LOADING;
    if (!input.accounts.some((customer) => customer.customerId === pathCustomer)) return { kind: 'redirectHome', reason: 'unknown-customer' };
  }
  // An area acts for a customer (its address and token name one): none is confirmed yet.
  if (input.selectedCustomerId === null) return LOADING;
  // A matched entry decides for its own route; any other path under the prefix takes the product's rule.
  const access = active && entry ? entryAccess(active, entry) : productAccess(input.menu, app.appPrefix);
  if (access.kind === 'unavailable') return { kind: 'redirectHome', reason: 'restricted' };
  if (access.kind === 'locked') return landingOf(access.entry);
  return entry ? { kind: 'app', app, path: route.path, entry } : { kind: 'app', app, path: route.path, entry, productTitle: productTitle(input.menu, app.appPrefix) };
}

/** The access of one matched menu entry: hidden (or in a hidden platform) is not available. */
function entryAccess(active: ActiveMenuEntry, entry: MenuSubItem): ProductAccess {
  if (entry.isHidden || (active.platform?.isHidden ?? false)) return { kind: 'unavailable' };
  return entry.isLocked ? { kind: 'locked', entry } : { kind: 'available' };
}

/** A locked entry's landing page, or Not Found when it names none. */
function landingOf(entry: MenuSubItem | MenuItem): PortalView {
  return entry.landingPageName ? { kind: 'landing', name: entry.landingPageName, entry } : { kind: 'notFound' };
}
