// `npm run bench`: runs every bench script of this folder in turn, each as its own process with
// BENCH_JSON pointing at a file for its rows, and prints the one combined table. Exits non-zero
// when a row misses its target or a script failed without rows (a script that ends well without
// writing rows predates the convention: it is named and left out); a watchdog bounds the run.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../tools/chromium.mjs';
import { loadAverage } from './bench-script';
import { formatBenchTable, type BenchRow } from './bench-table';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const SCRIPT_LIMIT_MS = 15 * 60_000;
const TOTAL_LIMIT_MS = 60 * 60_000;
/** Run first, in this order; any other `*-bench.ts` / `*-bench.mjs` of the folder follows. */
const FIRST = ['bytes-bench', 'startup-bench', 'memory-bench'];

function benchScripts(): string[] {
  const scripts = readdirSync(HERE).filter((name) => /-bench\.(ts|mjs)$/.test(name) && name !== 'run-bench.ts');
  const rank = (name: string) => {
    const index = FIRST.indexOf(name.replace(/\.(ts|mjs)$/, ''));
    return index === -1 ? FIRST.length : index;
  };
  return scripts.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function chromiumVersion(): string {
  try {
    const output = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /Chromium [\d.]+/.exec(output)?.[0] ?? output.trim();
  } catch {
    return `Chromium (version unknown: ${chromiumPath})`;
  }
}

/** Runs one script with its output passed through; resolves with its exit code (null: killed). */
function run(script: string, jsonFile: string): Promise<number | null> {
  const file = join(HERE, script);
  const [command, args] = script.endsWith('.mjs') ? [process.execPath, [file]] : [TSX, [file]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, BENCH_JSON: jsonFile } });
    const timer = setTimeout(() => child.kill('SIGKILL'), SCRIPT_LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

const watchdog = setTimeout(() => {
  console.error(`npm run bench: stopped after the ${TOTAL_LIMIT_MS / 60_000} min time limit.`);
  process.exit(2);
}, TOTAL_LIMIT_MS);

const heading = `${chromiumVersion()} (Debian, headless) · ${new Date().toISOString().slice(0, 10)} · ${cpus().length} cores · load average at the start ${loadAverage()} · Node ${process.version}`;
const folder = await mkdtemp(join(tmpdir(), 'portal-bench-'));
const rows: BenchRow[] = [];
const missing: string[] = [];
let failed = false;
try {
  for (const script of benchScripts()) {
    const jsonFile = join(folder, `${script}.json`);
    console.log(`\n=== ${script}`);
    const code = await run(script, jsonFile);
    if (!existsSync(jsonFile)) {
      if (code !== 0) failed = true;
      missing.push(`${script} wrote no BENCH_JSON rows (exit ${code ?? 'killed'}): skipped from the table`);
      continue;
    }
    rows.push(...(JSON.parse(readFileSync(jsonFile, 'utf8')) as BenchRow[]));
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
clearTimeout(watchdog);

console.log(`\n${heading}\n\n${formatBenchTable(rows)}\n`);
for (const line of missing) console.log(`- ${line}`);
const missed = rows.filter((row) => row.meets === false);
if (missed.length > 0) console.log(`${missed.length} figure(s) miss their target.`);
process.exitCode = missed.length > 0 || failed ? 1 : 0;
