// Time to app: what people wait for on a deep link is the product area, not the top bar. The
// production demo against the floor (an empty React element through r2wc) and the anchor, SAP
// Luigi 2 (a shellbar, a navigation tree and one micro-frontend in an iframe on another origin,
// assembled from the npm package and served as a deployment serves it by luigi-page.ts). Every
// figure is the median of RUNS (the mean where it says so), from navigation start to the frame
// after the condition holds (time-to-app-probe.ts, the same criterion for every page), for four
// kinds of load:
// - warm: one tab, each page loaded in turn from about:blank (the tab keeps its HTTP cache and
//   its storage: a reload for the portal);
// - cold: a new browser context per load, signed in (the storage state of one sign-in), nothing
//   in the HTTP cache;
// - first visit: a new tab of the signed-in context (its HTTP cache, nothing in the tab's storage);
// - first visit with a sibling: the same with a portal tab of that context open.
// Profiling: the demo's host decides per load (demo/profiling-policy.ts); here the bench decides,
// interleaved in the warm tab: off, as served (the host's decision, about 9 % of loads) and on
// every load (what a profiled load costs, and when the profiler's first sample was taken).
// Run: npx tsx tests/bench/time-to-app-bench.ts (TIME_TO_APP_RUNS=11 by default)
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startDemo } from '../../demo/demo-server';
import type { ServedBuild } from '../../demo/production-build';
import { profiledShare, profileThisLoad } from '../../src/services/error-reporting/profiling-policy';
import { launchFullChromium, signInThroughPortal } from '../e2e/browser';
import { freeDemoPorts } from '../tools/free-ports';
import { loadAverage, runBenchScript } from './bench-script';
import { median, ms, ratio, type BenchRow } from './bench-table';
import { chromeFloorUrl, readyChromeFloorStart, writeChromeSnapshot, type FirstFrame } from './chrome-snapshot';
import { startLuigiPage } from './luigi-page';
import { CHROME, DEEP_LINK, openPortal, serveBenchPage, SETUPS, VIEWPORT, WARM_UP } from './time-to-app-pages';
import { installTimeToAppProbe, loadAndReadMarks } from './time-to-app-probe';

const RUNS = Number(process.env.TIME_TO_APP_RUNS ?? 11);
/** Whether the demo's host profiles a page load: never, as served (the host's decision), or always. */
type Profiling = 'off' | 'served' | 'always';
let profiling: Profiling = 'off';
/**
 * The host's decision as served, drawn from an evenly spread sequence (the golden ratio's steps)
 * instead of Math.random: a few loads then hold the share the host profiles (1 of 11 at 9 %),
 * where independent draws would leave none profiled in a third of the runs.
 */
let draw = 0.5;
const evenlySpread = () => (draw = (draw + 0.6180339887) % 1);
const profileLoad = () => (profiling === 'always' ? true : profiling === 'served' ? profileThisLoad(evenlySpread) : false);

/** One page to load: its kind of probe setup, and for the portal the host's profiling. */
interface Load {
  label: string;
  url: string;
  kind: keyof typeof SETUPS;
  profiling?: Profiling;
}
type Figures = Record<string, number>;
/** A tab to load in, and what to do once the load is measured. */
type Opener = () => Promise<{ tab: Page; done(): Promise<void> }>;

/** Loads each page in turn, WARM_UP + RUNS times, in the tab `open` gives; the figures of the measured runs by label. */
async function rounds(loads: readonly Load[], open: Opener, warmUp = WARM_UP): Promise<Record<string, Figures[]>> {
  const results: Record<string, Figures[]> = Object.fromEntries(loads.map(({ label }) => [label, []]));
  for (let run = 0; run < warmUp + RUNS; run += 1) {
    for (const load of loads) {
      profiling = load.profiling ?? 'off';
      const { tab, done } = await open();
      const figures = await loadAndReadMarks(tab, load.url, load.kind, SETUPS[load.kind]!);
      await done();
      if (run >= warmUp) results[load.label]!.push(figures);
    }
  }
  profiling = 'off';
  return results;
}

