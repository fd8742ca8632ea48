// The chrome floor's snapshots (chrome-floor/): the portal shell's shadow root as the portal's first
// frame with its chrome paints it (the DOM the moment the time-to-app probe's chrome mark holds:
// every element with its attributes and text, the stylesheets it and the document adopt), in a new
// tab and on a reload, written to chrome-floor/chrome-snapshot.json for that page's build.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { SESSION_STORAGE_KEY } from '../../src/stores/platform/tab-storage';
import { areaHasToken } from './time-to-app-pages';

/** Where the chrome floor's page reads its snapshot from when it is built. */
export const CHROME_SNAPSHOT = fileURLToPath(new URL('./chrome-floor/chrome-snapshot.json', import.meta.url));

// In the page before its scripts, as a string: tsx would wrap a function's inner functions in a
// helper the page lacks. The snapshot is taken in the mutation observer's callback right after the
// commit that completes the chrome, before the browser paints that frame.
const takeAtChromeMark = (selectors: readonly string[]) => `(() => {
  const selectors = ${JSON.stringify(selectors)};
  const text = (sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\\n');
  const take = (root) => {
    let elements = 0;
    const serialise = (node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent;
      if (!(node instanceof Element)) return null;
      elements += 1;
      const attributes = Object.fromEntries([...node.attributes].map((attribute) => [attribute.name, attribute.value]));
      return [node.localName, attributes, [...node.childNodes].map(serialise).filter((child) => child !== null)];
    };
    const tree = [...root.childNodes].map(serialise).filter((node) => node !== null);
    return { tree, sheets: root.adoptedStyleSheets.map(text), documentSheets: document.adoptedStyleSheets.map(text), elements };
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (this.localName === 'portal-shell') {
      const observer = new MutationObserver(() => {
        if (!selectors.every((selector) => root.querySelector(selector))) return;
        observer.disconnect();
        window.chromeSnapshot = take(root);
      });
      observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
    }
    return root;
  };
})()`;

/** The kinds of first frame the chrome floor renders: a new tab's, and a reload's (the area's iframe in it). */
export type FirstFrame = 'new-tab' | 'reload';

/** The chrome floor's address for one kind of first frame. */
export const chromeFloorUrl = (url: string, firstFrame: FirstFrame): string => `${url}?first-frame=${firstFrame}`;

/**
 * Loads `url` in a new tab of the page's (signed-in) context, then reloads it once the area has
 * its token, and writes the shell's chrome at the first frame of each (a new tab paints no area's
 * frame before GetUserData confirms the person; a reload paints it with the chrome) as the chrome
 * floor's snapshots. Returns their element counts.
 */
export async function writeChromeSnapshot(page: Page, url: string, selectors: readonly string[]): Promise<Record<FirstFrame, number>> {
  const tab = await page.context().newPage();
  type Taken = { tree: unknown[]; sheets: string[]; documentSheets: string[]; elements: number };
  const taken = async () => (await (await tab.waitForFunction(() => (window as unknown as { chromeSnapshot?: unknown }).chromeSnapshot)).jsonValue()) as Taken;
  try {
    await tab.addInitScript({ content: takeAtChromeMark(selectors) });
    await tab.goto(url);
    const newTab = await taken();
    await areaHasToken(tab);
    await tab.reload();
    const reload = await taken();
    // The sheets once: the page carries no more than one first frame's worth of them.
    if (JSON.stringify([newTab.sheets, newTab.documentSheets]) !== JSON.stringify([reload.sheets, reload.documentSheets])) {
      throw new Error("The shell's stylesheets differ between a new tab's first frame and a reload's: the chrome floor needs a build for each");
    }
    await writeFile(CHROME_SNAPSHOT, JSON.stringify({ trees: { 'new-tab': newTab.tree, reload: reload.tree }, sheets: reload.sheets, documentSheets: reload.documentSheets }));
    return { 'new-tab': newTab.elements, reload: reload.elements };
  } finally {
    await tab.close();
  }
}

/** The chrome floor with the start's required work, readied ({@link readyChromeFloorStart}). */
export interface ChromeFloorStart {
  /** Its address for each kind of first frame. */
  urls: Record<FirstFrame, string>;
  /** Copies the portal tab's sessionStorage (the tab's cache) to the page's origin in `tab`, which then loads its reloads. */
  seedTab(tab: Page): Promise<void>;
}

/**
 * Readies the chrome floor with the start's required work (chrome-floor-start/) at `url`: copies
 * the signed-in portal tab's localStorage (the browser's copy of the sign-in, the kept menu) to
 * that page's origin, and answers its addresses, naming the backend the portal called (its
 * GetUserData and menu calls) and the tab cache's key, and how to give a tab the portal tab's cache.
 */
export async function readyChromeFloorStart(portalTab: Page, url: string): Promise<ChromeFloorStart> {
  // No function declared inside: tsx would wrap it in a helper the page lacks.
  const { stored, session, called } = await portalTab.evaluate(() => ({
    stored: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    called: performance.getEntriesByType('resource').map((entry) => entry.name),
  }));
  const userData = called.find((name) => name.includes('/authapi/Login/GetUserData'));
  const menu = called.find((name) => name.includes('/profileapi/portal/menu'));
  const sessionKey = SESSION_STORAGE_KEY in session ? SESSION_STORAGE_KEY : undefined;
  if (!userData || !menu || !sessionKey) throw new Error("The portal tab made no GetUserData or menu call, or keeps no tab cache, to ready the chrome floor's start work by");
  // Any address of the origin: its storage is what is written.
  const seed = async (tab: Page, storage: 'localStorage' | 'sessionStorage', entries: Record<string, string>) => {
    await tab.goto(new URL('/robots.txt', url).href);
    await tab.evaluate(({ storage, entries }) => {
      for (const [key, value] of Object.entries(entries)) window[storage].setItem(key, value);
    }, { storage, entries });
  };
  const seedTab = await portalTab.context().newPage();
  try {
    await seed(seedTab, 'localStorage', stored);
  } finally {
    await seedTab.close();
  }
  const menuUrl = new URL(menu);
  const address = (firstFrame: FirstFrame) => {
    const target = new URL(chromeFloorUrl(url, firstFrame));
    target.searchParams.set('auth', new URL(userData).origin);
    target.searchParams.set('profile', menuUrl.origin);
    target.searchParams.set('env', menuUrl.searchParams.get('env') ?? '');
    target.searchParams.set('session', sessionKey);
    return target.href;
  };
  return { urls: { 'new-tab': address('new-tab'), reload: address('reload') }, seedTab: (tab) => seed(tab, 'sessionStorage', session) };
}
