// Which attributes are misnamed settings, checked on every element; what the host is told about
// one is misnamed-attribute-message.ts, apart so that its text loads only when one is seen.
import type { PropKind } from './attribute-and-style-behaviour';

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
