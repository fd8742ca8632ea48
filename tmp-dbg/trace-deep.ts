import { fileURLToPath } from 'node:url';
import { startDemo } from '../demo/demo-server';
import { serveProductionBuild } from '../demo/production-build';
import { launchChromium, signInThroughPortal } from '../tests/e2e/browser';
import { freeDemoPorts } from '../tests/tools/free-ports';

const CHROME = ['[part="top-bar"]', '[part="sidebar"] .sidebar__group'];
const { port, hostPort, backendPorts, extra } = await freeDemoPorts(1);
const floor = await serveProductionBuild({ root: fileURLToPath(new URL('../tests/bench/floor/', import.meta.url)), pages: ['index.html'] }, extra[0]!);
const browser = await launchChromium();
const demo = await startDemo({ port, hostPort, backendPorts, build: 'production', profileSampleRate: 0 });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.addInitScript({ content: `(() => { if (window !== window.top) return;
  const sel = ${JSON.stringify(CHROME)}; let done = false;
  const check = () => { if (done) return; const fl = document.querySelector('floor-element')?.shadowRoot?.querySelector('[part="floor"]'); const root = document.querySelector('portal-shell')?.shadowRoot; if (fl || (root && sel.every((s) => root.querySelector(s)))) { done = true; requestAnimationFrame(() => scheduler.postTask(() => performance.mark('chrome-painted'), { priority: 'user-blocking' })); } };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  const a = Element.prototype.attachShadow; Element.prototype.attachShadow = function (i) { const r = a.call(this, i); new MutationObserver(check).observe(r, { childList: true, subtree: true }); return r; }; })();` });
const page = await context.newPage();
await signInThroughPortal(page, new URL('dash/Dashboard/tnt', demo.url).href, /Cora Customer/);
await page.frameLocator('portal-shell .app-frame iframe').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
await page.close();
const tab = await context.newPage();
const N = Number(process.env.N ?? 5);
const targets: Record<string, string> = { floor: floor.url, home: demo.url, deep: new URL('dash/Dashboard/tnt', demo.url).href };
for (const [kind, url] of Object.entries(targets)) {
  const sums: Record<string, number> = {};
  let markSum = 0;
  for (let i = 0; i < N + 2; i++) {
    await tab.goto('about:blank');
    await browser.startTracing(tab, { categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
    await tab.goto(url);
    await tab.waitForFunction(() => performance.getEntriesByName('chrome-painted').length > 0);
    const markAt = await tab.evaluate(() => performance.getEntriesByName('chrome-painted')[0]!.startTime);
    const buf = await browser.stopTracing();
    if (i < 2) continue;
    const events = JSON.parse(buf.toString()).traceEvents as any[];
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
    const mark = events.find((e) => e.name === 'chrome-painted');
    if (!nav || !mark) { console.log('missing', !!nav, !!mark); continue; }
    markSum += markAt;
    // main thread of the top frame's renderer: tid of the mark
    const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.ts >= nav.ts && e.ts <= mark.ts);
    // top-level tasks only: RunTask children aggregated by name at depth 1
    const tasks = main.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
    let busy = 0; for (const t of tasks) busy += Math.min(t.dur, mark.ts - t.ts) / 1000;
    sums['(main thread busy)'] = (sums['(main thread busy)'] ?? 0) + busy;
    for (const e of main) {
      if (['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name)) continue;
      sums[e.name] = (sums[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    }
  }
  console.log(`== ${kind}: mark ${(markSum / N).toFixed(1)} ms`);
  console.log(Object.entries(sums).sort((a, b) => b[1] - a[1]).slice(0, 16).map(([n, v]) => `${(v / N).toFixed(1).padStart(7)}  ${n}`).join('\n'));
}
await browser.close(); await demo.close(); await floor.close();
process.exit(0);
