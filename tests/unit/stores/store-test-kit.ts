// Shared by the store tests: an in-memory Web Storage, a promise settled from outside, and a
// real-time wait that never moves a test's fake clock.

/** A Web Storage in memory, installed as globalThis.localStorage before the stores are imported. */
export class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// Real timers: waiting on them lets real work finish (the HTTP clients load through a dynamic import).
const realSetTimeout = globalThis.setTimeout;
export const realTurn = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0));
/** Waits, in real time, until `check` passes. */
export async function until(check: () => void, turns = 1000): Promise<void> {
  for (let turn = 0; ; turn += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (turn >= turns) throw error;
    }
    await realTurn();
  }
}
