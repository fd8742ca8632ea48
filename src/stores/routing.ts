import { createRouter, type Router } from '@nanostores/router';
import { atom, computed } from 'nanostores';
import { portalUrlOf } from '../config/safe-url';
import { $accounts } from './accounts';
import { $appsInForce } from './app-overrides';
import { $definitionsSettled, $menu } from './definitions';
import { currentEntry, markEntry, startHistoryGuard } from './history-guard';
import { navigateWithConfirmation } from './navigation-confirmation';
import { decideView, routeOf, type PortalView } from './portal-view';
import { activeMenuEntry, customerIdInPath, type ActiveMenuEntry } from './route-matching';
import { $lastSelectedCustomerId, $selectedCustomer } from './selected-customer';
import { $roles, $session } from './session';
import { literalPattern } from '../config/literal-pattern';
import { onStoreReset } from './store-reset';

// The router only follows the address under the base path; which page a path is, is decided in
// one place, `routeOf` (portal-view.ts).
type PortalRoutes = { portal: readonly [RegExp, (rest?: string) => { rest: string }] };

/** The path under which the host mounts the portal (a CMS page's sub-path), without a trailing slash. */
export const $basePath = atom('');

/** The current page inside the portal with its query and hash, e.g. `/dash/reports?tab=2`. */
export const $portalUrl = atom<string | null>(null);

