// Size budget of dist/: gzipped bytes of each entry's first-paint path (the entry and every chunk
// it imports statically), how many files that is, and the bytes of everything it may load later.
// Prints the table; exits 1 over a budget or a file limit.
import { writeFileSync } from 'node:fs';
import { BUDGETS, entrySizes, FILE_LIMITS, fileSizes } from './gzip-sizes.mjs';

const KIB = 1024;
const dist = process.argv[2] ?? 'dist';
const rows = [...entrySizes(dist).entries, ...fileSizes(dist)];
const kib = (bytes) => `${(bytes / KIB).toFixed(2)} KiB`;

console.log('Size budget (gzip -9 bytes of dist/):');
console.log(['entry'.padEnd(26), 'first paint'.padStart(14), 'files'.padStart(9), 'with lazy parts'.padStart(16), 'budget'.padStart(12), ''].join(' '));
for (const row of rows) {
  console.log(
    [
      row.file.padEnd(26),
      `${row.firstPaint} B`.padStart(14),
      (row.fileLimit ? `${row.files}/${row.fileLimit}` : `${row.files}`).padStart(9),
      `${row.everything} B`.padStart(16),
      (row.budget ? kib(row.budget) : '-').padStart(12),
      row.ok ? (row.budget || row.fileLimit ? 'ok' : '') : row.budget !== undefined && row.firstPaint > row.budget ? 'OVER BUDGET' : 'TOO MANY FILES',
    ].join(' '),
  );
}
for (const name of new Set([...Object.keys(BUDGETS), ...Object.keys(FILE_LIMITS)])) {
  if (!rows.some((row) => row.name === name)) {
    console.error(`size budget: no entry named ${name} in ${dist}`);
    process.exitCode = 1;
  }
}
const over = rows.filter((row) => !row.ok);
const checked = rows.filter((row) => row.budget !== undefined || row.fileLimit !== undefined).length;
console.log(`size-budget: ${checked - over.length} passed, ${over.length} failed`);
if (process.argv[3]) writeFileSync(process.argv[3], JSON.stringify({ passed: checked - over.length, failed: over.length }));
if (over.length > 0) process.exitCode = 1;
