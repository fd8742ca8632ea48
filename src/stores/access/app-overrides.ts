import { atom, computed } from 'nanostores';
import { untrustedAppOrigin, type AppOriginOverride } from '../../config/app-origin-rules';
import {
  APP_OVERRIDE_LIFETIME_MS,
  appOverrideRefusal,
  appsWithOverrides,
  bareAppPrefix,
  liveAppOverrides,
  parseStoredAppOverrides,
  type KeptAppOverride,
  type LiveAppOverride,
  type StoredAppOverrides,
} from '../../config/app-overrides';
import type { AppEntry } from '../../config/app-types';
import { $appDefinitions } from './definitions';
import { $allowAppOverrides, $appOriginRules, $environment, persistentParsedAtom } from '../platform/platform';
import { $session } from '../session/session';

// Per-browser app overrides (src/protocol/app-overrides.md): kept per user, applied through the
// origin rules' one extra-origin hook, so only the overridden app's frame, origin check and token
// move to the override's origin.

/** Each user's overrides on this browser (localStorage, by user id; read back validated). */
const $kept = persistentParsedAtom<StoredAppOverrides>('app-overrides', {}, parseStoredAppOverrides);

/** Whose overrides count: the signed-in user. */
const $owner = computed($session, (session) => (session.status === 'authenticated' ? (session.user?.userId ?? null) : null));

const context = () => ({
  appPrefixes: $appDefinitions.get().map((app) => app.appPrefix),
  env: $environment.get().EnvName,
  allowInProduction: $allowAppOverrides.get(),
});

/** Moves on when an override lapses, so that what is in force is worked out again. */
const $lapses = atom(0);
let lapseTimer: ReturnType<typeof setTimeout> | undefined;
// Timers count only the time the machine is awake: a lapse is waited for in steps of at most a
// minute, each compared with the clock, so a page that slept through its lapse notices it soon after.
const CLOCK_CHECK_MS = 60 * 1000;

let inForce: LiveAppOverride[] = [];

/** Works out again what is in force when an override in force has lapsed by the clock; answers whether one had. */
function noticeLapse(): boolean {
  const now = Date.now();
  if (!inForce.some(({ until }) => until <= now)) return false;
  $lapses.set($lapses.get() + 1);
  return true;
}

/** Wakes the overrides up when the first of them lapses. */
function watchLapse(overrides: readonly LiveAppOverride[], now: number): void {
  clearTimeout(lapseTimer);
  lapseTimer = undefined;
  if (overrides.length === 0) return;
  const first = Math.min(...overrides.map(({ until }) => until));
  lapseTimer = setTimeout(() => {
    if (!noticeLapse()) watchLapse(inForce, Date.now());
  }, Math.min(first - now, CLOCK_CHECK_MS));
}

/** `store` whose every read first compares the overrides in force with the clock (a timer may not have run: the machine slept). */
function readByTheClock<S extends { get(): unknown }>(store: S): S {
  const get = store.get.bind(store);
  store.get = () => {
    noticeLapse();
    return get() as ReturnType<S['get']>;
  };
  return store;
}

/**
 * The overrides in force: the signed-in user's, each not lapsed and still allowed (environment,
 * apps, origin). The same array while they are the same: the definitions in force, and the
 * page's view, follow it.
 */
export const $appOverrides = readByTheClock(
  computed([$kept, $owner, $appDefinitions, $environment, $allowAppOverrides, $lapses], (kept, owner): LiveAppOverride[] => {
    const now = Date.now();
    const next = liveAppOverrides(owner === null ? {} : (kept[owner] ?? {}), now).filter(({ appPrefix, origin }) => appOverrideRefusal(appPrefix, origin, context()) === null);
    // Before the lapse timer: its callback reads what is in force.
    if (JSON.stringify(next) !== JSON.stringify(inForce)) inForce = next;
    watchLapse(next, now);
    return inForce;
  }),
);

/** The override in force for an app, or null: the extra origin the origin rules honour for it. */
export function appOverrideFor(appPrefix: string): AppOriginOverride | null {
  const override = $appOverrides.get().find((candidate) => candidate.appPrefix === appPrefix);
  return override ? { appPrefix: override.appPrefix, origin: override.origin } : null;
}

/**
 * The app definitions in force: the received ones, with each override's app served from the
 * override's origin (and dropped if the origin rules do not honour it).
 */
export const $appsInForce = readByTheClock(
  computed([$appDefinitions, $appOverrides, $appOriginRules], (apps, overrides, rules): AppEntry[] =>
    // Without an override, the received definitions themselves: the page's view changes only when they do.
    overrides.length === 0 ? apps : appsWithOverrides(apps, overrides).filter((app) => untrustedAppOrigin(app, rules, appOverrideFor(app.appPrefix)) === null),
  ),
);

/** Refused overrides not yet dismissed: each says why, in the shell. */
export const $appOverrideNotices = atom<string[]>([]);

/** Says why an override was refused: once in the console, and as a notice in the shell. */
export function reportRefusedOverride(reason: string): void {
  console.warn(`Portal app override refused: ${reason}.`);
  $appOverrideNotices.set([...$appOverrideNotices.get(), reason]);
}

/** Dismisses one notice of {@link $appOverrideNotices}. */
export function dismissOverrideNotice(index: number): void {
  $appOverrideNotices.set($appOverrideNotices.get().filter((_notice, at) => at !== index));
}

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/** Keeps `overrides` as the owner's (none: the owner's entry goes). */
function keep(owner: string, overrides: Record<string, KeptAppOverride>): void {
  const others = without($kept.get(), owner);
  $kept.set(Object.keys(overrides).length === 0 ? others : { ...others, [owner]: overrides });
}

/** The owner's kept overrides that have not lapsed: a lapsed one leaves storage at the next change. */
function liveKept(owner: string): Record<string, KeptAppOverride> {
  return Object.fromEntries(liveAppOverrides($kept.get()[owner] ?? {}, Date.now()).map(({ appPrefix, origin, until }) => [appPrefix, { origin, until }]));
}

/**
 * Points an app at a dev server for the signed-in user on this browser (`origin`) for
 * {@link APP_OVERRIDE_LIFETIME_MS}, or removes its override (null). Answers why it was refused (also reported), or null when it was applied.
 */
export function setAppOverride(appPrefixText: string, origin: string | null): string | null {
  const owner = $owner.get();
  const appPrefix = bareAppPrefix(appPrefixText);
  const refusal = owner === null ? 'nobody is signed in yet' : origin === null ? null : appOverrideRefusal(appPrefix, origin, context());
  if (refusal !== null) {
    reportRefusedOverride(refusal);
    return refusal;
  }
  const mine = without(liveKept(owner!), appPrefix);
  keep(owner!, origin === null ? mine : { ...mine, [appPrefix]: { origin, until: Date.now() + APP_OVERRIDE_LIFETIME_MS } });
  return null;
}

/** Removes every override of the signed-in user on this browser. */
export function resetAppOverrides(): void {
  const owner = $owner.get();
  if (owner !== null) keep(owner, {});
}
