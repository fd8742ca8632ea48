import { atom } from 'nanostores';
import type { AppOriginOverride } from '../config/app-origin-rules';
import { appOverrideRefusal, loopbackOrigin, takeAppOverrideRequests } from '../config/app-overrides';
import { $appDefinitions } from './definitions';
import { $allowAppOverrides, $environment } from './environment';
import { reportRefusedOverride, resetAppOverrides, setAppOverride } from './app-overrides';
import { readSessionCache, removeSessionCache, writeSessionCache } from './session-cache';
import { $session } from './session';

// Overrides asked for in the address (`?portal-app-override=`): taken out of the address at once,
// and applied only once the person confirmed them (a link from anyone must not move their token).

/** Where asked overrides wait in the tab (a sign-in round trip on the way keeps them). */
const WAITING = 'app-override-requests';

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
 * Takes the override requests out of the page's address (history.replaceState): `reset` clears
 * the signed-in user's overrides, each allowed `<prefix>=<origin>` waits for confirmation, and each
 * refused one says why. After the definitions and environment are known; again on each start
 * of an element (the address no longer carries them, and what waits is read back the same).
 */
export function takeAddressOverrides(): void {
  if (typeof location === 'undefined') return;
  const asked = waiting();
  const found = takeAppOverrideRequests(location.href);
  if (found !== null) {
    history.replaceState(history.state, '', found.rest);
    const context = { appPrefixes: $appDefinitions.get().map((app) => app.appPrefix), env: $environment.get().EnvName, allowInProduction: $allowAppOverrides.get() };
    for (const request of found.requests) {
      if (request.kind === 'reset') whenSignedIn(resetAppOverrides);
      else if (request.kind === 'malformed') reportRefusedOverride(`"${request.text}" is not <app prefix>=<origin> or reset`);
      else {
        const refusal = appOverrideRefusal(request.appPrefix, request.origin, context);
        if (refusal === null) asked.push({ appPrefix: request.appPrefix, origin: request.origin });
        else reportRefusedOverride(refusal);
      }
    }
  }
  wait(asked);
}

/** The person's answer to the confirmation: Apply applies every waiting override, Cancel none. */
export function answerOverrides(apply: boolean): void {
  const asked = $overridesToConfirm.get();
  wait([]);
  if (apply) for (const { appPrefix, origin } of asked) setAppOverride(appPrefix, origin);
}
