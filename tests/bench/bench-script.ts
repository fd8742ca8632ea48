// What every bench script does around its measurements (the convention of `npm run bench`):
// a watchdog time limit, the table printed, the rows written to $BENCH_JSON, and its own exit.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { backendPortsFrom, startDemo, type RunningDemo } from '../../demo/demo-server';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import { formatBenchTable, type BenchRow } from './bench-table';

/** The machine's load averages over 1, 5 and 15 minutes, e.g. "0.45 / 0.80 / 1.10". */
export const loadAverage = () => loadavg().map((load) => load.toFixed(2)).join(' / ');

/**
 * Runs a bench script's measurements under a time limit, prints its heading (given, or made once
 * the measuring is done) and table, writes the rows as JSON to the file named by BENCH_JSON (if
 * set) and exits: 0 when every target is met, 1 when one is missed or the measuring failed, 2
 * when the time limit struck.
 */
export async function runBenchScript(headingOrMake: string | (() => string), timeLimitMs: number, measure: () => Promise<BenchRow[]>): Promise<never> {
  const heading = typeof headingOrMake === 'string' ? headingOrMake : 'bench';
  const watchdog = setTimeout(() => {
    console.error(`${heading}: stopped after the ${Math.round(timeLimitMs / 1000)} s time limit.`);
    process.exit(2);
  }, timeLimitMs);
  try {
    const rows = await measure();
    clearTimeout(watchdog);
    const done = typeof headingOrMake === 'string' ? heading : headingOrMake();
    console.log(`${done}\n\n${formatBenchTable(rows)}\n`);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
    process.exit(rows.some((row) => row.meets === false) ? 1 : 0);
  } catch (error) {
    console.error(`${heading}: failed.`, error);
    process.exit(1);
  }
}

/**
 * Starts the demo built for production (portal on `port`, backend from `backendFrom`) and Debian's
 * Chromium, runs `measure` with both, and closes them whatever happens.
 */
export async function withProductionDemo<T>(port: number, backendFrom: number, measure: (demo: RunningDemo, browser: Browser) => Promise<T>): Promise<T> {
  const demo = await startDemo({ port, backendPorts: backendPortsFrom(backendFrom), build: 'production' });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    return await measure(demo, browser);
  } finally {
    await browser?.close();
    await demo.close();
  }
}