const valuesOf = (runs: readonly Figures[], name: string) => runs.map((figures) => figures[name]).filter((value): value is number => value !== undefined);
const medianOf = (runs: readonly Figures[], name: string) => median(valuesOf(runs, name));
const meanOf = (runs: readonly Figures[], name: string) => {
  const values = valuesOf(runs, name);
  return values.reduce((sum, value) => sum + value, 0) / values.length;
};

await runBenchScript(
  (() => {
    const atStart = loadAverage();
    return () =>
      `Time to app: production builds, median of ${RUNS} loads of each kind (after ${WARM_UP} unmeasured; 1 for new tabs and contexts) · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · load average (1/5/15 min) ${atStart} at the start, ${loadAverage()} at the end`;
  })(),
  12 * 60_000,
  async () => {
    const { port, hostPort, backendPorts, extra } = await freeDemoPorts(4);
    const [luigiPort, floorPort, chromeFloorPort, chromeFloorStartPort] = extra as [number, number, number, number];
    const luigi = await startLuigiPage(luigiPort, `http://localhost:${backendPorts.apps}/dash/Dashboard/1001`);
    const floor = await serveBenchPage('floor', floorPort);
    const demo = await startDemo({ port, hostPort, backendPorts, build: 'production', profileLoad, allowedOrigins: [luigi.origin, `http://localhost:${chromeFloorPort}`, `http://localhost:${chromeFloorStartPort}`] });
    const browser: Browser = await launchFullChromium();
    let chromeFloor: ServedBuild | undefined;
    let chromeFloorStart: ServedBuild | undefined;
    try {
      const deepLink = new URL(DEEP_LINK, demo.url).href;
      const context: BrowserContext = await browser.newContext({ viewport: VIEWPORT });
      await installTimeToAppProbe(context, SETUPS);
      const signIn = await context.newPage();
      await signInThroughPortal(signIn, deepLink, /Cora Customer/);
      await openPortal(signIn, deepLink);
      const chromeElements = await writeChromeSnapshot(signIn, deepLink, CHROME);
      chromeFloor = await serveBenchPage('chrome-floor', chromeFloorPort);
      chromeFloorStart = await serveBenchPage('chrome-floor-start', chromeFloorStartPort);
      const required = await readyChromeFloorStart(signIn, chromeFloorStart.url);
      const storageState = await context.storageState();
      await signIn.close();

      const portal = (label: string, mode: Profiling = 'off'): Load => ({ label, url: deepLink, kind: 'portal', profiling: mode });
      const luigiLoad: Load = { label: 'luigi', url: luigi.url, kind: 'luigi' };
      const floorLoad: Load = { label: 'floor', url: floor.url, kind: 'floor' };
      // Each kind of load against the first frame the portal paints in it.
      const chromeFloorLoad: Load = { label: 'chromeFloor', url: chromeFloorUrl(chromeFloor.url, 'reload'), kind: 'chromeFloor' };
      const chromeFloorNewTab: Load = { ...chromeFloorLoad, url: chromeFloorUrl(chromeFloor.url, 'new-tab') };
      const chromeFloorStartLoad: Load = { label: 'chromeFloorStart', url: required.urls.reload, kind: 'chromeFloorStart' };
      const chromeFloorStartNewTab: Load = { ...chromeFloorStartLoad, url: required.urls['new-tab'] };
      // Each decision's part alone: the kept data read and checked, or the four calls sent.
      const part = (parts: 'storage' | 'calls'): Load => ({ label: `chromeFloorStart-${parts}`, url: `${required.urls['new-tab']}&parts=${parts}`, kind: 'chromeFloorStart' });
      // Warm: one tab, every page in turn; the portal with profiling off, as served and always.
      const warmTab = await context.newPage();
      await required.seedTab(warmTab);
      const warm = await rounds(
        [floorLoad, chromeFloorLoad, chromeFloorStartLoad, luigiLoad, portal('portal'), portal('served', 'served'), portal('profiled', 'always')],
        async () => ({ tab: warmTab, done: async () => {} }),
      );
      await warmTab.close();
      // First visits: a new tab each, no other tab of the portal open.
      const newTab: Opener = async () => {
        const tab = await context.newPage();
        return { tab, done: () => tab.close() };
      };
      // The floor too: what a new tab costs a page that waits for nothing.
      const first = await rounds([floorLoad, chromeFloorNewTab, chromeFloorStartNewTab, part('storage'), part('calls'), luigiLoad, portal('portal')], newTab, 1);
      // The same with a portal tab of the context open beside it.
      const sibling = await context.newPage();
      await openPortal(sibling, deepLink);
      const withSibling = await rounds([portal('portal')], newTab, 1);
      await sibling.close();
      await context.close();
      // Cold: a new context per load, signed in, nothing cached.
      const cold = await rounds(
        [luigiLoad, portal('portal')],
        async () => {
          const fresh = await browser.newContext({ viewport: VIEWPORT, storageState });
          await installTimeToAppProbe(fresh, SETUPS);
          return { tab: await fresh.newPage(), done: () => fresh.close() };
        },
        1,
      );
      return timeToAppRows({ warm, first, withSibling: withSibling.portal!, cold, chromeElements });
    } finally {
      await browser.close();
      await chromeFloor?.close();
      await chromeFloorStart?.close();
      await demo.close();
      await floor.close();
      await luigi.close();
    }
  },
);

