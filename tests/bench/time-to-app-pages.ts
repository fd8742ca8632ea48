// The pages the time-to-app measurements load and what their probe waits for, shared by the
// bench (time-to-app-bench.ts) and the start-up trace (startup-trace.ts) so both measure alike.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { serveProductionBuild, type ServedBuild } from '../../demo/production-build';
import type { ProbeSetup } from './time-to-app-probe';

/** The portal's deep link, relative to the demo's address. */
export const DEEP_LINK = 'dash/Dashboard/tnt';
/** The tab's viewport for every load. */
export const VIEWPORT = { width: 1280, height: 800 };
/** Loads of each page before the measured ones, in a warm tab. */
export const WARM_UP = 2;

export const CHROME = ['[part="top-bar"]', '[part="sidebar"] .sidebar__group'];
/** The probe's marks per kind of page: the floor's `painted`, Luigi's `frame`, the portal's `chrome` and `frame`. */
export const SETUPS: Record<string, ProbeSetup> = {
  floor: { marks: [{ name: 'painted', host: 'floor-element', selectors: ['[part="floor"]'] }], token: false },
  chromeFloor: { marks: [{ name: 'painted', host: 'chrome-floor-element', selectors: CHROME }], token: false },
  chromeFloorStart: { marks: [{ name: 'painted', host: 'chrome-floor-element', selectors: CHROME }], token: false },
  luigi: { marks: [{ name: 'frame', selectors: ['.fd-shellbar', '.fd-side-nav', '.iframeContainer iframe'] }], token: false },
  portal: {
    marks: [
      { name: 'chrome', host: 'portal-shell', selectors: CHROME },
      { name: 'frame', host: 'portal-shell', selectors: [...CHROME, '.app-frame iframe'] },
    ],
    token: true,
  },
};

/** Waits until the portal's area in the tab has its token. */
export async function areaHasToken(page: Page): Promise<void> {
  await page.frameLocator('portal-shell .app-frame iframe').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
}

/** Opens the portal's deep link in the tab of a signed-in context and waits until the area has its token. */
export async function openPortal(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await areaHasToken(page);
}

/** Builds one of the bench's own pages (`floor/`, `chrome-floor/`, `chrome-floor-start/`) and serves it as the portal is served. */
export function serveBenchPage(folder: 'floor' | 'chrome-floor' | 'chrome-floor-start', port: number): Promise<ServedBuild> {
  return serveProductionBuild({ root: fileURLToPath(new URL(`./${folder}/`, import.meta.url)), pages: ['index.html'] }, port);
}
