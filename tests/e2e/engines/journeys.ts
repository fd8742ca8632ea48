// The journeys a person walks, written once and run in every engine (journeys-<engine>.test.ts):
// one browser and one tab per engine, the journeys one after another as a person would walk them
// (each signs in only where its person is not signed in yet: twice per engine in all).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openChromium } from './chromium';
import { clickWhenShown, fill, isShown, textOf, toPageTarget, waitFor, waitForGone, waitForUrl, withElement, type EngineBrowser, type EngineName, type EnginePage, type PageTarget, type Target } from './engine';
import { openFirefox } from './firefox';
import { openWebKit } from './webkit';

const OPEN: Record<EngineName, () => Promise<EngineBrowser>> = { chromium: openChromium, firefox: openFirefox, webkit: openWebKit };

const dashFrame: Target = { css: '.app-frame[data-app-prefix="dash"] iframe' };
const inDash = (target: Target): Target => ({ ...target, frame: dashFrame });
const button = (name: string | RegExp): Target => ({ css: 'button', name });
const userMenu = (fullName: string): Target => button(new RegExp(`^User menu for ${fullName}`));
const accountButton = (name: string): Target => button(`Switch account, current account: ${name}`);
const prompt: Target = { css: '[role="alertdialog"]' };
const articleLink: Target = { css: 'a[href^="https://help.portal.example/articles/"]' };

const demo = (path: string) => new URL(path, inject('demoUrl')).href;
const onDemo = (url: URL) => url.origin === new URL(inject('demoUrl')).origin;

/** What the portal's error reporter sent to the backend's ingest so far (every test's, all engines'). */
async function reportedErrors(): Promise<unknown[]> {
  return (await (await fetch(`${inject('backendOrigins').errors}/__admin/sinks/errors`)).json()) as unknown[];
}

/** Opens the help chat (of the shell, or alone on a page), asks, and waits for the answer's article link. */
async function askTheChat(page: EnginePage, question: string): Promise<void> {
  await clickWhenShown(page, button('Open help chat'));
  await waitFor(page, { css: '[role="dialog"]', name: /Help assistant/ });
  await fill(page, { css: 'textarea#chat-question' }, question);
  await page.press('Enter');
  await waitFor(page, articleLink);
}

/** Chooses Logout in the user menu (from the keyboard: the menu item has the pointer, Enter chooses it). */
async function chooseLogout(page: EnginePage, fullName: string): Promise<void> {
  await clickWhenShown(page, userMenu(fullName));
  const logout: Target = { css: '[role="menuitem"]', name: 'Logout' };
  await waitFor(page, logout);
  // The pointer rests on Logout, and Enter chooses it once the menu shows it highlighted, as a person
  // sees it. A menu still taking its place can move the item from under the pointer: point again.
  const highlighted: Target = { css: '[role="menuitem"][data-highlighted]', name: 'Logout' };
  await expect
    .poll(async () => {
      await page.hover(logout);
      return isShown(page, highlighted);
    }, { message: `${page.engine}: waiting for Logout highlighted under the pointer` })
    .toBe(true);
  await page.press('Enter');
}

