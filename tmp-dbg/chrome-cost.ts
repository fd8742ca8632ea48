import { fileURLToPath } from 'node:url';
import { startDemo } from '../demo/demo-server';
import { serveProductionBuild } from '../demo/production-build';
import { launchChromium, signInThroughPortal } from '../tests/e2e/browser';
import { freeDemoPorts } from '../tests/tools/free-ports';
import { median } from '../tests/bench/bench-table';
import { installTimeToAppProbe, loadAndReadMarks, type ProbeSetup } from '../tests/bench/time-to-app-probe';

const RUNS = Number(process.env.RUNS ?? 9);
const CHROME = ['[part="top-bar"]', '[part="sidebar"] .sidebar__group'];
const SETUPS: Record<string, ProbeSetup> = {
  floor: { marks: [{ name: 'painted', host: 'floor-element', selectors: ['[part="floor"]'] }], token: false },
  home: { marks: [{ name: 'chrome', host: 'portal-shell', selectors: CHROME }], token: false },
  portal: { marks: [{ name: 'chrome', host: 'portal-shell', selectors: CHROME }, { name: 'frame', host: 'portal-shell', selectors: [...CHROME, '.app-frame iframe'] }], token: true },
};
const { port, hostPort, backendPorts, extra } = await freeDemoPorts(1);
const floor = await serveProductionBuild({ root: fileURLToPath(new URL('../tests/bench/floor/', import.meta.url)), pages: ['index.html'] }, extra[0]!);
const browser = await launchChromium();
const demo = await startDemo({ port, hostPort, backendPorts, build: 'production', profileSampleRate: 0 });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await installTimeToAppProbe(context, SETUPS);
const page = await context.newPage();
await signInThroughPortal(page, new URL('dash/Dashboard/tnt', demo.url).href, /Cora Customer/);
await page.frameLocator('portal-shell .app-frame iframe').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
await page.close();
const tab = await context.newPage();
const pages: Array<[string, string, string]> = [['floor', 'floor', floor.url], ['home', 'home', demo.url], ['portal', 'portal', new URL('dash/Dashboard/tnt', demo.url).href], ['delayed', 'portal', new URL('dash/Dashboard/tnt', demo.url).href]];
const res: Record<string, Array<Record<string, number>>> = {};
const appsOrigin = `http://localhost:${backendPorts.apps}`;
const delay = async (route: any) => { await new Promise((r) => setTimeout(r, Number(process.env.DELAY ?? 400))); await route.continue(); };
for (let run = 0; run < RUNS + 2; run++) for (const [name, kind, url] of pages) {
  if (name === 'delayed') await context.route(`${appsOrigin}/**`, delay);
  const f = await loadAndReadMarks(tab, url, kind, SETUPS[kind]!);
  if (name === 'delayed') await context.unroute(`${appsOrigin}/**`, delay);
  if (run >= 2) (res[name] ??= []).push(f);
}
const m = (kind: string, name: string) => median(res[kind]!.map((f) => f[name]!)).toFixed(1);
console.log(`floor ${m('floor', 'painted')} | home chrome ${m('home', 'chrome')} | deep chrome ${m('portal', 'chrome')} frame ${m('portal', 'frame')} token ${m('portal', 'token')} | deep, app document 400 ms later: chrome ${m('delayed', 'chrome')} frame ${m('delayed', 'frame')}`);
if (process.env.TRACE) {
  await context.tracing?.start?.({});
}
await browser.close(); await demo.close(); await floor.close();
process.exit(0);
