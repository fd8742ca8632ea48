import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerBlock, demoAddress, signInThroughPortal } from './browser';
import { exposedTree } from './accessibility-tree';
import { axeViolations, focused, openWindow, SHOTS, tabTo, WINDOW_SIZES } from './layout-kit';

const DESKTOP = WINDOW_SIZES.find((size) => size.name === 'desktop-1280x800')!;
const PHONE = WINDOW_SIZES.find((size) => size.name === 'phone-375x812')!;

/** Whether focus, followed into shadow roots, is inside the element. (A string: the driver evaluates it as written.) */
const focusWithin = new Function(
  'element',
  `let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  return !!active && element.contains(active);`,
) as (element: Element) => boolean;

/**
 * Accessibility of the shell on the demo: announcements and focus after navigation, forced
 * colours, the content platform's single `main`, a walk with the keyboard only, and what the
 * accessibility tree exposes while a modal is open.
 * (layout-walk.ts runs axe-core on every page and state it opens at a phone and a desktop size.)
 */
describe('accessibility of the shell', () => {
  const chromium = chromiumPerBlock();
  const url = demoAddress;

  it('after a gateway 403 focus leaves the frame for the Not allowed heading, and the page is announced', async () => {
    const { context, page, errors } = await openWindow(chromium(), DESKTOP);
    const shell = page.locator('portal-shell');
    try {
      await signInThroughPortal(page, url('/dash/Dashboard/4030'), /Mads Holm Madsen/);
      const dash = page.frameLocator('portal-shell .app-frame[data-app-prefix="dash"] iframe');
      await dash.getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
      await dash.getByRole('button', { name: 'Call gateway' }).click();
      await shell.getByRole('heading', { name: 'Not allowed' }).waitFor();
      expect(await shell.getByText('account 4030').count()).toBe(1);
      await expect.poll(async () => (await focused(page)).name).toBe('Not allowed');
      expect((await focused(page)).tag).toBe('H1');
      expect(await shell.locator('[part="page-announcement"]').textContent()).toBe('Not allowed');
      expect(await page.title()).toBe('Not allowed – Portal');
      // Tab goes on to the way home, not into the hidden frame.
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('Go to the home page');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('in forced colours the highlighted menu item, the current page and the chat popup keep visible marks', async () => {
    const { context, page } = await openWindow(chromium(), DESKTOP);
    const shell = page.locator('portal-shell');
    try {
      await page.emulateMedia({ forcedColors: 'active' });
      await signInThroughPortal(page, url('/dash/Dashboard/tnt'), /Cora Customer/);
      await shell.getByRole('button', { name: 'Keep sidebar open' }).click();
      const current = shell.locator('.sidebar__link[aria-current="page"]');
      await current.waitFor();
      expect(await current.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('solid');
      await shell.getByRole('button', { name: /^User menu for/ }).click();
      await shell.getByRole('menu').waitFor();
      await page.keyboard.press('ArrowDown');
      const highlighted = shell.locator('.top-bar__menu-item[data-highlighted]');
      await highlighted.waitFor();
      const mark = await highlighted.evaluate((node) => {
        const style = getComputedStyle(node);
        return { outline: style.outlineStyle, background: style.backgroundColor, menu: getComputedStyle(node.parentElement!).backgroundColor };
      });
      expect(mark.outline).toBe('solid');
      expect(mark.background).not.toBe(mark.menu);
      await page.keyboard.press('Escape');
      await shell.getByRole('button', { name: 'Open help chat' }).click();
      const popup = shell.locator('[part="popup"]');
      await popup.waitFor();
      const edge = await popup.evaluate((node) => getComputedStyle(node));
      expect(edge.borderTopStyle).toBe('solid');
      expect(edge.borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
      await page.screenshot({ path: `${SHOTS}/layout-forced-colours.png` });
    } finally {
      await context.close();
    }
  });

  it("with a content platform the page has one main landmark and keeps its title: the host page's", async () => {
    const { context, page } = await openWindow(chromium(), DESKTOP);
    const shell = page.locator('portal-shell');
    const hostTitle = 'Customer portal · Content platform';
    try {
      await signInThroughPortal(page, url('/cms/portal/'), /Cora Customer/);
      await shell.getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.locator('main').count()).toBe(1);
      expect(await page.title(), 'on the first page').toBe(hostTitle);
      await page.reload();
      await shell.getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
      expect(await page.title(), 'on a reload').toBe(hostTitle);
      await shell.getByRole('button', { name: 'Keep sidebar open' }).click();
      await shell.getByRole('button', { name: 'Analytics & Insights' }).click();
      await shell.getByRole('link', { name: 'Account Dashboard' }).click();
      await page.waitForURL((current) => current.pathname === '/cms/portal/dash/Dashboard/tnt');
      await expect.poll(async () => shell.locator('[part="page-announcement"]').textContent()).toBe('Account Dashboard');
      expect(await page.title(), 'after a navigation').toBe(hostTitle);
    } finally {
      await context.close();
    }
  });

  it('a keyboard-only walk: sign in, switch account, open a product area, ask the chat, Stay and Leave', async () => {
    const { context, page, errors } = await openWindow(chromium(), DESKTOP);
    const shell = page.locator('portal-shell');
    // Where focus settles: a closing dialog hands it back in the frame after it closes, which a busy machine may not have drawn yet.
    const notOnBody = async (step: string) => expect.poll(async () => (await focused(page)).body, { message: `focus on the body after ${step}` }).toBe(false);
    try {
      await page.goto(url('/'));
      await page.getByRole('button', { name: /Mads Holm Madsen/ }).waitFor();
      await tabTo(page, /Mads Holm Madsen/);
      await page.keyboard.press('Enter');
      await shell.getByRole('heading', { name: 'Welcome, Mads' }).waitFor();
      await page.waitForURL((current) => current.origin === new URL(url('/')).origin && current.pathname === '/');

      // The skip link is the first stop and takes focus to the content.
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('Skip to content');
      await page.keyboard.press('Enter');
      expect((await focused(page)).part).toBe('content');

      // Switch account: Shift+Tab back to the switcher, search, pick with the arrows and Enter.
      await tabTo(page, /^Switch account/, { back: true });
      await page.keyboard.press('Enter');
      await shell.getByRole('combobox', { name: 'Search' }).waitFor();
      await page.keyboard.type('nordic');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await shell.getByRole('button', { name: 'Switch account, current account: Nordic Outdoor' }).waitFor();
      await notOnBody('the account switch');

      // A product area from the rail, with Enter.
      await tabTo(page, /^Analytics & Insights$/);
      await page.keyboard.press('Enter');
      await tabTo(page, /^Account Dashboard$/);
      await page.keyboard.press('Enter');
      await page.waitForURL((current) => current.pathname === '/dash/Dashboard/tnt');
      await expect.poll(() => page.title()).toBe('Account Dashboard – Portal');
      await expect.poll(async () => (await focused(page)).part).toBe('content');
      expect(await shell.locator('[part="page-announcement"]').textContent()).toBe('Account Dashboard');
      const dash = page.frameLocator('portal-shell .app-frame[data-app-prefix="dash"] iframe');
      await dash.getByTestId('token').filter({ hasText: 'tok_' }).waitFor();

      // The chat: open, ask, answer, like; focus never falls to the body.
      await tabTo(page, /^Open help chat$/, { max: 80 });
      await page.keyboard.press('Enter');
      await shell.getByRole('dialog', { name: 'Help assistant' }).waitFor();
      await tabTo(page, /^Your question$/, { max: 10 });
      await page.keyboard.type('How do I switch customer account?');
      await page.keyboard.press('Enter');
      await notOnBody('sending a question');
      await shell.getByRole('button', { name: 'Helpful' }).last().waitFor();
      await expect.poll(async () => (await focused(page)).name).toBe('Your question');
      await tabTo(page, /^Helpful$/, { back: true, max: 20 });
      await page.keyboard.press('Enter');
      await shell.getByText('Thank you for your feedback!').waitFor();
      await notOnBody('liking the answer');
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await focused(page)).name).toBe('Open help chat');

      // Unsaved work in the area: Stay keeps it, Leave goes home.
      await tabTo(page, /^Skip to content$/, { max: 80 });
      await page.keyboard.press('Enter');
      const notes = dash.getByLabel('Notes');
      for (let press = 0; press < 20 && !(await notes.evaluate((input) => input === document.activeElement)); press += 1) await page.keyboard.press('Tab');
      expect(await notes.evaluate((input) => input === document.activeElement), 'Tab reaches the app').toBe(true);
      await page.keyboard.type('half-written');
      await tabTo(page, /^Portal home$/, { back: true, max: 80 });
      await page.keyboard.press('Enter');
      const prompt = shell.getByRole('alertdialog');
      await prompt.waitFor();
      await expect.poll(async () => (await focused(page)).name).toBe('Stay');
      await page.keyboard.press('Enter');
      await prompt.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/dash/Dashboard/tnt');
      await notOnBody('Stay');
      await tabTo(page, /^Portal home$/, { back: true, max: 80 });
      await page.keyboard.press('Enter');
      await prompt.waitFor();
      await tabTo(page, /^Leave$/, { max: 5 });
      await page.keyboard.press('Enter');
      await shell.getByRole('heading', { name: 'Welcome, Mads' }).waitFor();
      await expect.poll(() => page.title()).toBe('Home – Portal');
      await expect.poll(async () => (await focused(page)).name).toBe('Welcome, Mads');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('with a modal open a screen reader meets the dialog only: the chat sheet, Switch account, and Stay or Leave', async () => {
    // A phone: there the chat is a modal sheet; the other two are modal at every width.
    const { context, page, errors } = await openWindow(chromium(), PHONE);
    const shell = page.locator('portal-shell');
    const onlyDialog = async (surface: Locator, dialog: string) => {
      // Read once the dialog has taken focus: where a screen reader user arrives when it opens.
      await expect.poll(() => surface.evaluate(focusWithin), { message: `${dialog}: focus inside` }).toBe(true);
      const tree = await exposedTree(page);
      expect(tree.dialogs, `${dialog}: the dialogs exposed`).toEqual([dialog]);
      // Soft: each of the three modals is told on its own.
      expect.soft(tree.beside, `${dialog}: exposed beside the dialog`).toEqual([]);
    };
    try {
      await signInThroughPortal(page, url('/'), /Mads Holm Madsen/);
      const welcome = shell.getByRole('heading', { name: 'Welcome, Mads' });
      await welcome.waitFor();
      await shell.getByRole('button', { name: 'Open help chat' }).waitFor();
      // Without a modal the page is there to read: banner, main, the home page's heading, the launcher.
      const open = (await exposedTree(page)).beside;
      for (const shown of ['banner ""', 'main ""', 'heading "Welcome, Mads"', 'button "Open help chat"']) {
        expect(open.some((node) => node.startsWith(shown.replace(/""$/, ''))), `${shown} exposed with no modal`).toBe(true);
      }

      await shell.getByRole('button', { name: /^Switch account/ }).click();
      const accounts = shell.getByRole('dialog', { name: 'Switch account' });
      await accounts.waitFor();
      await shell.getByRole('option').first().waitFor();
      await onlyDialog(accounts, 'dialog "Switch account"');
      await page.keyboard.press('Escape');
      await accounts.waitFor({ state: 'hidden' });

      await shell.getByRole('button', { name: 'Open help chat' }).click();
      const chat = shell.getByRole('dialog', { name: 'Help assistant' });
      await chat.waitFor();
      expect(await chat.getAttribute('aria-modal'), 'the chat is a modal sheet on a phone').toBe('true');
      await onlyDialog(chat, 'dialog "Help assistant"');
      await page.keyboard.press('Escape');
      await chat.waitFor({ state: 'hidden' });

      await page.goto(url('/dash/Dashboard/tnt'));
      const dash = page.frameLocator('portal-shell .app-frame[data-app-prefix="dash"]:not([hidden]) iframe');
      await dash.getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
      await dash.getByLabel('Notes').fill('half-written');
      await shell.getByRole('button', { name: 'Help, partner products and user menu for Mads Holm Madsen' }).click();
      // Chosen from the keyboard: playwright's same-instant press and release chooses nothing in Ark's menu.
      await shell.getByRole('menuitem', { name: 'Logout' }).hover();
      await page.keyboard.press('Enter');
      const prompt = shell.getByRole('alertdialog');
      await prompt.waitFor();
      await onlyDialog(prompt, `alertdialog "${(await prompt.getByRole('heading').textContent())?.trim()}"`);
      await prompt.getByRole('button', { name: 'Stay' }).click();
      await prompt.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