/** The journeys in `engine`, as one describe block of the calling test file. */
export function journeysIn(engine: EngineName): void {
  describe(`the journeys in ${engine}`, () => {
    let browser: EngineBrowser;
    let page: EnginePage;

    beforeAll(async () => {
      browser = await OPEN[engine]();
      page = browser.page;
      console.log(`${engine}: ${browser.version}`);
    });
    afterAll(() => browser?.close());

    it('signs in on the identity page; a person with several accounts and none of their own must choose one first', async () => {
      await page.goto(demo('/'));
      await waitForUrl(page, (url) => url.pathname === '/identity/account/login', 'of the sign-in page');
      await clickWhenShown(page, button(/Otto Olsen/));
      await waitForUrl(page, onDemo, 'back on the portal');
      const chooser: Target = { css: '[role="dialog"]' };
      await waitFor(page, chooser);
      await page.press('Escape');
      expect(await isShown(page, chooser)).toBe(true);
      await clickWhenShown(page, { css: '[role="option"]', name: /Baltic Bikes/ });
      await waitForGone(page, chooser);
      await waitFor(page, accountButton('Baltic Bikes'));
      expect(page.errors.splice(0)).toEqual([]);
    });

    it('switches the account from the keyboard: search, arrows, Enter', async () => {
      await clickWhenShown(page, accountButton('Baltic Bikes'));
      await fill(page, { css: '[role="combobox"]' }, 'nordic');
      await page.press('ArrowDown');
      await page.press('ArrowUp');
      await page.press('Enter');
      await waitFor(page, accountButton('Nordic Outdoor'));
      expect(page.errors.splice(0)).toEqual([]);
    });

    it('a deep link opens the chrome and the area\'s frame with tnt swapped for the account, and the app receives its token', async () => {
      await page.goto(demo('/dash/Dashboard/tnt'));
      await waitFor(page, userMenu('Otto Olsen'));
      await waitFor(page, accountButton('Nordic Outdoor'));
      await waitFor(page, inDash({ css: '[data-testid="token"]', name: /^tok_/ }));
      expect(await textOf(page, inDash({ css: '[data-testid="current-path"]' }))).toBe('/dash/Dashboard/1001');
      expect(new URL(await page.url()).pathname).toBe('/dash/Dashboard/tnt');
      expect(page.errors.splice(0)).toEqual([]);
    });

    it('Logout with unsaved work in the area asks Stay or Leave: Stay keeps the work, Leave signs out', async () => {
      await fill(page, inDash({ css: '#notes' }), 'half-written');
      await chooseLogout(page, 'Otto Olsen');
      await clickWhenShown(page, { css: '[role="alertdialog"] button', name: 'Stay' });
      await waitForGone(page, prompt);
      expect(new URL(await page.url()).pathname).toBe('/dash/Dashboard/tnt');
      expect(await textOf(page, inDash({ css: '#notes' }))).toBe('half-written');
      await chooseLogout(page, 'Otto Olsen');
      await clickWhenShown(page, { css: '[role="alertdialog"] button', name: 'Leave' });
      await waitForUrl(page, (url) => url.pathname === '/identity/account/login', 'of the sign-in page');
      expect(page.errors.splice(0)).toEqual([]);
    });

    it('the chat in the shell answers a question with an article link and takes feedback', async () => {
      await page.goto(`${inject('backendOrigins').auth}/identity/account/login?returnurl=${encodeURIComponent(demo('/'))}`);
      await clickWhenShown(page, button(/Cora Customer/));
      await waitForUrl(page, onDemo, 'back on the portal');
      await waitFor(page, userMenu('Cora Customer'));
      await askTheChat(page, 'How do I switch customer account?');
      await clickWhenShown(page, button('Helpful'));
      await waitFor(page, { css: 'p, div, span', name: 'Thank you for your feedback!' });
      expect(page.errors.splice(0)).toEqual([]);
    });

    it('the chat alone on a host page of another origin keeps its look from the site\'s CSS and answers with the portal\'s session', async () => {
      await page.goto(new URL('/widget.html', inject('hostUrl')).href);
      const launcher = button('Open help chat');
      await waitFor(page, launcher);
      // The site styles every button orange with !important; the chat's shadow root keeps its own.
      const background = await page.evaluate<PageTarget, string>(withElement('return getComputedStyle(element).backgroundColor;'), toPageTarget(launcher));
      expect(background).not.toBe('rgb(255, 165, 0)');
      await askTheChat(page, 'How do I create an e-mail campaign?');
      expect(page.errors.splice(0)).toEqual([]);
    });

    // Last: it reads what the error reporter received during the journeys before it.
    it('the portal\'s error reporter loads after an idle moment (a timer where the engine has no requestIdleCallback) and sends an uncaught error; nothing else came from this browser', async () => {
      await page.goto(demo('/'));
      await waitFor(page, userMenu('Cora Customer'));
      const probe = `a journey's probe in ${engine}`;
      const userAgent = await page.evaluate((message) => {
        setTimeout(() => {
          throw new Error(message);
        });
        return navigator.userAgent;
      }, probe);
      await expect.poll(async () => JSON.stringify(await reportedErrors()).includes(probe), { message: `${engine}: waiting for the probe's error report` }).toBe(true);
      // Where the engine reports no page errors to its driver (WebKit), the portal's own reporter
      // does. The run's one Chromium is shared with every other file, whose reports its user agent
      // would not tell apart.
      if (engine !== 'chromium') {
        const fromThisBrowser = (await reportedErrors()).map((event) => JSON.stringify(event)).filter((event) => event.includes(userAgent) && !event.includes(probe));
        expect(fromThisBrowser).toEqual([]);
      }
      expect(page.errors.splice(0).filter((error) => !error.includes(probe))).toEqual([]);
    });
  });
}
