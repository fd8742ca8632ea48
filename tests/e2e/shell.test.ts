import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { collectPageErrors, signInThroughPortal, watchedPagePerTest } from './browser';

const SHOTS = 'test-results';

/** The shell a person uses, on the demo against the local backend, in Chromium. */
describe('the shell on the demo portal', () => {
  let page: Page;
  let errors: string[];
  const shell = () => page.locator('portal-shell');
  const url = (path: string) => new URL(path, inject('demoUrl')).href;
  const browser = watchedPagePerTest((opened, seen) => {
    page = opened;
    errors = seen;
  });

  it.each([
    [/Cora Customer/, 'Cora Customer', false],
    [/Mads Holm Madsen/, 'Mads Holm Madsen', false],
    [/Ada Admin Lovelace/, 'Ada Admin Lovelace', true],
    [/Pia Partner Petersen/, 'Pia Partner Petersen', false],
  ])('%s signs in and finds their user menu; Internal Tools only for the administrator', async (user, fullName, isAdmin) => {
    await signInThroughPortal(page, inject('demoUrl'), user);
    const trigger = shell().getByRole('button', { name: `User menu for ${fullName}` });
    await trigger.click();
    const menu = shell().getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByText(fullName).count()).toBeGreaterThan(0);
    expect(await menu.getByRole('menuitem', { name: 'Internal Tools' }).count()).toBe(isAdmin ? 1 : 0);
    expect(await menu.getByRole('menuitem', { name: 'Logout' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('the next person on the browser never acts for the previous person’s account', async () => {
    await signInThroughPortal(page, inject('demoUrl'), /Mads Holm Madsen/);
    await shell().getByRole('button', { name: /Copenhagen Coffee/ }).click();
    await shell().getByRole('combobox', { name: 'Search' }).fill('fjord');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await shell().getByRole('button', { name: /Fjord Fashion/ }).waitFor();
    await shell().getByRole('button', { name: 'User menu for Mads Holm Madsen' }).click();
    // Chosen from the keyboard: playwright's same-instant press and release chooses nothing in Ark's menu.
    await shell().getByRole('menuitem', { name: 'Logout' }).hover();
    await page.keyboard.press('Enter');
    // Otto can act for Fjord Fashion too, but never chose it: he is asked, not put there.
    await page.getByRole('button', { name: /Otto Olsen/ }).click();
    await page.waitForURL((current) => current.origin === new URL(inject('demoUrl')).origin);
    const dialog = shell().getByRole('dialog');
    await dialog.waitFor();
    expect(await shell().getByRole('button', { name: /Fjord Fashion/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('switches accounts from the keyboard, and the menu locks follow the new account', async () => {
    await signInThroughPortal(page, inject('demoUrl'), /Mads Holm Madsen/);
    await shell().getByRole('button', { name: 'Copenhagen Coffee' }).click();
    const search = shell().getByRole('combobox', { name: 'Search' });
    await search.waitFor();
    await page.screenshot({ path: `${SHOTS}/shell-account-dialog.png` });
    await search.fill('aarhus');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await shell().getByRole('button', { name: 'Aarhus Books' }).waitFor();
    // Aarhus Books has only FREE products: Audience Builder is locked now.
    await shell().getByRole('button', { name: 'Keep sidebar open' }).click();
    await shell().getByRole('button', { name: 'Customer Data Platform' }).click();
    const locked = shell().locator('[aria-disabled="true"]', { hasText: 'Audience Builder' });
    await locked.waitFor();
    await locked.hover();
    await shell().getByText("You don't have access to Audience Builder").waitFor();
    await page.screenshot({ path: `${SHOTS}/shell-locked-tooltip.png` });
    expect(errors).toEqual([]);
  });

  it('sends the user home for a customer id in the address that is not theirs', async () => {
    await signInThroughPortal(page, inject('demoUrl'), /Cora Customer/);
    await page.goto(url('/dash/Dashboard/5150'));
    await page.waitForURL((current) => current.pathname === '/');
    await shell().getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
  });

  it('shows Not Found for /internal-tools to a customer, and the tools to the administrator', async () => {
    await signInThroughPortal(page, inject('demoUrl'), /Cora Customer/);
    await page.goto(url('/internal-tools'));
    await shell().getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
    page = await browser().newPage();
    errors = await collectPageErrors(page);
    await signInThroughPortal(page, inject('demoUrl'), /Ada Admin Lovelace/);
    await page.goto(url('/internal-tools'));
    await shell().getByRole('heading', { name: 'Internal tools' }).waitFor();
    expect(await shell().getByRole('link', { name: 'Module Builder' }).getAttribute('target')).toBe('_blank');
  });

  it('the sidebar starts as a rail, opens on hover, and the keep-open choice survives a reload', async () => {
    await signInThroughPortal(page, inject('demoUrl'), /Cora Customer/);
    const sidebar = shell().locator('[part="sidebar"]');
    await sidebar.waitFor();
    const railWidth = (await sidebar.boundingBox())!.width;
    await page.screenshot({ path: `${SHOTS}/shell-rail.png` });
    expect(railWidth).toBeLessThan(100);
    await shell().getByRole('button', { name: 'Keep sidebar open' }).click();
    await shell().getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    await page.mouse.move(900, 400);
    expect((await sidebar.boundingBox())!.width).toBe(281);
    await page.screenshot({ path: `${SHOTS}/shell-open.png` });
    await page.reload();
    await shell().getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('navigates from the sidebar into a product area and back with the browser', async () => {
    await signInThroughPortal(page, inject('demoUrl'), /Cora Customer/);
    await shell().getByRole('button', { name: 'Keep sidebar open' }).click();
    await shell().getByRole('button', { name: 'Analytics & Insights' }).click();
    await shell().getByRole('link', { name: 'Account Dashboard' }).click();
    await page.waitForURL((current) => current.pathname === '/dash/Dashboard/tnt');
    await shell().locator('.app-frame[data-app-prefix="dash"]:not([hidden])').waitFor();
    expect(await shell().getByRole('link', { name: 'Account Dashboard' }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await shell().getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
    await page.goForward();
    await shell().locator('.app-frame[data-app-prefix="dash"]:not([hidden])').waitFor();
  });

  // Last in the file: it signs Cora out of the identity server.
  it('a new tab paints the person from the browser’s copy while its GetUserData is out; without the copy, nothing an open tab hands over before its own GetUserData confirms it; a sign-out in one tab signs the other out', async () => {
    // Two tabs of one browser context (the page of each test has a context of its own).
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const first = await context.newPage();
      const firstErrors = await collectPageErrors(first);
      await signInThroughPortal(first, inject('demoUrl'), /Cora Customer/);
      const firstShell = first.locator('portal-shell');
      await firstShell.getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
      // The confirmed sign-in is kept for new tabs (with the login's expiry from RefreshLogin).
      const KEPT = 'portal-shell:login:v1';
      await expect.poll(() => first.evaluate((key) => localStorage.getItem(key) !== null, KEPT)).toBe(true);
      /** Holds the tab's GetUserData until released; counts how often it was asked. */
      const holdUserData = async (tab: Page) => {
        const held = { asked: 0, release: () => {} };
        const answered = new Promise<void>((resolve) => (held.release = resolve));
        await tab.route('**/authapi/Login/GetUserData', async (route) => {
          held.asked += 1;
          await answered;
          await route.continue();
        });
        return held;
      };
      const fromCopy = await context.newPage();
      const fromCopyErrors = await collectPageErrors(fromCopy);
      const copyHeld = await holdUserData(fromCopy);
      await fromCopy.goto(url('/'));
      await fromCopy.locator('portal-shell').getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
      await expect.poll(() => copyHeld.asked).toBe(1);
      expect(await fromCopy.locator('portal-shell').getByText('Signing in').count(), 'painted before GetUserData answered').toBe(0);
      copyHeld.release();
      await fromCopy.close();
      expect(fromCopyErrors).toEqual([]);

      const second = await context.newPage();
      const secondErrors = await collectPageErrors(second);
      // Without the browser's copy (another person's browser, say) only the open tab could tell.
      await second.addInitScript((key) => localStorage.removeItem(key), KEPT);
      const held = await holdUserData(second);
      await second.goto(url('/'));
      const secondShell = second.locator('portal-shell');
      // GetUserData is out and held: the tab is still signing in, whatever the first tab said.
      await expect.poll(() => held.asked).toBe(1);
      await secondShell.getByText('Signing in').waitFor();
      expect(await secondShell.getByRole('heading', { name: 'Welcome, Cora' }).count()).toBe(0);
      const cachedLogin = () => second.evaluate(() => Object.values(sessionStorage).some((value) => value.includes('"login"')));
      expect(await cachedLogin()).toBe(false);
      held.release();
      // Confirmed: shown, and the tab's own cache is written.
      await secondShell.getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
      await expect.poll(cachedLogin).toBe(true);
      await secondShell.getByRole('button', { name: 'User menu for Cora Customer' }).click();
      await secondShell.getByRole('menuitem', { name: 'Logout' }).hover();
      await second.keyboard.press('Enter');
      // The tab that logged out goes to the identity server's sign-in, as a logout does.
      await second.waitForURL((address) => address.pathname === '/identity/account/login');
      // The first tab shows signed out and stays where it was. Asked again and again rather than
      // waited for: a locator's wait runs on animation frames, which a background tab does not get.
      await expect.poll(() => firstShell.getByText('You are signed out.').count()).toBe(1);
      expect(new URL(first.url()).origin).toBe(new URL(inject('demoUrl')).origin);
      expect(firstErrors).toEqual([]);
      expect(secondErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
