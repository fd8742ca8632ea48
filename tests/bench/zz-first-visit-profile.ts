import { writeFileSync } from 'node:fs';
import { startDemo } from '../../demo/demo-server';
import { launchChromium, signInThroughPortal } from '../e2e/browser';
import { freeDemoPorts } from '../tools/free-ports';

const { port, hostPort, backendPorts } = await freeDemoPorts(0);
const demo = await startDemo({ port, hostPort, backendPorts, build: 'production', profileLoad: () => false, allowedOrigins: [] });
const browser = await launchChromium();
try {
  const deepLink = new URL('dash/Dashboard/tnt', demo.url).href;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    const w = window as any;
    w.__long = [];
    w.__marks = {};
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('portal-ready', () => (w.__marks.ready ??= Math.round(performance.now())));
    const check = () => {
      const shell = document.querySelector('portal-shell')?.shadowRoot;
      if (shell?.querySelector('[part="top-bar"]') && !w.__marks.chrome) w.__marks.chrome = Math.round(performance.now());
      if (shell?.querySelector('.app-frame iframe') && !w.__marks.iframe) w.__marks.iframe = Math.round(performance.now());
      if (!w.__marks.iframe) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  const signIn = await context.newPage();
  await signInThroughPortal(signIn, deepLink, /Cora Customer/);
  await signIn.frameLocator('portal-shell .app-frame[data-app-prefix="dash"] iframe').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
  await signIn.close();
  for (let i = 0; i < Number(process.env.RUNS ?? 4); i += 1) {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(deepLink);
    await tab.frameLocator('portal-shell .app-frame[data-app-prefix="dash"] iframe').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    const { profile } = await cdp.send('Profiler.stop');
    const info = await tab.evaluate(() => ({ marks: (window as any).__marks, long: (window as any).__long, res: performance.getEntriesByType('resource').map((e: any) => [new URL(e.name).pathname.slice(0, 40), Math.round(e.startTime), Math.round(e.responseEnd)]) }));
    console.log(`run ${i}: marks ${JSON.stringify(info.marks)} long ${JSON.stringify(info.long)}`);
    console.log(JSON.stringify(info.res.filter((r: any) => !String(r[0]).startsWith('/assets/') || /sibling|portal-shell|locked|runtime/.test(r[0]))));
    writeFileSync(`/tmp/prof/first-${i}.cpuprofile`, JSON.stringify(profile));
    await tab.close();
  }
} finally {
  await browser.close();
  await demo.close();
}
