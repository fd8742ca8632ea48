// `npm test`: every check of the project in order, one summary and one closing line at the end.
// Type-check, lint, unit, (Chromium ensured) browser, end-to-end, build, the packed package in
// fresh consumer apps, manifest, the fault table, size budget. Every step runs even when an earlier one fails, so one run shows
// everything that is wrong; the exit code is non-zero when any step fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const vitestCounts = (file) => () => {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
};
const jsonCounts = (file) => () => JSON.parse(readFileSync(file, 'utf8'));

/** The steps, in order. `counts` reads how many tests the step ran, for steps that run tests. */
const steps = [
  { name: 'type-check', command: [bin('tsc'), '-p', 'tsconfig.json'] },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'] },
  {
    name: 'unit',
    command: [bin('vitest'), 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/unit.json`],
    counts: vitestCounts(`${RESULTS}/unit.json`),
  },
  {
    name: 'backend',
    command: [bin('vitest'), 'run', '--project', 'backend', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/backend.json`],
    counts: vitestCounts(`${RESULTS}/backend.json`),
  },
  { name: 'chromium', command: ['node', 'tests/tools/ensure-chromium.mjs'] },
  {
    name: 'browser',
    needs: 'chromium',
    command: [bin('wtr'), '--config', 'web-test-runner.config.mjs'],
    counts: jsonCounts(`${RESULTS}/browser.json`),
  },
  {
    name: 'end-to-end',
    needs: 'chromium',
    command: [bin('vitest'), 'run', '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/e2e.json`],
    counts: vitestCounts(`${RESULTS}/e2e.json`),
  },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  {
    name: 'package',
    needs: 'build',
    command: [bin('vitest'), 'run', '--project', 'package', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/package.json`],
    counts: vitestCounts(`${RESULTS}/package.json`),
  },
  {
    name: 'manifest',
    // The build's analyser run wrote dist/custom-elements.json: compared, not analysed again.
    needs: 'build',
    command: ['node', 'tests/tools/check-manifest.mjs', 'dist/custom-elements.json'],
    counts: jsonCounts(`${RESULTS}/manifest.json`),
  },
  {
    name: 'fault table',
    command: ['node', 'tests/tools/fault-table.mjs', '--check'],
    counts: jsonCounts(`${RESULTS}/fault-table.json`),
  },
  {
    name: 'size budget',
    needs: 'build',
    command: ['node', 'tests/tools/size-budget.mjs', 'dist', `${RESULTS}/size.json`],
    counts: jsonCounts(`${RESULTS}/size.json`),
  },
];

const outcomes = new Map();
for (const step of steps) {
  if (step.needs && outcomes.get(step.needs)?.ok === false) {
    outcomes.set(step.name, { ok: false, note: `not run: ${step.needs} failed`, passed: 0, failed: 1 });
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  let counts = { passed: 0, failed: ok ? 0 : 1 };
  if (step.counts) {
    try {
      counts = step.counts();
      // A runner that failed without a failing test (crash, no file) still fails the step.
      if (!ok && counts.failed === 0) counts.failed = 1;
      if (ok && counts.passed === 0) throw new Error('no test ran');
    } catch (error) {
      counts = { passed: 0, failed: 1 };
      outcomes.set(step.name, { ok: false, note: `${seconds} s, ${error.message}`, ...counts });
      continue;
    }
  }
  outcomes.set(step.name, { ok: ok && counts.failed === 0, note: `${seconds} s`, ...counts });
}

console.log('\n━━ summary');
let passed = 0;
let failed = 0;
for (const [name, outcome] of outcomes) {
  passed += outcome.passed;
  failed += outcome.failed;
  const tests = outcome.passed || outcome.failed ? `${outcome.passed} passed, ${outcome.failed} failed` : '';
  console.log(`${outcome.ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(12)} ${tests.padEnd(24)} ${outcome.note}`);
}
console.log(`\ntotal: ${passed} passed, ${failed} failed`);
process.exit([...outcomes.values()].every((outcome) => outcome.ok) ? 0 : 1);