/**
 * Whether a new tab's GetUserData left before the shell's first render: its fetch's start
 * (resource timing) against the first nodes in the shell's shadow root, in how many loads.
 */
function userDataOrder(loads: readonly Figures[]): BenchRow {
  const both = loads.filter((figures) => figures.userDataStart !== undefined && figures.shellCommit !== undefined);
  const before = both.filter((figures) => figures.userDataStart! < figures.shellCommit!).length;
  const start = medianOf(both, 'userDataStart');
  const commit = medianOf(both, 'shellCommit');
  return {
    group: 'Time to app',
    measure: `portal, first visit: GetUserData asked (resource timing's start), median; before the shell's first commit in ${before} of ${loads.length} loads`,
    value: ms(start),
    baseline: `the shell's first commit: ${ms(commit)}`,
    ratio: ratio(start, commit),
    target: 'before the first commit',
    meets: both.length === loads.length && before === loads.length,
  };
}

/** The table's rows from the figures of every kind of load. */
function timeToAppRows({ warm, first, withSibling, cold, chromeElements }: { warm: Record<string, Figures[]>; first: Record<string, Figures[]>; withSibling: Figures[]; cold: Record<string, Figures[]>; chromeElements: Record<FirstFrame, number> }): BenchRow[] {
  const group = 'Time to app';
  const row = (measure: string, value: number, baseline: string, base: number, target?: [string, boolean]): BenchRow => ({
    group,
    measure,
    value: ms(value),
    baseline: `${baseline}: ${ms(base)}`,
    ratio: ratio(value, base),
    ...(target ? { target: target[0], meets: target[1] } : {}),
  });
  const at = (runs: Figures[], name: string) => medianOf(runs, name);
  const floor = at(warm.floor!, 'painted');
  const floorFirst = at(first.floor!, 'painted');
  const chromeFloor = at(warm.chromeFloor!, 'painted');
  const chromeFloorFirst = at(first.chromeFloor!, 'painted');
  const requiredFirst = at(first.chromeFloorStart!, 'painted');
  const required = at(warm.chromeFloorStart!, 'painted');
  const reload = { chrome: at(warm.portal!, 'chrome'), frame: at(warm.portal!, 'frame'), token: at(warm.portal!, 'token') };
  const luigiWarm = at(warm.luigi!, 'frame');
  const luigiCold = at(cold.luigi!, 'frame');
  const luigiFirst = at(first.luigi!, 'frame');
  const coldFrame = at(cold.portal!, 'frame');
  const firstVisit = { chrome: at(first.portal!, 'chrome'), frame: at(first.portal!, 'frame'), token: at(first.portal!, 'token') };
  const siblingChrome = at(withSibling, 'chrome');
  const firstLongTasks = valuesOf(first.portal!, 'frame.longTasks');
  const offMean = meanOf(warm.portal!, 'chrome');
  const servedMean = meanOf(warm.served!, 'chrome');
  const servedMarked = valuesOf(warm.served!, 'profiled').filter((marked) => marked === 1).length;
  const profiled = warm.profiled!;
  const firstSamples = profiled.filter((figures) => figures.firstSample !== undefined);
  const sampleBeforeChrome = firstSamples.filter((figures) => figures.firstSample! < figures.chrome!).length;
  const share = profiledShare();
  // Eleven loads as served hold one profiled load or none: the target is taken on the mean the
  // two kinds of load give at the host's share, the measured one is shown beside it.
  const expected = (1 - share) * offMean + share * meanOf(profiled, 'chrome');
  const x = (value: number, base: number, limit: number) => value / base <= limit;
  return [
    row('floor: empty React element through r2wc, painted (warm: one tab)', floor, 'floor', floor),
    row('floor, first visit (a new tab): painted', floorFirst, 'floor warm', floor),
    row(`chrome floor: the shell's chrome as a reload paints it (${chromeElements.reload} elements, its sheets, the area's iframe) rendered as the shell renders its first frame, no logic (warm)`, chromeFloor, 'floor', floor),
    row(`chrome floor, first visit (a new tab): the chrome as a new tab paints it (${chromeElements['new-tab']} elements, no frame before GetUserData)`, chromeFloorFirst, 'floor, first visit', floorFirst),
    row('SAP Luigi 2, warm: shellbar, nav tree and the micro-frontend iframe painted', luigiWarm, 'floor', floor),
    row('SAP Luigi 2, cold (a new browser context per load)', luigiCold, 'Luigi warm', luigiWarm),
    row('SAP Luigi 2, first visit (a new tab)', luigiFirst, 'Luigi warm', luigiWarm),
    row('portal, deep link, reload (warm): chrome painted (top bar and sidebar)', reload.chrome, 'floor', floor, ['≤ 1.3x floor', x(reload.chrome, floor, 1.3)]),
    row('portal, deep link, reload (warm): chrome painted, against the chrome floor', reload.chrome, 'chrome floor', chromeFloor, ['≤ 1.15x chrome floor', x(reload.chrome, chromeFloor, 1.15)]),
    row("chrome floor with the start's required work (warm): a reload's chrome after reading and checking the tab's cache (sign-in, accounts, apps) and the menu", required, 'chrome floor', chromeFloor),
    row("portal, deep link, reload (warm): chrome painted, against the chrome floor with the start's required work", reload.chrome, 'that floor', required),
    row('portal, deep link, reload (warm): the area iframe painted', reload.frame, 'Luigi warm', luigiWarm, ['< 1x Luigi', reload.frame < luigiWarm]),
    row('portal, deep link, cold (new context, signed in): the area iframe painted', coldFrame, 'Luigi cold', luigiCold, ['≤ 0.7x Luigi', x(coldFrame, luigiCold, 0.7)]),
    row('portal, deep link, cold: chrome painted', at(cold.portal!, 'chrome'), 'reload chrome', reload.chrome),
    row('portal, deep link, cold: area ready (the app has its token)', at(cold.portal!, 'token'), 'reload token', reload.token),
    row('portal, deep link, reload: area ready (the app has its token)', reload.token, 'reload chrome', reload.chrome),
    row('portal, deep link, first visit (new tab, no sibling): chrome painted', firstVisit.chrome, 'reload chrome', reload.chrome, ['≤ 2.0x', x(firstVisit.chrome, reload.chrome, 2)]),
    row("portal, deep link, first visit (new tab): chrome painted, against the floor's own new tab", firstVisit.chrome, 'floor, first visit', floorFirst, ['≤ 1.3x floor new tab', x(firstVisit.chrome, floorFirst, 1.3)]),
    row(
      "chrome floor with the start's required work, first visit: a new tab's chrome after reading and checking the browser's copy of the sign-in and the menu, and sending the four start-up calls",
      requiredFirst,
      'chrome floor, first visit',
      chromeFloorFirst,
    ),
    row("the same floor with only the browser's copy of the sign-in and the menu read and checked, first visit", at(first['chromeFloorStart-storage']!, 'painted'), 'chrome floor, first visit', chromeFloorFirst),
    row('the same floor with only the four start-up calls sent before its first render, first visit', at(first['chromeFloorStart-calls']!, 'painted'), 'chrome floor, first visit', chromeFloorFirst),
    row("portal, deep link, first visit (new tab): chrome painted, against the chrome floor with the start's required work", firstVisit.chrome, 'that floor, first visit', requiredFirst),
    row("portal, deep link, first visit (new tab): chrome painted, against the chrome floor's new tab", firstVisit.chrome, 'chrome floor, first visit', chromeFloorFirst, [
      '≤ 1.2x chrome floor new tab',
      x(firstVisit.chrome, chromeFloorFirst, 1.2),
    ]),
    row('portal, deep link, first visit: the area iframe painted', firstVisit.frame, 'reload iframe', reload.frame),
    row("portal, deep link, first visit: the area iframe painted, against Luigi's new tab", firstVisit.frame, 'Luigi, first visit', luigiFirst, ['< 1x Luigi', firstVisit.frame < luigiFirst]),
    userDataOrder(first.portal!),
    row('portal, deep link, first visit: area ready (token)', firstVisit.token, 'reload token', reload.token, ['≤ 1.5x', x(firstVisit.token, reload.token, 1.5)]),
    {
      group,
      measure: 'portal, first visit: long tasks before the area iframe is painted (median count; loads with any)',
      value: `${median(firstLongTasks)} (${firstLongTasks.filter((count) => count > 0).length} of ${firstLongTasks.length})`,
      baseline: `reload: ${medianOf(warm.portal!, 'frame.longTasks')}`,
      target: '0',
      meets: median(firstLongTasks) === 0,
    },
    row('portal, deep link, first visit with a sibling portal tab open: chrome painted', siblingChrome, 'reload chrome', reload.chrome, ['≤ 1.2x', x(siblingChrome, reload.chrome, 1.2)]),
    row("portal, first visit with a sibling: chrome painted, against the floor's new tab", siblingChrome, 'floor, first visit', floorFirst, ['≤ 1.3x floor new tab', x(siblingChrome, floorFirst, 1.3)]),
    row("portal, first visit with a sibling: chrome painted, against the chrome floor's new tab", siblingChrome, 'chrome floor, first visit', chromeFloorFirst, [
      '≤ 1.2x chrome floor new tab',
      x(siblingChrome, chromeFloorFirst, 1.2),
    ]),
    row('portal, first visit with a sibling: area ready (token)', at(withSibling, 'token'), 'reload token', reload.token),
    row(`demo as served (profiling decided per load, ${servedMarked} of ${warm.served!.length} loads profiled): mean chrome painted`, servedMean, 'profiling off, mean', offMean),
    row('a profiled load (the policy on every load): chrome painted', at(profiled, 'chrome'), 'profiling off', reload.chrome),
    row(`demo as served, expected: ${(1 - share).toFixed(2)} × profiling off + ${share.toFixed(2)} × profiled, mean chrome painted`, expected, 'profiling off, mean', offMean, [
      '≤ 1.15x',
      x(expected, offMean, 1.15),
    ]),
    {
      group,
      measure: `a profiled load: the profiler's first sample (median; before the chrome painted in ${sampleBeforeChrome} of ${profiled.length} loads)`,
      value: ms(medianOf(firstSamples, 'firstSample')),
      baseline: `its chrome painted: ${ms(at(profiled, 'chrome'))}`,
      ratio: ratio(medianOf(firstSamples, 'firstSample'), at(profiled, 'chrome')),
      target: 'before the chrome',
      meets: firstSamples.length === profiled.length && sampleBeforeChrome === profiled.length,
    },
  ];
}
