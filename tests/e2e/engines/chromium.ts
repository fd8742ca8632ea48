// Chromium through playwright-core: the full browser people run, launched for the journey file (the
// rest of the end-to-end suite shares one headless shell: tests/tools/chromium.mjs).
import type { ElementHandle, Frame, Page } from 'playwright-core';
import { launchFullChromium } from '../browser';
import { callExpression, describeTarget, toPageTarget, withElement, type EngineBrowser, type EnginePage, type StartCookie, type Target } from './engine';

/** The frame of the page (the top one) or of the iframe `target` finds. */
async function frameOf(page: Page, target: Target | undefined): Promise<Frame> {
  if (!target) return page.mainFrame();
  const frame = await (await elementOf(page, target)).contentFrame();
  if (!frame) throw new Error(`chromium: ${describeTarget(target)} holds no frame`);
  return frame;
}

async function elementOf(page: Page, target: Target): Promise<ElementHandle> {
  const frame = await frameOf(page, target.frame);
  const handle = await frame.evaluateHandle(callExpression(withElement('return element;'), toPageTarget(target)));
  const element = handle.asElement();
  if (!element) throw new Error(`chromium: no ${describeTarget(target)}`);
  return element as ElementHandle;
}

function wrap(page: Page, close: () => Promise<void>): EnginePage {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console.error: ${message.text()}`);
  });
  return {
    engine: 'chromium',
    errors,
    goto: async (url) => {
      await page.goto(url);
    },
    url: async () => page.url(),
    evaluate: async (fn, arg, frame) => (await frameOf(page, frame)).evaluate(callExpression(fn, arg)),
    click: async (target) => (await elementOf(page, target)).click(),
    hover: async (target) => (await elementOf(page, target)).hover(),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    close,
  };
}

/** Chromium for one journey file: a context of its own for each page, apart from the other files' pages and from each other. */
export async function openChromium(): Promise<EngineBrowser> {
  const browser = await launchFullChromium();
  return {
    version: `Chromium ${browser.version()}`,
    open: async (cookies: readonly StartCookie[] = []) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await context.addCookies(cookies.map(({ name, value, origin }) => ({ name, value, url: origin, httpOnly: true, sameSite: 'Lax' as const })));
        return wrap(await context.newPage(), () => context.close());
      } catch (error) {
        await context.close();
        throw error;
      }
    },
    close: () => browser.close(),
  };
}
