// What every bench script does around its measurements (the convention of `npm run bench`):
// a watchdog time limit, the table printed, the rows written to $BENCH_JSON, and its own exit.
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { backendPortsFrom, startDemo, type RunningDemo } from '../../demo/demo-server';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import { formatBenchTable, type BenchRow } from './bench-table';

/**
 * Runs a bench script's measurements under a time limit, prints its heading and table, writes
 * the rows as JSON to the file named by BENCH_JSON (if set) and exits: 0 when every target is met,
 * 1 when one is missed or the measuring failed, 2 when the time limit struck.
 */
export async function runBenchScript(heading: string, timeLimitMs: number, measure: () => Promise<BenchRow[]>): Promise<never> {
  const watchdog = setTimeout(() => {
    console.error(`${heading}: stopped after the ${Math.round(timeLimitMs / 1000)} s time limit.`);
    process.exit(2);
  }, timeLimitMs);
  try {
    const rows = await measure();
    clearTimeout(watchdog);
    console.log(`${heading}\n\n${formatBenchTable(rows)}\n`);
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
