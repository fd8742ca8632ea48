// `npm run mutation [-- <folder or file>...] [--<stryker option>=<value>...]`: Stryker over
// src/stores, src/protocol, src/services and src/config (each folder in turn, with the unit tests
// of its rules), or only the folders and files named, e.g. `npm run mutation -- src/config` or
// `npm run mutation -- src/stores/routing/history-entries.ts --concurrency=1`. Options (`--…`) go to
// Stryker as they are. Reports: test-results/mutation/.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { REPORT, writeTable } from './mutation-table.mjs';

/** The unit tests that check each folder's rules (Stryker runs only those of the mutated folder). */
const TESTS_OF = {
  'src/protocol': ['tests/unit/protocol/**/*.test.ts', 'tests/unit/testing/**/*.test.ts', 'demo/area-starter/**/*.test.ts'],
  'src/config': ['tests/unit/config/**/*.test.ts', 'tests/unit/stores/**/*.test.ts'],
  'src/services': ['tests/unit/services/**/*.test.ts', 'tests/unit/demo/profiling-policy.test.ts', 'tests/unit/stores/**/*.test.ts'],
  'src/stores': ['tests/unit/stores/**/*.test.ts'],
};

const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith('--'));
const targets = args.filter((arg) => !arg.startsWith('--'));
for (const target of targets) {
  if (!existsSync(target)) {
    console.error(`npm run mutation: no such folder or file: ${target}`);
    process.exit(2);
  }
}

/**
 * Left out of every run: the React hooks over the client SDK are tested in Chromium only
 * (tests/browser/client-react.test.tsx), which Stryker's vitest runner does not start.
 */
const NOT_MUTATED = ['src/protocol/client-react.ts'];

/** The folder of TESTS_OF a target belongs to. */
const folderOf = (target) => Object.keys(TESTS_OF).find((folder) => target === folder || target.startsWith(`${folder}/`));

/**
 * One Stryker run over `globs` (the files of `target`), with the tests of `folder`; then the
 * target's row of the scores table from the JSON report. Fails (1) when Stryker does (a score
 * under `thresholds.break`, 90) or the report has the target under 90 %.
 */
function run(folder, target, globs) {
  console.log(`\n=== npm run mutation: ${globs.join(', ')}\n`);
  const tests = TESTS_OF[folder] ?? Object.values(TESTS_OF).flat();
  const started = Date.now();
  // Under nice: the machine's two cores are shared (the config's concurrency is 2).
  const result = spawnSync('nice', ['-n', '10', 'npx', 'stryker', 'run', 'stryker.config.mjs', '--mutate', globs.join(','), ...options], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TESTS: [...new Set(tests)].join(',') },
  });
  const runMs = Date.now() - started;
  // No report of this run (the dry run failed): nothing to write.
  if (!existsSync(REPORT) || statSync(REPORT).mtimeMs < started) return result.status || 1;
  const command = ['npm run mutation --', target, ...options].join(' ');
  const reached = writeTable(target, { command, runMs });
  return result.status || (reached ? 0 : 1);
}

const runs = targets.length === 0 ? Object.keys(TESTS_OF).map((folder) => [folder, [folder]]) : targets.map((target) => [folderOf(target), [target]]);
let status = 0;
for (const [folder, paths] of runs) {
  const globs = [...paths.map((path) => (statSync(path).isDirectory() ? `${path.replace(/\/+$/, '')}/**/*.ts` : path)), ...NOT_MUTATED.map((path) => `!${path}`)];
  status = run(folder, paths[0].replace(/\/+$/, ''), globs) || status;
}
process.exit(status);
