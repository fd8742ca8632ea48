import axe from 'axe-core';

/**
 * Serious and critical axe-core violations inside `context`, as readable lines (none is the goal);
 * `rules` runs only those rules (all of them when not given).
 */
export async function seriousViolations(context: Element, rules?: string[]): Promise<string[]> {
  const results = await axe.run(context, { resultTypes: ['violations'], ...(rules && { runOnly: { type: 'rule', values: rules } }) });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The accessible name of `element` as axe-core computes it (across shadow roots), the same in every
 * browser: for a rule about what a screen reader announces, where the DOM's text is not the name.
 */
export function accessibleName(element: Element): string {
  axe.setup(element.ownerDocument);
  try {
    return axe.commons.text.accessibleText(element);
  } finally {
    axe.teardown();
  }
}
