import { useSyncExternalStore } from 'react';

const subscribe = (query: string) => (onChange: () => void) => {
  if (typeof matchMedia !== 'function') return () => {};
  const list = matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const cache = new Map<string, (onChange: () => void) => () => void>();

/** Whether the media query matches now; the component re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  let subscriber = cache.get(query);
  if (!subscriber) cache.set(query, (subscriber = subscribe(query)));
  return useSyncExternalStore(
    subscriber,
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => false,
  );
}
