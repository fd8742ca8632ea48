// A tag is defined once: a second bundle of Portal Shell on the page keeps the first class.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineOnce } from '../../../elements/internal/define-once';

/** A custom element registry as a browser's behaves: defining a taken tag throws. */
class Registry {
  readonly classes = new Map<string, CustomElementConstructor>();
  get(tag: string): CustomElementConstructor | undefined {
    return this.classes.get(tag);
  }
  define(tag: string, constructor: CustomElementConstructor): void {
    if (this.classes.has(tag)) throw new Error(`the name "${tag}" has already been used with this registry`);
    this.classes.set(tag, constructor);
  }
}

const elementClass = () => class {} as unknown as CustomElementConstructor;

describe('defineOnce', () => {
  let registry: Registry;

  beforeEach(() => {
    registry = new Registry();
    vi.stubGlobal('window', {});
    vi.stubGlobal('HTMLElement', class {});
    vi.stubGlobal('customElements', registry);
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('defines a free tag and gives back its class', () => {
    const first = elementClass();
    expect(defineOnce('portal-shell', first)).toBe(first);
    expect(registry.get('portal-shell')).toBe(first);
  });

  it('does not throw when a second bundle defines a tag that is taken, and keeps the first class', () => {
    const first = elementClass();
    defineOnce('portal-shell', first);
    expect(defineOnce('portal-shell', elementClass())).toBe(first);
    expect(registry.get('portal-shell')).toBe(first);
  });

  it('defines nothing where there is no browser (server-side rendering)', () => {
    vi.unstubAllGlobals();
    expect(defineOnce('portal-shell', elementClass())).toBeUndefined();
    expect(registry.classes.size).toBe(0);
  });
});
