import { describe, expect, it, vi } from 'vitest';
import { createSafeStorageEngine, jsonDecoder } from '../../../../src/stores/platform/safe-storage';
import { FaultyStorage, quotaExceeded } from './faulty-storage';

describe('safe storage: persistence can fail without ever breaking start-up (createSafeStorageEngine)', () => {
  it('gets, sets, tests and deletes through the storage', () => {
    const storage = new FaultyStorage();
    const engine = createSafeStorageEngine(() => storage);
    expect(engine.k).toBeUndefined();
    expect('k' in engine).toBe(false);
    engine.k = 'v';
    expect(storage.data.get('k')).toBe('v');
    expect(engine.k).toBe('v');
    expect('k' in engine).toBe(true);
    delete engine.k;
    expect(storage.data.has('k')).toBe(false);
    expect(engine.k).toBeUndefined();
    expect('k' in engine).toBe(false);
  });

  it('reads values already in the storage', () => {
    const storage = new FaultyStorage();
    storage.data.set('existing', '1');
    expect(createSafeStorageEngine(() => storage).existing).toBe('1');
  });

  it('a storage whose setItem throws QuotaExceededError keeps the value in memory', () => {
    const storage = new FaultyStorage();
    storage.failSet = quotaExceeded();
    const engine = createSafeStorageEngine(() => storage);
    expect(() => {
      engine.k = 'v';
    }).not.toThrow();
    expect(storage.data.has('k')).toBe(false);
    expect(engine.k).toBe('v');
    expect('k' in engine).toBe(true);
  });

  it('the in-memory value shadows an older stored one, and a later successful write replaces it', () => {
    const storage = new FaultyStorage();
    storage.data.set('k', 'old');
    const engine = createSafeStorageEngine(() => storage);
    storage.failSet = quotaExceeded();
    engine.k = 'new';
    expect(engine.k).toBe('new');
    storage.failSet = null;
    engine.k = 'newer';
    expect(storage.data.get('k')).toBe('newer');
    expect(engine.k).toBe('newer');
  });

  it('delete removes an in-memory value too', () => {
    const storage = new FaultyStorage();
    storage.failSet = quotaExceeded();
    const engine = createSafeStorageEngine(() => storage);
    engine.k = 'v';
    delete engine.k;
    expect(engine.k).toBeUndefined();
  });

  it('a storage getter that throws (blocked storage) works as memory', () => {
    const getStorage = vi.fn((): Storage => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const engine = createSafeStorageEngine(getStorage);
    expect(engine.k).toBeUndefined();
    expect('k' in engine).toBe(false);
    engine.k = 'v';
    expect(engine.k).toBe('v');
    expect('k' in engine).toBe(true);
    expect(() => delete engine.k).not.toThrow();
    expect(engine.k).toBeUndefined();
    expect(getStorage).toHaveBeenCalled();
  });

  it('a missing storage (undefined) works as memory', () => {
    const engine = createSafeStorageEngine(() => undefined);
    expect(engine.k).toBeUndefined();
    expect(() => {
      engine.k = 'v';
    }).not.toThrow();
    expect(engine.k).toBe('v');
    expect('k' in engine).toBe(true);
  });

  it('a storage whose getItem throws reads as empty', () => {
    const storage = new FaultyStorage();
    storage.data.set('k', 'v');
    storage.failGet = new DOMException('blocked', 'SecurityError');
    const engine = createSafeStorageEngine(() => storage);
    expect(engine.k).toBeUndefined();
    expect('k' in engine).toBe(false);
  });

  it('values are stored as strings', () => {
    const storage = new FaultyStorage();
    const engine = createSafeStorageEngine(() => storage);
    (engine as Record<string, unknown>).n = 42;
    expect(storage.data.get('n')).toBe('42');
  });
});

describe('jsonDecoder: broken or foreign data reads as the fallback', () => {
  const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((entry) => typeof entry === 'number');
  const decode = jsonDecoder(isNumberList, [0]);

  it('decodes valid JSON of the right shape', () => {
    expect(decode('[1,2,3]')).toEqual([1, 2, 3]);
  });

  it.each(['[1,2', '', 'undefined', '{']) ('bad JSON %j gives the fallback', (text) => {
    expect(decode(text)).toEqual([0]);
  });

  it.each(['{"a":1}', '["x"]', 'null', '42'])('JSON of the wrong shape %j gives the fallback', (text) => {
    expect(decode(text)).toEqual([0]);
  });
});

describe('safe storage: only string keys reach the storage', () => {
  it('setting a symbol-keyed property neither throws nor writes to the storage', () => {
    const storage = new FaultyStorage();
    const engine = createSafeStorageEngine(() => storage) as Record<string | symbol, unknown>;
    const key = Symbol('key');
    expect(() => {
      engine[key] = 'v';
    }).not.toThrow();
    expect(storage.length).toBe(0);
    expect(engine[key]).toBeUndefined();
    expect(key in engine).toBe(false);
  });

  it('deleting a symbol-keyed property neither throws nor removes anything from the storage', () => {
    const storage = new FaultyStorage();
    const key = Symbol('key');
    (storage.data as Map<unknown, string>).set(key, 'kept');
    const removeItem = vi.spyOn(storage, 'removeItem');
    const engine = createSafeStorageEngine(() => storage) as Record<string | symbol, unknown>;
    expect(() => {
      delete engine[key];
    }).not.toThrow();
    expect(removeItem).not.toHaveBeenCalled();
    expect((storage.data as Map<unknown, string>).get(key)).toBe('kept');
  });
});
