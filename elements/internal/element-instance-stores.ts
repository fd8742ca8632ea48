/** The stores of one kind that each element instance owns while it is on the page. */
export interface InstanceStores<T> {
  /** The element's store: made by the first call after the element connects, the same one after. */
  of(element: Element): T;
  /** Lets the element's store go (the element left the page); a reconnected element gets a new one, as a remounted React tree does. */
  drop(element: Element): void;
}

/**
 * Stores an element's own settings choose, one per element instance (two elements on a page never
 * share one): the element's `propsChanged` hands its settings to `of(this)`, its React root reads
 * `of(container.host)`, and its `disconnectedCallback` calls `drop(this)`.
 */
export function instanceStores<T>(create: () => T, dispose: (store: T) => void = () => {}): InstanceStores<T> {
  const stores = new WeakMap<Element, T>();
  return {
    of(element) {
      let store = stores.get(element);
      if (store === undefined) {
        store = create();
        stores.set(element, store);
      }
      return store;
    },
    drop(element) {
      const store = stores.get(element);
      stores.delete(element);
      if (store !== undefined) dispose(store);
    },
  };
}
