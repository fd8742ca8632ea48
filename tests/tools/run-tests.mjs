// `npm test`: every check of the project, one summary and one closing line at the end.
// Once the browser engines are there (Debian's Chromium, Firefox ESR, WebKitGTK's WebDriver and
// Xvfb: installed when missing), three lanes run side by side, the steps of a lane one after another:
// - end-to-end (started first), with the journeys in each engine, which the summary counts and
//   times on lines of their own, then every element's own tests in WebKit;
// - the browser suite in Chromium, then every element's own tests in Firefox;
// - type-check, lint, unit, backend, fault table, build, then what reads the build (the packed
//   package in fresh consumer apps, manifest, size budget).
// The lanes need some 900 core-seconds in all (tests/README.md, "The lanes of npm test"): on two
// cores a run gets faster with less work, not with more at once. They share nothing (each suite takes free ports, the browser
// suite's engines one Vite cache, which Chromium's run fills before the others start, and only the
// build writes dist/). Each step's output is printed in one piece when it ends. Every step runs even
// when another one fails, so one run shows everything that is wrong; the exit code is non-zero
// when any step fails. `TEST_SERIAL=1` runs the lanes one after another instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const CACHE = 'node_modules/.cache/portal-shell';
/**
 * The counts of a vitest JSON report's test files that `belongs` accepts (by path), and the time
 * from the first of them starting to the last ending.
 */
const vitestCounts =
  (file, belongs = () => true) =>
  () => {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const files = report.testResults.filter((result) => belongs(result.name));
    const count = (status) => files.reduce((sum, result) => sum + result.assertionResults.filter((test) => test.status === status).length, 0);
    // The failing tests' names and first message line go into the summary, so the last lines of a
    // run's output (all a CI page may keep) say what failed.
    const failures = files.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}: ${gist(test.failureMessages[0])}`)
      .concat(file.status === 'failed' && file.assertionResults.length === 0 ? [`${file.name}: ${firstLine(file.message)}`] : []),
    );
    // A test that passed on its retry keeps the first attempt's error: named in the summary and
    // counted on the closing lines' own line (below), never silent.
    const retried = files.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
        .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}: ${gist(test.failureMessages[0])}`),
    );
    const failedFiles = files.filter((result) => result.status === 'failed' && result.assertionResults.length === 0).length;
    const seconds = files.length === 0 ? 0 : (Math.max(...files.map((result) => result.endTime)) - Math.min(...files.map((result) => result.startTime))) / 1000;
    return {
      passed: count('passed'),
      failed: count('failed') + failedFiles,
      skipped: count('pending') + count('todo') + count('skipped'),
      failures,
      retried,
      seconds,
    };
  };
