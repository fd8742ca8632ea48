import { describe, expect, it } from 'vitest';
import { instanceStores } from '../../../src/components/instance-stores';

/** A store factory that counts what it made and what was disposed. */
function counted() {
  const made: Array<{ id: number; disposed: boolean }> = [];
  const create = () => {
    const store = { id: made.length, disposed: false };
    made.push(store);
    return store;
  };
  return { made, create };
}

describe('instanceStores: one store per owner', () => {
  it('makes an owner\'s store on the first call and hands out the same one after', () => {
    const { made, create } = counted();
    const stores = instanceStores(create);
    const owner = {};
    expect(stores.of(owner)).toBe(stores.of(owner));
    expect(made).toHaveLength(1);
  });

  it('never shares a store between two owners', () => {
    const { create } = counted();
    const stores = instanceStores(create);
    expect(stores.of({})).not.toBe(stores.of({}));
  });

  it('disposes the owner\'s store when it is dropped, and makes a new one if the owner comes back', () => {
    const { made, create } = counted();
    const stores = instanceStores(create, (store) => (store.disposed = true));
    const owner = {};
    const first = stores.of(owner);
    stores.drop(owner);
    expect(first.disposed).toBe(true);
    expect(stores.of(owner)).not.toBe(first);
    expect(made).toHaveLength(2);
  });

  it('drops an owner that never had a store without disposing anything', () => {
    const { made, create } = counted();
    const stores = instanceStores(create, () => {
      throw new Error('nothing to dispose');
    });
    expect(() => stores.drop({})).not.toThrow();
    expect(made).toHaveLength(0);
  });
});
