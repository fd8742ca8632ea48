// Memory: JS heap after a forced garbage collection, DOM counters and iframes, signed in
// with the shell shown, against the same after 200 area switches and 50 account switches through
// the UI (sidebar links; the "Switch account" dialog). Run: npx tsx tests/bench/memory-bench.ts
import type { CDPSession, Page } from 'playwright-core';
import { startDemo } from '../../demo/demo-server';
import { launchFullChromium, signInThroughPortal } from '../e2e/browser';
import { BACKEND_PORTS, PORTAL_PORT } from './bench-ports';
import { runBenchScript } from './bench-script';
import { bytes, ratio, type BenchRow } from './bench-table';
import { accountButton, openArea, settle, shellOf, sidebarAreas, switchAccount } from './shell-tour';

const AREA_SWITCHES = Number(process.env.MEMORY_AREA_SWITCHES ?? 200);
const ACCOUNT_SWITCHES = Number(process.env.MEMORY_ACCOUNT_SWITCHES ?? 50);
const MAX_GROWTH = 10 * 1024 * 1024;
/** Mads's accounts that open normally (4030 is forbidden at the gateway, 5150 has its own panel). */
const ACCOUNTS = ['Copenhagen Coffee', 'Nordic Outdoor', 'Aarhus Books', 'Baltic Bikes', 'Fjord Fashion'];

interface Snapshot {
  heap: number;
  nodes: number;
  documents: number;
  listeners: number;
  iframes: number;
}

async function snapshot(page: Page, cdp: CDPSession): Promise<Snapshot> {
  // Twice: objects freed by the first collection's finalizers go in the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  const iframes = await page.evaluate(() => document.querySelector('portal-shell')?.shadowRoot?.querySelectorAll('iframe').length ?? 0);
  return { heap: usedSize, nodes: counters.nodes, documents: counters.documents, listeners: counters.jsEventListeners, iframes };
}

await runBenchScript(`Memory: production demo, ${AREA_SWITCHES} area switches and ${ACCOUNT_SWITCHES} account switches through the UI`, 12 * 60_000, async () => {
  const demo = await startDemo({ port: PORTAL_PORT, backendPorts: BACKEND_PORTS, build: 'production' });
  const browser = await launchFullChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughPortal(page, demo.url, /Mads Holm Madsen/);
    const shell = shellOf(page);
    await shell.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await settle(page);
    const cdp = await page.context().newCDPSession(page);
    const start = await snapshot(page, cdp);

    let account = 0;
    await accountButton(shell, ACCOUNTS[0]!).waitFor();
    let areas = await sidebarAreas(shell);
    for (let switched = 0, accountsSwitched = 0; switched < AREA_SWITCHES || accountsSwitched < ACCOUNT_SWITCHES; ) {
      // Four area switches, then one account switch: both spread over the whole run.
      for (let step = 0; step < 4 && switched < AREA_SWITCHES; step += 1, switched += 1) await openArea(page, areas[switched % areas.length]!);
      if (accountsSwitched < ACCOUNT_SWITCHES) {
        const next = (account + 1) % ACCOUNTS.length;
        await switchAccount(page, ACCOUNTS[account]!, ACCOUNTS[next]!);
        account = next;
        accountsSwitched += 1;
        // Another account unlocks other products: the sidebar's links are read again.
        await shell.getByRole('link', { name: 'Portal home' }).click();
        areas = await sidebarAreas(shell);
      }
    }
    await shell.getByRole('link', { name: 'Portal home' }).click();
    await settle(page);
    const end = await snapshot(page, cdp);
    const growth = end.heap - start.heap;
    const counts = (at: Snapshot) => `${at.nodes.toLocaleString('en')} nodes, ${at.documents} documents, ${at.listeners.toLocaleString('en')} listeners, ${at.iframes} iframes`;
    return [
      {
        group: 'Memory',
        measure: `JS heap after GC: after ${AREA_SWITCHES} area and ${ACCOUNT_SWITCHES} account switches (growth ${bytes(growth)})`,
        value: bytes(end.heap),
        baseline: `at start, shell shown ${bytes(start.heap)}`,
        ratio: ratio(end.heap, start.heap),
        target: `growth < ${bytes(MAX_GROWTH)}`,
        meets: growth < MAX_GROWTH,
      },
      { group: 'Memory', measure: 'DOM (Memory.getDOMCounters) and iframes in the shell, after', value: counts(end), baseline: `at start ${counts(start)}`, ratio: ratio(end.nodes, start.nodes) },
    ] satisfies BenchRow[];
  } finally {
    await browser.close();
    await demo.close();
  }
});