const firstLine = (text = '') => text.split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';
// A browser wait's first line ("Timeout 30000ms exceeded") does not say what it waited for: the
// call log's "waiting for" line and the test file's line of the failing call do.
const gist = (raw = '') => {
  // eslint-disable-next-line no-control-regex -- the call log's lines come with terminal colours
  const text = raw.replace(/\u001b\[[0-9;]*m/g, '');
  const waited = text.split('\n').find((line) => /^\s*-\s*waiting for /.test(line))?.trim().replace(/^-\s*/, '').slice(0, 200);
  const frame = text.split('\n').find((line) => /^\s*at /.test(line) && !line.includes('node_modules') && /\btests\//.test(line));
  const at = frame && /\b(tests\/[^\s():]+:\d+):\d+/.exec(frame)?.[1];
  // The end-to-end harness adds what the page showed when a test failed (tests/e2e/browser.ts).
  const shown = text.split('\n').find((line) => line.startsWith('page at failure: '))?.slice(0, 1200);
  return [firstLine(text), waited, at && `at ${at}`, shown].filter(Boolean).join(' · ');
};
const jsonCounts = (file) => () => {
  const { passed, failed, skipped, failures } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed, failed, skipped, failures };
};
/** A vitest run of `project` (a name or a wildcard), its report in test-results/<file>.json. */
const vitestStep = (name, project, belongs, file = project) => ({
  name,
  command: [bin('vitest'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/${file}.json`],
  counts: vitestCounts(`${RESULTS}/${file}.json`, belongs),
});

/**
 * The counts of a browser run whose failed files ran once more (`again`, when it did): those files
 * count as their second run did, except that what failed only the first time (a test that passed
 * the second time, a file's error outside a test that did not come back) is named as retried and
 * counted on the closing lines' own line (below), whatever else still fails.
 */
const browserCounts = (first, again) => () => {
  // A run that died wrote no report, and ran whole once more (browserStep): counted as that run, and
  // named as retried, since the first run's fault is a defect to find.
  if (!existsSync(first)) {
    const second = JSON.parse(readFileSync(again, 'utf8'));
    const crash = `${first}: the run ended without its report (its output says why), so every file ran once more`;
    return { passed: second.passed, failed: second.failed, skipped: second.skipped, failures: second.failures, retried: [crash] };
  }
  const report = JSON.parse(readFileSync(first, 'utf8'));
  if (!existsSync(again)) return { passed: report.passed, failed: report.failed, skipped: report.skipped, failures: report.failures };
  const second = JSON.parse(readFileSync(again, 'utf8'));
  const sum = (key) => report.failedFiles.reduce((total, file) => total + file[key], 0);
  // A file missing from the second run's failed files had no failure there.
  const secondOf = new Map(second.failedFiles.map((file) => [file.file, file]));
  const retriedTests = [];
  const retriedErrors = [];
  for (const file of report.failedFiles) {
    const then = secondOf.get(file.file);
    // `failures` lists the failed tests in `failedTests`' order, then the file's error, if any.
    file.failedTests.forEach((name, index) => {
      if (then === undefined || then.passedTests.includes(name)) retriedTests.push(file.failures[index]);
    });
    if (file.errors && !then?.errors) retriedErrors.push(file.failures.at(-1));
  }
  return {
    passed: report.passed - sum('passed') + second.passed,
    failed: second.failed,
    skipped: report.skipped - sum('skipped') + second.skipped,
    failures: second.failures,
    retried: [...retriedTests, ...retriedErrors],
  };
};

/**
 * The browser suite in one engine (web-test-runner.config.mjs), counted on its own. Its files with
 * a failure (a failed test, an error outside one, a file that never finished) run once more, as
 * the end-to-end tests do: three engines' drivers share two cores with the other lanes. A run that
 * ended without its report (the runner stopped on an error of its own) runs whole once more.
 */
const browserStep = (engine) => {
  const command = [bin('wtr'), '--config', 'web-test-runner.config.mjs'];
  const first = `${RESULTS}/browser-${engine}.json`;
  const again = `${RESULTS}/browser-${engine}-again.json`;
  return {
    name: `browser ${engine}`,
    needs: 'engines',
    command,
    env: { BROWSER_ENGINE: engine },
    again: () => {
      const env = { BROWSER_ENGINE: engine, BROWSER_RESULTS: again };
      if (!existsSync(first)) return { command, env };
      const files = JSON.parse(readFileSync(first, 'utf8')).failedFiles ?? [];
      return files.length === 0 ? null : { command: [...command, '--files', ...files.map(({ file }) => file)], env };
    },
    counts: browserCounts(first, again),
  };
};

/** The end-to-end journeys of each engine (tests/e2e/engines/journeys.ts): a file each, in the end-to-end run. */
const ENGINES = ['chromium', 'firefox', 'webkit'];
const journeyFile = (engine) => (path) => path.endsWith(`/tests/e2e/journeys-${engine}.test.ts`);
const isJourneyFile = (path) => ENGINES.some((engine) => journeyFile(engine)(path));

/**
 * The lanes and their steps, in order (the summary keeps this order). `counts` reads how many tests
 * the step ran, for steps that run tests; `needs` names a step that must pass first (of the same
 * lane, or of the first lane, which runs before the others).
 */
const lanes = [
  // Before the lanes: the browser engines (Debian's packages, installed when missing).
  [{ name: 'engines', command: ['node', 'tests/tools/ensure-engines.mjs'] }],
  // Two end-to-end files at once beside the other lanes (three when the suite runs alone). The
  // journeys share the run's demo; the summary counts them per engine, apart from the rest.
  [
    {
      ...vitestStep('end-to-end', 'e2e', (path) => !isJourneyFile(path)),
      needs: 'engines',
      env: { E2E_WORKERS: '2', TEST_RETRY: '1' },
      parts: ENGINES.map((engine) => ({ name: `journeys ${engine}`, counts: vitestCounts(`${RESULTS}/e2e.json`, journeyFile(engine)) })),
    },
    // Every element's own tests in WebKit, once the end-to-end suite is done (beside Firefox's): with
    // all three engines' runs in the browser lane, it ended last, while the machine had a core to
    // spare after the other two lanes ended (tests/README.md, "The lanes of npm test"). Its Vite reads
    // the dependency cache Chromium's run wrote: it starts once that run has ended.
    { ...browserStep('webkit'), after: 'browser chromium' },
  ],
  // The browser suite in Chromium, then every element's own tests in Firefox. Beside Chromium's in a
  // lane of their own, Firefox's and WebKit's pointer tests missed hovers (tests/README.md).
  [browserStep('chromium'), browserStep('firefox')],
  [
    // TypeScript 7, the native compiler (typescript-7; `typescript` stays 6 for the tools that need
    // its JavaScript API): it keeps what it found under node_modules/.cache (which `npm ci` empties),
    // so a second run checks again only what changed. oxlint needs no cache (tests/README.md).
    { name: 'type-check', command: ['node', 'node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsconfig.tsbuildinfo`] },
    { name: 'lint', command: [bin('oxlint'), '-c', 'oxlint.config.mjs', '--max-warnings', '0'] },
    // In a zone other than UTC: the unit tests' worker threads cannot change theirs, and no result
    // may depend on the machine's zone.
    // Both unit projects, each sharing its workers (the stores' files each started afresh).
    { ...vitestStep('unit', 'unit*', undefined, 'unit'), env: { TZ: 'America/New_York' } },
    vitestStep('backend', 'backend'),
    { name: 'fault table', command: ['node', 'tests/tools/fault-table.mjs', '--check'], counts: jsonCounts(`${RESULTS}/fault-table.json`) },
    { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
    { ...vitestStep('package', 'package'), needs: 'build', env: { TEST_RETRY: '1' } },
    // The build's analyser run wrote dist/custom-elements.json: compared, not analysed again.
    { name: 'manifest', needs: 'build', command: ['node', 'tests/tools/check-manifest.mjs', 'dist/custom-elements.json'], counts: jsonCounts(`${RESULTS}/manifest.json`) },
    { name: 'size budget', needs: 'build', command: ['node', 'tests/tools/size-budget.mjs', 'dist', `${RESULTS}/size.json`], counts: jsonCounts(`${RESULTS}/size.json`) },
  ],
];

const outcomes = new Map();
/**
 * What WebKit's runs print when WebKitWebDriver did not answer and was replaced: the journeys when
 * it started no session in time (tests/e2e/engines/webkit.ts), the browser suite when it left a
 * command unanswered, a test page's load or one of a test (tests/tools/webkit-launcher.mjs).
 * Counted in the summary beside the retries, as the engine's stall it is, so that it is seen.
 */
const DRIVER_RESTARTS = /webkit: WebKitWebDriver (started no session|left a command unanswered)/g;
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;

/** Runs one step, its output (stdout and stderr) kept and printed in one piece when it ends. */
function runStep(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), { env: { ...process.env, FORCE_COLOR: '0', ...step.env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString() }));
  });
}

