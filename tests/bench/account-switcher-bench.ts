// Benchmark of the "Switch account" dialog's search: keystroke to rendered list with
// 1,000 accounts (the baseline) and 100,000 accounts. A script that prints figures, not a test.
//
//   npx tsx tests/bench/account-switcher-bench.ts
//
// It builds tests/bench/account-switcher/index.html for production (minified, React's production
// build) and serves it on port 7500; the page mounts the dialog (open, in a shadow root) with N
// generated accounts. playwright-core drives Debian's Chromium: real key presses into the search
// field. The page times each keystroke with performance.now(): from the input event (window,
// capture phase) to React's commit (the developer-tools commit hook, which the production build
// calls) and to the next animation frame after that commit.
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serveProductionBuild } from '../../demo/production-build';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import type { KeystrokeSample } from './account-switcher/bench-page';
import { runBenchScript } from './bench-script';
import { ms, ratio, type BenchRow } from './bench-table';

const PAGE_ROOT = fileURLToPath(new URL('./account-switcher/', import.meta.url));
const PORT = 7500;
const BASELINE_SIZE = 1_000;
const LARGE_SIZE = 100_000;
/** One frame at 60 Hz: the target for the 100,000-account median. */
const FRAME_BUDGET_MS = 16;
/** Not measured: warms the JIT and React's first renders of the list. */
const WARM_UP = [...'nordic', ...Array<string>(6).fill('Backspace')];
/** 30 measured keystrokes: a query narrowing letter by letter, widening back to empty, and a number. */
const KEYSTROKES = [...'golden toys', ...Array<string>(11).fill('Backspace'), ...'19999', ...Array<string>(3).fill('Backspace')];
const TIME_LIMIT_MS = 5 * 60_000;

interface SizeResult {
  size: number;
  keystrokes: number;
  commitMedian: number;
  frameMedian: number;
  frameP95: number;
  maxRows: number;
}

/** The value at fraction `p` of the sorted values (nearest rank). */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

/** Presses the keys into the focused search field, each after the previous one was measured. */
async function pressAll(page: Page, keys: readonly string[]) {
  for (const key of keys) {
    const before = await page.evaluate(() => window.benchSamples.length);
    await page.keyboard.press(key);
    await page.waitForFunction((count) => window.benchSamples.length > count, before, { timeout: 30_000 });
    // Let the virtualizer's scroll reconciliation settle, as between a person's keystrokes.
    await page.waitForTimeout(40);
  }
}

async function measure(browser: Browser, baseUrl: string, size: number): Promise<SizeResult> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${baseUrl}?n=${size}`);
    await page.waitForFunction(() => window.benchReady, undefined, { timeout: 120_000 });
    const initialRows = await page.evaluate(() => document.getElementById('bench')!.shadowRoot!.querySelectorAll('[role="option"]').length);
    await pressAll(page, WARM_UP);
    await page.evaluate(() => {
      window.benchSamples = [];
    });
    await pressAll(page, KEYSTROKES);
    const samples: KeystrokeSample[] = await page.evaluate(() => window.benchSamples);
    if (errors.length > 0) throw new Error(`The page failed: ${errors.join('; ')}`);
    // The search must really have run: "golden toys" narrows the list, "19999" finds account ids.
    if (!samples.some((sample) => sample.matches > 0 && sample.matches < size)) throw new Error(`${size} accounts: no keystroke narrowed the list`);
    const frame = samples.map((sample) => sample.frameMs);
    return {
      size,
      keystrokes: samples.length,
      commitMedian: percentile(samples.map((sample) => sample.commitMs), 0.5),
      frameMedian: percentile(frame, 0.5),
      frameP95: percentile(frame, 0.95),
      maxRows: Math.max(initialRows, ...samples.map((sample) => sample.rows)),
    };
  } finally {
    await page.close();
  }
}

void runBenchScript(
  `Account switcher search: ${KEYSTROKES.length} real key presses per list size, production build, Debian Chromium.`,
  TIME_LIMIT_MS,
  async () => {
  const served = await serveProductionBuild({ root: PAGE_ROOT, pages: ['index.html'] }, PORT);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    const base = await measure(browser, served.url, BASELINE_SIZE);
    const large = await measure(browser, served.url, LARGE_SIZE);
    const group = 'Account switcher';
    const of = (result: SizeResult) => `${result.size.toLocaleString('en')} accounts`;
    const rows: BenchRow[] = [
      {
        group,
        measure: `keystroke to rendered list (input event to next frame after commit), median of ${large.keystrokes}, ${of(large)}`,
        value: ms(large.frameMedian),
        baseline: `${of(base)} ${ms(base.frameMedian)}`,
        ratio: ratio(large.frameMedian, base.frameMedian),
        target: `≤ ${FRAME_BUDGET_MS} ms`,
        meets: large.frameMedian <= FRAME_BUDGET_MS,
      },
      {
        group,
        measure: `keystroke to rendered list, p95 of ${large.keystrokes}, ${of(large)}`,
        value: ms(large.frameP95),
        baseline: `${of(base)} ${ms(base.frameP95)}`,
        ratio: ratio(large.frameP95, base.frameP95),
      },
      {
        group,
        measure: `keystroke to React commit, median, ${of(large)}`,
        value: ms(large.commitMedian),
        baseline: `${of(base)} ${ms(base.commitMedian)}`,
        ratio: ratio(large.commitMedian, base.commitMedian),
      },
      {
        group,
        measure: `DOM rows (most at once), ${of(large)}`,
        value: String(large.maxRows),
        baseline: `${of(base)} ${base.maxRows}`,
        ratio: ratio(large.maxRows, base.maxRows),
      },
    ];
    return rows;
  } finally {
    await browser?.close();
    await served.close();
  }
  },
);
