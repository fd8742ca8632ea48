// What passes between an element and its r2wc renderer: the element's props rules and its render requests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostOf, propsToRender, renderAgain, setRenderAgain } from '../../../elements/internal/renderer-contract';

/** Node has no ShadowRoot: a stand-in class, so that `instanceof ShadowRoot` tells a root from an element. */
class FakeShadowRoot {
  constructor(readonly host: object) {}
}

const asRoot = (root: FakeShadowRoot) => root as unknown as ShadowRoot;
const asElement = (element: object) => element as HTMLElement;

describe('render requests', () => {
  beforeEach(() => void vi.stubGlobal('ShadowRoot', FakeShadowRoot));
  afterEach(() => void vi.unstubAllGlobals());

  it('finds the element of a shadow root, and takes an element for itself', () => {
    const host = {};
    expect(hostOf(asRoot(new FakeShadowRoot(host)))).toBe(host);
    expect(hostOf(asElement(host))).toBe(host);
  });

  it('hands the renderer the props as the element adjusts them, and unchanged for an element without rules', () => {
    const adjusting = { adjustProps: (props: Record<string, unknown>) => ({ ...props, on: true }) };
    expect(propsToRender(asRoot(new FakeShadowRoot(adjusting)), { name: 'Ada' })).toEqual({ name: 'Ada', on: true });
    const props = { name: 'Ada' };
    expect(propsToRender(asRoot(new FakeShadowRoot({})), props)).toBe(props);
    expect(propsToRender(asElement({ adjustProps: 'not a function' }), props)).toBe(props);
  });

  it('renders an element again through what its renderer set, and nothing once that is taken back', () => {
    const host = asElement({});
    const other = asElement({});
    const render = vi.fn();
    renderAgain(host);
    setRenderAgain(host, render);
    renderAgain(other);
    expect(render).not.toHaveBeenCalled();
    renderAgain(host);
    expect(render).toHaveBeenCalledOnce();
    setRenderAgain(host, undefined);
    renderAgain(host);
    expect(render).toHaveBeenCalledOnce();
  });
});
