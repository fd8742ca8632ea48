// Time to app: what people wait for on a deep link is the product area, not the top bar. The
// production demo against the floor (an empty React element through r2wc) and the anchor, SAP
// Luigi 2 (a shellbar, a navigation tree and one micro-frontend in an iframe on another origin,
// assembled from the npm package by luigi-page.ts), each page loaded in turn in one tab from
// about:blank, median of RUNS, from navigation start to the frame after the condition holds:
// - the portal's chrome (top bar and sidebar), the area's iframe in the DOM with it, and the area
//   ready (the app has received its token), on a signed-in reload and on a first visit (a new tab:
//   no tab cache, the sign-in cookie only);
// - the demo as served (the host sends the profiler's Document-Policy on its sampled share of
//   loads, 0.3) against the policy on every load.
// Run: npx tsx tests/bench/time-to-app-bench.ts
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { startDemo, type RunningDemo } from '../../demo/demo-server';
import { serveProductionBuild } from '../../demo/production-build';
import { launchChromium, signInThroughPortal } from '../e2e/browser';
import { freeDemoPorts } from '../tools/free-ports';
import { runBenchScript } from './bench-script';
import { median, ms, ratio, type BenchRow } from './bench-table';
import { startLuigiPage } from './luigi-page';
import { installTimeToAppProbe, loadAndReadMarks, type ProbeSetup } from './time-to-app-probe';

const RUNS = Number(process.env.TIME_TO_APP_RUNS ?? 11);
const WARM_UP = 2;
const DEEP_LINK = 'dash/Dashboard/tnt';

const CHROME = ['[part="top-bar"]', '[part="sidebar"] .sidebar__group'];
const SETUPS: Record<string, ProbeSetup> = {
  floor: { marks: [{ name: 'painted', host: 'floor-element', selectors: ['[part="floor"]'] }], token: false },
  luigi: { marks: [{ name: 'frame', selectors: ['.fd-shellbar', '.fd-side-nav', '.iframeContainer iframe'] }], token: false },
  portal: {
    marks: [
      { name: 'chrome', host: 'portal-shell', selectors: CHROME },
      { name: 'frame', host: 'portal-shell', selectors: [...CHROME, '.app-frame iframe'] },
    ],
    token: true,
  },
};

type Figures = Record<string, number>;
const medianOf = (runs: readonly Figures[], name: string) => median(runs.map((figures) => figures[name]!));

/** Loads each page in turn in one tab (a reload for the portal: the tab keeps its cache), RUNS times after WARM_UP. */
async function reloads(context: BrowserContext, pages: ReadonlyArray<[kind: string, url: string]>): Promise<Figures[][]> {
  const tab = await context.newPage();
  const results: Figures[][] = pages.map(() => []);
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    for (const [index, [kind, url]] of pages.entries()) {
      const figures = await loadAndReadMarks(tab, url, kind, SETUPS[kind]!);
      if (run >= WARM_UP) results[index]!.push(figures);
    }
  }
  await tab.close();
  return results;
}

/** The portal's deep link in a new tab each time: signed in (the cookie), nothing in the tab's cache. */
async function firstVisits(context: BrowserContext, url: string): Promise<Figures[]> {
  const results: Figures[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const tab = await context.newPage();
    const figures = await loadAndReadMarks(tab, url, 'portal', SETUPS.portal!);
    await tab.close();
    if (run >= WARM_UP) results.push(figures);
  }
  return results;
}

/** A signed-in context on the demo, with the probe. */
async function signedIn(browser: Browser, demo: RunningDemo): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await installTimeToAppProbe(context, SETUPS);
  const page = await context.newPage();
  await signInThroughPortal(page, new URL(DEEP_LINK, demo.url).href, /Cora Customer/);
  await page.frameLocator('portal-shell .app-frame iframe').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
  await page.close();
  return context;
}

