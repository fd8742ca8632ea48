import { persistentAtom, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { createSafeStorageEngine, jsonDecoder } from './safe-storage';

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
