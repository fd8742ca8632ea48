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

  it('opens the account dialog from the top bar with a real click, and Escape closes it', async () => {
    await signInThroughPortal(page, inject('demoUrl'), /Cora Customer/);
    const shell = page.locator('portal-shell');
    await shell.getByRole('button', { name: 'Nordic Outdoor' }).click();
    const dialog = shell.getByRole('dialog', { name: 'Switch account' });
    await dialog.waitFor();
    await page.screenshot({ path: 'test-results/standalone-account-dialog.png' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('serves the portal for deep links into product areas', async () => {
    await signInThroughPortal(page, inject('demoUrl'), /Cora Customer/);
    await page.goto(new URL('/dash/Dashboard/123', inject('demoUrl')).href);
    await page.locator('portal-shell [part="top-bar"]').waitFor();
    expect(errors).toEqual([]);
  });
});
