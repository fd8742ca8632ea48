import { createRouter, type Router } from '@nanostores/router';
import { atom, computed } from 'nanostores';
import { portalUrlOf } from '../config/safe-url';
import { $accounts } from './accounts';
import { $appDefinitions, $definitionsSettled, $menu } from './definitions';
import { $dirty, confirmNavigation, navigateWithConfirmation } from './navigation-confirmation';
import { decideView, routeOf, type PortalView } from './portal-view';
import { activeMenuEntry, customerIdInPath, type ActiveMenuEntry } from './route-matching';
import { $lastSelectedCustomerId, $selectedCustomer } from './selected-customer';
import { $roles, $session } from './session';

type PortalRoutes = {
  home: string;
  internalTools: string;
  app: readonly [RegExp, (prefix: string, rest?: string) => { prefix: string; rest: string }];
};

/** The path under which the host mounts the portal (a CMS page's sub-path), without a trailing slash. */
export const $basePath = atom('');

/** The current page inside the portal: the path without the base path, or null before routing starts. */
export const $portalPath = atom<string | null>(null);

/** The current page inside the portal with its query and hash, e.g. `/dash/reports?tab=2`. */
export const $portalUrl = atom<string | null>(null);

/** A forbidden result (an embedded app's gateway answered 403) for a customer (SPEC 4, 8). */
export const $forbiddenResult = atom<{ customerId: number } | null>(null);

let router: Router<PortalRoutes> | undefined;
/** The place of the current entry among this page's history entries (kept in each entry's state). */
let position = -1;
let reverting = false;
let allowNext = false;

/** The key under which the shell numbers its history entries in `history.state`. */
const ENTRY_INDEX_KEY = 'portalShellEntry';

