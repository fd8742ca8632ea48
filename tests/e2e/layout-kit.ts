import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { collectPageErrors } from './browser';

/** A window the layout suites open, in CSS px. */
export interface WindowSize {
  name: string;
  width: number;
  height: number;
  deviceScaleFactor?: number;
}

/**
 * The supported widths (README, Supported widths and zoom). The driver cannot set the browser's zoom, and deviceScaleFactor alone
 * does not change CSS px: zoom is emulated by its CSS viewport. A 1280x720 window at 200 % zoom
 * lays out in 640x360 CSS px, and a 1280x800 screen at 400 % in 320x200; deviceScaleFactor 2 and
 * 4 draw them with the same device pixels as the zoomed window.
 */
export const WINDOW_SIZES: readonly WindowSize[] = [
  { name: 'phone-320x640', width: 320, height: 640 },
  { name: 'phone-375x812', width: 375, height: 812 },
  { name: 'tablet-768x1024', width: 768, height: 1024 },
  { name: 'desktop-1280x800', width: 1280, height: 800 },
  { name: 'desktop-1920x1080', width: 1920, height: 1080 },
  { name: 'zoom200-1280x720', width: 640, height: 360, deviceScaleFactor: 2 },
  { name: 'zoom400-1280x800', width: 320, height: 200, deviceScaleFactor: 4 },
];

/** Below this width the shell has its phone layout (src/components/shell/layout-breakpoints.ts). */
export const isPhone = (size: WindowSize) => size.width < 600;

/** Where the screenshots go (looked at by eye; not compared). */
export const SHOTS = 'test-results';

/** A new context of that size with one watched page. */
export async function openWindow(browser: Browser, size: WindowSize): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: size.deviceScaleFactor ?? 1,
  });
  const page = await context.newPage();
  const errors = await collectPageErrors(page);
  return { context, page, errors };
}

/**
 * Fails when the page scrolls sideways (WCAG 1.4.10): the document is no wider than the window,
 * and neither is the shell's content region.
 */
export async function expectNoHorizontalScroll(page: Page, what: string): Promise<void> {
  const widths = (await page.evaluate(`(() => {
    const root = document.querySelector('portal-shell')?.shadowRoot;
    const content = root?.querySelector('[part="content"]');
    return {
      window: innerWidth,
      document: document.documentElement.scrollWidth,
      content: content ? content.scrollWidth - content.clientWidth : 0,
    };
  })()`)) as { window: number; document: number; content: number };
  expect(widths.document, `${what}: the page is wider than the window`).toBeLessThanOrEqual(widths.window);
  expect(widths.content, `${what}: the content region scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Fails unless the element's box lies inside the window. */
export async function expectInWindow(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what}: not rendered`).not.toBeNull();
  expect(box!.x, `${what}: off the left edge`).toBeGreaterThanOrEqual(-0.5);
  expect(box!.y, `${what}: above the window`).toBeGreaterThanOrEqual(-0.5);
  expect(box!.x + box!.width, `${what}: off the right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box!.y + box!.height, `${what}: below the window`).toBeLessThanOrEqual(viewport.height + 0.5);
}

/** The focused element, looking into open shadow roots: what a keyboard user is on. */
export async function focused(page: Page): Promise<{ tag: string; name: string; body: boolean; part: string | null }> {
  return (await page.evaluate(`(() => {
    let active = document.activeElement;
    while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return { tag: '', name: '', body: true, part: null };
    return {
      tag: active.tagName,
      name: (active.getAttribute('aria-label') || (active.labels && active.labels[0] ? active.labels[0].textContent : '') || active.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 120),
      body: active === document.body,
      part: active.getAttribute('part'),
    };
  })()`)) as { tag: string; name: string; body: boolean; part: string | null };
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches, as a keyboard user would. */
export async function tabTo(page: Page, name: RegExp, { back = false, max = 60 } = {}): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    if (name.test((await focused(page)).name)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${name} (focus on ${JSON.stringify(await focused(page))})`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations of every impact on the page (minor and moderate too), as readable lines;
 * with `onlyRules`, of those rules only.
 * The embedded app's frame is another origin with its own owner: it is left out (`iframes: false`).
 * axe is evaluated through the driver, which the page's Content-Security-Policy does not govern.
 */
export async function axeViolations(page: Page, onlyRules?: readonly string[]): Promise<string[]> {
  await page.evaluate(`if (!window.axe) { ${axeSource} }`);
  const only = onlyRules ? `runOnly: { type: 'rule', values: ${JSON.stringify(onlyRules)} }, ` : '';
  const found = (await page.evaluate(`axe.run(document, { ${only}iframes: false, resultTypes: ['violations'] }).then((results) =>
    results.violations.map((violation) => violation.impact + ' ' + violation.id + ': ' + violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')))`)) as string[];
  return found;
}
