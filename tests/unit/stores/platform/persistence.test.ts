// In a browser (a window exists) the kept stores follow what another tab of the same site writes:
// the storage event of that tab reaches the store. A plain EventTarget stands in for the window.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage, keepMounted, settleStores } from '../store-test-kit';

afterEach(() => {
  settleStores();
  vi.unstubAllGlobals();
});

function storageEvent(key: string, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

describe('a kept store in a browser', () => {
  it('takes the value another tab wrote, and its initial value when that tab removed it', async () => {
    const storage = new FakeStorage();
    const page = new EventTarget();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('window', page);
    vi.resetModules();
    const { persistentJsonAtom } = await import('../../../../src/stores/platform/persistence');
    const isCount = (value: unknown): value is number => typeof value === 'number';
    const $count = persistentJsonAtom<number>('other-tab-count', 0, isCount);
    keepMounted($count);
    storage.setItem('portal-shell:other-tab-count', '7');
    page.dispatchEvent(storageEvent('portal-shell:other-tab-count', '7'));
    expect($count.get()).toBe(7);
    storage.removeItem('portal-shell:other-tab-count');
    page.dispatchEvent(storageEvent('portal-shell:other-tab-count', null));
    expect($count.get()).toBe(0);
  });
});

describe('a value read from localStorage afresh each time', () => {
  it('is read as written, under the prefix, and goes when undefined is written', async () => {
    const storage = new FakeStorage();
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
    const { readStoredJson, writeStoredJson } = await import('../../../../src/stores/platform/persistence');
    expect(readStoredJson('kept')).toBeUndefined();
    writeStoredJson('kept', { a: [1, 'two'] });
    expect(storage.getItem('portal-shell:kept')).toBe('{"a":[1,"two"]}');
    // Another tab's write is seen by the next read.
    storage.setItem('portal-shell:kept', '{"a":3}');
    expect(readStoredJson('kept')).toEqual({ a: 3 });
    writeStoredJson('kept', undefined);
    expect(storage.getItem('portal-shell:kept')).toBeNull();
  });

  it('reads no JSON, no storage or a blocked one as nothing, and writes to them without throwing', async () => {
    const storage = new FakeStorage();
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
    const { readStoredJson, writeStoredJson } = await import('../../../../src/stores/platform/persistence');
    storage.setItem('portal-shell:kept', '{not json');
    expect(readStoredJson('kept')).toBeUndefined();
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('blocked'); } };
    vi.stubGlobal('localStorage', blocked);
    expect(readStoredJson('kept')).toBeUndefined();
    expect(() => writeStoredJson('kept', 1)).not.toThrow();
    expect(() => writeStoredJson('kept', undefined)).not.toThrow();
    vi.stubGlobal('localStorage', undefined);
    expect(readStoredJson('kept')).toBeUndefined();
    expect(() => writeStoredJson('kept', 1)).not.toThrow();
  });
});
