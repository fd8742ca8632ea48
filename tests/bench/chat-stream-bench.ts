// Streaming a long chat answer (SPEC 4 "Chat" step 2): main-thread cost of the real chat (service,
// store throttled to animation frames, React components, markdown at the end) against a baseline
// that streams the same bytes through the same service into a plain <pre> (no React, no store).
// A script that prints figures, not a test. Run: npx tsx tests/bench/chat-stream-bench.ts
//
// It starts the demo on its own ports (its Vite dev server serves tests/bench/chat/index.html
// through /@fs/), and drives Debian's Chromium with playwright-core. In the page, `fetch` streams
// 20,000 tokens of ~5 characters in chunks of 50 tokens with a setTimeout(0) between chunks.
// Measured per run: main-thread busy time (CDP Performance.getMetrics TaskDuration: the sum of
// the renderer main thread's task durations), long tasks (PerformanceObserver 'longtask', > 50 ms)
// and wall time. React's development build is served, so absolute figures are higher than in the
// minified build; the comparison with the baseline in the same browser is the point.
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { backendPortsFrom, startDemo } from '../../demo/demo-server';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import type { BenchRun } from './chat/bench-page';

const ROUNDS = 3;
const TOKENS = 20_000;
const TOKENS_PER_CHUNK = 50;
const TIME_LIMIT_MS = 5 * 60_000;
const PAGE_PATH = `/@fs${fileURLToPath(new URL('./chat/index.html', import.meta.url))}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Measured extends BenchRun {
  /** Main-thread task time during the run, ms. */
  mainThreadMs: number;
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN;
}

async function measure(page: Page, cdp: CDPSession, mode: 'react' | 'pre'): Promise<Measured> {
  const before = await taskSeconds(cdp);
  const run = await page.evaluate((which) => window.benchRun(which), mode);
  const after = await taskSeconds(cdp);
  const expected = await page.evaluate(() => window.benchConfig.expectedLength);
  if (run.renderedLength !== expected) throw new Error(`${mode}: ${run.renderedLength} of ${expected} characters arrived`);
  return { ...run, mainThreadMs: (after - before) * 1000 };
}

async function main() {
  const demo = await startDemo({ port: 6283, backendPorts: backendPortsFrom(6411) });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--js-flags=--expose-gc'], headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(`${PAGE_PATH}?tokens=${TOKENS}&chunk=${TOKENS_PER_CHUNK}`, demo.url).href);
    await page.waitForFunction(() => window.benchReady, undefined, { timeout: 120_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });

    const check = await page.evaluate(() => window.benchCheckLongTasks());
    if (!check.some((duration) => duration >= 80)) throw new Error(`The long-task observer missed an 80 ms task (saw ${JSON.stringify(check)})`);

    // Warm-up (JIT, React's first renders, markdown-to-jsx), not counted.
    await measure(page, cdp, 'pre');
    await measure(page, cdp, 'react');
    const runs: Record<'react' | 'pre', Measured[]> = { react: [], pre: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.pre.push(await measure(page, cdp, 'pre'));
      runs.react.push(await measure(page, cdp, 'react'));
    }
    if (errors.length > 0) throw new Error(`The page failed: ${errors.join('; ')}`);

    const summary = (mode: 'react' | 'pre') => {
      const list = runs[mode];
      return {
        mainThread: median(list.map((run) => run.mainThreadMs)),
        perThousand: median(list.map((run) => (run.mainThreadMs / run.tokens) * 1000)),
        longTasks: median(list.map((run) => run.longTasks.length)),
        longTaskMs: median(list.map((run) => run.longTasks.reduce((sum, duration) => sum + duration, 0))),
        longest: median(list.map((run) => Math.max(0, ...run.longTasks))),
        wall: median(list.map((run) => run.wallMs)),
        updates: median(list.map((run) => run.storeUpdates)),
      };
    };
    const pre = summary('pre');
    const react = summary('react');
    const [first] = runs.react;
    console.log(
      `Chat streaming: ${TOKENS.toLocaleString('en')} tokens (${first?.bytes.toLocaleString('en')} bytes) in chunks of ${TOKENS_PER_CHUNK} tokens, setTimeout(0) between chunks.`,
    );
    console.log(`Chromium ${browser.version()}, demo Vite dev server (React development build); median of ${ROUNDS} runs each, after a warm-up.`);
    const rows = [
      ['renderer', 'main-thread ms', 'ms per 1,000 tokens', 'long tasks (>50 ms)', 'long-task ms', 'longest long task ms', 'wall ms', 'store updates'],
      ['plain <pre> textContent (baseline)', pre.mainThread.toFixed(1), pre.perThousand.toFixed(2), String(pre.longTasks), pre.longTaskMs.toFixed(1), pre.longest.toFixed(1), pre.wall.toFixed(0), '-'],
      [
        'chat: store + React + markdown',
        react.mainThread.toFixed(1),
        react.perThousand.toFixed(2),
        String(react.longTasks),
        react.longTaskMs.toFixed(1),
        react.longest.toFixed(1),
        react.wall.toFixed(0),
        String(react.updates),
      ],
      ['chat vs baseline', `${(react.mainThread / pre.mainThread).toFixed(2)}x`, `${(react.perThousand / pre.perThousand).toFixed(2)}x`, '', '', '', `${(react.wall / pre.wall).toFixed(2)}x`, ''],
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    const line = (row: string[]) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
    console.log(line(rows[0]!));
    console.log(`|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 2)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
    for (const row of rows.slice(1)) console.log(line(row));
  } finally {
    await browser.close();
    await demo.close();
  }
}

const watchdog = setTimeout(() => {
  console.error(`The benchmark did not finish within ${TIME_LIMIT_MS / 1000} s.`);
  process.exit(1);
}, TIME_LIMIT_MS);
watchdog.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
