// The fault table's data (tests/faults/fault-table.ts) is complete and well-formed, and the README
// renderer (tests/tools/fault-table.mjs) shows every cell. The cells themselves are checked against
// the backend by the browser suites tests/browser/fault-*.test.tsx.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAULT_TABLE, FAULTS } from '../../faults/fault-table';
import { END, START, renderFaultTable, withTable } from '../../tools/fault-table.mjs';

describe('the fault table', () => {
  it('has the eight faults as columns, each a fault the backend reads', () => {
    expect(FAULTS.map((fault) => fault.backend)).toEqual(['latency:1000', 'status:400', 'status:401', 'status:403', 'status:500', 'drop', 'malformed', 'cut']);
  });

  it('has one row per backend call the portal makes, each run by an existing browser suite', () => {
    expect(new Set(FAULT_TABLE.map((row) => row.id)).size).toBe(FAULT_TABLE.length);
    expect(FAULT_TABLE).toHaveLength(14);
    for (const row of FAULT_TABLE) expect(existsSync(`tests/browser/fault-${row.suite}.test.tsx`), row.id).toBe(true);
  });

  it('has a cell for every fault in every row, naming a failure rule, another product rule, our own rule, or why it does not apply', () => {
    for (const row of FAULT_TABLE) {
      expect(Object.keys(row.cells).sort(), row.id).toEqual(FAULTS.map((fault) => fault.id).sort());
      for (const fault of FAULTS) {
        const cell = row.cells[fault.id];
        expect(cell.sees.length, `${row.id} ${fault.id}`).toBeGreaterThan(0);
        expect(cell.rule, `${row.id} ${fault.id}`).toMatch(/^(failure rule|product rule|no failure rule|n\/a: )/);
        // Only a delayed answer has a waiting state to look at.
        expect(cell.expect.during !== undefined, `${row.id} ${fault.id} during`).toBe(fault.id === 'latency' && row.id !== 'logout');
      }
    }
  });

  it('renders every cell into the README table between the markers', () => {
    const table = renderFaultTable(FAULT_TABLE, FAULTS);
    const lines = table.split('\n');
    expect(lines).toHaveLength(FAULT_TABLE.length + 2);
    expect(lines[0]!.split(' | ')).toHaveLength(FAULTS.length + 1);
    expect(table).toContain('signed out, sent to sign in (once)<br>*failure rule "Token creation 400/401"*');
    expect(withTable(`a\n${START}\nold\n${END}\nb`, table)).toBe(`a\n${START}\n${table}\n${END}\nb`);
    expect(() => withTable('no markers', table)).toThrow(/markers/);
  });
});
