import { createElement, lazy, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { reportWarning } from '../stores/reporting/reporting';
import { LazyPartBoundary, PartNotLoaded } from './lazy-part-boundary';
import { ElementContainerContext } from './element-root';
import { emit } from './portal-events';

/** A component whose code loads on demand, and the function that starts loading it early. */
export interface LazyPart<P> {
  Component: ComponentType<P>;
  /** Starts loading the code; never rejects (a failed preload is warned about, and the render loads again). */
  preload: () => Promise<unknown>;
}

/** Options of {@link lazyPart}. */
export interface LazyPartOptions<P> {
  /**
   * What shows in the part's place when its code could not be loaded (or it failed to render);
   * `retry` loads and renders it again. By default: "This part could not be loaded." and Try again.
   * Whatever shows, the part loads afresh the next time it is rendered.
   */
  fallback?: (props: P, retry: () => void) => ReactNode;
}

const reported = new WeakSet<object>();

/**
 * Reports a part's failure once, as a warning: several places showing the same part (locked
 * sidebar items) catch the same error.
 */
function reportFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  console.warn('A part of the portal could not be loaded.', error);
  reportWarning(error);
}

/**
 * Splits a part of the UI off the first-paint path: `Component` renders through React.lazy (wrap
 * it in Suspense with a look-alike fallback), and `preload` fetches the code ahead of need. When
 * the code cannot be fetched, the part's place shows `options.fallback` and the rest of the element
 * stays; the failure is reported once, as a warning.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions<P> = {}): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed import must not stick: the next attempt calls `load` again (Chromium fetches a
  // module that failed afresh, so no cache-busting address is needed).
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const preload = () =>
    start().catch((error: unknown) => console.warn('A part of the portal could not be loaded ahead of need; it loads again when shown.', error));

  // React.lazy keeps a rejection for good: after a failure, the next render gets a fresh one.
  let failed = false;
  const createLazy = () =>
    lazy(() =>
      start().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let Lazy = createLazy();
  const renew = () => {
    if (!failed) return;
    failed = false;
    Lazy = createLazy();
  };
  const fallback = options.fallback ?? ((_props: P, retry: () => void) => createElement(PartNotLoaded, { retry }));

  function Component(props: P & object) {
    const container = useContext(ElementContainerContext);
    return createElement(LazyPartBoundary, {
      render: () => createElement(Lazy as ComponentType<P & object>, props),
      fallback: (retry: () => void) => fallback(props, retry),
      onFailure: (error: unknown) => {
        // In the commit that shows the fallback: nothing renders the failed lazy component again.
        renew();
        reportFailure(error);
        // The host hears of it from the element: the part's place says so, the rest works.
        if (container) emit(container, 'portal-part-error', { message: 'A part of the portal could not be loaded.', reason: 'load-failed' });
      },
    });
  }
  return { Component: Component as ComponentType<P>, preload };
}

/** Preloads parts once the browser is idle after the first paint, so they are ready before anyone reaches for them. */
export function useIdlePreload(...parts: Array<{ preload: () => Promise<unknown> }>): void {
  useEffect(() => {
    const run = () => {
      // A part's preload never rejects (lazyPart), but a hand-made one might.
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
