import { atom } from 'nanostores';
import type { AppOriginOverride } from '../../config/app-origin-rules';
import { appOverrideRefusal, loopbackOrigin, takeAppOverrideRequests, type AppOverrideRequest } from '../../config/app-overrides';
import { $appDefinitions } from './definitions';
import { $allowAppOverrides, $environment, readSessionCache, removeSessionCache, writeSessionCache } from '../platform/platform';
import { reportRefusedOverride, resetAppOverrides, setAppOverride } from './app-overrides';
import { $session } from '../session/session';

// Overrides asked for in the address (`?portal-app-override=`): taken out of the address at once,
// and applied only once the person confirmed them (a link from anyone must not move their token).

/** Where asked overrides wait in the tab (a sign-in round trip on the way keeps them). */
const WAITING = 'app-override-requests';

/** Why asked overrides were refused, kept the same way until someone signed in has been told. */
const REFUSED = 'app-override-refusals';
/** A bound on what an address can make the tab keep and show. */
const MAX_REFUSALS = 10;

/** The overrides the address asked for, waiting for the person's Apply or Cancel. */
export const $overridesToConfirm = atom<AppOriginOverride[]>([]);

const isOverride = (value: unknown): value is AppOriginOverride =>
  typeof value === 'object' && value !== null && typeof (value as AppOriginOverride).appPrefix === 'string' && loopbackOrigin((value as AppOriginOverride).origin) !== null;

function waiting(): AppOriginOverride[] {
  const kept = readSessionCache(WAITING);
  return Array.isArray(kept) ? kept.filter(isOverride) : [];
}

function wait(overrides: AppOriginOverride[]): void {
  $overridesToConfirm.set(overrides);
  if (overrides.length === 0) removeSessionCache(WAITING);
  else writeSessionCache(WAITING, overrides);
}

function refusalsWaiting(): string[] {
  const kept = readSessionCache(REFUSED);
  return Array.isArray(kept) ? kept.filter((reason): reason is string => typeof reason === 'string').slice(0, MAX_REFUSALS) : [];
}

/** Says why each waiting refusal was refused (console and notice), once: the tab then forgets them. */
function reportWaitingRefusals(): void {
  const refused = refusalsWaiting();
  removeSessionCache(REFUSED);
  for (const reason of refused) reportRefusedOverride(reason);
}

/** The parameter of a sign-in return that names the page to restore (sign-in-return-address.ts). */
const INITIAL_URL = 'initialurl';

/**
 * The override requests an address carries, in its own query or in the page its sign-in return
 * names (`initialurl`, which the shell opens next), and the address without them (path, query and
 * fragment; `initialurl` rewritten without them), or null when it carries none. A request in the
 * page to restore is one of the address as much as one beside it: both are asked, then removed.
 */
export function addressOverrideRequests(href: string): { requests: AppOverrideRequest[]; rest: string } | null {
  const own = takeAppOverrideRequests(href);
  const url = new URL(own === null ? href : new URL(own.rest, href).href);
  const initial = url.searchParams.get(INITIAL_URL);
  let page: URL | null = null;
  try {
    page = initial === null ? null : new URL(initial, url.origin);
  } catch {
    // No address at all: the shell opens the home page for it, and there is nothing to take.
  }
  // A page of another origin is never opened (start-address.ts): nothing of it stays in the address.
  const inner = page?.origin === url.origin ? takeAppOverrideRequests(page.href) : null;
  if (inner !== null) url.searchParams.set(INITIAL_URL, inner.rest);
  if (own === null && inner === null) return null;
  return { requests: [...(own?.requests ?? []), ...(inner?.requests ?? [])], rest: `${url.pathname}${url.search}${url.hash}` };
}

/** Runs `act` once somebody is signed in (at once if they are). */
function whenSignedIn(act: () => void): void {
  if ($session.get().status === 'authenticated') return act();
  const stop = $session.listen(({ status }) => {
    if (status !== 'authenticated') return;
    stop();
    act();
  });
}

/**
 * Takes the override requests out of the page's address (history.replaceState), also out of the
 * page a sign-in return names ({@link addressOverrideRequests}): `reset` clears
 * the signed-in user's overrides, each allowed `<prefix>=<origin>` waits for confirmation, and each
 * refused one says why once somebody is signed in (across a sign-in round trip). After the
 * definitions and environment are known; again on each start of an element (the address no longer
 * carries them, and what waits is read back the same).
 */
export function takeAddressOverrides(): void {
  if (typeof location === 'undefined') return;
  const asked = waiting();
  // Said once somebody is signed in: a signed-out page is about to leave for the sign-in, which
  // would take the notice and the console line with it.
  const refused = refusalsWaiting();
  const found = addressOverrideRequests(location.href);
  if (found !== null) {
    history.replaceState(history.state, '', found.rest);
    const context = { appPrefixes: $appDefinitions.get().map((app) => app.appPrefix), env: $environment.get().EnvName, allowInProduction: $allowAppOverrides.get() };
    for (const request of found.requests) {
      if (request.kind === 'reset') whenSignedIn(resetAppOverrides);
      else if (request.kind === 'malformed') refused.push(`"${request.text}" is not <app prefix>=<origin> or reset`);
      else {
        const refusal = appOverrideRefusal(request.appPrefix, request.origin, context);
        if (refusal === null) asked.push({ appPrefix: request.appPrefix, origin: request.origin });
        else refused.push(refusal);
      }
    }
  }
  wait(asked);
  if (refused.length > 0) {
    writeSessionCache(REFUSED, refused.slice(0, MAX_REFUSALS));
    whenSignedIn(reportWaitingRefusals);
  }
}

/** The person's answer to the confirmation: Apply applies every waiting override, Cancel none. */
export function answerOverrides(apply: boolean): void {
  const asked = $overridesToConfirm.get();
  wait([]);
  if (apply) for (const { appPrefix, origin } of asked) setAppOverride(appPrefix, origin);
}
