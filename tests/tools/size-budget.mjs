// Size budget of dist/: gzipped bytes of each entry's first-paint path (the entry and every chunk
// it imports statically) and of everything it may load later. Prints the table; exits 1 over budget.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
/** Budgets of the first-paint path, in gzipped bytes (issue 2, SPEC-derived product goals). */
export const BUDGETS = {
  'portal-shell': 110 * KIB,
  'portal-chat': 6 * KIB,
  client: 2 * KIB,
};

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipCache = new Map();

function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Every manifest key reachable from `key`, following static imports (and dynamic ones if asked). */
function closure(key, withDynamic, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const next of chunk.imports ?? []) closure(next, withDynamic, seen);
  if (withDynamic) for (const next of chunk.dynamicImports ?? []) closure(next, withDynamic, seen);
  return seen;
}

const total = (keys) => [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key].file), 0);
const kib = (bytes) => `${(bytes / KIB).toFixed(2)} KiB`;

const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key, chunk]) => {
    const name = chunk.name;
    const firstPaint = total(closure(key, false));
    const everything = total(closure(key, true));
    const budget = BUDGETS[name];
    return { name, file: chunk.file, firstPaint, everything, budget, ok: budget === undefined || firstPaint <= budget };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

console.log('Size budget (gzip -9 bytes of dist/):');
console.log(['entry'.padEnd(26), 'first paint'.padStart(14), 'with lazy parts'.padStart(16), 'budget'.padStart(12), ''].join(' '));
for (const row of rows) {
  console.log(
    [
      row.file.padEnd(26),
      `${row.firstPaint} B`.padStart(14),
      `${row.everything} B`.padStart(16),
      (row.budget ? kib(row.budget) : '-').padStart(12),
      row.budget ? (row.ok ? 'ok' : 'OVER BUDGET') : '',
    ].join(' '),
  );
}
for (const name of Object.keys(BUDGETS)) {
  if (!rows.some((row) => row.name === name)) {
    console.error(`size budget: no entry named ${name} in ${dist}`);
    process.exitCode = 1;
  }
}
const over = rows.filter((row) => !row.ok);
const checked = rows.filter((row) => row.budget !== undefined).length;
console.log(`size-budget: ${checked - over.length} passed, ${over.length} failed`);
if (process.argv[3]) writeFileSync(process.argv[3], JSON.stringify({ passed: checked - over.length, failed: over.length }));
if (over.length > 0) process.exitCode = 1;
