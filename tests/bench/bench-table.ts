// The one table `npm run bench` prints: every bench module returns rows of this shape.

/** One figure of the benchmark table, with the baseline it was measured against in the same run. */
export interface BenchRow {
  /** What is measured, e.g. "Start-up" or "Account switcher". */
  group: string;
  /** The figure, e.g. "top bar and sidebar painted (median of 15)". */
  measure: string;
  /** The figure with its unit, e.g. "41.2 ms" or "104,489 B". */
  value: string;
  /** What it is compared with in the same run, with its figure, e.g. "bare r2wc element 30.1 ms". */
  baseline: string;
  /** value / baseline where a ratio means something, e.g. "1.37x". */
  ratio?: string;
  /** The target, e.g. "≤ 1.5x"; absent when there is none. */
  target?: string;
  /** Whether the target is met; absent when there is no target. */
  meets?: boolean;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The rows as a Markdown table (the README shows it as printed). */
export function formatBenchTable(rows: readonly BenchRow[]): string {
  const lines = ['| area | measure | value | baseline (same run) | ratio | target | met |', '|---|---|---:|---|---:|---|:---:|'];
  for (const row of rows) {
    const met = row.meets === undefined ? '' : row.meets ? 'yes' : '**no**';
    lines.push(`| ${[row.group, row.measure, row.value, row.baseline, row.ratio ?? '', row.target ?? '', met].map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The median of the values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "12.3 ms" */
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** "104,489 B" */
export const bytes = (value: number) => `${Math.round(value).toLocaleString('en')} B`;

/** "1.37x" */
export const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}x`;
