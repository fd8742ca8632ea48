/**
 * True in a browser. Server-side rendering (Next, Astro, Remix) imports the elements in Node,
 * where there is no HTMLElement and no custom element registry: there the element classes are
 * inert placeholders and no tag is defined, so the import does not throw.
 */
export function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof HTMLElement !== 'undefined' && typeof customElements !== 'undefined';
}

/** Makes the element's base class in a browser, and an inert class anywhere else. */
export function browserOnly<T extends abstract new (...args: any[]) => object>(make: () => T): T {
  return inBrowser() ? make() : (class {} as unknown as T);
}
