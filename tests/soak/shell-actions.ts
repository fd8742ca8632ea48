import type { Frame, Locator, Page } from 'playwright-core';
import { closeChat } from './chat-actions';
import type { SeededRandom } from './seeded-random';
import { snapshot, waitForSettled } from './shell-probe';

/** The sample user the soak signs in as: several accounts, among them 1003 (FREE only), 4030 (gateway 403) and 5150. */
export const SOAK_USER = /Mads Holm Madsen/;

const shellOf = (page: Page) => page.locator('portal-shell');
const platformsOf = (page: Page) => shellOf(page).locator('nav[aria-label="Platforms"]');
/** Portal links of the sidebar: not locked, not opening another site. */
const PORTAL_LINK = 'a.sidebar__link[href^="/"]';

/** Signs in through the identity page (the portal sends a signed-out visitor there) and docks the sidebar. */
export async function signIn(page: Page, portalUrl: string): Promise<void> {
  if (!(await snapshot(page)).onPortal || !page.url().startsWith(portalUrl)) await page.goto(portalUrl);
  const signInButton = page.getByRole('button', { name: SOAK_USER });
  await Promise.race([signInButton.waitFor(), shellOf(page).locator('.sidebar').waitFor()]);
  if (await signInButton.isVisible()) {
    await signInButton.click();
    await page.waitForURL((url) => url.href.startsWith(portalUrl));
  }
  await dockSidebar(page);
}

/** The sidebar kept open (persisted, so only the first time per browser context does anything). */
export async function dockSidebar(page: Page): Promise<void> {
  const keepOpen = shellOf(page).getByRole('button', { name: 'Keep sidebar open' });
  await Promise.race([keepOpen.waitFor(), shellOf(page).getByRole('button', { name: 'Collapse sidebar' }).waitFor()]);
  if (await keepOpen.isVisible()) await keepOpen.click();
}

/** A sidebar group, opened if it is a closed group; returns its portal links. */
async function openGroup(page: Page, random: SeededRandom): Promise<Locator> {
  const groups = platformsOf(page).locator('li.sidebar__group');
  const count = await groups.count();
  const group = groups.nth(random.int(0, count - 1));
  const toggle = group.locator('button.sidebar__group-toggle');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return group.locator(PORTAL_LINK);
}

/** How long a hand holds a mouse button down in a click (a machine's is under a millisecond). */
const PRESS_MS = 60;

/**
 * Chooses a menu item as a person does: the pointer goes onto it and rests until the item shows
 * highlighted, then a press of a hand's length. Ark's menu reads the highlighted item from React's
 * last render, so a machine's move-down-up within the same few milliseconds closes the menu with
 * no choice made (what a hand, whose press alone lasts longer than that render, never meets).
 */
export async function chooseMenuItem(page: Page, item: Locator): Promise<void> {
  await item.hover();
  await item.and(shellOf(page).locator('[role="menuitem"][data-highlighted]')).waitFor();
  await item.click({ delay: PRESS_MS });
}

/** A random portal link of the sidebar other than the current page, or null when the chosen group has none. */
async function sidebarTarget(page: Page, random: SeededRandom): Promise<Locator | null> {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const links = await openGroup(page, random);
    const count = await links.count();
    if (count === 0) continue;
    const link = links.nth(random.int(0, count - 1));
    if ((await link.getAttribute('aria-current')) === 'page') continue;
    return link;
  }
  return null;
}

export type NavigationKind =
  | 'sidebar click'
  | 'sidebar keyboard'
  | 'user menu'
  | 'logo'
  | 'history back'
  | 'history forward'
  | 'in-app link'
  | 'host URL change'
  | 'full load';

/** Paths a host page (or the address bar) may send the portal to, beside the menu's. */
export const DIRECT_PATHS: readonly string[] = [
  '/',
  '/no-such-area/anywhere',
  '/unknown',
  '/internal-tools',
  '/dash/Dashboard/tnt',
  '/cdp/tnt/audienceslist',
  '/dash/99999/overview',
  '/search/tnt/configurator',
];

/**
 * Performs one navigation of the given kind; returns false when the page offers no way to do it
 * now (no link in the chosen group, no app on screen), so the caller picks another kind.
 */
