import { inBrowser } from './in-browser';

/**
 * Defines a custom element only when its tag is still free, so two bundles of Portal Shell
 * on one page (or a second import of an entry) do not throw.
 */
export function defineOnce(tag: string, constructor: CustomElementConstructor): CustomElementConstructor | undefined {
  // Server-side rendering imports the elements in Node: tags exist only in a browser.
  if (!inBrowser()) return undefined;
  const existing = customElements.get(tag);
  if (existing) return existing;
  customElements.define(tag, constructor);
  return constructor;
}
