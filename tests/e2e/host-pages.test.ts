import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInThroughPortal, watchedPagePerTest } from './browser';

const SHOTS = 'test-results';

/**
 * Every demo host page and the home page, against the local backend: the standalone portal on the
 * portal's origin, the other host pages on the host site (another origin, same site: localhost).
 */
describe('the demo host pages', () => {
  let page: Page;
  let errors: string[];
  const url = (path: string) => new URL(path, inject('demoUrl')).href;
  const onHostSite = (path: string) => new URL(path, inject('hostUrl')).href;
  watchedPagePerTest((opened, seen) => {
    page = opened;
    errors = seen;
  }, { width: 1280, height: 900 });

  it('index.html: the home page with welcome, release notes, news, help card and a calm video fallback offline', async () => {
    await signInThroughPortal(page, url('/'), /Ada Admin Lovelace/);
    const shell = page.locator('#app > portal-shell');
    await shell.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    const notes = shell.locator('[part="card"] [part="item"]');
    await notes.first().waitFor();
    expect(await notes.count()).toBe(3);
    expect(await shell.locator('[part="new-badge"]').count()).toBeGreaterThan(0);
    expect(await shell.locator('[part="card"]').textContent()).toMatch(/(mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) den \d+\. \w+ \d{4}/);
    await shell.locator('[part="news-card"]').first().waitFor();
    expect(await shell.locator('[part="news-badge"]').count()).toBeGreaterThan(0);
    expect(await shell.getByRole('link', { name: 'Read more' }).first().getAttribute('target')).toBe('_blank');
    await shell.getByRole('heading', { name: 'Need help?' }).waitFor();
    await shell.locator('[part="video-fallback"]').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/home-page.png`, fullPage: true });
    // Offline, the video service cannot be reached; that is the fallback's case, not an error.
    expect(errors.filter((error) => !(error.startsWith('console.error') && /vimeo/i.test(error)))).toEqual([]);
  });

  it('cms.html on the host site: the portal under /cms/portal, signed in and back on the host page, unstyled by its CSS, without partner products', async () => {
    await signInThroughPortal(page, onHostSite('/cms/portal/'), /Cora Customer/);
    await page.waitForURL((current) => current.pathname.startsWith('/cms/portal'));
    expect(new URL(page.url()).origin).toBe(new URL(inject('hostUrl')).origin);
    const shell = page.locator('main.cms-main > portal-shell');
    await shell.getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
    expect(await page.locator('.cms-header').isVisible()).toBe(true);
    // The top bar's lazy parts have loaded (the user menu is there): partner products must not be.
    await shell.getByRole('button', { name: 'User menu for Cora Customer' }).waitFor();
    expect(await shell.getByRole('button', { name: 'Partner products' }).count()).toBe(0);
    const font = await shell.getByRole('heading', { name: 'Welcome, Cora' }).evaluate((node) => getComputedStyle(node).fontFamily);
    expect(font).not.toContain('Times');
    await shell.getByRole('button', { name: 'Keep sidebar open' }).click();
    await shell.getByRole('button', { name: 'Analytics & Insights' }).click();
    await shell.getByRole('link', { name: 'Account Dashboard' }).click();
    await page.waitForURL((current) => current.pathname === '/cms/portal/dash/Dashboard/tnt');
    // The product area's frame (the apps origin) may be framed by the host site.
    await page.frameLocator('portal-shell .app-frame[data-app-prefix="dash"] iframe').getByTestId('current-path').waitFor();
    await page.screenshot({ path: `${SHOTS}/cms-page.png` });
    expect(errors).toEqual([]);
  });

  it('elements.html on the host site: release notes and the account switcher on their own, staying until the visitor signs in, back there after signing in', async () => {
    await page.goto(onHostSite('/elements.html'));
    // Standalone elements never leave the host page by themselves: the switcher offers the sign-in.
    await page.locator('portal-account-switcher').getByRole('button', { name: 'Sign in to choose an account' }).click();
    await page.getByRole('button', { name: /Mads Holm Madsen/ }).click();
    await page.waitForURL((current) => current.origin === new URL(inject('hostUrl')).origin);
    expect(new URL(page.url()).pathname).toBe('/elements.html');
    expect(new URL(page.url()).origin).toBe(new URL(inject('hostUrl')).origin);
    // The sign-in's parameters are tidied out of the host page's address.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.locator('portal-release-notes [part="item"]').first().waitFor();
    expect(await page.locator('portal-release-notes [part="item"]').count()).toBe(3);
    const switcher = page.locator('portal-account-switcher');
    await switcher.getByRole('button', { name: 'Copenhagen Coffee' }).click();
    await switcher.getByRole('combobox', { name: 'Search' }).fill('baltic');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#chosen').textContent()).toBe('Baltic Bikes');
    expect(errors).toEqual([]);
  });
});
