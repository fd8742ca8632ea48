// The area starter (demo/area-starter) served by its own Vite config (Portal Shell from source) on a free loopback port, and the
// demo portal's cdp area pointed at it through an address's override: the SDK's round trip, end to end.
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { serveAreaStarter } from '../../demo/area-starter-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessRequests, signInWithAppOverride } from './app-override';
import { watchedPagePerTest } from './browser';

describe('the area starter behind the demo portal', () => {
  let page: Page;
  let errors: string[];
  let starter: ViteDevServer;
  let origin: string;
  const shell = () => page.locator('portal-shell');
  const cdp = (): FrameLocator => page.frameLocator('portal-shell .app-frame[data-app-prefix="cdp"] iframe');
  const frame = () => page.locator('portal-shell .app-frame[data-app-prefix="cdp"] iframe');
  const pathname = () => new URL(page.url()).pathname + new URL(page.url()).search;
  watchedPagePerTest((opened, seen) => {
    page = opened;
    errors = seen;
  });

  beforeAll(async () => {
    starter = await serveAreaStarter({
      host: '127.0.0.1',
      port: 0,
      // The starter reads the shells it trusts from its build's environment, as a team's deployment would set it.
      shellOrigins: [new URL(inject('demoUrl')).origin],
      cacheDir: fileURLToPath(new URL('../../node_modules/.vite-area-starter-e2e', import.meta.url)),
    });
    origin = `http://127.0.0.1:${(starter.httpServer!.address() as AddressInfo).port}`;
  });
  afterAll(() => starter?.close());

  it('loads from the override at the deep link\'s path, gets its token, follows the shell inside the area, reports its own navigation, and Reset brings the shipped origin back', async () => {
    const before = (await accessRequests()).length;
    await signInWithAppOverride(page, '/cdp/tnt/audienceslist', 'cdp', origin, /Cora Customer/);
    await expect.poll(() => frame().getAttribute('src')).toBe(`${origin}/cdp/1001/audienceslist`);
    await cdp().getByText(/^Signed in: yes, until /).waitFor();
    expect(await cdp().locator('body').evaluate(() => location.origin)).toBe(origin);
    const asked = (await accessRequests()).slice(before).filter((request) => request.userId === 'u-cora');
    expect(asked.map((request) => request.client)).toContain('cdpui');

    // The portal's deep link reached the starter at the path production frames, the customer id in place of tnt.
    await cdp().getByText('Page: /cdp/1001/audienceslist').waitFor();

    // The shell's navigation inside the area reaches the starter, which shows the new path.
    await shell().getByRole('button', { name: 'Keep sidebar open' }).click();
    await shell().getByRole('link', { name: 'Calculated Attributes' }).click();
    await cdp().getByText('Page: /cdp/1001/calculatedattributes').waitFor();
    expect(pathname()).toBe('/cdp/tnt/calculatedattributes');

    // The starter's own navigation is reported back: the portal's address follows.
    await cdp().getByRole('button', { name: 'Notes' }).click();
    await page.waitForURL((current) => current.pathname === '/cdp/notes');

    await shell().getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => shell().getByText('Override:').count()).toBe(0);
    await expect.poll(async () => new URL((await frame().getAttribute('src')) ?? origin).origin).toBe(inject('backendOrigins').apps);
    expect(errors).toEqual([]);
  });
});
