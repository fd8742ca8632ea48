// Going round the signed-in shell through its UI, as a person would: the sidebar's areas and the
// account dialog. Shared by the bytes and memory benchmarks.
import type { Locator, Page } from 'playwright-core';

/** The shell of the standalone demo page. */
export const shellOf = (page: Page): Locator => page.locator('portal-shell');

/** The top bar's account switcher while `account` is the current account (its accessible name says so). */
export const accountButton = (shell: Locator, account: string): Locator => shell.getByRole('button', { name: `Switch account, current account: ${account}`, exact: true });

/**
 * Lets the page's requests settle: network idle (500 ms without a request), waited for at most
 * 10 s. Not required: the page may go on asking (the error reporter's session replay, in the
 * one session of five it records, uploads its recording every few seconds), and a plain
 * 30-second wait for idle once failed a whole benchmark run. Whatever a step needs, it waits
 * for by itself.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
}

/** Keeps the sidebar open (if it is a rail) and opens every platform's group. */
async function openWholeSidebar(shell: Locator): Promise<Locator> {
  const keepOpen = shell.getByRole('button', { name: 'Keep sidebar open' });
  if ((await keepOpen.count()) > 0) await keepOpen.click();
  const nav = shell.getByRole('navigation', { name: 'Platforms' });
  const closed = nav.locator('button.sidebar__group-toggle[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return nav;
}

/** The addresses of every portal link in the sidebar (locked products and external links left out). */
export async function sidebarAreas(shell: Locator): Promise<string[]> {
  const nav = await openWholeSidebar(shell);
  const hrefs = await nav.locator('a.sidebar__link:not([target])').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/**
 * Opens an area from the sidebar (opening its group again if needed) and waits until the address
 * is the link's and the area is on screen: its frame past loading, or a portal page.
 */
export async function openArea(page: Page, href: string): Promise<void> {
  const shell = shellOf(page);
  const link = shell.locator(`nav a.sidebar__link[href="${href}"]`);
  if ((await link.count()) === 0) await openWholeSidebar(shell);
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  await page.waitForFunction(() => {
    const frame = document.querySelector('portal-shell')?.shadowRoot?.querySelector<HTMLElement>('.app-frame:not([hidden])');
    return !frame || frame.dataset.state !== 'loading';
  });
}

/** Switches to the named account through the top bar's "Switch account" dialog. */
export async function switchAccount(page: Page, from: string, to: string): Promise<void> {
  const shell = shellOf(page);
  await accountButton(shell, from).click();
  await shell.getByRole('combobox', { name: 'Search' }).fill(to);
  await shell.getByRole('option', { name: new RegExp(to) }).click();
  await accountButton(shell, to).waitFor();
  await shell.getByRole('dialog', { name: 'Switch account' }).waitFor({ state: 'detached' });
}
