/**
 * A Web Storage that never throws: blocked storage (privacy modes, sandboxed frames), quota
 * errors and missing storage all fall back to memory, so persistence can fail without ever
 * breaking start-up. Shaped as the key-value object @nanostores/persistent expects.
 */
export function createSafeStorageEngine(getStorage: () => Storage | undefined): Record<string, string | undefined> {
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  const read = (key: string): string | undefined => {
    if (memory.has(key)) return memory.get(key);
    try {
      // Stryker disable next-line OptionalChaining: without a storage the call throws, and the catch below answers undefined as `?.` does
      return storage()?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return new Proxy({} as Record<string, string | undefined>, {
    get: (_target, key) => (typeof key === 'string' ? read(key) : undefined),
    has: (_target, key) => typeof key === 'string' && read(key) !== undefined,
    set(_target, key, value) {
      if (typeof key !== 'string') return true;
      try {
        const target = storage();
        // Stryker disable next-line StringLiteral: the message is never read: the catch below keeps the value in memory whatever was thrown
        if (!target) throw new Error('Storage unavailable');
        target.setItem(key, String(value));
        memory.delete(key);
      } catch {
        // Quota exceeded or storage blocked: keep the value for this page's life only.
        memory.set(key, String(value));
      }
      return true;
    },
    deleteProperty(_target, key) {
      if (typeof key !== 'string') return true;
      memory.delete(key);
      try {
        // Stryker disable next-line OptionalChaining: without a storage the call throws, and the empty catch below swallows it as `?.` skips it
        storage()?.removeItem(key);
      } catch {
        // Nothing to do: the value is gone from memory, and storage cannot be reached.
      }
      return true;
    },
  });
}

/** A decoder that parses JSON and checks it, answering `fallback` for anything broken. */
export function jsonDecoder<T>(isValid: (value: unknown) => value is T, fallback: T): (text: string) => T {
  return jsonParser((value) => (isValid(value) ? value : null), fallback);
}

/**
 * A decoder that parses JSON and hands it to `parse`, which answers what it keeps of it or null;
 * broken JSON and null read as `fallback`.
 */
export function jsonParser<T>(parse: (value: unknown) => T | null, fallback: T): (text: string) => T {
  return (text) => {
    try {
      return parse(JSON.parse(text)) ?? fallback;
    } catch {
      return fallback;
    }
  };
}
