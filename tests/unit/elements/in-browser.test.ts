// Where the elements run: a browser gets the real classes, server-side rendering in Node inert ones.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserOnly, inBrowser } from '../../../elements/internal/in-browser';

/** The three globals a browser has and Node has not. */
function stubBrowser(): void {
  vi.stubGlobal('window', {});
  vi.stubGlobal('HTMLElement', class {});
  vi.stubGlobal('customElements', {});
}

describe('inBrowser and browserOnly', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('is false in Node, and true once a window, HTMLElement and a custom element registry are there', () => {
    expect(inBrowser()).toBe(false);
    stubBrowser();
    expect(inBrowser()).toBe(true);
  });

  it('is false when any one of the three is missing', () => {
    for (const missing of ['window', 'HTMLElement', 'customElements']) {
      stubBrowser();
      vi.stubGlobal(missing, undefined);
      expect(inBrowser(), missing).toBe(false);
      vi.unstubAllGlobals();
    }
  });

  it('makes the real class in a browser and an inert one, without calling make, elsewhere', () => {
    class Real {
      readonly real = true;
    }
    const make = vi.fn(() => Real);
    const Inert = browserOnly(make);
    expect(make).not.toHaveBeenCalled();
    expect(Inert).not.toBe(Real);
    expect(new Inert()).not.toHaveProperty('real');

    stubBrowser();
    expect(browserOnly(make)).toBe(Real);
    expect(make).toHaveBeenCalledOnce();
  });
});
