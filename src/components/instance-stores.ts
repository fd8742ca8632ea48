import { useEffect, useState } from 'react';

/** A store made for one owner: whatever it runs stops when the owner goes. */
export interface InstanceStore {
  dispose(): void;
}

/** The stores of one kind that each owner (an element, a mounted component) has while it is on the page. */
export interface InstanceStores<T> {
  /** The owner's store: made by the first call, the same one after. */
  of(owner: object): T;
  /** Lets the owner's store go (the owner left the page); a reconnected element gets a new one, as a remounted React tree does. */
  drop(owner: object): void;
}

/**
 * Stores an owner's own settings choose, one per owner (two elements on a page never share one,
 * the nanostores way: a store factory per instance). An element's `propsChanged` hands its
 * settings to `of(this)`, its React root reads `of(container.host)`, and leaving the page calls
 * `drop(this)`; a component inside the shell uses {@link useInstanceStore}.
 */
export function instanceStores<T>(create: () => T, dispose: (store: T) => void = () => {}): InstanceStores<T> {
  const stores = new WeakMap<object, T>();
  return {
    of(owner) {
      let store = stores.get(owner);
      if (store === undefined) {
        store = create();
        stores.set(owner, store);
      }
      return store;
    },
    drop(owner) {
      const store = stores.get(owner);
      stores.delete(owner);
      if (store !== undefined) dispose(store);
    },
  };
}

/**
 * The store of this component instance, by {@link instanceStores} with the mounted component as
 * its owner: made when it first renders (once, not on every render), disposed when it unmounts.
 */
export function useInstanceStore<T extends InstanceStore>(create: () => T): T {
  const [own] = useState(() => ({ owner: {}, stores: instanceStores(create, (store) => store.dispose()) }));
  const store = own.stores.of(own.owner);
  useEffect(() => () => own.stores.drop(own.owner), [own]);
  return store;
}
