// The parts each element documents: its JSDoc, README and the parts' list agree.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as PARTS from '../../../src/components/parts';
import { ELEMENT_PARTS } from '../../../src/components/element-parts';

const tags = Object.keys(ELEMENT_PARTS) as Array<keyof typeof ELEMENT_PARTS>;
const readme = readFileSync('README.md', 'utf8');

/** The `@csspart` names in the JSDoc of the element class defining `tag`. */
function jsdocParts(tag: string): string[] {
  const file = readdirSync('elements').find((name) => /^portal-[a-z-]+\.tsx?$/.test(name) && readFileSync(join('elements', name), 'utf8').includes(`@tag ${tag}\n`));
  expect(file, `the element file of ${tag}`).toBeDefined();
  const text = readFileSync(join('elements', file!), 'utf8');
  return [...text.matchAll(/^ \* @csspart ([a-z-]+) - /gm)].map((match) => match[1]!);
}

/** The names in the **Parts.** paragraph of README's section on `tag`. */
function readmeParts(tag: string): string[] {
  const section = readme.split(/^## /m).find((text) => text.startsWith(`\`<${tag}>\``));
  expect(section, `README's section on <${tag}>`).toBeDefined();
  // The paragraph runs to a blank line or the next bold heading (the shell's CSS properties).
  const paragraph = /\*\*Parts\.\*\*([\s\S]*?)(?:\n\n|\*\*)/.exec(section!);
  expect(paragraph, `README's Parts of <${tag}>`).not.toBeNull();
  return [...paragraph![1]!.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!);
}

describe('the parts of each element', () => {
  it.each(tags)('%s: the JSDoc @csspart lines name exactly its parts, once each', (tag) => {
    const documented = jsdocParts(tag);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...ELEMENT_PARTS[tag]].sort());
  });

  it.each(tags)('%s: README\'s Parts name exactly its parts, once each', (tag) => {
    const listed = readmeParts(tag);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...ELEMENT_PARTS[tag]].sort());
  });

  it('gives every part name to some element', () => {
    const used = new Set(Object.values(ELEMENT_PARTS).flat());
    expect(Object.values(PARTS).filter((part) => !used.has(part))).toEqual([]);
  });
});
