import { atom, computed } from 'nanostores';
import { untrustedAppOrigin, type AppOriginOverride } from '../../config/app-origin-rules';
import { appOverrideRefusal, appsWithOverrides, bareAppPrefix, parseStoredAppOverrides, type StoredAppOverrides } from '../../config/app-overrides';
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

let inForce: AppOriginOverride[] = [];

/**
 * The overrides in force: the signed-in user's, each still allowed (environment, apps, origin).
 * The same array while they are the same: the definitions in force, and the page's view, follow it.
 */
export const $appOverrides = computed([$kept, $owner, $appDefinitions, $environment, $allowAppOverrides], (kept, owner): AppOriginOverride[] => {
  const next = Object.entries(owner === null ? {} : (kept[owner] ?? {}))
    .map(([appPrefix, origin]) => ({ appPrefix, origin }))
    .filter(({ appPrefix, origin }) => appOverrideRefusal(appPrefix, origin, context()) === null);
  if (JSON.stringify(next) !== JSON.stringify(inForce)) inForce = next;
  return inForce;
});

/** The override in force for an app, or null: the extra origin the origin rules honour for it. */
export const appOverrideFor = (appPrefix: string): AppOriginOverride | null =>
  $appOverrides.get().find((override) => override.appPrefix === appPrefix) ?? null;

/**
 * The app definitions in force: the received ones, with each override's app served from the
 * override's origin (and dropped if the origin rules do not honour it).
 */
export const $appsInForce = computed([$appDefinitions, $appOverrides, $appOriginRules], (apps, overrides, rules): AppEntry[] =>
  // Without an override, the received definitions themselves: the page's view changes only when they do.
  overrides.length === 0 ? apps : appsWithOverrides(apps, overrides).filter((app) => untrustedAppOrigin(app, rules, appOverrideFor(app.appPrefix)) === null),
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
function keep(owner: string, overrides: Record<string, string>): void {
  const others = without($kept.get(), owner);
  $kept.set(Object.keys(overrides).length === 0 ? others : { ...others, [owner]: overrides });
}

/**
 * Points an app at a dev server for the signed-in user on this browser (`origin`), or removes its
 * override (null). Answers why it was refused (also reported), or null when it was applied.
 */
export function setAppOverride(appPrefixText: string, origin: string | null): string | null {
  const owner = $owner.get();
  const appPrefix = bareAppPrefix(appPrefixText);
  const refusal = owner === null ? 'nobody is signed in yet' : origin === null ? null : appOverrideRefusal(appPrefix, origin, context());
  if (refusal !== null) {
    reportRefusedOverride(refusal);
    return refusal;
  }
  const mine = without($kept.get()[owner!] ?? {}, appPrefix);
  keep(owner!, origin === null ? mine : { ...mine, [appPrefix]: origin });
  return null;
}

/** Removes every override of the signed-in user on this browser. */
export function resetAppOverrides(): void {
  const owner = $owner.get();
  if (owner !== null) keep(owner, {});
}
