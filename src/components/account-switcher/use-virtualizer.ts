import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type PartialKeys,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useState } from 'react';

/** Options of {@link useVirtualizer}: the core's, with the element observers filled in. */
export type ElementVirtualizerOptions<TScroll extends Element, TItem extends Element> = PartialKeys<
  VirtualizerOptions<TScroll, TItem>,
  'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
>;

/**
 * A `@tanstack/virtual-core` Virtualizer over a scrolling element, kept for the component's
 * life: it follows the latest options on every render and renders again when its range changes.
 */
export function useVirtualizer<TScroll extends Element, TItem extends Element>(
  options: ElementVirtualizerOptions<TScroll, TItem>,
): Virtualizer<TScroll, TItem> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const resolved: VirtualizerOptions<TScroll, TItem> = {
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    ...options,
    onChange: (instance, sync) => {
      rerender();
      options.onChange?.(instance, sync);
    },
  };
  const [virtualizer] = useState(() => new Virtualizer<TScroll, TItem>(resolved));
  // The core is built to take its options during render (as the framework adapters do).
  virtualizer.setOptions(resolved);

  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  // Every commit: attach to the scrolling element once it exists, and re-measure.
  useLayoutEffect(() => {
    virtualizer._willUpdate();
  });

  return virtualizer;
}
