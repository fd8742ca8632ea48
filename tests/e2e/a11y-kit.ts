import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectInWindow, focused } from './layout-kit';

// What an auditor checks beyond axe, as probes the walks run in the page. The probes are strings:
// the driver evaluates them as written, whatever the test's own transform adds to functions.

/** A probe on one element: the driver serialises a function and calls it with the element. */
const onElement = (source: string) => new Function('element', `return (${source})(element);`) as (element: Element) => unknown;

/** The focused element, looking into open shadow roots (the page-side half of {@link focused}). */
const DEEP_ACTIVE = `(() => {
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  return active;
})`;

/** The composed parent: across a shadow root to its host. */
const COMPOSED_PARENT = `((node) => node.parentElement || (node.parentNode && node.parentNode.host) || null)`;

/**
 * Content of a surface that a person cannot reach: an element with text or a control whose box is
 * cut by a clipping box inside the surface that does not scroll (`overflow: hidden` on a list too
 * short for its rows). Clipped by a box that scrolls is fine: scrolling inside the surface shows it.
 * Visually hidden text (1 px, clipped) is for screen readers and is left out.
 */
const UNREACHABLE_CONTENT = `((surface) => {
  const parentOf = ${COMPOSED_PARENT};
  const found = [];
  const candidates = [...surface.querySelectorAll('*')].filter((node) =>
    node.matches('a[href], button, input, select, textarea, [tabindex], [role="option"], [role="menuitem"]') ||
    [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim()));
  for (const node of candidates) {
    const box = node.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || getComputedStyle(node).visibility === 'hidden') continue;
    for (let box2, clip = parentOf(node); clip && clip !== parentOf(surface); clip = parentOf(clip)) {
      const style = getComputedStyle(clip);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      box2 = clip.getBoundingClientRect();
      const out = box.top < box2.top - 1 || box.bottom > box2.bottom + 1 || box.left < box2.left - 1 || box.right > box2.right + 1;
      if (!out) continue;
      const scrolls = /auto|scroll/.test(style.overflowY + ' ' + style.overflowX);
      if (!scrolls) found.push((node.getAttribute('aria-label') || node.textContent || node.tagName).trim().slice(0, 40));
      break;
    }
  }
  return found;
})`;

/**
 * Fails unless a dialog, popover, hover card or sheet fits the window: its box inside it, and all
 * its content reachable by scrolling inside it.
 */
export async function expectSurfaceFits(page: Page, surface: Locator, what: string): Promise<void> {
  await expectInWindow(page, surface, what);
  expect(await surface.evaluate(onElement(UNREACHABLE_CONTENT)), `${what}: content cut off, with no way to scroll to it`).toEqual([]);
}

/**
 * The share of the focused element hidden by something fixed or sticky of ours (WCAG 2.4.11): a
 * 10 x 10 grid of points over its box inside the window; a point counts as hidden when the element on
 * top there sits in a fixed or sticky box that does not hold the focused element. A focused frame
 * (a product area) is the app's own page and counts as 0.
 */
const COVERED_SHARE = `(() => {
  const parentOf = ${COMPOSED_PARENT};
  const active = ${DEEP_ACTIVE}();
  if (!active || active === document.body || active.tagName === 'IFRAME') return { share: 0, name: '' };
  const root = active.getRootNode();
  const holds = (outer, inner) => { for (let node = inner; node; node = parentOf(node)) if (node === outer) return true; return false; };
  const pinnedBox = (node) => { for (; node; node = parentOf(node)) if (/fixed|sticky/.test(getComputedStyle(node).position)) return node; return null; };
  const box = active.getBoundingClientRect();
  let inside = 0, covered = 0;
  for (let i = 0; i < 10; i += 1) for (let j = 0; j < 10; j += 1) {
    const x = box.left + (box.width * (i + 0.5)) / 10, y = box.top + (box.height * (j + 0.5)) / 10;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
    inside += 1;
    const top = root.elementFromPoint(x, y);
    if (!top || holds(active, top) || holds(top, active)) continue;
    const pinned = pinnedBox(top);
    if (pinned && !holds(pinned, active)) covered += 1;
  }
  const name = (active.getAttribute('aria-label') || active.textContent || active.tagName).replace(/\\s+/g, ' ').trim().slice(0, 60);
  return { share: inside === 0 ? 0 : covered / inside, name };
})()`;

/** The share of the focused element that something fixed or sticky of ours hides (0 to 1), and its name. */
export async function coveredShare(page: Page): Promise<{ share: number; name: string }> {
  return (await page.evaluate(COVERED_SHARE)) as { share: number; name: string };
}

/** How the focused element shows that it has focus: its outline (style and width), in the page. */
const FOCUS_MARK = `(() => {
  const active = ${DEEP_ACTIVE}();
  if (!active || active === document.body || active.tagName === 'IFRAME') return null;
  const style = getComputedStyle(active);
  const name = (active.getAttribute('aria-label') || active.textContent || active.tagName).replace(/\\s+/g, ' ').trim().slice(0, 60);
  return { name, style: style.outlineStyle, width: parseFloat(style.outlineWidth) || 0, colour: style.outlineColor };
})()`;

/**
 * Presses Tab up to `stops` times from where focus is, and returns what each stop shows of itself:
 * its focus outline, and how much of it something fixed of ours hides.
 */
