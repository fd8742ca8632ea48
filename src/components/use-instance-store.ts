import { useEffect, useState } from 'react';

/** A store made for one element instance: whatever it runs stops when the instance goes. */
export interface InstanceStore {
  dispose(): void;
}

/**
 * The store of this component instance: created by `create` when it mounts (once, not on every
 * render), disposed when it unmounts. For state that an element's own attributes choose, so that
 * two elements on one page never see each other's choices (the nanostores way: a store factory,
 * handed down by a React context).
 */
export function useInstanceStore<T extends InstanceStore>(create: () => T): T {
  const [store] = useState(create);
  useEffect(() => () => store.dispose(), [store]);
  return store;
}
