import { describe, expect, it } from 'vitest';
import { chromiumPerBlock, demoAddress, signInThroughPortal } from './browser';
import { axeViolations, openWindow, WINDOW_SIZES, type WindowSize } from './layout-kit';

const PHONE = WINDOW_SIZES.find((size) => size.name === 'phone-375x812')!;
const DESKTOP = WINDOW_SIZES.find((size) => size.name === 'desktop-1280x800')!;

/**
 * Accessibility of the shell on the demo: axe-core with no violation of any impact on every page
 * and state at a phone and a desktop size. (accessibility-walk.test.ts has focus, announcements,
 * forced colours and the keyboard walk, beside this file.)
 */
describe('accessibility of the shell', () => {
  const chromium = chromiumPerBlock();
  const url = demoAddress;

  it.each([PHONE, DESKTOP])('$name: axe finds no violation of any impact on the pages and states', async (size: WindowSize) => {
    const { context, page, errors } = await openWindow(chromium(), size);
    const shell = page.locator('portal-shell');
    const phone = size.width < 600;
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));
    try {
      await signInThroughPortal(page, url('/'), /Mads Holm Madsen/);
      await shell.getByRole('heading', { name: 'Welcome, Mads' }).waitFor();
      await shell.locator('[part="item"]').first().waitFor();
      await shell.locator('[part="news-card"]').first().waitFor();
      await check('home');

      await shell.getByRole('button', { name: phone ? /^Help, partner products and user menu/ : /^User menu for/ }).click();
      await shell.getByRole('menu').waitFor();
      await check('user menu');
      await page.keyboard.press('Escape');
      await shell.getByRole('menu').waitFor({ state: 'hidden' });

      if (phone) {
        await shell.getByRole('button', { name: 'Menu', exact: true }).click();
        await shell.getByRole('dialog', { name: 'Menu' }).waitFor();
        await check('drawer');
        await page.keyboard.press('Escape');
        await shell.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
      } else {
        await shell.getByRole('button', { name: 'Partner products' }).click();
        await shell.getByRole('dialog', { name: /Partner Programme/ }).waitFor();
        await check('partner products');
        await page.keyboard.press('Escape');
      }

      await shell.getByRole('button', { name: /^Switch account/ }).click();
      await shell.getByRole('option').first().waitFor();
      await check('account dialog');
      await page.keyboard.press('Escape');
      await shell.getByRole('dialog', { name: 'Switch account' }).waitFor({ state: 'hidden' });

      await shell.getByRole('button', { name: 'Open help chat' }).click();
      const field = shell.getByRole('textbox', { name: 'Your question' });
      await field.fill('How do I switch customer account?');
      await field.press('Enter');
      await shell.getByRole('button', { name: 'Helpful' }).last().waitFor();
      await check('chat with an answer');
      await shell.getByRole('button', { name: 'Close help chat' }).click();

      await page.goto(url('/dash/Dashboard/tnt'));
      await shell.locator('.app-frame[data-app-prefix="dash"]:not([hidden])[data-state="ready"]').waitFor();
      await check('product area');

      await page.goto(url('/no-such-page'));
      await shell.getByRole('heading', { name: 'Page not found' }).waitFor();
      await check('not found');
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
