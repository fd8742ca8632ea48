import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionCacheModule from '../../../../../src/stores/platform/tab-storage';
import { FaultyStorage, quotaExceeded } from '../faulty-storage';

type SessionCache = typeof SessionCacheModule;

/** Each test of the calling describe gets a fresh session storage and loads tab-storage afresh. */
function sessionCacheHarness() {
  const harness = {
    storage: new FaultyStorage(),
    async load(): Promise<SessionCache> {
      vi.resetModules();
      return import('../../../../../src/stores/platform/tab-storage');
    },
  };
  beforeEach(() => {
    harness.storage = new FaultyStorage();
    vi.stubGlobal('sessionStorage', harness.storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return harness;
}

describe('Session storage key is versioned. Other session keys are cleared. (tab-storage)', () => {
  const harness = sessionCacheHarness();
  const load = harness.load;

  it('the key is "portal-shell:session:<version>"', async () => {
    const cache = await load();
    expect(cache.SESSION_STORAGE_VERSION).not.toBe('');
    expect(cache.SESSION_STORAGE_KEY).toBe(`portal-shell:session:${cache.SESSION_STORAGE_VERSION}`);
  });

  it('writes go under the versioned key and read back (round trip)', async () => {
    const cache = await load();
    cache.writeSessionCache('customers', [{ customerId: 1 }]);
    cache.writeSessionCache('user', { id: 'u' });
    expect(cache.readSessionCache('customers')).toEqual([{ customerId: 1 }]);
    expect(cache.readSessionCache('user')).toEqual({ id: 'u' });
    expect(cache.readSessionCache('missing')).toBeUndefined();
    expect([...harness.storage.data.keys()]).toEqual([cache.SESSION_STORAGE_KEY]);
    expect(JSON.parse(harness.storage.data.get(cache.SESSION_STORAGE_KEY) ?? '')).toEqual({ customers: [{ customerId: 1 }], user: { id: 'u' } });
  });

  it('a write replaces only its own name', async () => {
    const cache = await load();
    cache.writeSessionCache('a', 1);
    cache.writeSessionCache('b', 2);
    cache.writeSessionCache('a', 3);
    expect(cache.readSessionCache('a')).toBe(3);
    expect(cache.readSessionCache('b')).toBe(2);
  });

  it('clearStaleSessionKeys removes only other portal-shell:session:* keys and keeps foreign ones', async () => {
    const cache = await load();
    harness.storage.data.set('portal-shell:session:v0-old', '{"a":1}');
    harness.storage.data.set('portal-shell:session:v2-next', '{}');
    harness.storage.data.set(cache.SESSION_STORAGE_KEY, '{"keep":true}');
    harness.storage.data.set('host-app:token', 'secret');
    harness.storage.data.set('portal-shell:selected-customer', '1');
    harness.storage.data.set('session:v0', 'x');
    cache.clearStaleSessionKeys();
    expect([...harness.storage.data.keys()].sort()).toEqual([cache.SESSION_STORAGE_KEY, 'host-app:token', 'portal-shell:selected-customer', 'session:v0'].sort());
    expect(cache.readSessionCache('keep')).toBe(true);
  });

  it('data of an older version is never read', async () => {
    const cache = await load();
    harness.storage.data.set('portal-shell:session:v0-old', JSON.stringify({ user: 'old' }));
    expect(cache.readSessionCache('user')).toBeUndefined();
  });

  it.each(['{broken', '[1,2]', 'null', '"text"'])('corrupted or foreign content %j reads as empty, and a write recovers', async (content) => {
    const cache = await load();
    harness.storage.data.set(cache.SESSION_STORAGE_KEY, content);
    expect(cache.readSessionCache('user')).toBeUndefined();
    cache.writeSessionCache('user', 'u');
    expect(cache.readSessionCache('user')).toBe('u');
  });

  it('a storage that throws on every call never throws', async () => {
    const cache = await load();
    const broken = new FaultyStorage();
    broken.failGet = quotaExceeded();
    broken.failSet = quotaExceeded();
    broken.key = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', broken);
    expect(() => cache.writeSessionCache('a', 1)).not.toThrow();
    expect(cache.readSessionCache('a')).toBeUndefined();
    expect(() => cache.clearStaleSessionKeys()).not.toThrow();
  });

  it('a sessionStorage getter that throws (blocked storage) never throws', async () => {
    vi.unstubAllGlobals();
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const cache = await load();
      expect(() => cache.writeSessionCache('a', 1)).not.toThrow();
      expect(cache.readSessionCache('a')).toBeUndefined();
      expect(() => cache.clearStaleSessionKeys()).not.toThrow();
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  it('a quota error on write keeps what was stored before', async () => {
    const cache = await load();
    cache.writeSessionCache('a', 1);
    harness.storage.failSet = quotaExceeded();
    expect(() => cache.writeSessionCache('a', 2)).not.toThrow();
    expect(cache.readSessionCache('a')).toBe(1);
  });
});

describe('tab-storage: forgetting one value, and foreign content', () => {
  const harness = sessionCacheHarness();
  const load = harness.load;

  it('removeSessionCache forgets its own name and keeps the others', async () => {
    const cache = await load();
    cache.writeSessionCache('a', 1);
    cache.writeSessionCache('b', 2);
    cache.removeSessionCache('a');
    expect(cache.readSessionCache('a')).toBeUndefined();
    expect(cache.readSessionCache('b')).toBe(2);
    expect(JSON.parse(harness.storage.data.get(cache.SESSION_STORAGE_KEY) ?? '')).toEqual({ b: 2 });
  });

  it('removing a name that is not there writes nothing', async () => {
    const cache = await load();
    cache.removeSessionCache('missing');
    expect(harness.storage.length).toBe(0);
    const setItem = vi.spyOn(harness.storage, 'setItem');
    cache.writeSessionCache('a', 1);
    setItem.mockClear();
    cache.removeSessionCache('missing');
    expect(setItem).not.toHaveBeenCalled();
  });

  it('a storage whose setItem throws on removal never throws and keeps what it had', async () => {
    const cache = await load();
    cache.writeSessionCache('a', 1);
    harness.storage.failSet = quotaExceeded();
    expect(() => cache.removeSessionCache('a')).not.toThrow();
    harness.storage.failSet = null;
    expect(cache.readSessionCache('a')).toBe(1);
  });

  it('a text under the key holds no entries: its characters are not read as values', async () => {
    const cache = await load();
    harness.storage.data.set(cache.SESSION_STORAGE_KEY, '"text"');
    expect(cache.readSessionCache('0')).toBeUndefined();
    cache.writeSessionCache('user', 'u');
    expect(JSON.parse(harness.storage.data.get(cache.SESSION_STORAGE_KEY) ?? '')).toEqual({ user: 'u' });
  });
});
