// Start-up trace: where the renderer's main thread spends the time from navigation start to the
// first frame, for the production demo's deep link reloaded in a signed-in tab (to the probe's
// `chrome` mark: top bar and sidebar painted) and for the floor (an empty React element through
// r2wc, to its `painted` mark), for the chrome floor (the shell's first frame with its chrome
// rendered by React with none of its logic: chrome-floor/, to its `painted` mark), and for that
// floor with only the start's required work (chrome-floor-start/, to its `painted` mark). Loads as the
// time-to-app bench's warm ones: one tab, the pages in turn, each from about:blank, WARM_UP
// unmeasured rounds then TRACE_RUNS measured (7 by default);
// with TRACE_NEW_TAB=1, first visits instead: each load in a new tab of the signed-in context.
// Each load is traced (Chrome tracing through a browser-level CDP session, with V8's sampling CPU
// profiler); the window of its main thread (CrRendererMain of the page's renderer) from the
// load's navigationStart to navigation start + the probe's figure is split into buckets by
// trace-buckets.ts (how, in its header): style, layout and paint by Blink's trace events, the rest
// of the JavaScript samples by their stacks (React commit, React render, shell start, module
// evaluation, other JS), mapped to the sources through the build's hidden source maps
// (PORTAL_BUILD_SOURCEMAP=hidden, fetched as `<script>.map`), and idle/other. Printed: the median
// ms of each bucket, then the median JavaScript self time by package (top 15). Tracing and the
// profiler slow the page down: the windows are longer than the time-to-app bench's figures.
// Not a `*-bench.ts`: `npm run bench` does not run it. Run: npx tsx tests/bench/startup-trace.ts
import type { Browser, CDPSession, Page } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { startDemo } from '../../demo/demo-server';
import type { ServedBuild } from '../../demo/production-build';
import { launchFullChromium, signInThroughPortal } from '../e2e/browser';
import { freeDemoPorts } from '../tools/free-ports';
import { loadAverage } from './bench-script';
import { median } from './bench-table';
import { chromeFloorUrl, readyChromeFloorStart, writeChromeSnapshot } from './chrome-snapshot';
import { CHROME, DEEP_LINK, openPortal, serveBenchPage, SETUPS, VIEWPORT, WARM_UP } from './time-to-app-pages';
import { installTimeToAppProbe, loadAndReadMarks } from './time-to-app-probe';
import { breakdown, BUCKETS, findLoad, type Breakdown, type CallFrame, type SourceFrame, type TraceEvent } from './trace-buckets';

const RUNS = Number(process.env.TRACE_RUNS ?? 7);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'];
const TOP_PACKAGES = 15;

/** One page to trace: the probe's kind of page and the mark that ends its window. */
interface Load {
  label: string;
  url: string;
  kind: 'floor' | 'chromeFloor' | 'chromeFloorStart' | 'portal';
  mark: string;
}

