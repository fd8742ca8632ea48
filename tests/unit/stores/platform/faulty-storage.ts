// A Web Storage in memory whose reads and writes can be made to fail, for the storage modules' own tests.

/** A small in-memory Web Storage, with optional faults. */
export class FaultyStorage implements Storage {
  readonly data = new Map<string, string>();
  failSet: Error | null = null;
  failGet: Error | null = null;

  get length(): number {
    return this.data.size;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    if (this.failGet) throw this.failGet;
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failSet) throw this.failSet;
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  clear(): void {
    this.data.clear();
  }
  [name: string]: unknown;
}

/** The error a full storage throws. */
export const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
