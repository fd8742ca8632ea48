import { startDemo } from '../demo/demo-server';
import { launchChromium, signInThroughPortal } from '../tests/e2e/browser';
import { freeDemoPorts } from '../tests/tools/free-ports';
import { installTimeToAppProbe, loadAndReadMarks, type ProbeSetup } from '../tests/bench/time-to-app-probe';

const CHROME = ['[part="top-bar"]', '[part="sidebar"] .sidebar__group'];
const SETUPS: Record<string, ProbeSetup> = {
  portal: process.env.PAGE === '/' ? { marks: [{ name: 'chrome', host: 'portal-shell', selectors: CHROME }], token: false } : { marks: [{ name: 'chrome', host: 'portal-shell', selectors: CHROME }, { name: 'frame', host: 'portal-shell', selectors: [...CHROME, '.app-frame iframe'] }], token: true },
};
const path = process.env.PAGE ?? 'dash/Dashboard/tnt';
const { port, hostPort, backendPorts } = await freeDemoPorts(0);
const browser = await launchChromium();
const demo = await startDemo({ port, hostPort, backendPorts, build: 'production', profileSampleRate: 0 });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await installTimeToAppProbe(context, SETUPS);
await context.addInitScript({ content: `(() => { if (window !== window.top) return; function __CHROME_MARK__() { const end = performance.now() + 3; let x = 0; while (performance.now() < end) x += Math.sqrt(x + 1); return x; }
  const sel = ${JSON.stringify(CHROME)}; let done = false;
  const check = () => { if (done) return; const root = document.querySelector('portal-shell')?.shadowRoot; if (root && sel.every((s) => root.querySelector(s))) { done = true; __CHROME_MARK__(); } };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  const a = Element.prototype.attachShadow; Element.prototype.attachShadow = function (i) { const r = a.call(this, i); new MutationObserver(check).observe(r, { childList: true, subtree: true }); return r; }; })();` });
const page = await context.newPage();
await signInThroughPortal(page, new URL('dash/Dashboard/tnt', demo.url).href, /Cora Customer/);
await page.frameLocator('portal-shell .app-frame iframe').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
await page.close();
const tab = await context.newPage();
for (let i = 0; i < 3; i++) await loadAndReadMarks(tab, new URL(path, demo.url).href, 'portal', SETUPS.portal!);
const totals: Record<string, number> = {};
const fnTotals: Record<string, number> = {};
const N = Number(process.env.N ?? 5);
let chromeSum = 0;
for (let i = 0; i < N; i++) {
  await tab.goto('about:blank');
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const marks = await loadAndReadMarks(tab, new URL(path, demo.url).href, 'portal', SETUPS.portal!);
  const { profile } = await cdp.send('Profiler.stop');
  chromeSum += marks.chrome!;
  // time base: profile.startTime is in µs monotonic; marks are ms since timeOrigin. Convert via performance.timeOrigin offset unknown; take samples up to chrome by cumulative deltas from first sample after navigation.
  const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const origin = await tab.evaluate(() => performance.timeOrigin);
  // monotonic µs of timeOrigin: approximate via profile.startTime? use samples' timestamps relative to (origin*1000) not comparable; instead count all samples (whole load until frame+token).
  let t = profile.startTime;
  const cutoff = (profile.startTime) ; void origin; void cutoff;
  const parents = new Map<number, number>();
  for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parents.set(c, n.id);
  const inMark = (id: number) => { for (let x: number | undefined = id; x !== undefined; x = parents.get(x)) if ((nodes.get(x) as any).callFrame.functionName === '__CHROME_MARK__') return true; return false; };
  let cut = profile.samples.findIndex((id: number) => inMark(id));
  if (cut < 0) cut = profile.samples.length;
  // the first sample after navigation: skip about:blank idle at start
  for (let s = 0; s < cut; s++) {
    t += profile.timeDeltas[s];
    const node: any = nodes.get(profile.samples[s]);
    const url: string = node.callFrame.url || node.callFrame.functionName || '(native)';
    const key = url.replace(/^https?:\/\/localhost/, '').replace(/-[A-Za-z0-9_]{8}\.js$/, '.js');
    const dt = (profile.timeDeltas[s + 1] ?? 0) / 1000;
    totals[key] = (totals[key] ?? 0) + dt;
    const fk = `${key} :: ${node.callFrame.functionName || '(anon)'}`;
    fnTotals[fk] = (fnTotals[fk] ?? 0) + dt;
  }
  await cdp.detach();
}
console.log('chrome mean', (chromeSum / N).toFixed(1));
const top = (o: Record<string, number>, k: number) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${(v / N).toFixed(1).padStart(7)} ms  ${n}`).join('\n');
console.log(top(totals, 25));
console.log('---');
console.log(top(fnTotals, 30));
await browser.close(); await demo.close();
process.exit(0);
