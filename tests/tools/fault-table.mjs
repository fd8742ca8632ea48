// The fault table of tests/faults/README.md, rendered from tests/faults/fault-table.ts (the data the browser
// suites tests/browser/fault-*.test.tsx check cell by cell).
//
//   node tests/tools/fault-table.mjs          writes the table into tests/faults/README.md between the markers
//   node tests/tools/fault-table.mjs --check  fails when that table differs (npm test runs this)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const START = '<!-- fault-table:start -->';
export const END = '<!-- fault-table:end -->';

const escape = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * The Markdown table: one row per call, one column per fault; each cell says what the user sees
 * and, in italics, the rule it follows.
 *
 * @param {readonly import('../faults/fault-table').CallRow[]} table
 * @param {readonly import('../faults/fault-table').FaultColumn[]} faults
 * @returns {string}
 */
export function renderFaultTable(table, faults) {
  const lines = [
    `| call | ${faults.map((fault) => escape(fault.label)).join(' | ')} |`,
    `|---|${faults.map(() => '---').join('|')}|`,
  ];
  for (const row of table) {
    const head = `**${escape(row.call)}**<br>\`${escape(row.request)}\`<br>when: ${escape(row.when)}`;
    const cells = faults.map(({ id }) => {
      const cell = row.cells[id];
      return `${escape(cell.sees)}<br>*${escape(cell.rule)}*`;
    });
    lines.push(`| ${head} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The README text with the table between the markers replaced by `rendered`. */
export function withTable(readme, rendered) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) throw new Error(`tests/faults/README.md has no ${START} … ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n${rendered}\n${readme.slice(end)}`;
}

async function main() {
  const check = process.argv.includes('--check');
  const { FAULT_TABLE, FAULTS } = await tsImport('../faults/fault-table.ts', import.meta.url);
  const readmePath = fileURLToPath(new URL('../faults/README.md', import.meta.url));
  const readme = readFileSync(readmePath, 'utf8');
  const fresh = withTable(readme, renderFaultTable(FAULT_TABLE, FAULTS));
  if (!check) {
    if (fresh !== readme) writeFileSync(readmePath, fresh);
    console.log(fresh === readme ? 'tests/faults/README.md fault table is current' : 'tests/faults/README.md fault table written');
    return;
  }
  const ok = fresh === readme;
  console.log(ok ? 'tests/faults/README.md fault table is current' : 'tests/faults/README.md fault table is out of date: run `npm run fault-table` and commit it');
  console.log(`fault table: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/fault-table.json', JSON.stringify({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }));
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