export async function navigateBy(page: Page, kind: NavigationKind, random: SeededRandom, portalUrl: string): Promise<boolean> {
  const shell = shellOf(page);
  switch (kind) {
    case 'sidebar click':
    case 'sidebar keyboard': {
      const link = await sidebarTarget(page, random);
      if (!link) return false;
      if (kind === 'sidebar click') await link.click();
      else {
        await link.focus();
        await page.keyboard.press(random.chance(0.5) ? 'Enter' : ' ');
      }
      return true;
    }
    case 'user menu': {
      // The menu opens below the chat popup (menus sit below dialogs), and a tall chat covers it:
      // a person closes the chat first.
      await closeChat(page);
      await shell.getByRole('button', { name: /^User menu for/ }).click();
      const menu = shell.getByRole('menu');
      await menu.waitFor();
      const items = menu.locator('[role="menuitem"]:not(a):not([data-disabled])').filter({ hasNotText: 'Logout' });
      const count = await items.count();
      if (count === 0) {
        await page.keyboard.press('Escape');
        return false;
      }
      await chooseMenuItem(page, items.nth(random.int(0, count - 1)));
      return true;
    }
    case 'logo':
      await shell.getByRole('link', { name: 'Portal home' }).click();
      return true;
    case 'history back':
      await page.evaluate('history.back()');
      return true;
    case 'history forward':
      await page.evaluate('history.forward()');
      return true;
    case 'in-app link': {
      const frame = await activeAppFrame(page);
      if (!frame) return false;
      const links = frame.locator('nav a[data-page]:not([aria-current])');
      const count = await links.count();
      if (count === 0) return false;
      await links.nth(random.int(0, count - 1)).click();
      return true;
    }
    case 'host URL change': {
      // What a host page's own router does: a new address and a popstate (single-spa style).
      const path = random.pick(DIRECT_PATHS);
      await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
      return true;
    }
    case 'full load':
      await page.goto(new URL(random.pick(DIRECT_PATHS), portalUrl).href);
      return true;
  }
}

/** The frame of the product area on screen, once it has reported ready; null otherwise. */
export async function activeAppFrame(page: Page): Promise<Frame | null> {
  const shot = await snapshot(page);
  if (shot.view !== 'app' || shot.activeAppState !== 'ready' || !shot.activeApp) return null;
  return appFrame(page, shot.activeApp);
}

/** The frame of an app prefix, if it is in the shell. */
export async function appFrame(page: Page, prefix: string): Promise<Frame | null> {
  const element = page.locator(`portal-shell .app-frame[data-app-prefix="${prefix}"] iframe`);
  if ((await element.count()) !== 1) return null;
  const handle = await element.elementHandle({ timeout: 2_000 });
  return (await handle?.contentFrame()) ?? null;
}

/** Answers the Stay / Leave question, by mouse or keyboard (Escape means Stay). */
export async function answerPrompt(page: Page, leave: boolean, random: SeededRandom): Promise<void> {
  const prompt = shellOf(page).locator('[part="navigation-prompt"]');
  if (!leave && random.chance(0.3)) await page.keyboard.press('Escape');
  else await prompt.getByRole('button', { name: leave ? 'Leave' : 'Stay' }).click();
  await prompt.waitFor({ state: 'detached' });
}

/** The account names in the switch-account dialog, the current one marked. */
async function dialogAccounts(page: Page): Promise<{ names: string[]; current: number }> {
  const options = shellOf(page).locator('[part="account-dialog"] [role="option"]');
  await options.first().waitFor();
  const names = (await options.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  const selected = await options.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-selected') === 'true'));
  return { names, current: selected.indexOf(true) };
}

/**
 * Opens the account switcher and picks another account, by mouse or keyboard (arrows and Enter,
 * sometimes after typing a search). Returns the name picked. A dirty app's question is left to the caller.
 */
export async function switchAccount(page: Page, random: SeededRandom, byKeyboard: boolean): Promise<string> {
  const shell = shellOf(page);
  const button = shell.locator('[part="account-switcher-button"]');
  if (byKeyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else await button.click();
  const dialog = shell.locator('[part="account-dialog"]');
  await dialog.waitFor();
  const { names, current } = await dialogAccounts(page);
  const choices = names.map((_, index) => index).filter((index) => index !== current);
  const target = random.pick(choices);
  const name = names[target]!;
  if (!byKeyboard) {
    await dialog.locator('[role="option"]').nth(target).click();
    return name;
  }
  const search = dialog.getByRole('combobox', { name: 'Search' });
  if (random.chance(0.4)) {
    // A part of the name narrows the list to it (or to a few, the first of which is then taken).
    await search.pressSequentially(name.slice(0, random.int(3, Math.max(3, name.length))), { delay: 15 });
    const picked = (await dialog.locator('[role="option"][data-active]').innerText()).split('\n')[0]!.trim();
    await page.keyboard.press('Enter');
    return picked;
  }
  for (let steps = 0; steps < names.length + 2; steps += 1) {
    const active = await dialog.locator('[role="option"]').evaluateAll((rows) => rows.findIndex((row) => row.hasAttribute('data-active')));
    if (active === target) break;
    await page.keyboard.press(active < target ? 'ArrowDown' : 'ArrowUp');
  }
  await page.keyboard.press('Enter');
  return name;
}

/** Closes the account dialog if it is still open (after Stay, the dialog stays). */
export async function closeAccountDialog(page: Page): Promise<void> {
  const dialog = shellOf(page).locator('[part="account-dialog"]');
  if ((await dialog.count()) === 0) return;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: 5_000 });
}

/** The account name on the switcher button. */
export function currentAccountName(page: Page): Promise<string> {
  return shellOf(page).locator('[part="account-switcher-button"]').innerText();
}

export { waitForSettled };
