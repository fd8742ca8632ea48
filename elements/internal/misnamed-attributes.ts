import type { PropKind } from './portal-element';

/** A property's name as its attribute: `chatApiUrl` -> `chat-api-url`. */
export function toAttributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

/** An attribute an element never reads although a host may well write it, and what it means. */
export interface MisnamedAttribute {
  /** The property the host meant. */
  prop: string;
  /** `object`: a property that takes an object (a framework wrote the object as text); `case`: the property's name lowercased (HTML and server-rendered JSX). */
  mistake: 'object' | 'case';
}

/**
 * The attributes that are misnamed settings of an element with these props: the attribute form of
 * a property that takes an object (`host-params`, which Vue's `:host-params="obj"` writes as
 * `[object Object]`), and every property's name as HTML lowercases it (`customerid`, which
 * server-rendered React writes for `customerId`) where it differs from the real attribute.
 */
export function misnamedAttributes(props: Record<string, PropKind>): Map<string, MisnamedAttribute> {
  const misnamed = new Map<string, MisnamedAttribute>();
  for (const [prop, kind] of Object.entries(props)) {
    const lowercased = prop.toLowerCase();
    if (kind === 'object') {
      misnamed.set(toAttributeName(prop), { prop, mistake: 'object' });
      misnamed.set(lowercased, { prop, mistake: 'object' });
    } else if (lowercased !== toAttributeName(prop)) {
      misnamed.set(lowercased, { prop, mistake: 'case' });
    }
  }
  return misnamed;
}

/**
 * What the console and `portal-part-error` say about a misnamed attribute: what the element got,
 * that it ignores it, and the fix (the property, each framework's binding, the JSON attribute).
 */
export function misnamedAttributeMessage(tag: string, attribute: string, value: string, meant: MisnamedAttribute, props: Record<string, PropKind>): string {
  const { prop } = meant;
  const got = `<${tag}> ignores the attribute ${attribute}="${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (meant.mistake === 'case') {
    return `${got}: attributes are kebab-case. Write ${toAttributeName(prop)}="…" (also in server-rendered JSX), or set the ${prop} property.`;
  }
  const json = props[`${prop}Json`] === undefined ? '' : `, or give JSON text in the ${toAttributeName(`${prop}Json`)} attribute`;
  return `${got}: ${prop} takes an object, which an attribute cannot carry. Set the ${prop} property (Vue: :${prop} or .${prop}, Angular: [${prop}], React 19: ${prop}={…})${json}.`;
}
