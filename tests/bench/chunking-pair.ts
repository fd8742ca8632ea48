// Two chunkings of the production demo, measured in pairs: the same pages built once split the
// default way (PORTAL_BUILD_CHUNKS=default) and once with the first paints planned as the library
// plans them (tests/tools/first-paint-chunks.mjs), each served by a demo of its own, each signed
// in in a browser context of its own (the two share localhost's cookies otherwise). Every round
// loads the floor, then the portal's deep link from one build and from the other, in turn and in
// the same conditions: on a shared, busy machine a difference between two runs of the bench is
// mostly the machine's, a difference inside a pair is the builds'. Figures: the portal's `chrome`
// mark (time-to-app-probe.ts), median of the runs, and the median of the pairs' ratios, for a
// reload (one warm tab per build) and a new tab (a new tab of each build's context per load).
// Not a `*-bench.ts`: `npm run bench` does not run it. Run: npx tsx tests/bench/chunking-pair.ts
// (PAIR_RUNS=15 by default).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startDemo, type RunningDemo } from '../../demo/demo-server';
import type { ServedBuild } from '../../demo/production-build';
import { launchFullChromium, signInThroughPortal } from '../e2e/browser';
import { freeDemoPorts } from '../tools/free-ports';
import { loadAverage, runBenchScript } from './bench-script';
import { median, ms, ratio, type BenchRow } from './bench-table';
import { DEEP_LINK, openPortal, serveBenchPage, SETUPS, VIEWPORT, WARM_UP } from './time-to-app-pages';
import { installTimeToAppProbe, loadAndReadMarks } from './time-to-app-probe';

const RUNS = Number(process.env.PAIR_RUNS ?? 15);
const BUILDS = ['default', 'first-paint'] as const;
type Build = (typeof BUILDS)[number];

/** The demo built with one chunking: the build reads PORTAL_BUILD_CHUNKS as it starts. */
async function demoWith(chunks: Build): Promise<RunningDemo> {
  const { port, hostPort, backendPorts } = await freeDemoPorts();
  const before = process.env.PORTAL_BUILD_CHUNKS;
  process.env.PORTAL_BUILD_CHUNKS = chunks;
  try {
    return await startDemo({ port, hostPort, backendPorts, build: 'production', profileLoad: () => false });
  } finally {
    if (before === undefined) delete process.env.PORTAL_BUILD_CHUNKS;
    else process.env.PORTAL_BUILD_CHUNKS = before;
  }
}

/** A context signed in on one demo, with the probe, and its deep link. */
async function signedIn(browser: Browser, demo: RunningDemo): Promise<{ context: BrowserContext; url: string }> {
  const url = new URL(DEEP_LINK, demo.url).href;
  const context = await browser.newContext({ viewport: VIEWPORT });
  await installTimeToAppProbe(context, SETUPS);
  const page = await context.newPage();
  await signInThroughPortal(page, url, /Cora Customer/);
  await openPortal(page, url);
  await page.close();
  return { context, url };
}

type Runs = Record<Build | 'floor', number[]>;

/** Loads the floor and the two builds in turn, WARM_UP + RUNS times; each load in the tab `tabFor` gives. */
async function pairs(floorUrl: string, urls: Record<Build, string>, tabFor: (page: Build | 'floor') => Promise<{ tab: Page; done(): Promise<void> }>, warmUp: number): Promise<Runs> {
  const runs: Runs = { floor: [], default: [], 'first-paint': [] };
  for (let run = 0; run < warmUp + RUNS; run += 1) {
    // Which build goes first alternates, so that neither always follows the floor.
    const order: Build[] = run % 2 === 0 ? [...BUILDS] : [...BUILDS].reverse();
    for (const page of ['floor' as const, ...order]) {
      const { tab, done } = await tabFor(page);
      const marks = page === 'floor' ? await loadAndReadMarks(tab, floorUrl, 'floor', SETUPS.floor!) : await loadAndReadMarks(tab, urls[page], 'portal', SETUPS.portal!);
      await done();
      if (run >= warmUp) runs[page].push(page === 'floor' ? marks.painted! : marks.chrome!);
    }
  }
  return runs;
}

/** The rows of one kind of load: each build against the floor, and the first-paint build against the default one, pair by pair. */
function rowsOf(kind: string, runs: Runs): BenchRow[] {
  const floor = median(runs.floor);
  const pairRatios = runs['first-paint'].map((value, index) => value / runs.default[index]!);
  return [
    { group: 'Chunking', measure: `${kind}: floor painted`, value: ms(floor), baseline: '', ratio: '' },
    ...BUILDS.map((build) => ({ group: 'Chunking', measure: `${kind}: portal chrome painted, ${build} chunks`, value: ms(median(runs[build])), baseline: `floor: ${ms(floor)}`, ratio: ratio(median(runs[build]), floor) })),
    { group: 'Chunking', measure: `${kind}: first-paint chunks against default chunks, median of the pairs' ratios`, value: `${median(pairRatios).toFixed(2)}x`, baseline: `${pairRatios.filter((each) => each < 1).length} of ${pairRatios.length} pairs faster`, ratio: '' },
  ];
}

await runBenchScript(
  (() => {
    const atStart = loadAverage();
    return () => `Chunking pair: the production demo split the default way and with its first paints planned, ${RUNS} pairs of each kind (after ${WARM_UP} unmeasured; 1 for new tabs) · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · load average (1/5/15 min) ${atStart} at the start, ${loadAverage()} at the end`;
  })(),
  20 * 60_000,
  async () => {
    const demos: Partial<Record<Build, RunningDemo>> = {};
    let floor: ServedBuild | undefined;
    let browser: Browser | undefined;
    try {
      for (const build of BUILDS) demos[build] = await demoWith(build);
      const { extra } = await freeDemoPorts(1);
      floor = await serveBenchPage('floor', extra[0]!);
      browser = await launchFullChromium();
      const signed = { default: await signedIn(browser, demos.default!), 'first-paint': await signedIn(browser, demos['first-paint']!) };
      const urls = { default: signed.default.url, 'first-paint': signed['first-paint'].url };
      const contextOf = (page: Build | 'floor') => signed[page === 'floor' ? 'default' : page].context;
      // Reload: one warm tab per context, kept.
      const warmTabs = new Map<BrowserContext, Page>();
      const warm = await pairs(
        floor.url,
        urls,
        async (page) => {
          const context = contextOf(page);
          if (!warmTabs.has(context)) warmTabs.set(context, await context.newPage());
          return { tab: warmTabs.get(context)!, done: async () => {} };
        },
        WARM_UP,
      );
      for (const tab of warmTabs.values()) await tab.close();
      // New tab: a new tab of the build's signed-in context per load.
      const first = await pairs(
        floor.url,
        urls,
        async (page) => {
          const tab = await contextOf(page).newPage();
          return { tab, done: () => tab.close() };
        },
        1,
      );
      return [...rowsOf('reload', warm), ...rowsOf('new tab', first)];
    } finally {
      await browser?.close();
      await floor?.close();
      for (const demo of Object.values(demos)) await demo?.close();
    }
  },
);
