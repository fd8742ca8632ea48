import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerBlock, demoAddress, signInThroughPortal } from './browser';
import { expectControlsInLandmarks, expectModalTrapAndEscape, expectStopsSeen, expectSurfaceFits, tabStops } from './a11y-kit';
import { axeViolations, expectInWindow, expectNoHorizontalScroll, isPhone, openWindow, SHOTS, type WindowSize } from './layout-kit';
import { walkDisplayModes } from './display-modes';

async function shoot(page: Page, size: WindowSize, state: string) {
  await page.screenshot({ path: `${SHOTS}/layout-${size.name}-${state}.png` });
}

/** Where the keyboard walk checks that nothing fixed of ours hides the focused control (WCAG 2.4.11). */
const KEYBOARD_WALK_SIZES = ['phone-375x812', 'zoom400-1280x800'];
/** Where forced colours, the dark scheme and text spacing are walked. */
const DISPLAY_MODE_SIZES = ['phone-375x812', 'desktop-1280x800'];
/** Where axe-core checks each page and state the walk opens: no violation of any impact. */
const AXE_SIZES = ['phone-375x812', 'desktop-1280x800'];

/**
 * The locked entry's hover card (Copenhagen Coffee has no Customer Data Platform licence): reached by
 * keyboard from its group, inside the window, and closed by Escape in it.
 */
