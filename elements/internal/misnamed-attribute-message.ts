// What a misnamed setting is told, loaded only when one is seen: most pages never pay for the text.
import type { MisnamedAttribute } from './misnamed-attributes';
import { toAttributeName } from './misnamed-attributes';
import type { PropKind } from './attribute-and-style-behaviour';

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
