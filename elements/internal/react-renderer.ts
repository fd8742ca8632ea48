// The r2wc renderer that mounts and updates an element's React tree; what it and the element say
// to each other through r2wc's public contract is renderer-contract.ts.
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { announceReady } from './element-ready';
import { hostOf, propsToRender, setRenderAgain } from './renderer-contract';

/** What the renderer keeps of one mounted element. */
export interface ReactRendererContext {
  root: Root;
  Component: ComponentType<any>;
  /** r2wc's props of the latest update, rendered by the first render when it has not run yet. */
  props: Record<string, unknown>;
  /** True until the first render has run. */
  pending: boolean;
  container: ShadowRoot | HTMLElement;
}

/**
 * An element that starts stores from its props: called with the props before the first render
 * (in the same microtask) and before each later render, so the element's start-up has one place.
 */
export interface PropsFollower {
  propsChanged(props: Record<string, unknown>): void;
}

/** The element whose shadow root is `container`, when it follows its props. */
function followerOf(container: ShadowRoot | HTMLElement): PropsFollower | null {
  const host = hostOf(container);
  return typeof (host as Partial<PropsFollower>).propsChanged === 'function' ? (host as unknown as PropsFollower) : null;
}

/**
 * The r2wc renderer of Portal Shell's React elements. Like `@r2wc/react-to-web-component`'s, with
 * one difference: the first render runs in a microtask after the element connects, synchronously
 * (`flushSync`), instead of in a scheduler task of its own. So whatever the element's start
 * queued when it connected (the shell's login from the tab's cache, its route) is in that first
 * render, props a host sets right after connecting are too, and the render lands in the task that
 * loaded the element: the browser paints no empty frame in between and runs nothing else first.
 * Later updates are React's usual ones.
 */
export const reactRenderer = {
  mount(container: ShadowRoot | HTMLElement, Component: ComponentType<any>, props: Record<string, unknown>): ReactRendererContext {
    const context: ReactRendererContext = { root: createRoot(container), Component, props, pending: true, container };
    setRenderAgain(hostOf(container), () => reactRenderer.update(context, context.props));
    queueMicrotask(() => {
      if (!context.pending) return;
      context.pending = false;
      const rendered = propsToRender(container, context.props);
      followerOf(container)?.propsChanged(rendered);
      flushSync(() => context.root.render(createElement(Component, rendered)));
      if (container instanceof ShadowRoot) announceReady(container);
    });
    return context;
  },
  update(context: ReactRendererContext, props: Record<string, unknown>): void {
    context.props = props;
    if (context.pending) return;
    const rendered = propsToRender(context.container, props);
    followerOf(context.container)?.propsChanged(rendered);
    context.root.render(createElement(context.Component, rendered));
  },
  unmount(context: ReactRendererContext): void {
    context.pending = false;
    setRenderAgain(hostOf(context.container), undefined);
    context.root.unmount();
  },
};
