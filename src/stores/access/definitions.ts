import { atom, computed, onMount } from 'nanostores';
import { appDefinitions, bundledAppsOpenAreas } from '../../config/app-definitions';
import { trustedAppEntries } from '../../config/app-origin-rules';
import type { AppEntry } from '../../config/app-types';
import type { EnvName } from '../../config/environment-types';
import { menuDefinition } from '../../config/menu-definitions';
import type { Menu } from '../../config/menu-types';
import { parseAppEntries, parseMenu } from '../../config/definition-schemas';
import { getAppDefinitions, getMenuDefinition } from '../../services/definitions-service';
import { afterFirstFrame, $appOriginRules, $environment, httpClients, $dirty, persistentParsedAtom, readSessionCache, writeSessionCache } from '../platform/platform';
import { applyMenuAccess } from './menu-access';
import { $selectedCustomer } from './selected-customer';

interface PersistedMenu {
  env: EnvName;
  menu: Menu;
}

/**
 * The shape of what is kept under the menu key. A release that changes it changes this version,
 * so the key changes and an older shape is never read.
 */
const MENU_CACHE_VERSION = 'v2';

/** A kept menu read back: checked as thoroughly as one from the API, invalid entries dropped. */
function parsePersistedMenu(value: unknown): PersistedMenu | null {
  // Stryker disable next-line LogicalOperator: with `&&`, null throws at the destructuring (the JSON decoder answers the fallback, null) and a primitive reads as no menu
  if (typeof value !== 'object' || value === null) return null;
  const { env, menu } = value as Record<string, unknown>;
  const parsed = parseMenu(menu);
  return typeof env === 'string' && parsed ? { env: env as EnvName, menu: parsed } : null;
}

/** The last menu definition received, kept in localStorage. */
export const $persistedMenu = persistentParsedAtom<PersistedMenu | null>(`menu:${MENU_CACHE_VERSION}`, null, parsePersistedMenu);

/** The menu definition in force: the persisted one of this environment, else the bundled one. */
export const $menuDefinition = computed([$persistedMenu, $environment], (persisted, env): Menu =>
  persisted?.env === env.EnvName ? persisted.menu : menuDefinition(env.EnvName),
);

/**
 * The definitions whose frame origin the environment ships (the rest dropped, each named in a
 * console error): only these are framed, preconnected or given a token.
 */
const trusted = (apps: readonly AppEntry[]): AppEntry[] => trustedAppEntries(apps, $appOriginRules.get(), console.error);

/** App definitions received this browser session, by environment (sessionStorage, versioned key). */
const appsFromSession = (env: EnvName): AppEntry[] | null => {
  const cached = readSessionCache(`apps:${env}`);
  const parsed = cached === undefined ? null : parseAppEntries(cached);
  return parsed === null ? null : trusted(parsed);
};

/** The app set in force (the environment chooses it): received, cached, or bundled. */
export const $appDefinitions = atom<AppEntry[]>([]);

/** Where the definitions came from: the API, or the bundled fallback after a failure. */
export const $definitionsSource = atom<'bundled' | 'cache' | 'api'>('bundled');

/**
 * False until the definitions in force can open a product area: at once when this tab received
 * them earlier in its session (a reload) or when the bundled ones are the environment's own (a
 * first visit, see {@link bundledAppsOpenAreas}), so that the area's frame starts as soon as the
 * route and the account are known; the answer replaces them if it differs. Otherwise once the
 * start-up load has answered (or failed).
 */
export const $definitionsSettled = atom(false);

/**
 * Loads the menu and app definitions of the environment at start-up through the profile API
 * (see the API description); on failure the persisted or bundled definitions stay in force.
 */
export async function loadDefinitions(): Promise<void> {
  const settings = $environment.get();
  const env = settings.EnvName;
  const cachedApps = appsFromSession(env);
  $appDefinitions.set(cachedApps ?? appDefinitions(env));
  $definitionsSource.set(cachedApps ? 'cache' : 'bundled');
  if (cachedApps || bundledAppsOpenAreas(settings)) $definitionsSettled.set(true);
  // This tab's own definitions paint the first frame: their check leaves after it.
  if (cachedApps) await afterFirstFrame();
  const { profile } = httpClients();
  const [menu, apps] = await Promise.allSettled([getMenuDefinition(profile, env), getAppDefinitions(profile, env)]);
  if (menu.status === 'fulfilled') $persistedMenu.set({ env, menu: menu.value });
  else console.warn('The menu definition could not be loaded; using the last known or bundled one.', menu.reason);
  if (apps.status === 'fulfilled') {
    const received = trusted(apps.value);
    $appDefinitions.set(received);
    writeSessionCache(`apps:${env}`, received);
  } else {
    console.warn('The app definitions could not be loaded; using the cached or bundled ones.', apps.reason);
  }
  if (menu.status === 'fulfilled' && apps.status === 'fulfilled') $definitionsSource.set('api');
  $definitionsSettled.set(true);
}

/**
 * The app set an open tab of this environment handed over (sibling-session.ts), taken as this tab's
 * own from earlier in its session would be: in force at once, replaced by the start-up load's
 * answer. Not once this tab has an answer of its own, and never kept in storage.
 */
export function adoptHandedOverApps(env: EnvName, apps: readonly AppEntry[]): void {
  // The bundled apps may already be in force (a first visit opens areas from them): a sibling's set
  // is this environment's answer, so it replaces them; an answer this tab received never is.
  if (env !== $environment.get().EnvName || appsFromSession(env) !== null) return;
  $appDefinitions.set(trusted(apps));
  $definitionsSource.set('cache');
  $definitionsSettled.set(true);
}

/** The product tags of the selected customer, as one comparable value. */
const $productTagsKey = computed($selectedCustomer, ({ customer }) => [...(customer?.productTags ?? [])].sort().join(','));

/** The menu with visibility and locks for the selected customer and its product tags. */
export const $menu = computed([$menuDefinition, $selectedCustomer], (definition, { customerId, customer }) =>
  // Stryker disable next-line ArrayDeclaration: a licence id is one of LICENSE_IDS (checked by the schema), so a made-up tag unlocks nothing
  applyMenuAccess(definition, customerId, customer?.productTags ?? []),
);

// when the available product tags change, the dirty state is cleared.
onMount($menu, () => $productTagsKey.listen(() => $dirty.set(false)));
