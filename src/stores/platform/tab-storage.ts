import { STORAGE_PREFIX } from './persistence';

/**
 * Version of what Portal Shell keeps in sessionStorage. A new version's key differs, so data of
 * an older build is never read; the older keys are cleared at start-up.
 */
export const SESSION_STORAGE_VERSION = 'v1-3f9a2c';

const SESSION_PREFIX = `${STORAGE_PREFIX}session:`;
/** The versioned sessionStorage key, `portal-shell:session:{hash}`. */
export const SESSION_STORAGE_KEY = `${SESSION_PREFIX}${SESSION_STORAGE_VERSION}`;

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readAll(): Record<string, unknown> {
  try {
    // Stryker disable next-line OptionalChaining,StringLiteral: without a storage, or with '' for nothing stored, JSON.parse throws and the catch answers {} as for '{}'
    const value: unknown = JSON.parse(sessionStore()?.getItem(SESSION_STORAGE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Removes Portal Shell's session keys of other versions. Only our own prefix: the host page's
 * session keys are not ours to touch.
 */
export function clearStaleSessionKeys(): void {
  const storage = sessionStore();
  if (!storage) return;
  try {
    const stale: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      // Stryker disable next-line OptionalChaining: storage.key answers null only past the end, which the loop never reaches
      if (key?.startsWith(SESSION_PREFIX) && key !== SESSION_STORAGE_KEY) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing stale can be read either.
  }
}

/** A value cached for this browser tab, or undefined. */
export function readSessionCache(name: string): unknown {
  return readAll()[name];
}

/** Caches a value for this browser tab; a full or blocked storage is ignored. */
export function writeSessionCache(name: string, value: unknown): void {
  try {
    // Stryker disable next-line OptionalChaining: without a storage the call throws, and the catch below ignores it as `?.` skips it
    sessionStore()?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...readAll(), [name]: value }));
  } catch {
    // Quota or blocked storage: the cache is an optimisation, never required.
  }
}

/** Forgets a value cached for this browser tab. */
export function removeSessionCache(name: string): void {
  try {
    const rest = readAll();
    if (!(name in rest)) return;
    delete rest[name];
    // Stryker disable next-line OptionalChaining: without a storage nothing was read, so the name is not found and the function returned above
    sessionStore()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(rest));
  } catch {
    // Blocked storage: nothing could be read from it either.
  }
}
