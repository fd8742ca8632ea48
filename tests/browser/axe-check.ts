import axe from 'axe-core';

/** Serious and critical axe-core violations inside `context`, as readable lines (none is the goal). */
export async function seriousViolations(context: Element): Promise<string[]> {
  const results = await axe.run(context, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
