// A @web/test-runner reporter that writes how many tests passed and failed to a JSON file, so
// the test orchestrator can print one closing line for every layer, and how long each file took
// (`files`, slowest first: the seconds since the previous file ended, which is the file's own time
// while files run one at a time), to see where the suite's time goes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

function countTests(suite, counts, where = '') {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) {
      counts.passed += 1;
      counts.passedTests?.push(`${where}${test.name}`);
    } else {
      counts.failed += 1;
      counts.failedTests?.push(`${where}${test.name}`);
      counts.failures?.push(`${where}${test.name}: ${(test.error?.message ?? '').split('\n')[0].slice(0, 200)}`);
    }
  }
  for (const child of suite?.suites ?? []) countTests(child, counts, `${where}${child.name} > `);
}

/** Reporter that counts test results into `file` as {passed, failed, skipped, failures, failedFiles, files}. */
export function countingReporter(file) {
  const files = [];
  let lastEnd = Date.now();
  return {
    start({ startTime }) {
      lastEnd = startTime;
    },
    reportTestFileResults({ testFile, sessionsForTestFile }) {
      const now = Date.now();
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessionsForTestFile) countTests(session.testResults, counts);
      files.push({ file: relative(process.cwd(), testFile), seconds: Math.round((now - lastEnd) / 100) / 10, tests: counts.passed + counts.failed });
      lastEnd = now;
    },
    onTestRunFinished({ sessions }) {
      // failures: each failing test's file, name and first message line, for the run's summary;
      // failedFiles: each file with a failure, what else of it passed or was skipped, and the names
      // of its failed (`errors`: an error outside a test) and passed tests, for a run of those files
      // again and for telling which tests passed only then (tests/tools/run-tests.mjs).
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [], failedFiles: [] };
      for (const session of sessions) {
        const file = relative(process.cwd(), session.testFile);
        const own = { passed: 0, failed: 0, skipped: 0, failures: [], failedTests: [], passedTests: [] };
        countTests(session.testResults, own, `${file} > `);
        // A file that failed to load, threw outside a test or never finished has errors but no failed test.
        const errors = !session.passed && (session.errors?.length ?? 0) > 0;
        if (errors) {
          own.failed += 1;
          own.failures.push(`${file}: ${(session.errors[0]?.message ?? '').split('\n')[0].slice(0, 200)}`);
        }
        counts.passed += own.passed;
        counts.failed += own.failed;
        counts.skipped += own.skipped;
        counts.failures.push(...own.failures);
        if (own.failed > 0) {
          counts.failedFiles.push({ file, passed: own.passed, skipped: own.skipped, errors, failedTests: own.failedTests, passedTests: own.passedTests, failures: own.failures });
        }
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ ...counts, files: files.sort((a, b) => b.seconds - a.seconds) }, null, 1));
    },
  };
}
