import { lazy, useEffect, type ComponentType } from 'react';

/** A component whose code loads on demand, and the function that starts loading it early. */
export interface LazyPart<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/**
 * Splits a part of the UI off the first-paint path: `Component` renders through React.lazy (wrap
 * it in Suspense with a look-alike fallback), and `preload` fetches the code ahead of need.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Component = lazy(() => preload().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  return { Component, preload };
}

/** Preloads parts once the browser is idle after the first paint, so they are ready before anyone reaches for them. */
export function useIdlePreload(...parts: Array<{ preload: () => Promise<unknown> }>): void {
  useEffect(() => {
    const run = () => {
      for (const part of parts) part.preload().catch((error: unknown) => console.warn('A part of the portal could not be preloaded.', error));
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
    // The parts are module-level constants: run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