/** The events of a trace of whatever `during` does. */
async function traced(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => void events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] } });
  try {
    await during();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** Maps call frames to sources through each script's `.map`, fetched once per script. */
function sourceResolver(): { prepare(events: readonly TraceEvent[]): Promise<void>; resolve(frame: CallFrame): SourceFrame } {
  const maps = new Map<string, SourceMapConsumer | null>();
  return {
    async prepare(events) {
      const urls = new Set<string>();
      for (const event of events) {
        const nodes = (event.args?.data as { cpuProfile?: { nodes?: Array<{ callFrame: CallFrame }> } } | undefined)?.cpuProfile?.nodes ?? [];
        for (const { callFrame } of nodes) if (callFrame.url?.startsWith('http')) urls.add(callFrame.url);
      }
      for (const url of urls) {
        if (maps.has(url)) continue;
        // A page's own script has no map: the preview server answers with the page instead.
        const response = await fetch(`${url.split(/[?#]/)[0]}.map`).catch(() => null);
        const map = response?.ok && response.headers.get('content-type')?.includes('json') ? ((await response.json()) as RawSourceMap) : null;
        maps.set(url, map ? new SourceMapConsumer(map) : null);
      }
    },
    resolve(frame) {
      const map = frame.url ? maps.get(frame.url) : null;
      if (!map || frame.lineNumber === undefined) return { ...frame, source: frame.url ?? '', name: frame.functionName };
      const original = originalOf(map, frame.lineNumber + 1, frame.columnNumber ?? 0);
      return { ...frame, source: original.source ?? frame.url ?? '', name: original.name ?? frame.functionName };
    },
  };
}

/** How far (columns) the next mapping may follow a generated position that has none and still count for it. */
const NEAREST_COLUMNS = 16;

/**
 * The source position of a generated one: the mapping at or before it on its line, or else the
 * next one within NEAREST_COLUMNS (the bundler's wrapper of a CommonJS module starts its function
 * just before the module's own code, in generated code that has no mapping of its own).
 */
function originalOf(map: SourceMapConsumer, line: number, column: number): { source?: string | null; name?: string | null } {
  const before = map.originalPositionFor({ line, column });
  if (before.source) return before;
  const after = map.originalPositionFor({ line, column, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
  if (!after.source) return before;
  const generated = map.generatedPositionFor({ source: after.source, line: after.line, column: after.column });
  return generated.line === line && generated.column - column <= NEAREST_COLUMNS ? after : before;
}

/** Traces each load WARM_UP + RUNS times in turn in `tab`; the measured loads' breakdowns by label. */
async function traceLoads(browser: Browser, open: () => Promise<{ tab: Page; done(): Promise<void> }>, loads: readonly Load[]): Promise<Record<string, Array<Breakdown & { window: number }>>> {
  const cdp = await browser.newBrowserCDPSession();
  const sources = sourceResolver();
  const results: Record<string, Array<Breakdown & { window: number }>> = Object.fromEntries(loads.map(({ label }) => [label, []]));
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    for (const load of loads) {
      let figures: Record<string, number> = {};
      const { tab, done } = await open();
      const events = await traced(cdp, async () => {
        figures = await loadAndReadMarks(tab, load.url, load.kind, SETUPS[load.kind]!);
      });
      await done();
      if (run < WARM_UP) continue;
      const window = figures[load.mark]!;
      const target = new URL(load.url);
      target.searchParams.set('probe', load.kind);
      const { pid, tid, start } = findLoad(events, target.href);
      await sources.prepare(events);
      results[load.label]!.push({ window, ...breakdown(events, { pid, tid, start, end: start + window * 1000 }, (frame) => sources.resolve(frame)) });
    }
  }
  await cdp.detach();
  return results;
}

const fixed = (value: number) => value.toFixed(1);

/** The two tables: buckets for every load, and JavaScript by package (the largest by the sum of the loads' medians). */
function tables(results: Record<string, Array<Breakdown & { window: number }>>): string {
  const labels = Object.keys(results);
  const at = (label: string, pick: (run: Breakdown & { window: number }) => number) => median(results[label]!.map(pick));
  const head = (first: string) => [`| ${first} | ${labels.join(' | ')} |`, `|---|${labels.map(() => '---:').join('|')}|`];
  const buckets = [
    ...head('main thread, ms (median)'),
    ...BUCKETS.map((bucket) => `| ${bucket} | ${labels.map((label) => fixed(at(label, (run) => run.buckets[bucket]))).join(' | ')} |`),
    `| **window: navigation start to painted** | ${labels.map((label) => fixed(at(label, (run) => run.window))).join(' | ')} |`,
  ];
  const names = [...new Set(labels.flatMap((label) => results[label]!.flatMap((run) => Object.keys(run.packages))))];
  const byPackage = (label: string, name: string) => at(label, (run) => run.packages[name] ?? 0);
  const top = names.sort((a, b) => labels.reduce((sum, label) => sum + byPackage(label, b) - byPackage(label, a), 0)).slice(0, TOP_PACKAGES);
  const packages = [...head('JS self time by package, ms (median)'), ...top.map((name) => `| ${name} | ${labels.map((label) => fixed(byPackage(label, name))).join(' | ')} |`)];
  // TRACE_FUNCTIONS=N: also the N functions with the most self time, of the first load kind.
  const count = Number(process.env.TRACE_FUNCTIONS ?? 0);
  const first = labels[0]!;
  const fns = [...new Set(results[first]!.flatMap((run) => Object.keys(run.functions)))]
    .map((name) => [name, at(first, (run) => run.functions[name] ?? 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `| ${name} | ${fixed(ms)} |`);
  const functions = count > 0 ? `\n\n| ${first}: JS self time by function, ms (median) | |\n|---|---:|\n${fns.join('\n')}` : '';
  return `${buckets.join('\n')}\n\n${packages.join('\n')}${functions}`;
}

const atStart = loadAverage();
// Read by buildForProduction: the JavaScript is the same, with each chunk's map beside it.
process.env.PORTAL_BUILD_SOURCEMAP = 'hidden';
const { port, hostPort, backendPorts, extra } = await freeDemoPorts(3);
const [floorPort, chromeFloorPort, chromeFloorStartPort] = extra as [number, number, number];
const floor = await serveBenchPage('floor', floorPort);
const demo = await startDemo({ port, hostPort, backendPorts, build: 'production', profileLoad: () => false, allowedOrigins: [`http://localhost:${chromeFloorPort}`, `http://localhost:${chromeFloorStartPort}`] });
const browser = await launchFullChromium();
let chromeFloor: ServedBuild | undefined;
let chromeFloorStart: ServedBuild | undefined;
let failed = false;
try {
  const deepLink = new URL(DEEP_LINK, demo.url).href;
  const context = await browser.newContext({ viewport: VIEWPORT });
  await installTimeToAppProbe(context, SETUPS);
  const signIn = await context.newPage();
  await signInThroughPortal(signIn, deepLink, /Cora Customer/);
  await openPortal(signIn, deepLink);
  await writeChromeSnapshot(signIn, deepLink, CHROME);
  chromeFloor = await serveBenchPage('chrome-floor', chromeFloorPort);
  // A reload in one tab, or with TRACE_NEW_TAB=1 a first visit: a new tab of the signed-in context per load.
  const newTab = process.env.TRACE_NEW_TAB === '1';
  chromeFloorStart = await serveBenchPage('chrome-floor-start', chromeFloorStartPort);
  const required = await readyChromeFloorStart(signIn, chromeFloorStart.url);
  await signIn.close();
  const tab = newTab ? undefined : await context.newPage();
  if (tab) await required.seedTab(tab);
  const open = async () => {
    if (tab) return { tab, done: async () => {} };
    const page = await context.newPage();
    return { tab: page, done: () => page.close() };
  };
  const results = await traceLoads(browser, open, [
    // TRACE_PORTAL_MARK=frame: the portal's window runs to its area's frame painted instead.
    process.env.TRACE_PORTAL_MARK === 'frame'
      ? { label: "portal: the area's frame painted", url: deepLink, kind: 'portal', mark: 'frame' }
      : { label: 'portal: chrome painted', url: deepLink, kind: 'portal', mark: 'chrome' },
    { label: 'floor: painted', url: floor.url, kind: 'floor', mark: 'painted' },
    { label: 'chrome floor: painted', url: chromeFloorUrl(chromeFloor.url, newTab ? 'new-tab' : 'reload'), kind: 'chromeFloor', mark: 'painted' },
    { label: "chrome floor with the start's required work: painted", url: required.urls[newTab ? 'new-tab' : 'reload'], kind: 'chromeFloorStart', mark: 'painted' },
  ]);
  console.log(
    `Start-up trace: production builds, ${newTab ? 'first visit (a new tab of the signed-in context per load)' : 'reload in one signed-in tab'}, median of ${RUNS} loads (after ${WARM_UP} unmeasured) · Chromium ${browser.version()} · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · load average (1/5/15 min) ${atStart} at the start, ${loadAverage()} at the end\n\n${tables(results)}\n`,
  );
} catch (error) {
  failed = true;
  console.error('Start-up trace: failed.', error);
} finally {
  await browser.close();
  await demo.close();
  await floor.close();
  await chromeFloor?.close();
  await chromeFloorStart?.close();
}
process.exit(failed ? 1 : 0);
