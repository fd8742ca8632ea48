// A table of inputs and what a reading function must make of them: one named test per row, each
// input checked with `toBe` and named in the message when it fails.
import { expect, it } from 'vitest';

/**
 * One row: what the row checks, then each input with the value it must read as.
 */
export type ReadsAsRow<Out> = readonly [name: string, cases: ReadonlyArray<readonly [input: string, expected: Out]>];

/**
 * Declares one test per row of `rows`, checking `read(input)` against each expected value.
 * @param read the function under test
 * @param rows the table, each row named after what it checks
 */
export function readsAs<Out>(read: (input: string) => Out, rows: ReadonlyArray<ReadsAsRow<Out>>): void {
  it.each(rows.map((row) => [...row] as [string, ReadsAsRow<Out>[1]]))('%s', (_name, cases) => {
    for (const [input, expected] of cases) expect(read(input), JSON.stringify(input)).toBe(expected);
  });
}
