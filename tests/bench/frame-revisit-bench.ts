// Area switching: click to area shown, first visit against revisit, and how often the
// frame reloads on a revisit. A script that prints figures, not a test.
// Run: npx tsx tests/bench/frame-revisit-bench.ts
//
// It starts the demo built for production (startDemo build: 'production') on port 7373 with its
// backend from port 7401, and drives Debian's Chromium with playwright-core. Each round is a new
// page: sign in as Cora Customer, open "Account Dashboard" (first visit: click to the area's frame
// ready and shown), go to "Portal home", open it again (revisit: click to shown). The page times
// it: from the click (window, capture phase) to the DOM change that shows the ready frame, plus
// the next animation frame. A reload is a revisit during which a document loaded into a frame of
// the apps origin, or after which the frame's window lost a marker set in it.
import type { Browser, Page } from 'playwright-core';
import { runBenchScript, withProductionDemo } from './bench-script';
import { median, ms, ratio, type BenchRow } from './bench-table';

const ROUNDS = 10;
const PORT = 7373;
const BACKEND_FROM = 7401;
const TIME_LIMIT_MS = 5 * 60_000;

declare global {
  interface Window {
    benchAreaShown?: Promise<number>;
  }
}

async function signedInPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.getByRole('button', { name: /Cora Customer/ }).click();
  await page.waitForURL((current) => current.origin === new URL(url).origin);
  await page.locator('portal-shell').getByRole('button', { name: 'Keep sidebar open' }).click();
  await page.locator('portal-shell').getByRole('button', { name: 'Analytics & Insights' }).click();
  return page;
}

/** Clicks a sidebar link; the page measures from the click until the area's ready frame is shown. */
async function timeToArea(page: Page, linkName: string, prefix: string): Promise<number> {
  // No named functions in here: tsx would wrap them in a helper that the page does not have.
  await page.evaluate((appPrefix) => {
    const root = document.querySelector('portal-shell')!.shadowRoot!;
    const frameShown = `.app-frames:not([hidden]) .app-frame[data-app-prefix="${appPrefix}"][data-state="ready"]:not([hidden])`;
    window.benchAreaShown = new Promise<number>((resolve) => {
      window.addEventListener(
        'click',
        () => {
          const clicked = performance.now();
          const observer = new MutationObserver(() => {
            if (root.querySelector(frameShown) === null) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - clicked));
          });
          observer.observe(root, { subtree: true, childList: true, attributes: true });
        },
        { capture: true, once: true },
      );
    });
  }, prefix);
  await page.locator('portal-shell').getByRole('link', { name: linkName }).click();
  return page.evaluate(() => window.benchAreaShown!);
}

void runBenchScript(
  `Area switch: ${ROUNDS} rounds (a new page each), demo built for production against the local backend, Debian Chromium.`,
  TIME_LIMIT_MS,
  () =>
    withProductionDemo(PORT, BACKEND_FROM, async (demo, browser) => {
      const appsOrigin = new URL(demo.backend.origins.apps).origin;
      const first: number[] = [];
      const revisit: number[] = [];
      let firstLoads = 0;
      let reloads = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const page = await signedInPage(browser, demo.url);
        // Documents loaded into product-area frames (the sample app's origin).
        let appLoads = 0;
        page.on('framenavigated', (frame) => {
          if (frame !== page.mainFrame() && frame.url().startsWith(appsOrigin)) appLoads += 1;
        });
        first.push(await timeToArea(page, 'Account Dashboard', 'dash'));
        if (appLoads > 0) firstLoads += 1;
        const frame = page.frameLocator('portal-shell .app-frame[data-app-prefix="dash"] iframe');
        await frame.locator('body').evaluate(() => ((window as unknown as { visit: number }).visit = 1));
        await page.locator('portal-shell').getByRole('link', { name: 'Portal home' }).click();
        await page.locator('portal-shell [part="home"]').waitFor();
        const loadsBefore = appLoads;
        revisit.push(await timeToArea(page, 'Account Dashboard', 'dash'));
        const kept = await frame.locator('body').evaluate(() => (window as unknown as { visit?: number }).visit === 1);
        if (!kept || appLoads > loadsBefore) reloads += 1;
        await page.close();
      }
      const group = 'Area switch';
      const rows: BenchRow[] = [
        {
          group,
          measure: `revisit: click to area shown, median of ${ROUNDS}`,
          value: ms(median(revisit)),
          baseline: `first visit (click to area ready) ${ms(median(first))}`,
          ratio: ratio(median(revisit), median(first)),
        },
        {
          group,
          measure: 'frame reloads on revisit',
          value: `${reloads} of ${ROUNDS}`,
          baseline: `first visits that loaded the frame: ${firstLoads} of ${ROUNDS}`,
          target: '0',
          meets: reloads === 0,
        },
      ];
      return rows;
    }),
);
