// Benchmark of the "Switch account" dialog's search (SPEC 2.4): keystroke-to-rendered-list time
// with 1,000 and 100,000 accounts. A script that prints figures, not a test (DESIGN.md section 5).
//
//   node tests/bench/account-switcher-bench.mjs
//
// It starts a Vite dev server on a free port serving tests/bench/account-switcher/index.html,
// which mounts the dialog (open, in a shadow root) with N generated accounts. playwright-core
// drives Debian's Chromium: real key presses into the search field. The page measures each
// keystroke with performance.now(): from the input event (window, capture phase) to React's
// commit (a Profiler around the dialog) and to the next animation frame after that commit. The
// dev server serves React's development build, so the absolute figures are higher than in the
// minified build; the ratio between the two list sizes is the point.
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = '/tests/bench/account-switcher/index.html';
const SIZES = [1_000, 100_000];
/** Not measured: warms the JIT and React's first renders of the list. */
const WARM_UP = [...'nordic', ...Array(6).fill('Backspace')];
/** 30 measured keystrokes: a query narrowing letter by letter, widening back to empty, and a number. */
const KEYSTROKES = [...'golden toys', ...Array(11).fill('Backspace'), ...'19999', ...Array(3).fill('Backspace')];
const TIME_LIMIT_MS = 5 * 60_000;

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The value at fraction `p` of the sorted values (nearest rank). */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/** Presses the keys into the focused search field, each after the previous one was measured. */
async function pressAll(page, keys) {
  for (const key of keys) {
    const before = await page.evaluate(() => window.benchSamples.length);
    await page.keyboard.press(key);
    await page.waitForFunction((count) => window.benchSamples.length > count, before, { timeout: 30_000 });
    // Let the virtualizer's scroll reconciliation settle, as between a person's keystrokes.
    await page.waitForTimeout(40);
  }
}

async function measure(browser, baseUrl, size) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${baseUrl}${PAGE}?n=${size}`);
    await page.waitForFunction(() => window.benchReady, undefined, { timeout: 120_000 });
    const initialRows = await page.evaluate(() => document.getElementById('bench').shadowRoot.querySelectorAll('[role="option"]').length);
    await pressAll(page, WARM_UP);
    await page.evaluate(() => {
      window.benchSamples = [];
    });
    await pressAll(page, KEYSTROKES);
    const samples = await page.evaluate(() => window.benchSamples);
    if (errors.length > 0) throw new Error(`The page failed: ${errors.join('; ')}`);
    const commit = samples.map((sample) => sample.commitMs);
    const frame = samples.map((sample) => sample.frameMs);
    return {
      size,
      keystrokes: samples.length,
      commitMedian: percentile(commit, 0.5),
      commitP95: percentile(commit, 0.95),
      frameMedian: percentile(frame, 0.5),
      frameP95: percentile(frame, 0.95),
      maxRows: Math.max(initialRows, ...samples.map((sample) => sample.rows)),
    };
  } finally {
    await page.close();
  }
}

function printTable(results) {
  const [baseline] = results;
  const ms = (value) => value.toFixed(2);
  const ratio = (value, base) => `${(value / base).toFixed(2)}x`;
  const rows = [
    ['accounts', 'keystrokes', 'commit median ms', 'commit p95 ms', 'frame median ms', 'frame p95 ms', 'DOM rows (max)', 'frame median vs 1,000', 'frame p95 vs 1,000'],
    ...results.map((result) => [
      result.size.toLocaleString('en'),
      String(result.keystrokes),
      ms(result.commitMedian),
      ms(result.commitP95),
      ms(result.frameMedian),
      ms(result.frameP95),
      String(result.maxRows),
      result === baseline ? 'baseline' : ratio(result.frameMedian, baseline.frameMedian),
      result === baseline ? 'baseline' : ratio(result.frameP95, baseline.frameP95),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const row of rows.slice(1)) console.log(line(row));
}

async function main() {
  const port = await freePort();
  const vite = await createServer({
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    root: ROOT,
    // Its own dependency cache, so that it never re-optimises under a running test server.
    cacheDir: fileURLToPath(new URL('../../node_modules/.vite/account-switcher-bench', import.meta.url)),
    optimizeDeps: { entries: [PAGE.slice(1)], include: ['@tanstack/virtual-core', 'react-dom/client'] },
    server: { middlewareMode: false, host: '127.0.0.1', port, strictPort: true, hmr: false, ws: false },
    appType: 'mpa',
    logLevel: 'warn',
  });
  let browser;
  try {
    await vite.listen();
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    const baseUrl = `http://127.0.0.1:${port}`;
    const results = [];
    for (const size of SIZES) results.push(await measure(browser, baseUrl, size));
    console.log(`Account switcher search: keystroke (input event) to React commit and to the next animation frame.`);
    console.log(`Chromium ${browser.version()}, Vite dev server (React development build), ${KEYSTROKES.length} keystrokes per run.`);
    printTable(results);
  } finally {
    await browser?.close();
    await vite.close();
  }
}

const watchdog = setTimeout(() => {
  console.error(`The benchmark did not finish within ${TIME_LIMIT_MS / 1000} s.`);
  process.exit(1);
}, TIME_LIMIT_MS);
watchdog.unref();

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
