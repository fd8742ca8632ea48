// Forced colours (Windows High Contrast) in the test browser, through the runner's forced-colors command.
import { forcedColors } from './commands';
import { expect } from 'chai';

/** Runs `check` with forced colours active, then turns them off again. */
export async function inForcedColors(check: () => void | Promise<void>): Promise<void> {
  await forcedColors(true);
  try {
    expect(matchMedia('(forced-colors: active)').matches, 'forced colours emulated').to.equal(true);
    await check();
  } finally {
    await forcedColors(false);
  }
}

/** The element draws an edge of its own: a border of some width in a colour that shows. */
export function expectVisibleEdge(element: Element, what = 'the edge'): void {
  const style = getComputedStyle(element);
  expect(parseFloat(style.borderTopWidth), `${what}: border width`).to.be.greaterThan(0);
  expect(style.borderTopStyle, `${what}: border style`).to.not.equal('none');
  expect(style.borderTopColor, `${what}: border colour`).to.not.equal('rgba(0, 0, 0, 0)');
}
