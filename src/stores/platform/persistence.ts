import { persistentAtom, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { createSafeStorageEngine, jsonDecoder, jsonParser } from './safe-storage';

/** Prefix of every key Portal Shell writes to the host page's storage. */
export const STORAGE_PREFIX = 'portal-shell:';

// Installed before any persistent store exists: every store reads through the safe engine.
setPersistentEngine(
  // The engine answers undefined for missing keys, as Web Storage's own `in` and index access do.
  createSafeStorageEngine(() => globalThis.localStorage) as Record<string, string>,
  typeof window === 'undefined' ? { addEventListener() {}, removeEventListener() {} } : windowPersistentEvents,
);

/** A store kept in localStorage as JSON; broken or foreign data reads as `initial`. */
export function persistentJsonAtom<T>(name: string, initial: T, isValid: (value: unknown) => value is T): WritableAtom<T> {
  return persistentAtom<T>(`${STORAGE_PREFIX}${name}`, initial, { encode: JSON.stringify, decode: jsonDecoder(isValid, initial) });
}

/** A store kept in localStorage as JSON, read through `parse` (what it keeps, or null for `initial`). */
export function persistentParsedAtom<T>(name: string, initial: T, parse: (value: unknown) => T | null): WritableAtom<T> {
  return persistentAtom<T>(`${STORAGE_PREFIX}${name}`, initial, { encode: JSON.stringify, decode: jsonParser(parse, initial) });
}

/** Keys of earlier releases, in shapes no release reads any more (now versioned or kept per user). */
const RETIRED_KEYS = ['menu', 'last-selected-customer'];

/** Removes the retired keys, so a previous user's choice or an old menu does not linger on the browser. */
export function removeRetiredKeys(): void {
  for (const name of RETIRED_KEYS) {
    try {
      // Stryker disable next-line OptionalChaining: without a storage the call throws, and the catch below swallows it as `?.` skips it
      globalThis.localStorage?.removeItem(`${STORAGE_PREFIX}${name}`);
    } catch {
      // Blocked storage holds nothing to remove.
    }
  }
}

/**
 * A value kept in localStorage as JSON under our prefix, read afresh on every call (not a store:
 * another tab's write is seen at once), or undefined when there is none or it is no JSON.
 */
export function readStoredJson(name: string): unknown {
  try {
    // Stryker disable next-line OptionalChaining: without a storage the call throws, and the catch below answers undefined as `?.` does
    const text = globalThis.localStorage?.getItem(`${STORAGE_PREFIX}${name}`);
    return text == null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Keeps `value` as JSON in localStorage under our prefix; undefined removes it. A full or blocked storage is ignored. */
export function writeStoredJson(name: string, value: unknown): void {
  try {
    if (value === undefined) globalThis.localStorage?.removeItem(`${STORAGE_PREFIX}${name}`);
    else globalThis.localStorage?.setItem(`${STORAGE_PREFIX}${name}`, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: the copy is an optimisation, never required.
  }
}
