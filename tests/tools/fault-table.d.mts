import type { CallRow, FaultColumn } from '../faults/fault-table';

/** The marker before the generated table in tests/faults/README.md. */
export const START: string;
/** The marker after the generated table in tests/faults/README.md. */
export const END: string;
/** The Markdown table: one row per call, one column per fault. */
export function renderFaultTable(table: readonly CallRow[], faults: readonly FaultColumn[]): string;
/** The README text with the table between the markers replaced by `rendered`. */
export function withTable(readme: string, rendered: string): string;