await runBenchScript(`Time to app: production builds, ${RUNS} loads of each page in turn (after ${WARM_UP} unmeasured)`, 12 * 60_000, async () => {
  const { port, hostPort, backendPorts, extra } = await freeDemoPorts(2);
  const [luigiPort, floorPort] = extra as [number, number];
  const luigi = await startLuigiPage(luigiPort, `http://localhost:${backendPorts.apps}/dash/Dashboard/1001`);
  const floor = await serveProductionBuild({ root: fileURLToPath(new URL('./floor/', import.meta.url)), pages: ['index.html'] }, floorPort);
  const browser = await launchChromium();
  /** The demo at a profile sample rate, for the time of `run`. */
  const withDemo = async <T>(profileSampleRate: number, run: (demo: RunningDemo, context: BrowserContext) => Promise<T>): Promise<T> => {
    const demo = await startDemo({ port, hostPort, backendPorts, build: 'production', profileSampleRate, allowedOrigins: [luigi.origin] });
    try {
      const context = await signedIn(browser, demo);
      try {
        return await run(demo, context);
      } finally {
        await context.close();
      }
    } finally {
      await demo.close();
    }
  };
  try {
    // Without the profiler's policy: the pages as such.
    const { reload, first } = await withDemo(0, async (demo, context) => {
      const deepLink = new URL(DEEP_LINK, demo.url).href;
      const [floorRuns, luigiRuns, portalRuns] = await reloads(context, [
        ['floor', floor.url],
        ['luigi', luigi.url],
        ['portal', deepLink],
      ]);
      return { reload: { floor: floorRuns!, luigi: luigiRuns!, portal: portalRuns! }, first: await firstVisits(context, deepLink) };
    });
    // The demo as served (the policy on the sampled share of loads) and with it on every load.
    const served = await withDemo(0.3, async (demo, context) => (await reloads(context, [['floor', floor.url], ['portal', new URL(DEEP_LINK, demo.url).href]])));
    const always = await withDemo(1, async (demo, context) => (await reloads(context, [['portal', new URL(DEEP_LINK, demo.url).href]])));

    const floorMs = medianOf(reload.floor, 'painted');
    const luigiMs = medianOf(reload.luigi, 'frame');
    const chrome = medianOf(reload.portal, 'chrome');
    const frame = medianOf(reload.portal, 'frame');
    const ready = medianOf(reload.portal, 'token');
    const firstChrome = medianOf(first, 'chrome');
    const firstFrame = medianOf(first, 'frame');
    const firstReady = medianOf(first, 'token');
    const servedFloor = medianOf(served[0]!, 'painted');
    const servedChrome = medianOf(served[1]!, 'chrome');
    const alwaysChrome = medianOf(always[0]!, 'chrome');
    const group = 'Time to app';
    const row = (measure: string, value: number, baseline: string, base: number, target?: [string, boolean]): BenchRow => ({
      group,
      measure,
      value: ms(value),
      baseline,
      ratio: ratio(value, base),
      ...(target ? { target: target[0], meets: target[1] } : {}),
    });
    return [
      row('floor: empty React element through r2wc, rendered', floorMs, `floor: ${ms(floorMs)}`, floorMs),
      row('SAP Luigi 2: shellbar, nav tree and the micro-frontend iframe in the DOM', luigiMs, `floor: ${ms(floorMs)}`, floorMs),
      row('portal, deep link, signed-in reload: chrome painted (top bar and sidebar)', chrome, `floor: ${ms(floorMs)}`, floorMs, ['≤ 1.3x floor', chrome / floorMs <= 1.3]),
      row('portal, deep link, signed-in reload: the area iframe in the DOM', frame, `floor: ${ms(floorMs)}`, floorMs),
      row('… the same against the portal’s own chrome', frame, `chrome: ${ms(chrome)}`, chrome, ['≤ 1.15x', frame / chrome <= 1.15]),
      row('… the same against SAP Luigi’s shellbar and iframe', frame, `Luigi: ${ms(luigiMs)}`, luigiMs, ['≤ 0.8x', frame / luigiMs <= 0.8]),
      {
        group,
        measure: 'long tasks before the area iframe is in the DOM (median count), signed-in reload / first visit',
        value: `${medianOf(reload.portal, 'frame.longTasks')} / ${medianOf(first, 'frame.longTasks')}`,
        baseline: `floor: ${medianOf(reload.floor, 'painted.longTasks')}`,
      },
      row('portal, deep link, signed-in reload: area ready (the app has its token)', ready, `floor: ${ms(floorMs)}`, floorMs),
      row('portal, deep link, first visit (new tab): chrome painted', firstChrome, `floor: ${ms(floorMs)}`, floorMs),
      row('portal, deep link, first visit: the area iframe in the DOM', firstFrame, `floor: ${ms(floorMs)}`, floorMs),
      row('portal, deep link, first visit: area ready', firstReady, `floor: ${ms(floorMs)}`, floorMs),
      row('demo as served (profiler policy on its sampled 30 % of loads): chrome painted', servedChrome, `floor: ${ms(servedFloor)}`, servedFloor, ['≤ 1.5x floor', servedChrome / servedFloor <= 1.5]),
      row('demo with the profiler policy on every load: chrome painted', alwaysChrome, `as served: ${ms(servedChrome)}`, servedChrome),
    ];
  } finally {
    await browser.close();
    await floor.close();
    await luigi.close();
  }
});
