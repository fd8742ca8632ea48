// Streaming a long chat answer: main-thread cost of the real chat (service,
// store throttled to animation frames, React components, markdown of the tail each frame) against a baseline
// that streams the same bytes through the same service into a plain <pre> (no React, no store).
// A script that prints figures, not a test. Run: npx tsx tests/bench/chat-stream-bench.ts
//
// It builds tests/bench/chat/index.html for production (minified, React's production build),
// serves it on port 7501, and drives Debian's Chromium with playwright-core. In the page, `fetch`
// streams 20,000 tokens of ~5 characters in chunks of 50 tokens with a setTimeout(0) between
// chunks. Measured per run: main-thread busy time (CDP Performance.getMetrics TaskDuration: the
// sum of the renderer main thread's task durations), long tasks (PerformanceObserver 'longtask',
// > 50 ms) and wall time; the median of 3 runs of each, alternating, after a warm-up of each.
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { serveProductionBuild } from '../../demo/production-build';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import { runBenchScript } from './bench-script';
import { median, ms, ratio, type BenchRow } from './bench-table';
import type { BenchRun } from './chat/bench-page';

const ROUNDS = 3;
const TOKENS = 20_000;
const TOKENS_PER_CHUNK = 50;
const PORT = 7501;
const TIME_LIMIT_MS = 5 * 60_000;
const PAGE_ROOT = fileURLToPath(new URL('./chat/', import.meta.url));

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

void runBenchScript(
  `Chat streaming: ${TOKENS.toLocaleString('en')} tokens in chunks of ${TOKENS_PER_CHUNK}, production build, Debian Chromium; median of ${ROUNDS} runs each after a warm-up.`,
  TIME_LIMIT_MS,
  async () => {
    const served = await serveProductionBuild({ root: PAGE_ROOT, pages: ['index.html'] }, PORT);
    let browser: Browser | undefined;
    try {
      browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--js-flags=--expose-gc'], headless: true });
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${served.url}?tokens=${TOKENS}&chunk=${TOKENS_PER_CHUNK}`);
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
          perThousand: median(list.map((run) => (run.mainThreadMs / run.tokens) * 1000)),
          longTasks: median(list.map((run) => run.longTasks.length)),
          longest: median(list.map((run) => Math.max(0, ...run.longTasks))),
          wall: median(list.map((run) => run.wallMs)),
        };
      };
      const pre = summary('pre');
      const chat = summary('react');
      const group = 'Chat streaming';
      const rows: BenchRow[] = [
        {
          group,
          measure: 'main-thread time per 1,000 streamed tokens (store, React, markdown of the tail each frame)',
          value: ms(chat.perThousand),
          baseline: `plain <pre> ${ms(pre.perThousand)}`,
          ratio: ratio(chat.perThousand, pre.perThousand),
        },
        {
          group,
          measure: `long tasks (> 50 ms) in a ${TOKENS.toLocaleString('en')}-token answer, longest`,
          value: `${chat.longTasks}, ${ms(chat.longest)}`,
          baseline: `plain <pre> ${pre.longTasks}, ${ms(pre.longest)}`,
        },
        {
          group,
          measure: `wall time of a ${TOKENS.toLocaleString('en')}-token answer`,
          value: ms(chat.wall),
          baseline: `plain <pre> ${ms(pre.wall)}`,
          ratio: ratio(chat.wall, pre.wall),
        },
      ];
      return rows;
    } finally {
      await browser?.close();
      await served.close();
    }
  },
);
