/**
 * What passes between an element of ours and the r2wc renderer that renders it, through r2wc's
 * public renderer contract only (`mount(container, component, props)`, `update(context, props)`):
 * the element adjusts the props r2wc hands the renderer, and asks for a render when r2wc would not
 * (an attribute removed, a boolean attribute without a value).
 */

/** An element that applies its own attribute rules to r2wc's props before they are rendered. */
export interface PropsAdjuster {
  adjustProps(props: Record<string, unknown>): Record<string, unknown>;
}

const renders = new WeakMap<Element, () => void>();

/** The element whose shadow root (or self) is `container`. */
export const hostOf = (container: ShadowRoot | HTMLElement): HTMLElement =>
  container instanceof ShadowRoot ? (container.host as HTMLElement) : container;

/** r2wc's props as the element of `container` wants them rendered (unchanged for an element without rules). */
export function propsToRender(container: ShadowRoot | HTMLElement, props: Record<string, unknown>): Record<string, unknown> {
  const host = hostOf(container) as Partial<PropsAdjuster>;
  return typeof host.adjustProps === 'function' ? host.adjustProps(props) : props;
}

/** A renderer says how to render `host` again with its latest props (`undefined` once unmounted). */
export function setRenderAgain(host: Element, render: (() => void) | undefined): void {
  if (render) renders.set(host, render);
  else renders.delete(host);
}

/** Renders `host` again with its latest props; nothing when it is not mounted (its mount reads them). */
export function renderAgain(host: Element): void {
  renders.get(host)?.();
}