export async function tabStops(page: Page, stops: number): Promise<Array<{ name: string; outline: string; share: number }>> {
  const seen: Array<{ name: string; outline: string; share: number }> = [];
  for (let press = 0; press < stops; press += 1) {
    await page.keyboard.press('Tab');
    const mark = (await page.evaluate(FOCUS_MARK)) as { name: string; style: string; width: number; colour: string } | null;
    if (!mark) continue;
    const { share } = await coveredShare(page);
    seen.push({ name: mark.name, outline: mark.style === 'none' || mark.width < 1 ? 'none' : `${mark.style} ${mark.width}px ${mark.colour}`, share });
  }
  return seen;
}

/** Fails unless every stop has a focus outline and none is more than 10 % hidden by something fixed of ours. */
export function expectStopsSeen(stops: Array<{ name: string; outline: string; share: number }>, what: string): void {
  expect(stops.length, `${what}: Tab stops`).toBeGreaterThan(0);
  expect(stops.filter((stop) => stop.outline === 'none').map((stop) => stop.name), `${what}: focused without an outline`).toEqual([]);
  expect(stops.filter((stop) => stop.share > 0.1).map((stop) => `${stop.name} (${Math.round(stop.share * 100)} %)`), `${what}: focus hidden by something fixed`).toEqual([]);
}

/**
 * Fails unless a modal surface keeps focus: `presses` Tabs and as many Shift+Tabs never leave it; then
 * Escape, from wherever focus ended inside it, closes it.
 */
export async function expectModalTrapAndEscape(page: Page, surface: Locator, what: string, presses = 12): Promise<void> {
  // A native modal <dialog> lets Tab go on to the browser's own controls (the page is inert): in a
  // headless browser that shows as no focus (the body). Any other element of the page is a way out.
  const focusIn = (orBrowser: boolean) =>
    surface.evaluate(
      onElement(`((surface) => {
        const active = ${DEEP_ACTIVE}();
        if (active && surface.contains(active)) return true;
        return ${orBrowser} && (!active || active === document.body) && surface.localName === 'dialog' && surface.matches(':modal');
      })`),
    );
  const inside = () => focusIn(true);
  expect(await inside(), `${what}: focus inside when it opens`).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(await inside(), `${what}: focus left it after ${press + 1} ${key} (on ${JSON.stringify(await focused(page))})`).toBe(true);
    }
  }
  // Escape from a stop inside it other than the first (a native dialog's Tab may be out on the browser's controls).
  for (let press = 0; press === 0 || (press < 4 && !(await focusIn(false))); press += 1) await page.keyboard.press('Tab');
  expect(await focusIn(false), `${what}: focus inside before Escape`).toBe(true);
  await page.keyboard.press('Escape');
  await surface.waitFor({ state: 'hidden' });
}

/** WCAG 1.4.12's text spacing, as an auditor's bookmarklet applies it: on the page and in every open shadow root. */
const TEXT_SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** Applies {@link TEXT_SPACING_CSS} (on) or takes it away (off), without a reload. */
export async function setTextSpacing(page: Page, on: boolean): Promise<void> {
  await page.evaluate(`(() => {
    const css = ${JSON.stringify(TEXT_SPACING_CSS)};
    window.__textSpacing ??= new CSSStyleSheet();
    window.__textSpacing.replaceSync(css);
    const roots = [document];
    for (let i = 0; i < roots.length; i += 1) for (const node of roots[i].querySelectorAll('*')) if (node.shadowRoot) roots.push(node.shadowRoot);
    for (const root of roots) {
      const others = root.adoptedStyleSheets.filter((sheet) => sheet !== window.__textSpacing);
      root.adoptedStyleSheets = ${on} ? [...others, window.__textSpacing] : others;
    }
  })()`);
}

/** What counts as being inside a landmark: the landmarks, and a dialog (its own context). */
const LANDMARK = [
  'header', 'nav', 'main', 'aside', 'footer', 'section[aria-label]', 'section[aria-labelledby]', 'form[aria-label]', 'dialog',
  ...['banner', 'navigation', 'main', 'complementary', 'contentinfo', 'search', 'region', 'dialog', 'alertdialog'].map((role) => `[role="${role}"]`),
].join(', ');

/** The visible controls of our elements (tags `portal-*`) that sit outside every landmark. */
const OUTSIDE_LANDMARKS = `(() => {
  const parentOf = ${COMPOSED_PARENT};
  const roots = [];
  const visit = (root) => { for (const node of root.querySelectorAll('*')) if (node.shadowRoot) { if (node.localName.startsWith('portal-')) roots.push(node.shadowRoot); visit(node.shadowRoot); } };
  visit(document);
  const found = [];
  for (const root of roots) for (const control of root.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')) {
    const box = control.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    let inside = false;
    for (let node = control; node && !inside; node = parentOf(node)) inside = node.matches(${JSON.stringify(LANDMARK)});
    if (!inside) found.push((control.getAttribute('aria-label') || control.textContent || control.tagName).replace(/\\s+/g, ' ').trim().slice(0, 60));
  }
  return found;
})()`;

/** Fails when a visible control of ours is outside every landmark (axe's `region` passes buttons by). */
export async function expectControlsInLandmarks(page: Page, what: string): Promise<void> {
  expect(await page.evaluate(OUTSIDE_LANDMARKS), `${what}: controls outside any landmark`).toEqual([]);
}
