// Clearing the stale session keys touches only Portal Shell's keys of other versions: with none
// there, the host page's session storage is not written at all.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage } from '../../store-test-kit';

let storage: FakeStorage;

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('sessionStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('clearStaleSessionKeys', () => {
  it('with no stale key, removes nothing: the host page keeps every key, whatever its name', async () => {
    vi.resetModules();
    const cache = await import('../../../../../src/stores/platform/tab-storage');
    for (const key of [cache.SESSION_STORAGE_KEY, 'host-app:token', 'another-app:state', '']) storage.setItem(key, 'x');
    const remove = vi.spyOn(storage, 'removeItem');
    cache.clearStaleSessionKeys();
    expect(remove).not.toHaveBeenCalled();
    expect(storage.length).toBe(4);
  });

  it('with stale keys, removes those and only those', async () => {
    vi.resetModules();
    const cache = await import('../../../../../src/stores/platform/tab-storage');
    storage.setItem('portal-shell:session:v0-old', '{}');
    storage.setItem('host-app:token', 'x');
    const remove = vi.spyOn(storage, 'removeItem');
    cache.clearStaleSessionKeys();
    expect(remove.mock.calls).toEqual([['portal-shell:session:v0-old']]);
    expect([...storage.items.keys()]).toEqual(['host-app:token']);
  });
});
