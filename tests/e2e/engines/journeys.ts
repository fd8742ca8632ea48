// The journeys a person walks, written once and run in every engine (journeys-<engine>.test.ts):
// one browser per engine, and each journey in a page and browsing context of its own, so that one
// fault fails one journey and any journey runs alone (`-t`). A journey of a signed-in person starts
// from that person's session: signed in once per engine through the identity server's sign-in
// form (its cookie and token, as a browser posts it), its cookie set into each journey's fresh
// context, and signed in again only after a journey signed the person out. Signing in on the
// identity page itself is the first journey's subject.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addPageAtFailure } from '../browser';
import { openChromium } from './chromium';
import { cookieSetBy, submitSignIn } from '../../backend/backend-fixture';
import { clickWhenShown, fill, isShown, textOf, toPageTarget, waitFor, waitForGone, waitForUrl, withElement, type EngineBrowser, type EngineName, type EnginePage, type PageTarget, type StartCookie, type Target } from './engine';
import { openFirefox } from './firefox';
import { openWebKit } from './webkit';

const OPEN: Record<EngineName, () => Promise<EngineBrowser>> = { chromium: openChromium, firefox: openFirefox, webkit: openWebKit };

/** The sample users whose journeys start signed in (demo/server/sample-data/users.ts). */
interface Person {
  userId: string;
  fullName: string;
}
const CORA: Person = { userId: 'u-cora', fullName: 'Cora Customer' };
const MADS: Person = { userId: 'u-mads', fullName: 'Mads Holm Madsen' };

/** The identity server's session cookie. */
const SESSION_COOKIE = 'portal_session';

/**
 * The page's address and the text its portal elements show (their shadow roots too), in one line:
 * what a failed journey had on screen, in every engine (npm test's summary keeps that line).
 */
async function describePage(page: EnginePage): Promise<string> {
  return page
    .evaluate(() => {
      const textIn = (root: Document | ShadowRoot | Element): string =>
        [...root.querySelectorAll('portal-shell, portal-chat, portal-account-switcher, portal-release-notes')]
          .map((element) => `${element.localName}: ${((element.shadowRoot ?? element) as Element).textContent?.replace(/\s+/g, ' ').trim().slice(0, 400) ?? ''}`)
          .join(' | ');
      return `${location.href} | ${textIn(document) || document.body.innerText.replace(/\s+/g, ' ').slice(0, 400)}`;
    }, null)
    .catch((error: unknown) => `(no description: ${String(error).split('\n')[0]})`);
}

/** What the error-reporter journey throws, and every other journey's check leaves out. */
const PROBE = "a journey's probe";

const dashFrame: Target = { css: '.app-frame[data-app-prefix="dash"] iframe' };
const inDash = (target: Target): Target => ({ ...target, frame: dashFrame });
const button = (name: string | RegExp): Target => ({ css: 'button', name });
const userMenu = (fullName: string): Target => button(new RegExp(`^User menu for ${fullName}`));
const accountButton = (name: string): Target => button(`Switch account, current account: ${name}`);
const prompt: Target = { css: '[role="alertdialog"]' };
const articleLink: Target = { css: 'a[href^="https://help.portal.example/articles/"]' };

const demo = (path: string) => new URL(path, inject('demoUrl')).href;
const onDemo = (url: URL) => url.origin === new URL(inject('demoUrl')).origin;

/** What the portal's error reporter sent to the backend's ingest so far (every test's, all engines'), each report as JSON text. */
async function reportedErrors(): Promise<string[]> {
  const reports = (await (await fetch(`${inject('backendOrigins').errors}/__admin/sinks/errors`)).json()) as unknown[];
  return reports.map((report) => JSON.stringify(report));
}

/** Whether the identity server still knows the session (a journey may have signed it out). */
async function sessionAlive(session: string): Promise<boolean> {
  const answer = await fetch(`${inject('backendOrigins').auth!}/authapi/Login/GetUserData`, { headers: { cookie: `${SESSION_COOKIE}=${session}` } });
  await answer.body?.cancel();
  return answer.ok;
}

