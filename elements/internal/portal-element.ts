import { adoptStyles } from '../../src/components/adopt-styles';
import themeTokensCss from '../../src/components/theme/theme-tokens.css?inline';

/** How an element's property is read from its attribute: r2wc's types, plus `object` (property only). */
export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'object';

/** The r2wc element shape we extend: an HTMLElement with a shadow root container. */
type R2wcElementClass = new (...args: any[]) => HTMLElement & { container: ShadowRoot | HTMLElement };

/** The symbols r2wc keeps its state under (`Symbol.for`, so they are stable across bundles). */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER]: () => void;
  attributeChangedCallback?(name: string, oldValue: string | null, newValue: string | null): void;
}

/** HTML boolean attributes: present means true, unless it says "false". */
function booleanAttribute(value: string | null): boolean {
  return value !== null && value.toLowerCase() !== 'false';
}

function toAttributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

/**
 * Adds what r2wc leaves out to an r2wc element class:
 * - its stylesheets are adopted into the open shadow root, the theme tokens' defaults into the document;
 * - properties set on the element before the tag was defined are picked up (Shoelace's upgrade);
 * - removing an attribute restores the prop's default (r2wc alone keeps the old value);
 * - a boolean attribute is true by its presence (`<portal-shell content-platform>`), as in HTML;
 *   r2wc alone reads only "true".
 */
export function withPortalBehaviour<T extends R2wcElementClass>(
  Base: T,
  props: Record<string, PropKind>,
  cssTexts: string[],
): T {
  const attributeToProp = new Map(Object.keys(props).map((prop) => [toAttributeName(prop), prop]));

  // A property set only as a property (`object`) has no attribute to observe.
  const observed = Object.entries(props)
    .filter(([, kind]) => kind !== 'object')
    .map(([prop]) => toAttributeName(prop));

  return class PortalElement extends Base {
    static get observedAttributes(): string[] {
      return observed;
    }

    constructor(...args: any[]) {
      super(...args);
      if (this.container instanceof ShadowRoot) adoptStyles(this.container, ...cssTexts);
      adoptStyles(this.ownerDocument, themeTokensCss);
      const self = this as unknown as R2wcInternals & HTMLElement;
      for (const [prop, kind] of Object.entries(props)) {
        if (kind === 'boolean' && self.hasAttribute(toAttributeName(prop))) self[R2WC_PROPS][prop] = booleanAttribute(self.getAttribute(toAttributeName(prop)));
      }
      for (const prop of Object.keys(props)) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      const self = this as unknown as R2wcInternals;
      const prop = attributeToProp.get(name);
      if (newValue === null && prop !== undefined) {
        delete self[R2WC_PROPS][prop];
        self[R2WC_RENDER]();
        return;
      }
      if (prop !== undefined && props[prop] === 'boolean') {
        self[R2WC_PROPS][prop] = booleanAttribute(newValue);
        self[R2WC_RENDER]();
        return;
      }
      const base = Base.prototype as unknown as R2wcInternals;
      base.attributeChangedCallback?.call(this, name, oldValue, newValue);
    }
  };
}
