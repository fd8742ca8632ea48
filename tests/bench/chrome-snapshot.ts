// The chrome floor's snapshot (chrome-floor/): the portal shell's shadow root as the portal's first
// frame with its chrome paints it (the DOM the moment the time-to-app probe's chrome mark holds:
// every element with its attributes and text, the stylesheets it and the document adopt), written
// to chrome-floor/chrome-snapshot.json for that page's build.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

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

/**
 * Loads `url` in a new tab of the page's (signed-in) context, writes the shell's chrome at its
 * first frame as the chrome floor's snapshot, and returns its element count.
 */
export async function writeChromeSnapshot(page: Page, url: string, selectors: readonly string[]): Promise<number> {
  const tab = await page.context().newPage();
  try {
    await tab.addInitScript({ content: takeAtChromeMark(selectors) });
    await tab.goto(url);
    const snapshot = (await (await tab.waitForFunction(() => (window as unknown as { chromeSnapshot?: unknown }).chromeSnapshot)).jsonValue()) as { tree: unknown[]; sheets: string[]; documentSheets: string[]; elements: number };
    await writeFile(CHROME_SNAPSHOT, JSON.stringify({ tree: snapshot.tree, sheets: snapshot.sheets, documentSheets: snapshot.documentSheets }));
    return snapshot.elements;
  } finally {
    await tab.close();
  }
}
