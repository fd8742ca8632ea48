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