function entryIndex(state: unknown): number | null {
  const value = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[ENTRY_INDEX_KEY] : undefined;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Numbers the current entry, keeping whatever state the host page keeps there. */
function markEntry(index: number): void {
  position = index;
  const state: unknown = history.state;
  history.replaceState({ ...(state !== null && typeof state === 'object' ? state : {}), [ENTRY_INDEX_KEY]: index }, '', location.href);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Normalises a base path: leading slash, no trailing slash, '' for the root. */
export function normaliseBasePath(basePath: string | null | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function createPortalRouter(base: string): Router<PortalRoutes> {
  return createRouter<PortalRoutes>(
    {
      home: `${base}/`,
      internalTools: `${base}/internal-tools`,
      app: [new RegExp(`^${escape(base)}/([a-z][a-z0-9-]*)(/.*)?$`, 'i'), (prefix, rest) => ({ prefix: prefix.toLowerCase(), rest: rest ?? '' })],
    },
    // Never take over the host page's links: the shell navigates through `navigate`.
    { links: false },
  );
}

/** The path of the current page without the base path. */
function pathOf(page: NonNullable<ReturnType<Router<PortalRoutes>['get']>>): string {
  const base = $basePath.get();
  const path = page.path.startsWith(base) ? page.path.slice(base.length) : page.path;
  return path || '/';
}

/**
 * Back and forward with unsaved changes (SPEC 2.1, 4): the browser has already moved, so the
 * move is undone at once, the Stay / Leave question asked, and on Leave the same move is made again.
 * Each entry carries its number in `history.state`, so a move is recognised by how far it went
 * (several entries at once too), even past entries the host page added itself.
 */
function onPopState(event: PopStateEvent): void {
  if (reverting) {
    reverting = false;
    event.stopImmediatePropagation();
    return;
  }
  const index = entryIndex(history.state);
  if (index === null) {
    // An entry the shell did not make (the host page's router, a link to a hash): followed, and numbered as the next one.
    allowNext = false;
    markEntry(position + 1);
    return;
  }
  const steps = index - position;
  if (allowNext || !$dirty.get() || steps === 0) {
    allowNext = false;
    position = index;
    return;
  }
  event.stopImmediatePropagation();
  reverting = true;
  history.go(-steps);
  void confirmNavigation()
    .then((leave) => {
      if (!leave) return;
      allowNext = true;
      history.go(steps);
    })
    .catch((error: unknown) => console.warn('Navigation did not happen:', error));
}

/**
 * Back from the identity server, the address carries `initialurl`, the page the user was on
 * (SPEC 7), and `fromauth`. The page is restored when it is a path of this portal (never another
 * site: no open redirect), and both parameters leave the address.
 */
function restoreInitialUrl(base: string): void {
  const url = new URL(location.href);
  const initial = url.searchParams.get('initialurl');
  const hadParams = url.searchParams.has('initialurl') || url.searchParams.has('fromauth');
  url.searchParams.delete('initialurl');
  url.searchParams.delete('fromauth');
  const target = initial === null ? null : portalUrlOf(initial, location.origin, base);
  if (target) history.replaceState(null, '', target);
  else if (hadParams) history.replaceState(null, '', url.href);
}

/**
 * Starts routing once per page, under `basePath` (the first caller's wins). The shell follows
 * the address bar, back and forward; links of the host page are left alone.
 */
export function startRouting(basePath?: string | null): void {
  if (router) return;
  $basePath.set(normaliseBasePath(basePath));
  restoreInitialUrl($basePath.get());
  // Registered before the router's own listener, so a guarded back/forward can stop it.
  addEventListener('popstate', onPopState);
  router = createPortalRouter($basePath.get());
  // A reload keeps the entry's number in its state: nothing to write then (replaceState is not
  // free, and this runs before the shell's first render).
  const index = entryIndex(history.state);
  if (index === null) markEntry(0);
  else position = index;
  router.subscribe((page) => {
    // The full address first: listeners of the path read it.
    const search = page ? new URLSearchParams(page.search).toString() : '';
    $portalUrl.set(page ? `${pathOf(page)}${search ? `?${search}` : ''}${page.hash}` : `${notFoundPath()}${location.search}${location.hash}`);
    $portalPath.set(page ? pathOf(page) : notFoundPath());
  });
  stopEffects = startRouteEffects();
}

/** A path that no route matches still has a place: Not Found shows there. */
function notFoundPath(): string {
  const base = $basePath.get();
  return location.pathname.startsWith(base) ? location.pathname.slice(base.length) || '/' : location.pathname;
}

/** Opens a portal path (without the base path) right away, with no confirmation. */
export function openPath(path: string, replace = false): void {
  if (!router) return;
  const url = `${$basePath.get()}${path.startsWith('/') ? path : `/${path}`}`;
  $forbiddenResult.set(null);
  const here = () => location.pathname + location.search + location.hash;
  const before = here();
  router.open(url, replace);
  if (here() !== url) history[replace ? 'replaceState' : 'pushState'](null, '', url);
  $portalUrl.set(path);
  $portalPath.set(path.split(/[?#]/)[0] || '/');
  // Opening the address already shown makes no new entry.
  markEntry(!replace && here() !== before ? position + 1 : Math.max(position, 0));
}

/**
 * Navigates inside the portal after the navigation confirmation (SPEC 4): nothing happens when
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
  route && route.name !== 'home' ? activeMenuEntry(menu, route.path) : null,
);

export type { PortalView } from './portal-view';

/** The view of the current page (see portal-view.ts for the rules). */
export const $view = computed(
  [$route, $session, $accounts, $selectedCustomer, $appDefinitions, $activeMenuEntry, $roles, $forbiddenResult, $definitionsSettled],
  (route, session, accounts, selected, apps, active, roles, forbidden, settled): PortalView =>
    decideView({
      route,
      initializing: session.status === 'initializing',
      isAdmin: roles.isAdmin,
      accounts: accounts.status === 'loaded' ? accounts.customers : null,
      selectedCustomerId: selected.customerId,
      apps,
      definitionsSettled: settled,
      active,
      forbidden,
    }),
);

let stopEffects: (() => void) | undefined;

/**
 * The effects of SPEC 2.1, started with routing: an id in the path among the user's accounts
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

/** Test helper: forget the router and history bookkeeping. */
export function resetRoutingForTests(): void {
  stopEffects?.();
  stopEffects = undefined;
  removeEventListener('popstate', onPopState);
  router = undefined;
  position = -1;
  reverting = false;
  allowNext = false;
  $portalPath.set(null);
  $portalUrl.set(null);
  $forbiddenResult.set(null);
}

/** The item ids of an active menu entry, for highlighting. */
export function activeIds(entry: ActiveMenuEntry | null): { platformId: string | null; itemId: string | null } {
  return { platformId: entry?.platform?.platformId ?? null, itemId: (entry?.subitem ?? entry?.item)?.id ?? null };
}
