// The Vue guide prints the event composable for host teams to copy; the copy in the guide must be
// the code the Vue host runs (and the package test type-checks), without its doc comment.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

/** The code of a TypeScript file without its block comments and blank lines. */
const codeOf = (source: string) =>
  source
    .replace(/\/\*\*[\s\S]*?\*\/\n/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n');

describe('the Vue guide', () => {
  it('prints the composable exactly as demo/vue-host runs it', () => {
    const guide = read('elements/guides/vue.md');
    const printed = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '').find((block) => block.includes('export function usePortalEvent'));
    expect(printed, 'the guide prints usePortalEvent').toBeDefined();
    expect(codeOf(printed!)).toBe(codeOf(read('demo/vue-host/src/use-portal-event.ts')));
  });
});
