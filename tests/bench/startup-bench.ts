// Start-up (issue 10): navigation start to the shell's top bar and sidebar painted, signed in, on
// the production build of the demo, against the floor: a bare page that shows an empty React
// element through r2wc, built and served the same way. The pages load in turn in one tab, so
// they share the machine's noise. Also the main thread's long tasks until painted.
//
// The floor is served with the host page's Document-Policy (js-profiling, which the error
// reporter's profiler needs, SPEC 9), read from the portal's response, so both pages start under
// the same host conditions; the same floor without it shows what that policy costs by itself.
// Run: npx tsx tests/bench/startup-bench.ts
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { startDemo } from '../../demo/demo-server';
import { serveProductionBuild } from '../../demo/production-build';
import { launchChromium, signInThroughPortal } from '../e2e/browser';
import { BACKEND_PORTS, FLOOR_PORT, PORTAL_PORT } from './bench-ports';
import { runBenchScript } from './bench-script';
import { median, ms, ratio, type BenchRow } from './bench-table';
import { installPaintProbe, readPaintProbe, type PaintProbeResult, type PaintTarget } from './paint-probe';

const RUNS = Number(process.env.STARTUP_RUNS ?? 15);
const WARM_UP = 2;
const TARGET = 1.5;

/** The shell is painted once its top bar and a sidebar with the menu's platforms are there. */
const SHELL: PaintTarget = { host: 'portal-shell', selectors: ['[part="top-bar"]', '[part="sidebar"] .sidebar__group'] };
const FLOOR: PaintTarget = { host: 'floor-element', selectors: ['[part="floor"]'] };
/** The floor's address without the host's Document-Policy. */
const WITHOUT_POLICY = '?without-document-policy';

/** Gives the floor page the Document-Policy header the portal's host page sends, except when asked not to. */
function documentPolicy(value: string | null): Plugin {
  return {
    name: 'bench-floor-document-policy',
    configurePreviewServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        if (value !== null && !req.url?.includes(WITHOUT_POLICY)) res.setHeader('Document-Policy', value);
        next();
      }),
  };
}

const summary = (results: PaintProbeResult[]) => ({
  painted: median(results.map((result) => result.paintedAt)),
  longTasks: `${median(results.map((result) => result.longTaskCount))} (${ms(median(results.map((result) => result.longTaskMs)))})`,
});

await runBenchScript(`Start-up: production builds, ${RUNS} loads of each page in turn (after ${WARM_UP} unmeasured)`, 8 * 60_000, async () => {
  const demo = await startDemo({ port: PORTAL_PORT, backendPorts: BACKEND_PORTS, build: 'production' });
  try {
    const hostPolicy = (await fetch(demo.url)).headers.get('Document-Policy');
    const floor = await serveProductionBuild({ root: fileURLToPath(new URL('./floor/', import.meta.url)), pages: ['index.html'] }, FLOOR_PORT, [
      documentPolicy(hostPolicy),
    ]);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await signInThroughPortal(page, demo.url, /Cora Customer/);
      await page.locator('portal-shell [part="sidebar"] .sidebar__group').first().waitFor();
      await installPaintProbe(page, [SHELL, FLOOR]);
      const pages = [demo.url, floor.url, `${floor.url}${WITHOUT_POLICY}`];
      const results: PaintProbeResult[][] = pages.map(() => []);
      for (let run = 0; run < WARM_UP + RUNS; run += 1) {
        for (const [index, url] of pages.entries()) {
          await page.goto(url);
          const result = await readPaintProbe(page);
          if (run >= WARM_UP) results[index]!.push(result);
        }
      }
      const [shell, sameHost, bare] = results.map(summary) as [ReturnType<typeof summary>, ReturnType<typeof summary>, ReturnType<typeof summary>];
      const policy = hostPolicy ? `Document-Policy: ${hostPolicy}` : 'no Document-Policy';
      return [
        {
          group: 'Start-up',
          measure: `navigation start to top bar and sidebar painted, signed in (median of ${RUNS})`,
          value: ms(shell.painted),
          baseline: `floor (empty React element through r2wc), same host headers (${policy}): ${ms(sameHost.painted)}`,
          ratio: ratio(shell.painted, sameHost.painted),
          target: `≤ ${TARGET}x`,
          meets: shell.painted / sameHost.painted <= TARGET,
        },
        {
          group: 'Start-up',
          measure: 'the same, against the floor without the host Document-Policy',
          value: ms(shell.painted),
          baseline: `floor without it: ${ms(bare.painted)}`,
          ratio: ratio(shell.painted, bare.painted),
        },
        {
          group: 'Start-up',
          measure: 'long tasks before painted: count (total), median',
          value: shell.longTasks,
          baseline: `floor ${sameHost.longTasks}; without the policy ${bare.longTasks}`,
        },
      ] satisfies BenchRow[];
    } finally {
      await browser.close();
      await floor.close();
    }
  } finally {
    await demo.close();
  }
});
