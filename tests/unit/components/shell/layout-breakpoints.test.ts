// The phone layout's width: one number for the script's media query and the style sheets'.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE_MEDIA_QUERY } from '../../../../src/components/shell/layout-breakpoints';

/** The widths of the media queries of a width alone in the components' style sheets (the chat's sheet has a query of its own, with a height). */
function cssMaxWidths(): string[] {
  return readdirSync('src/components', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .flatMap((name) => [...readFileSync(join('src/components', name), 'utf8').matchAll(/@media\s*\(max-width:\s*([\d.]+px)\)\s*\{/g)].map((match) => match[1]!));
}

describe('PHONE_MEDIA_QUERY', () => {
  it('is a phone below 600 CSS px: 599 px wide is one, 600 px is not', () => {
    const width = Number(/^\(max-width: ([\d.]+)px\)$/.exec(PHONE_MEDIA_QUERY)?.[1]);
    expect(width).toBeGreaterThanOrEqual(599.9);
    expect(width).toBeLessThan(600);
  });

  it('is the width of the style sheets\' phone layout', () => {
    const widths = cssMaxWidths();
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths.map((width) => `(max-width: ${width})`))).toEqual(new Set([PHONE_MEDIA_QUERY]));
  });
});
