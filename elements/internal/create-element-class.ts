// The element class factory: a React component made a custom element by r2wc, with this folder's
// renderer (react-renderer.ts) and attribute and style behaviour (attribute-and-style-behaviour.ts).
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { withPortalBehaviour, type PropKind } from './attribute-and-style-behaviour';
import { reactRenderer } from './react-renderer';
import { browserOnly } from './in-browser';

/** Props every Portal element's React component receives from r2wc. */
export interface ElementProps {
  /** The element's open shadow root: Ark UI's environment and the host of dispatched events. */
  container: ShadowRoot;
}

/** An element class made by {@link createReactElement}: r2wc's, whose lifecycle callbacks a subclass may extend. */
export type ReactElementConstructor = new (...params: any[]) => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/**
 * Wraps a React component as a custom element class (r2wc with {@link reactRenderer}, open shadow
 * root, adopted styles).
 * The caller defines the tag with `defineOnce`.
 */
export function createReactElement<P extends ElementProps>(
  Component: ComponentType<P>,
  props: Record<Exclude<keyof P, 'container'> & string, PropKind>,
  cssTexts: string[],
): ReactElementConstructor {
  // r2wc's option type knows only its own kinds; `object` is ours and means "property only".
  return browserOnly(() => {
    const Base = r2wc(Component as ComponentType<any>, { shadow: 'open', props: props as Record<string, any> }, reactRenderer);
    return withPortalBehaviour(Base as any, props, cssTexts) as unknown as ReactElementConstructor;
  });
}