/** The current page inside the portal: the path without the base path, or null before routing starts. */
export const $portalPath = computed($portalUrl, (url) => (url === null ? null : url.split(/[?#]/)[0] || '/'));

/** A forbidden result (an embedded app's gateway answered 403) for a customer. */
export const $forbiddenResult = atom<{ customerId: number } | null>(null);

let router: Router<PortalRoutes> | undefined;
let stopRouter: (() => void) | undefined;
let stopGuard: (() => void) | undefined;


/** Normalises a base path: leading slash, no trailing slash, '' for the root. */
export function normaliseBasePath(basePath: string | null | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function createPortalRouter(base: string): Router<PortalRoutes> {
  return createRouter<PortalRoutes>(
    // Stryker disable next-line ArrowFunction,LogicalOperator: the route's params are never read; the page's path, query and hash are
    { portal: [new RegExp(`^${literalPattern(base)}(/.*)?$`, 'i'), (rest) => ({ rest: rest ?? '' })] },
    // Never take over the host page's links: the shell navigates through `navigate`.
    { links: false },
  );
}

/** The path of the current page without the base path. */
function pathOf(page: NonNullable<ReturnType<Router<PortalRoutes>['get']>>): string {
  // The router matched the base path in any letter case, so the page's path always begins with it.
  return page.path.slice($basePath.get().length) || '/';
}

/**
 * Back from the identity server, the address carries `initialurl`, the page the user was on
 *, and `fromauth`. The page is restored when it is a path of this portal (never another
 * site: no open redirect), and both parameters leave the address.
 */
function restoreInitialUrl(base: string): void {
  const url = new URL(location.href);
  const initial = url.searchParams.get('initialurl');
  const hadParams = url.searchParams.has('initialurl') || url.searchParams.has('fromauth');
  url.searchParams.delete('initialurl');
  url.searchParams.delete('fromauth');
  const target = initial === null ? null : portalUrlOf(initial, location.origin, base);
  // Stryker disable next-line StringLiteral: browsers ignore the title argument of replaceState
  if (target) history.replaceState(null, '', target);
  else if (hadParams) history.replaceState(null, '', url.href);
}

/**
 * Starts routing once per page, under `basePath` (the first caller's wins). The shell follows
 * the address bar, back and forward; links of the host page are left alone.
 */
export function startRouting(basePath?: string | null): void {
  const base = normaliseBasePath(basePath);
  if (router) {
    // The host moved the portal (a new base-path): the same page follows the address under the new base.
    if (base !== $basePath.get()) followAddress(base);
    return;
  }
  $basePath.set(base);
  restoreInitialUrl(base);
  stopGuard = startHistoryGuard();
  followAddress(base);
  stopEffects = startRouteEffects();
}

/** Follows the address bar (and back and forward) under `base`, replacing a router under an earlier base. */
function followAddress(base: string): void {
  stopRouter?.();
  $basePath.set(base);
  router = createPortalRouter(base);
  stopRouter = router.subscribe((page) => {
    // Stryker disable next-line StringLiteral: without a page the query comes from the address; this one is never read
    const search = page ? new URLSearchParams(page.search).toString() : '';
    $portalUrl.set(page ? `${pathOf(page)}${search ? `?${search}` : ''}${page.hash}` : `${notFoundPath()}${location.search}${location.hash}`);
  });
}

/** A path that no route matches still has a place: Not Found shows there. */
function notFoundPath(): string {
  // The router claims every path under the base, so this one lies outside it (`/cmsx` is not under
  // `/cms`): there is no base to take off.
  return location.pathname;
}

/** Opens a portal path (without the base path) right away, with no confirmation. */
export function openPath(path: string, replace = false): void {
  if (!router) return;
  const page = path.startsWith('/') ? path : `/${path}`;
  const url = `${$basePath.get()}${page}`;
  $forbiddenResult.set(null);
  const here = () => location.pathname + location.search + location.hash;
  const before = here();
  router.open(url, replace);
  if (here() !== url) history[replace ? 'replaceState' : 'pushState'](null, '', url);
  $portalUrl.set(page);
  // Opening the address already shown makes no new entry.
  markEntry(!replace && here() !== before ? currentEntry() + 1 : Math.max(currentEntry(), 0));
}

/**
 * Navigates inside the portal after the navigation confirmation: nothing happens when
 * the user stays, or when the path is the current one. Resolves whether it navigated.
 */
export function navigate(path: string, options: { replace?: boolean } = {}): Promise<boolean> {
  if (path === $portalPath.get()) return Promise.resolve(false);
  return navigateWithConfirmation(() => openPath(path, options.replace));
}

/** The route of the current page. */
export const $route = computed($portalPath, (path) => (path === null ? null : routeOf(path)));

/** The menu entry of the current page (none on the home page: opening it clears the menu selection). */
export const $activeMenuEntry = computed([$route, $menu], (route, menu): ActiveMenuEntry | null =>
  // Stryker disable next-line StringLiteral: the home route's path is '/', where activeMenuEntry finds no entry anyway
  route && route.name !== 'home' ? activeMenuEntry(menu, route.path) : null,
);

export type { PortalView } from './portal-view';

/** The view of the current page (see portal-view.ts for the rules). */
export const $view = computed(
  [$route, $session, $accounts, $selectedCustomer, $appsInForce, $activeMenuEntry, $roles, $forbiddenResult, $definitionsSettled, $menu],
  (route, session, accounts, selected, apps, active, roles, forbidden, settled, menu): PortalView =>
    decideView({
      route,
      initializing: session.status === 'initializing',
      isAdmin: roles.isAdmin,
      accounts: accounts.status === 'loaded' ? accounts.customers : null,
      selectedCustomerId: selected.customerId,
      apps,
      definitionsSettled: settled,
      active,
      menu,
      forbidden,
    }),
);

let stopEffects: (() => void) | undefined;

/**
 * The effects, started with routing: an id in the path among the user's accounts
 * becomes the selected customer; an unknown id or a restricted product sends the user home.
 */
function startRouteEffects(): () => void {
  const stopSelect = computed([$route, $activeMenuEntry, $accounts], (route, active, accounts) => {
    if (route?.name !== 'app' || !active || accounts.status !== 'loaded') return null;
    const id = customerIdInPath((active.subitem ?? active.item).route, route.path);
    return id !== null && accounts.customers.some((customer) => customer.customerId === id) ? id : null;
  }).subscribe((id) => {
    if (id !== null && id !== $lastSelectedCustomerId.get()) $lastSelectedCustomerId.set(id);
  });
  const stopRedirect = $view.subscribe((view) => {
    if (view.kind === 'redirectHome') queueMicrotask(() => openPath('/', true));
  });
  return () => {
    stopSelect();
    stopRedirect();
  };
}

/** Records a forbidden result for a customer: the Not Allowed page shows until the next navigation. */
export function setForbiddenResult(customerId: number): void {
  $forbiddenResult.set({ customerId });
}

// A new page: no router, no history bookkeeping, no address.
onStoreReset('routing', () => {
  stopEffects?.();
  stopEffects = undefined;
  stopGuard?.();
  stopGuard = undefined;
  stopRouter?.();
  stopRouter = undefined;
  router = undefined;
  $portalUrl.set(null);
  $forbiddenResult.set(null);
});

/** The item ids of an active menu entry, for highlighting. */
export function activeIds(entry: ActiveMenuEntry | null): { platformId: string | null; itemId: string | null } {
  return { platformId: entry?.platform?.platformId ?? null, itemId: (entry?.subitem ?? entry?.item)?.id ?? null };
}
