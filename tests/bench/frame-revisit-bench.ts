// Area switching (issue 6): click to area shown, first visit against revisit, and how often the
// frame reloads on a revisit; plus the client SDK's gzipped size. Prints a table; exits by itself.
// Run: npx tsx tests/bench/frame-revisit-bench.ts
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { backendPortsFrom, startDemo } from '../../demo/demo-server';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';

const ROUNDS = 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const demo = await startDemo({ port: 6273, backendPorts: backendPortsFrom(6401) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

async function signedInPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(demo.url);
  await page.getByRole('button', { name: /Cora Customer/ }).click();
  await page.waitForURL((url) => url.origin === new URL(demo.url).origin);
  await page.locator('portal-shell').getByRole('button', { name: 'Keep sidebar open' }).click();
  await page.locator('portal-shell').getByRole('button', { name: 'Analytics & Insights' }).click();
  return page;
}

/** Clicks a sidebar link and measures, in the page, until the area's frame is on screen and ready. */
async function timeToArea(page: Page, linkName: string, prefix: string): Promise<number> {
  const shell = page.locator('portal-shell');
  const started = await page.evaluate(() => performance.now());
  await shell.getByRole('link', { name: linkName }).click();
  await shell.locator(`.app-frame[data-app-prefix="${prefix}"][data-state="ready"]:not([hidden])`).waitFor();
  return (await page.evaluate(() => performance.now())) - started;
}

const first: number[] = [];
const revisit: number[] = [];
let reloads = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  const page = await signedInPage();
  first.push(await timeToArea(page, 'Account Dashboard', 'dash'));
  const frame = page.frameLocator('portal-shell .app-frame[data-app-prefix="dash"] iframe');
  await frame.locator('body').evaluate(() => ((window as unknown as { visit: number }).visit = 1));
  await page.locator('portal-shell').getByRole('link', { name: 'Portal home' }).click();
  await page.locator('portal-shell [part="home"]').waitFor();
  revisit.push(await timeToArea(page, 'Account Dashboard', 'dash'));
  const kept = await frame.locator('body').evaluate(() => (window as unknown as { visit?: number }).visit === 1);
  if (!kept) reloads += 1;
  await page.close();
}
await browser.close();
await demo.close();

if (!existsSync('dist/client.js')) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'ignore' });
const sdkBytes = gzipSync(readFileSync('dist/client.js'), { level: 9 }).length;

console.log(`Area switch, ${ROUNDS} rounds, Debian Chromium, demo (Vite dev server) against the local backend.`);
console.log('| measure | median ms | vs first visit |');
console.log('|---|---:|---:|');
console.log(`| first visit: click to area ready | ${median(first).toFixed(1)} | baseline |`);
console.log(`| revisit: click to area shown | ${median(revisit).toFixed(1)} | ${(median(revisit) / median(first)).toFixed(2)}x |`);
console.log(`| frame reloads on revisit | ${reloads} of ${ROUNDS} | |`);
console.log(`| client.js (SDK), gzip -9 | ${sdkBytes} B | budget 2,048 B |`);
process.exit(0);
