// Start-up: navigation start to the shell's top bar and sidebar painted, signed in, on
// the production build of the demo, against the floor: a bare page that shows an empty React
// element through r2wc, built and served the same way. The pages load in turn in one tab, each
// from about:blank (no page pays for another's unload), so they share the machine's noise. Also
// the main thread's long tasks until painted.
//
// The target compares the two without the host page's Document-Policy (js-profiling, which the
// error reporter's profiler needs): that header alone costs more than the floor's whole
// start-up in Chromium and would dilute the ratio. A second run, with the header on both pages,
// shows what it costs: the shell against the floor under the same header, and the floor with it
// against the floor without it.
// Run: npx tsx tests/bench/startup-bench.ts
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import type { Plugin } from 'vite';
import { startDemo } from '../../demo/demo-server';
import { serveProductionBuild } from '../../demo/production-build';
import { launchFullChromium, signInThroughPortal } from '../e2e/browser';
import { BACKEND_PORTS, FLOOR_PORT, PORTAL_PORT } from './bench-ports';
import { runBenchScript } from './bench-script';
import { median, ms, ratio, type BenchRow } from './bench-table';
import { installPaintProbe, loadAndReadPaintProbe, type PaintProbeResult, type PaintTarget } from './paint-probe';

const RUNS = Number(process.env.STARTUP_RUNS ?? 31);
const WARM_UP = 2;
// The usable chrome on a reload: at most 1.3x the floor (1.5x until the reload stopped calling before its first frame).
const TARGET = 1.3;

/** The shell is painted once its top bar and a sidebar with the menu's platforms are there. */
const SHELL: PaintTarget = { host: 'portal-shell', selectors: ['[part="top-bar"]', '[part="sidebar"] .sidebar__group'] };
const FLOOR: PaintTarget = { host: 'floor-element', selectors: ['[part="floor"]'] };
/** The floor's address with the host's Document-Policy. */
const WITH_POLICY = '?with-document-policy';

/** Gives the floor page the Document-Policy header the portal's host page sends, when asked to. */
function documentPolicy(value: () => string | null): Plugin {
  return {
    name: 'bench-floor-document-policy',
    configurePreviewServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        const policy = value();
        if (policy !== null && req.url?.includes(WITH_POLICY)) res.setHeader('Document-Policy', policy);
        next();
      }),
  };
}

interface Summary {
  painted: number;
  /** The probe's earlier criterion, a normal-priority message after the frame. */
  queuedMessage: number;
  /** When the selectors first matched (the DOM there, before the frame). */
  present: number;
  longTasks: string;
}

const summary = (results: PaintProbeResult[]): Summary => ({
  painted: median(results.map((result) => result.paintedAt)),
  queuedMessage: median(results.map((result) => result.queuedMessageAt)),
  present: median(results.map((result) => result.presentAt)),
  longTasks: `${median(results.map((result) => result.longTaskCount))} (${ms(median(results.map((result) => result.longTaskMs)))})`,
});

/**
 * Starts the demo (with or without the host's Document-Policy), signs in in a fresh context and
 * loads the pages in turn, each from about:blank; returns each page's summary and the portal's
 * Document-Policy.
 */
async function measure(browser: Browser, withPolicy: boolean, pages: (portal: string, policy: string | null) => string[]): Promise<{ summaries: Summary[]; policy: string | null }> {
  const demo = await startDemo({ port: PORTAL_PORT, backendPorts: BACKEND_PORTS, build: 'production', profileLoad: () => withPolicy });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const policy = (await fetch(demo.url, { headers: { accept: 'text/html' } })).headers.get('Document-Policy');
    const page = await context.newPage();
    await signInThroughPortal(page, demo.url, /Cora Customer/);
    await page.locator('portal-shell [part="sidebar"] .sidebar__group').first().waitFor();
    await installPaintProbe(page, [SHELL, FLOOR]);
    const urls = pages(demo.url, policy);
    const results: PaintProbeResult[][] = urls.map(() => []);
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      for (const [index, url] of urls.entries()) {
        const result = await loadAndReadPaintProbe(page, url);
        if (run >= WARM_UP) results[index]!.push(result);
      }
    }
    return { summaries: results.map(summary), policy };
  } finally {
    await context.close();
    await demo.close();
  }
}

await runBenchScript(`Start-up: production builds, ${RUNS} loads of each page in turn (after ${WARM_UP} unmeasured)`, 8 * 60_000, async () => {
  // The portal's own header, read from its response once the demo that sends it runs.
  let hostPolicy: string | null = null;
  const floor = await serveProductionBuild({ root: fileURLToPath(new URL('./floor/', import.meta.url)), pages: ['index.html'] }, FLOOR_PORT, [
    documentPolicy(() => hostPolicy),
  ]);
  const browser = await launchFullChromium();
  try {
    // The target: neither page gets the Document-Policy header.
    const bare = await measure(browser, false, (portal) => [portal, floor.url]);
    const [shell, bareFloor] = bare.summaries as [Summary, Summary];
    if (bare.policy !== null) throw new Error(`The demo sent Document-Policy: ${bare.policy} when asked not to.`);
    // What the header costs: both pages with it, and the floor without it.
    const withHeader = await measure(browser, true, (portal, policy) => {
      hostPolicy = policy;
      return [portal, `${floor.url}${WITH_POLICY}`, floor.url];
    });
    const [shellWith, floorWith, floorWithout] = withHeader.summaries as [Summary, Summary, Summary];
    const policy = withHeader.policy ? `Document-Policy: ${withHeader.policy}` : 'no Document-Policy';
    return [
      {
        group: 'Start-up',
        measure: `navigation start to top bar and sidebar painted, signed in (median of ${RUNS}); no Document-Policy on either page`,
        value: ms(shell.painted),
        baseline: `floor (empty React element through r2wc): ${ms(bareFloor.painted)}`,
        ratio: ratio(shell.painted, bareFloor.painted),
        target: `≤ ${TARGET}x`,
        meets: shell.painted / bareFloor.painted <= TARGET,
      },
      {
        group: 'Start-up',
        measure: 'the same, painted taken as a normal-priority message after the frame (the earlier criterion; it waits behind the tasks queued on a busy page)',
        value: ms(shell.queuedMessage),
        baseline: `floor: ${ms(bareFloor.queuedMessage)}`,
        ratio: ratio(shell.queuedMessage, bareFloor.queuedMessage),
      },
      {
        group: 'Start-up',
        measure: 'top bar and sidebar in the DOM (selectors first match, before the frame)',
        value: ms(shell.present),
        baseline: `floor: ${ms(bareFloor.present)}`,
        ratio: ratio(shell.present, bareFloor.present),
      },
      {
        group: 'Start-up',
        measure: 'long tasks before painted: count (total), median',
        value: shell.longTasks,
        baseline: `floor ${bareFloor.longTasks}`,
      },
      {
        group: 'Start-up',
        measure: `the same with the host's ${policy} on both pages (a second run)`,
        value: ms(shellWith.painted),
        baseline: `floor with it: ${ms(floorWith.painted)}`,
        ratio: ratio(shellWith.painted, floorWith.painted),
      },
      {
        group: 'Start-up',
        measure: `what the ${policy} header costs: the floor with it (same run)`,
        value: ms(floorWith.painted),
        baseline: `floor without it: ${ms(floorWithout.painted)}`,
        ratio: ratio(floorWith.painted, floorWithout.painted),
      },
    ] satisfies BenchRow[];
  } finally {
    await browser.close();
    await floor.close();
  }
});