async function checkLockedCard(page: Page, size: WindowSize, scope: Locator): Promise<void> {
  const group = scope.getByRole('button', { name: 'Customer Data Platform' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await group.focus();
  await page.keyboard.press('Tab');
  const card = scope.locator('.sidebar__tooltip[role="group"]:not([hidden])');
  await card.waitFor();
  await expectSurfaceFits(page, card, 'the locked-entry card');
  await shoot(page, size, 'locked-card');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await card.waitFor({ state: 'hidden' });
}

/**
 * The shell at one window size, on the demo at `url`: no sideways scrolling on any page or
 * dialog, every top-bar function on screen and working, the product area filling its region, the
 * chat's header on screen after a long answer; every dialog, popover, hover card and sheet fits the
 * window, modal ones keep focus and close on Escape, the Stay/Leave prompt shows its first focus;
 * controls sit in landmarks; at some sizes the keyboard walk, the display modes and axe-core (see
 * the lists above). One context and page of that size; screenshots of each state go to test-results/.
 */
async function walkAtSize(browser: Browser, size: WindowSize, url: (path: string) => string): Promise<void> {
  const { context, page, errors } = await openWindow(browser, size);
  const shell = page.locator('portal-shell');
  const withAxe = AXE_SIZES.includes(size.name);
  const axeFound: string[] = [];
  const axeCheck = async (state: string) => {
    if (withAxe) axeFound.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));
  };
  try {
    await signInThroughPortal(page, url('/'), /Mads Holm Madsen/);
    await shell.getByRole('heading', { name: 'Welcome, Mads' }).waitFor();
    await shell.locator('[part="item"]').first().waitFor();
    if (withAxe) {
      await shell.locator('[part="news-card"]').first().waitFor();
      await axeCheck('home');
    }
    expect(await page.title()).toBe('Home – Portal');
    await expectNoHorizontalScroll(page, 'home');
    await shoot(page, size, 'home');
    await expectControlsInLandmarks(page, 'home');
    // The keyboard walk of the home page at a phone and at 400 %: nothing of ours hides the focused control.
    if (KEYBOARD_WALK_SIZES.includes(size.name)) {
      await shell.locator('[part="news-card"]').first().waitFor();
      expectStopsSeen(await tabStops(page, 60), `${size.name} home, by keyboard`);
    }

    // The top bar: logo, account switcher and (on a phone) the menu button and the one menu.
    await expectInWindow(page, shell.getByRole('link', { name: 'Portal home' }), 'the logo');
    const switcher = shell.getByRole('button', { name: 'Switch account, current account: Copenhagen Coffee' });
    await expectInWindow(page, switcher, 'the account switcher');
    expect(await switcher.getAttribute('title')).toBe('Copenhagen Coffee');
    const userMenu = isPhone(size)
      ? shell.getByRole('button', { name: 'Help, partner products and user menu for Mads Holm Madsen' })
      : shell.getByRole('button', { name: 'User menu for Mads Holm Madsen' });
    await expectInWindow(page, userMenu, 'the user menu');
    if (isPhone(size)) {
      await expectInWindow(page, shell.getByRole('button', { name: 'Menu', exact: true }), 'the menu button');
      expect(await shell.getByRole('link', { name: 'Help' }).count(), 'no separate Help on a phone').toBe(0);
    } else {
      await expectInWindow(page, shell.getByRole('link', { name: 'Help' }), 'Help');
      const partners = shell.getByRole('button', { name: 'Partner products' });
      await expectInWindow(page, partners, 'partner products');
      await partners.click();
      const popover = shell.getByRole('dialog', { name: /Partner Programme/ });
      await popover.waitFor();
      await axeCheck('partner products');
      await expectSurfaceFits(page, popover, 'the partner popover');
      // Names break between words, never inside one.
      const brokenWords = (await page.evaluate(`(() => {
        const root = document.querySelector('portal-shell').shadowRoot;
        const broken = [];
        for (const name of root.querySelectorAll('.top-bar__partner-name')) {
          const text = name.firstChild;
          let start = 0;
          for (const word of name.textContent.split(' ')) {
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, start + word.length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) broken.push(word);
            start += word.length + 1;
          }
        }
        return broken;
      })()`)) as string[];
      expect(brokenWords).toEqual([]);
      await shoot(page, size, 'partners');
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'hidden' });
    }
    await userMenu.click();
    const menu = shell.getByRole('menu');
    await menu.waitFor();
    await axeCheck('user menu');
    const logout = menu.getByRole('menuitem', { name: 'Logout' });
    await expectSurfaceFits(page, menu, 'the user menu');
    await logout.scrollIntoViewIfNeeded();
    await expectInWindow(page, logout, 'Logout');
    if (isPhone(size)) {
      const help = menu.getByRole('menuitem', { name: 'Help' }).first();
      await help.scrollIntoViewIfNeeded();
      await expectInWindow(page, help, 'Help in the menu');
      expect(await menu.getByRole('menuitem', { name: 'Northwind Commerce' }).count()).toBe(1);
    }
    await expectNoHorizontalScroll(page, 'the user menu');
    await shoot(page, size, 'user-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // A product area: through the drawer on a phone, from the rail elsewhere.
    if (isPhone(size)) {
      await shell.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = shell.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      await axeCheck('drawer');
      await expectNoHorizontalScroll(page, 'the drawer');
      await expectSurfaceFits(page, drawer, 'the drawer');
      await shoot(page, size, 'drawer');
      await expectModalTrapAndEscape(page, drawer, 'the drawer');
      await shell.getByRole('button', { name: 'Menu', exact: true }).click();
      await drawer.waitFor();
      await checkLockedCard(page, size, drawer);
      await drawer.getByRole('button', { name: 'Analytics & Insights' }).click();
      await drawer.getByRole('link', { name: 'Account Dashboard' }).click();
      await drawer.waitFor({ state: 'hidden' });
    } else {
      await shell.locator('[part="sidebar"]').hover();
      await checkLockedCard(page, size, shell.locator('[part="sidebar"]'));
      await shell.getByRole('button', { name: 'Analytics & Insights' }).click();
      await shell.getByRole('link', { name: 'Account Dashboard' }).click();
    }
    await page.waitForURL((current) => current.pathname === '/dash/Dashboard/tnt');
    const frame = shell.locator('.app-frame[data-app-prefix="dash"]:not([hidden]) iframe');
    await frame.waitFor();
    await expect.poll(() => page.title()).toBe('Account Dashboard – Portal');
    // The frame fills the content region exactly: no strip below it.
    const region = (await shell.locator('[part="content"]').boundingBox())!;
    const framed = (await frame.boundingBox())!;
    expect(Math.abs(framed.y + framed.height - (region.y + region.height))).toBeLessThanOrEqual(1);
    expect(Math.abs(framed.x + framed.width - (region.x + region.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(framed.x - region.x)).toBeLessThanOrEqual(1);
    await expectNoHorizontalScroll(page, 'a product area');
    await shoot(page, size, 'area');
    if (withAxe) {
      await shell.locator('.app-frame[data-app-prefix="dash"]:not([hidden])[data-state="ready"]').waitFor();
      await axeCheck('product area');
    }

    // The Switch account dialog: on a phone the whole width, names readable, 44 px rows.
    await switcher.click();
    const dialog = shell.getByRole('dialog', { name: 'Switch account' });
    await dialog.waitFor();
    await expectNoHorizontalScroll(page, 'the account dialog');
    const rows = shell.getByRole('option');
    await rows.first().waitFor();
    await axeCheck('account dialog');
    expect((await rows.first().boundingBox())!.height).toBe(44);
    if (isPhone(size)) expect((await dialog.boundingBox())!.width).toBeGreaterThanOrEqual(size.width - 1);
    const clipped = (await page.evaluate(`[...document.querySelector('portal-shell').shadowRoot.querySelectorAll('.account-switcher__name-text')]
      .filter((name) => name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1).map((name) => name.textContent)`)) as string[];
    expect(clipped, 'account names cut').toEqual([]);
    await expectSurfaceFits(page, dialog, 'the account dialog');
    await shoot(page, size, 'accounts');
    await expectModalTrapAndEscape(page, dialog, 'the account dialog');

    // The chat: after a long answer its header and Close are on screen, the log takes the rest.
    await shell.getByRole('button', { name: 'Open help chat' }).click();
    const field = shell.getByRole('textbox', { name: 'Your question' });
    await field.fill('How do I switch customer account, and what do the dashboards show?');
    await field.press('Enter');
    await shell.getByRole('button', { name: 'Helpful' }).last().waitFor();
    await axeCheck('chat with an answer');
    await expectInWindow(page, shell.getByRole('button', { name: 'Close help chat' }), 'the chat Close button');
    await expectInWindow(page, shell.getByRole('heading', { name: 'Help assistant' }), 'the chat title');
    await expectInWindow(page, shell.getByRole('button', { name: 'Send' }), 'the chat Send button');
    const popup = (await shell.locator('[part="popup"]').boundingBox())!;
    if (size.width >= 1280 && size.height >= 800) expect(popup.width).toBe(600);
    await expectNoHorizontalScroll(page, 'the chat');
    const chat = shell.getByRole('dialog', { name: 'Help assistant' });
    await expectSurfaceFits(page, chat, 'the chat');
    await shoot(page, size, 'chat');
    if ((await chat.getAttribute('aria-modal')) === 'true') await expectModalTrapAndEscape(page, chat, 'the chat sheet');
    else {
      // The popup beside the page is not modal; Escape closes it from inside all the same.
      await shell.getByRole('log', { name: 'Conversation' }).focus();
      await page.keyboard.press('Escape');
      await chat.waitFor({ state: 'hidden' });
    }

    // Unsaved work in the area: the Stay/Leave prompt fits, Stay is in sight and focused, the
    // prompt keeps focus, Escape means Stay; then Leave goes home.
    await page.frameLocator('portal-shell .app-frame[data-app-prefix="dash"]:not([hidden]) iframe').getByLabel('Notes').fill('half-written');
    const logo = shell.getByRole('link', { name: 'Portal home' });
    await logo.click();
    const prompt = shell.getByRole('alertdialog');
    await prompt.waitFor();
    await expectSurfaceFits(page, prompt, 'the Stay/Leave prompt');
    const stay = prompt.getByRole('button', { name: 'Stay' });
    await expect.poll(async () => stay.evaluate((button) => button.getRootNode() instanceof ShadowRoot && (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
    await expectInWindow(page, stay, 'Stay, focused first');
    const [stayBox, promptBox] = [(await stay.boundingBox())!, (await prompt.boundingBox())!];
    expect(stayBox.y >= promptBox.y - 0.5 && stayBox.y + stayBox.height <= promptBox.y + promptBox.height + 0.5, 'Stay, focused first, whole in the prompt').toBe(true);
    // Scrolled to its end, the question's last line is not under the answers.
    const lastLineCovered = await prompt.evaluate((dialog) => {
      dialog.scrollTop = dialog.scrollHeight;
      const text = dialog.querySelector('[data-part="description"]')!;
      const box = text.getBoundingClientRect();
      const top = (dialog.getRootNode() as ShadowRoot).elementFromPoint(box.left + 8, box.bottom - 4);
      return top !== null && !text.contains(top);
    });
    expect(lastLineCovered, 'the question ends under the answers').toBe(false);
    await shoot(page, size, 'stay-or-leave');
    await expectModalTrapAndEscape(page, prompt, 'the Stay/Leave prompt');
    expect(new URL(page.url()).pathname).toBe('/dash/Dashboard/tnt');
    await logo.click();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await shell.getByRole('heading', { name: 'Welcome, Mads' }).waitFor();
    // After a navigation the announcer gives the new page's heading focus, a task after its render:
    // the walks below start from the top only once that has happened.
    await expect.poll(() => shell.evaluate((element) => element.shadowRoot?.activeElement?.textContent)).toBe('Welcome, Mads');

    // Forced colours, the dark scheme and WCAG text spacing, at a phone and a desktop size.
    if (DISPLAY_MODE_SIZES.includes(size.name)) await walkDisplayModes(page, size);

    // Not Found.
    await page.goto(url('/no-such-page'));
    await shell.getByRole('heading', { name: 'Page not found' }).waitFor();
    // The title is written after the page's first frame.
    await expect.poll(() => page.title()).toBe('Page not found – Portal');
    await expectNoHorizontalScroll(page, 'not found');
    await axeCheck('not found');
    expect(axeFound, 'axe-core').toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The walk at each of `sizes`, in one Chromium (split over two test files, which run side by side). */
export function describeWidths(sizes: readonly WindowSize[]): void {
  describe('the shell at every width', () => {
    const chromium = chromiumPerBlock();
    // A hang guard of 150 s: a walk with the keyboard walk and the display modes takes about 40 s
    // alone, and more than twice that beside another file on a loaded machine.
    it.each(sizes)('$name: pages and surfaces fit the window, modal ones keep focus, the top bar works, areas fill their region, the chat header stays', async (size) => {
      await walkAtSize(chromium(), size, demoAddress);
    }, 150_000);
  });
}
