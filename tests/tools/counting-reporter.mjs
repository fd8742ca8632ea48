// A @web/test-runner reporter that writes how many tests passed and failed to a JSON file, so
// the test orchestrator can print one closing line for every layer, and how long each file took
// (`files`, slowest first: the seconds since the previous file ended, which is the file's own time
// while files run one at a time), to see where the suite's time goes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

function countTests(suite, counts) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite?.suites ?? []) countTests(child, counts);
}

/** Reporter that counts test results into `file` as {passed, failed, skipped, files}. */
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
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        countTests(session.testResults, counts);
        // A file that failed to load or threw outside a test has errors but no failed test.
        if (!session.passed && (session.errors?.length ?? 0) > 0) counts.failed += 1;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ ...counts, files: files.sort((a, b) => b.seconds - a.seconds) }, null, 1));
    },
  };
}