/** Signs `person` in through the identity server's sign-in form (the page's cookie and token, then the post) and returns the session. */
async function signInThroughForm(person: Person): Promise<string> {
  const answer = await submitSignIn(inject('backendOrigins').auth!, { userId: person.userId, returnurl: demo('/') });
  const cookie = cookieSetBy(answer, SESSION_COOKIE);
  if (answer.status !== 303 || cookie === undefined) throw new Error(`Signing ${person.userId} in answered ${answer.status} without a session`);
  return cookie.slice(SESSION_COOKIE.length + 1);
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
    /** Each person's session in this engine's journeys, once signed in. */
    const sessions = new Map<string, string>();

    beforeAll(async () => {
      browser = await OPEN[engine]();
      console.log(`${engine}: ${browser.version}`);
    });
    afterAll(() => browser?.close());

    /** The cookie that makes `person` signed in: their session, signed in on first use and again only once it ended. */
    async function signedIn(person: Person): Promise<StartCookie[]> {
      let session = sessions.get(person.userId);
      if (session === undefined || !(await sessionAlive(session))) {
        session = await signInThroughForm(person);
        sessions.set(person.userId, session);
      }
      return [{ name: SESSION_COOKIE, value: session, origin: inject('backendOrigins').auth! }];
    }

    /**
     * A journey: `walk` in a fresh page of its own, signed in as `person` (signed out without one).
     * Then no page error, and where the engine's driver does not report them (and, in Firefox, for
     * what the portal reports without throwing), nothing the portal's error reporter sent from this
     * browser while the journey ran. The page is closed before that is read, so nothing of it
     * arrives during the next journey. (The other end-to-end files run in Chromium's headless shell,
     * whose user agent names the full version, where the browser's names 156.0.0.0: a report of
     * theirs never has the journey's user agent.)
     */
    function journey(name: string, person: Person | null, walk: (page: EnginePage) => Promise<void>): void {
      it(name, async () => {
        const before = new Set(await reportedErrors());
        const page = await browser.open(person === null ? [] : await signedIn(person));
        let userAgent: string;
        try {
          await walk(page).catch(async (error: unknown) => {
            if (error instanceof Error) addPageAtFailure(error, await describePage(page));
            throw error;
          });
          userAgent = await page.evaluate(() => navigator.userAgent, null);
        } finally {
          await page.close();
        }
        expect(page.errors.filter((error) => !error.includes(PROBE))).toEqual([]);
        const fromThisBrowser = (await reportedErrors()).filter((report) => !before.has(report) && report.includes(userAgent) && !report.includes(PROBE));
        expect(fromThisBrowser).toEqual([]);
      });
    }

    // Not a person's journey: the local backend's promise that no other website reads its admin
    // routes and sinks (tests/backend/allowed-origins.test.ts checks the headers), attacked from a
    // page of another origin in each engine, where the browser itself enforces CORS.
    it("another website can neither read the backend's admin routes and sinks nor write to them; the public feed stays open to it", async () => {
      const origins = inject('backendOrigins');
      // A fault of a path no other test uses: other files may add faults of their own meanwhile.
      const probePath = `/attack-probe-${engine}`;
      const page = await browser.open();
      let outcome: Record<string, string>;
      try {
        // The apps origin (in no allow list of the ingest or the blog) is that other website.
        await page.goto(`${origins.apps}/dash/attack`);
        outcome = await page.evaluate(async ({ errors, blog, path }) => {
          const read = (url: string, init?: RequestInit) =>
            fetch(url, init).then(
              (answer) => (answer.type === 'opaque' ? 'sent unread' : `read ${answer.status}`),
              () => 'refused',
            );
          const fault = JSON.stringify({ fault: 'status:500', path });
          return {
            sinks: await read(`${errors}/__admin/sinks/errors`),
            spelt: await read(`${errors}/%5F%5Fadmin/sinks/errors`),
            blogSinks: await read(`${blog}/__admin/sinks/errors`),
            write: await read(`${errors}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: fault }),
            // Without the JSON type the browser sends it with no preflight, its answer unread.
            simpleWrite: await read(`${errors}/__admin/faults`, { method: 'POST', mode: 'no-cors', body: fault }),
            feed: await read(`${blog}/feed/`),
          };
        }, { errors: origins.errors!, blog: origins.blog!, path: probePath });
      } finally {
        await page.close();
      }
      expect(outcome).toEqual({ sinks: 'refused', spelt: 'refused', blogSinks: 'refused', write: 'refused', simpleWrite: 'sent unread', feed: 'read 200' });
      const faults = (await (await fetch(`${origins.errors}/__admin/faults`)).json()) as Array<{ path?: string }>;
      expect(faults.filter((fault) => fault.path === probePath), 'faults the other website added').toEqual([]);
    });

    journey('signs in on the identity page; a person with several accounts and none of their own must choose one first', null, async (page) => {
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
    });

    journey('switches the account from the keyboard: search, arrows, Enter', MADS, async (page) => {
      await page.goto(demo('/'));
      await clickWhenShown(page, accountButton('Copenhagen Coffee'));
      await fill(page, { css: '[role="combobox"]' }, 'nordic');
      await page.press('ArrowDown');
      await page.press('ArrowUp');
      await page.press('Enter');
      await waitFor(page, accountButton('Nordic Outdoor'));
    });

    journey("a deep link opens the chrome and the area's frame with tnt swapped for the account, and the app receives its token", CORA, async (page) => {
      await page.goto(demo('/dash/Dashboard/tnt'));
      await waitFor(page, userMenu(CORA.fullName));
      await waitFor(page, accountButton('Nordic Outdoor'));
      await waitFor(page, inDash({ css: '[data-testid="token"]', name: /^tok_/ }));
      expect(await textOf(page, inDash({ css: '[data-testid="current-path"]' }))).toBe('/dash/Dashboard/1001');
      expect(new URL(await page.url()).pathname).toBe('/dash/Dashboard/tnt');
    });

    journey('Logout with unsaved work in the area asks Stay or Leave: Stay keeps the work, Leave signs out', MADS, async (page) => {
      await page.goto(demo('/dash/Dashboard/tnt'));
      await fill(page, inDash({ css: '#notes' }), 'half-written');
      await chooseLogout(page, MADS.fullName);
      await clickWhenShown(page, { css: '[role="alertdialog"] button', name: 'Stay' });
      await waitForGone(page, prompt);
      expect(new URL(await page.url()).pathname).toBe('/dash/Dashboard/tnt');
      expect(await textOf(page, inDash({ css: '#notes' }))).toBe('half-written');
      await chooseLogout(page, MADS.fullName);
      await clickWhenShown(page, { css: '[role="alertdialog"] button', name: 'Leave' });
      await waitForUrl(page, (url) => url.pathname === '/identity/account/login', 'of the sign-in page');
    });

    journey('the chat in the shell answers a question with an article link and takes feedback', CORA, async (page) => {
      await page.goto(demo('/'));
      await waitFor(page, userMenu(CORA.fullName));
      await askTheChat(page, 'How do I switch customer account?');
      await clickWhenShown(page, button('Helpful'));
      await waitFor(page, { css: 'p, div, span', name: 'Thank you for your feedback!' });
    });

    journey("the chat alone on a host page of another origin keeps its look from the site's CSS and answers with the portal's session", CORA, async (page) => {
      await page.goto(new URL('/widget.html', inject('hostUrl')).href);
      const launcher = button('Open help chat');
      await waitFor(page, launcher);
      // The site styles every button orange with !important; the chat's shadow root keeps its own.
      const background = await page.evaluate<PageTarget, string>(withElement('return getComputedStyle(element).backgroundColor;'), toPageTarget(launcher));
      expect(background).not.toBe('rgb(255, 165, 0)');
      await askTheChat(page, 'How do I create an e-mail campaign?');
    });

    journey("the portal's error reporter loads after an idle moment (a timer where the engine has no requestIdleCallback) and sends an uncaught error", CORA, async (page) => {
      await page.goto(demo('/'));
      await waitFor(page, userMenu(CORA.fullName));
      const probe = `${PROBE} in ${engine}`;
      await page.evaluate((message) => {
        setTimeout(() => {
          throw new Error(message);
        });
      }, probe);
      // Where the engine reports no page errors to its driver (WebKit), the portal's own reporter does.
      await expect.poll(async () => (await reportedErrors()).some((report) => report.includes(probe)), { message: `${engine}: waiting for the probe's error report` }).toBe(true);
    });
  });
}
