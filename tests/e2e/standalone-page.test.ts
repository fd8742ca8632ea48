import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInThroughPortal, watchedPagePerTest } from './browser';

describe('the standalone portal page (demo/index.html)', () => {
  let page: Page;
  let errors: string[];
  watchedPagePerTest((opened, seen) => {
    page = opened;
    errors = seen;
  });

  it('sends a signed-out visitor to the sign-in page, with the page to come back to', async () => {
    await page.goto(new URL('/dash/Dashboard/tnt', inject('demoUrl')).href);
    await page.waitForURL((url) => url.pathname === '/identity/account/login');
    const returnUrl = new URL(new URL(page.url()).searchParams.get('returnurl')!);
    expect(returnUrl.origin).toBe(new URL(inject('demoUrl')).origin);
    expect(returnUrl.searchParams.get('initialurl')).toBe('/dash/Dashboard/tnt');
    // Signed in, the portal opens that page and tidies the sign-in's parameters out of the address.
    await page.getByRole('button', { name: /Mads Holm Madsen/ }).click();
    await page.waitForURL((url) => url.origin === returnUrl.origin && url.pathname === '/dash/Dashboard/tnt');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.locator('portal-shell').getByRole('button', { name: 'User menu for Mads Holm Madsen' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('mounts <portal-shell> in #app and renders its top bar inside the shadow root', async () => {
    await signInThroughPortal(page, inject('demoUrl'), /Mads Holm Madsen/);
    const topBar = page.locator('#app > portal-shell [part="top-bar"]');
    await topBar.waitFor();
    expect(await topBar.evaluate((node) => node.getRootNode() instanceof ShadowRoot)).toBe(true);
    expect(await page.locator('#app > portal-shell').getByRole('link', { name: 'Portal home' }).count()).toBe(1);
    await page.locator('portal-shell').getByRole('heading', { name: 'Welcome, Mads' }).waitFor();
    await page.locator('portal-shell').getByRole('button', { name: 'Copenhagen Coffee' }).waitFor();
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/standalone-shell.png' });
    expect(errors).toEqual([]);
  });
});
