import { createRouter, type Router } from '@nanostores/router';
import { atom, computed } from 'nanostores';
import { $accounts, $appsInForce, $definitionsSettled, $menu, $selectedCustomer } from '../access/access';
import { currentEntry, markEntry, markStartEntry, startHistoryGuard } from './history-guard';
import { navigateWithConfirmation, $basePath } from '../platform/platform';
import { decideView, routeOf, type PortalView } from './portal-view';
import { activeMenuEntry, type ActiveMenuEntry } from './route-matching';
import { startRouteEffects } from './route-effects';
import { $roles, $session, firstAddress, startAddress } from '../session/session';
import { literalPattern } from '../../config/literal-pattern';
import { onStoreReset } from '../store-reset';
import { canonicalPortalUrl, type CanonicalInput } from './canonical-address';

export { $basePath } from '../platform/platform';

// The router only follows the address under the base path; which page a path is, is decided in
// one place, `routeOf` (portal-view.ts).
type PortalRoutes = { portal: readonly [RegExp, (rest?: string) => { rest: string }] };

/** The current page inside the portal with its query and hash, e.g. `/dash/reports?tab=2`. */
export const $portalUrl = atom<string | null>(null);

/** The current page inside the portal: the path without the base path, or null before routing starts. */
export const $portalPath = computed($portalUrl, (url) => (url === null ? null : url.split(/[?#]/)[0] || '/'));

/** A forbidden result (an embedded app's gateway answered 403) for a customer. */
export const $forbiddenResult = atom<{ customerId: number } | null>(null);

let router: Router<PortalRoutes> | undefined;
let stopRouter: (() => void) | undefined;
let stopGuard: (() => void) | undefined;
// While openPath moves the router, the router's own (trailing-slash-trimmed) report is not the address: openPath sets it once.
let opening = false;


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
 * Moves the tab to the page it starts at (see `firstAddress`): back from the identity server, the
 * page `initialurl` names when it is a page of this portal, else the home page (never another
 * site: no open redirect); the sign-in return's parameters leave the address.
 */
function openFirstAddress(base: string): void {
  const target = firstAddress(location.href, base);
  // Stryker disable next-line StringLiteral: browsers ignore the title argument of replaceState
  if (target !== null) history.replaceState(null, '', target);
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
  openFirstAddress(base);
  stopGuard = startHistoryGuard();
  followAddress(base);
  stopEffects = startRouteEffects({ $route, $activeMenuEntry, $view, $portalUrl, openPath, canonicalInput });
}

/** Follows the address bar (and back and forward) under `base`, replacing a router under an earlier base. */
function followAddress(base: string): void {
  stopRouter?.();
  $basePath.set(base);
  router = createPortalRouter(base);
  stopRouter = router.subscribe((page) => {
    if (opening) return;
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
  // The entry left behind keeps its number (a first visit's is written after its first frame otherwise).
  if (!replace) markStartEntry();
  opening = true;
  try {
    router.open(url, replace);
  } finally {
    opening = false;
  }
  if (here() !== url) history[replace ? 'replaceState' : 'pushState'](null, '', url);
  $portalUrl.set(page);
  // Opening the address already shown makes no new entry.
  markEntry(!replace && here() !== before ? currentEntry() + 1 : Math.max(currentEntry(), 0));
}

/** The apps, the menu and the ids an address's canonical form depends on, as they are now. */
function canonicalInput(): CanonicalInput {
  return { apps: $appsInForce.get(), menu: $menu.get(), customerId: $selectedCustomer.get().customerId, partnerId: $session.get().user?.partnerId ?? null };
}

/**
 * The portal address (without the base path) that opening `path` ends at: held to the rules of a
 * start address (see `startAddress`), then in its canonical form for the current account (see
 * `canonicalPortalUrl`). Both opening an address and `navigate` come here.
 */
function addressToOpen(path: string): string {
  const base = $basePath.get();
  const opened = startAddress(`${base}${path.startsWith('/') ? path : `/${path}`}`, location.origin, base).slice(base.length) || '/';
  return canonicalPortalUrl(opened, canonicalInput());
}

/**
 * Navigates inside the portal after the navigation confirmation: nothing happens when
 * the user stays, or when the path is the current one. The address ends where opening it would
 * (see `addressToOpen`). Resolves whether it navigated.
 */
export function navigate(path: string, options: { replace?: boolean } = {}): Promise<boolean> {
  const target = router ? addressToOpen(path) : path;
  if (target === $portalPath.get()) return Promise.resolve(false);
  return navigateWithConfirmation(() => openPath(target, options.replace));
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
export { productEntry, productTitleOf, type ActiveMenuEntry } from './route-matching';
