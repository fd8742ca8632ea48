// The pages' tests read the element tree a page returns (plain elements, no hooks): its buttons'
// handlers are called as a click would.
import type { ReactElement, ReactNode } from 'react';

/** The host elements (`button`, `a`…) of `type` in the tree `node`, depth first. */
export function elementsOf(node: ReactNode, type: string): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => elementsOf(child, type));
  if (node === null || typeof node !== 'object' || !('props' in node)) return [];
  const element = node as ReactElement<{ children?: ReactNode } & Record<string, unknown>>;
  if (typeof element.type === 'function') return elementsOf((element.type as (props: unknown) => ReactNode)(element.props), type);
  return [...(element.type === type ? [element] : []), ...elementsOf(element.props.children, type)];
}