/** The seconds a part's files took, for the summary ('?' without a report). */
function partSeconds(part) {
  try {
    return part.counts().seconds.toFixed(1);
  } catch {
    return '?';
  }
}

/** Counts a finished step's tests; a step that ran no test, or failed without a failing test, fails. */
function outcomeOf(step, ok, seconds) {
  if (!step.counts) return { ok, note: `${seconds} s`, passed: 0, failed: ok ? 0 : 1 };
  try {
    const counts = step.counts();
    // A runner that failed without a failing test (crash, no file) still fails the step.
    if (!ok && counts.failed === 0) {
      counts.failed = 1;
      // Vitest fails a run on an unhandled error with every test passed: the summary says where to look.
      counts.failures = [...(counts.failures ?? []), 'the runner failed with no failing test: an unhandled error or a crash, in its output above'];
    }
    if (ok && counts.passed === 0) throw new Error('no test ran');
    return { ok: ok && counts.failed === 0, note: `${seconds} s`, ...counts };
  } catch (error) {
    return { ok: false, note: `${seconds} s, ${error.message}`, passed: 0, failed: 1 };
  }
}

/** What a failed step runs once more, if it runs anything again (a step's `again`; none when its report is missing). */
function againOf(step) {
  try {
    return step.again?.() ?? null;
  } catch {
    return null;
  }
}

