// The attribute and style behaviour every element adds over r2wc (withPortalBehaviour); the
// members each element class shares (version, whenReady) are shared-element-members.ts.
import { adoptStyles } from '../../src/components/adopt-styles';
import themeTokensCss from '../../src/components/theme/theme-tokens.css?inline';
import { renderAgain, type PropsAdjuster } from './renderer-contract';
import { misnamedAttributes, toAttributeName } from './misnamed-attributes';
import { emitFrom } from '../../src/components/portal-events';

/** How an element's property is read from its attribute: r2wc's types, plus `object` (property only). */
export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'object';

/** The r2wc element shape we extend: an HTMLElement with a shadow root container. */
type R2wcElementClass = new (...args: any[]) => HTMLElement & { container: ShadowRoot | HTMLElement };

/** HTML boolean attributes: present means true, unless it says "false". */
function booleanAttribute(value: string | null): boolean {
  return value !== null && value.toLowerCase() !== 'false';
}

/**
 * Adds what r2wc leaves out to an r2wc element class:
 * - its stylesheets are adopted into the open shadow root, the theme tokens' defaults into the document;
 * - properties set on the element before the tag was defined are picked up (Shoelace's upgrade);
 * - removing an attribute restores the prop's default (r2wc alone keeps the old value);
 * - a boolean attribute is true by its presence (`<portal-shell content-platform>`), as in HTML;
 *   r2wc alone reads only "true";
 * - a misnamed setting (`host-params="[object Object]"`, `customerid`) is not ignored silently: the
 *   console and `portal-part-error` (reason `invalid-setting`) name the fix, once per attribute.
 * The last two read only r2wc's public surface: r2wc reflects every property of an attribute kind
 * to its attribute, so the attribute tells what the prop is; the element adjusts the props r2wc
 * hands our renderers ({@link PropsAdjuster}) and asks them for a render where r2wc would not.
 */
export function withPortalBehaviour<T extends R2wcElementClass>(
  Base: T,
  props: Record<string, PropKind>,
  cssTexts: string[],
): T {
  const attributeToProp = new Map(Object.keys(props).map((prop) => [toAttributeName(prop), prop]));

  // A property set only as a property (`object`) has no attribute of its own; misnamed ones are watched.
  const misnamed = misnamedAttributes(props);
  const observed = [
    ...Object.entries(props)
      .filter(([, kind]) => kind !== 'object')
      .map(([prop]) => toAttributeName(prop)),
    ...misnamed.keys(),
  ];

  return class PortalElement extends Base implements PropsAdjuster {
    static get observedAttributes(): string[] {
      return observed;
    }

    /** The misnamed attributes already reported. */
    #reported = new Set<string>();

    constructor(...args: any[]) {
      super(...args);
      if (this.container instanceof ShadowRoot) adoptStyles(this.container, ...cssTexts);
      adoptStyles(this.ownerDocument, themeTokensCss);
      for (const prop of Object.keys(props)) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
    }

    /**
     * r2wc's props with the attributes' rules applied: no attribute, the prop is there as undefined
     * (its default, also for a view that merges each update into what it holds, as the loaded chat
     * does); a boolean by its attribute's presence.
     * @internal
     */
    adjustProps(r2wcProps: Record<string, unknown>): Record<string, unknown> {
      const adjusted = { ...r2wcProps };
      for (const [prop, kind] of Object.entries(props)) {
        if (kind === 'object') continue;
        const value = this.getAttribute(toAttributeName(prop));
        if (value === null) adjusted[prop] = undefined;
        else if (kind === 'boolean') adjusted[prop] = booleanAttribute(value);
      }
      return adjusted;
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      const meant = misnamed.get(name);
      if (meant !== undefined) {
        if (newValue !== null) this.#reportMisnamed(name, newValue, meant);
        return;
      }
      const prop = attributeToProp.get(name);
      // r2wc renders for neither: a removed attribute, and a boolean one whatever its text.
      if (prop !== undefined && (newValue === null || props[prop] === 'boolean')) {
        renderAgain(this);
        return;
      }
      const base = Base.prototype as unknown as { attributeChangedCallback?(name: string, oldValue: string | null, newValue: string | null): void };
      base.attributeChangedCallback?.call(this, name, oldValue, newValue);
    }

    #reportMisnamed(name: string, value: string, meant: NonNullable<ReturnType<typeof misnamed.get>>): void {
      if (this.#reported.has(name)) return;
      this.#reported.add(name);
      // Loaded when needed, and so after the framework that wrote it has set the element's other props and listeners.
      void import('./misnamed-attribute-message').then(({ misnamedAttributeMessage }) => {
        const message = misnamedAttributeMessage(this.localName, name, value, meant, props);
        console.error(message);
        emitFrom(this, 'portal-part-error', { message, reason: 'invalid-setting' });
      });
    }
  };
}