/** A step's end, which a step of another lane may wait for (`after`): resolved once it ended or was skipped. */
const ends = new Map();
const endOf = (name) => {
  if (!ends.has(name)) {
    let reached;
    const promise = new Promise((resolve) => (reached = resolve));
    ends.set(name, { promise, reached });
  }
  return ends.get(name);
};

async function runLane(steps) {
  for (const step of steps) {
    // One lane after another (TEST_SERIAL), a step of a later lane has not run yet: nothing to wait for.
    if (step.after && process.env.TEST_SERIAL !== '1') await endOf(step.after).promise;
    await runOneStep(step);
    endOf(step.name).reached();
  }
}

/** Runs one step (once more for what failed, when it says so) and keeps its outcome. */
async function runOneStep(step) {
  if (step.needs && outcomes.get(step.needs)?.ok === false) {
    for (const { name } of [step, ...(step.parts ?? [])]) outcomes.set(name, { ok: false, note: `not run: ${step.needs} failed`, passed: 0, failed: 1 });
    return;
  }
  console.log(`${clock()}  ▶ ${step.name}`);
  const stepStarted = Date.now();
  let { status, output } = await runStep(step);
  const again = status === 0 ? null : againOf(step);
  if (again) {
    const second = await runStep({ ...step, ...again });
    status = second.status;
    output = `${output}\n━━ ${step.name}, once more for what failed: ${again.command.join(' ')}\n${second.output}`;
  }
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  // A part is judged by its own tests, and its time is its files' (they ran inside the step,
  // beside its other files); the step's failing exit is the rest's when no part's test failed.
  const parts = (step.parts ?? []).map((part) => [part.name, outcomeOf(part, true, partSeconds(part))]);
  for (const [name, partOutcome] of parts) outcomes.set(name, partOutcome);
  const outcome = outcomeOf(step, status === 0 || parts.some(([, partOutcome]) => partOutcome.failed > 0), seconds);
  outcome.driverRestarts = output.match(DRIVER_RESTARTS)?.length ?? 0;
  outcomes.set(step.name, outcome);
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')} (${seconds} s, ended at ${clock().trim()})`);
  process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
}

const [first, ...rest] = lanes;
await runLane(first);
if (process.env.TEST_SERIAL === '1') {
  for (const lane of rest) await runLane(lane);
} else {
  await Promise.all(rest.map(runLane));
}

console.log(`\n━━ summary (${clock().trim()} in all)`);
let passed = 0;
let failed = 0;
let retried = 0;
let driverRestarts = 0;
for (const step of lanes.flat().flatMap((step) => [step, ...(step.parts ?? [])])) {
  const outcome = outcomes.get(step.name);
  passed += outcome.passed;
  failed += outcome.failed;
  retried += outcome.retried?.length ?? 0;
  driverRestarts += outcome.driverRestarts ?? 0;
  const tests = outcome.passed || outcome.failed ? `${outcome.passed} passed, ${outcome.failed} failed` : '';
  console.log(`${outcome.ok ? 'ok  ' : 'FAIL'}  ${step.name.padEnd(17)} ${tests.padEnd(24)} ${outcome.note}`);
  for (const failure of outcome.failures ?? []) console.log(`        ✗ ${failure}`);
  for (const retry of outcome.retried ?? []) console.log(`        ↻ passed on its retry: ${retry}`);
  if (outcome.driverRestarts) console.log(`        ⟳ WebKit's driver replaced ${outcome.driverRestarts} time(s): a session start or a command unanswered (its output names the driver's log)`);
}
// A test that passed only on its retry is named in its step (↻) and counted in the closing line,
// after the shape CI reads ("total: N passed, M failed"): it passed, and it is a defect to mend.
// Counted as failed, one hang of WebKit's WebDriver in a run (seen on a quiet machine, on files
// that pass alone) would fail the run for the engine's sake (tests/README.md).
if (driverRestarts > 0) console.log(`\ndriver restarts: ${driverRestarts} (WebKit's WebDriver left a session start or a command unanswered)`);
console.log(`\ntotal: ${passed} passed, ${failed} failed, ${retried} of the passed only on a retry`);
process.exit([...outcomes.values()].every((outcome) => outcome.ok) ? 0 : 1);
