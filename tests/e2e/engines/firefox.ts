// Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, which Firefox speaks itself: no
// driver binary, and puppeteer-core never downloads a browser.
import puppeteer, { type ElementHandle, type Frame, type KeyInput, type Page } from 'puppeteer-core';
import { firefoxPath } from '../../tools/engines.mjs';
import { callExpression, describeTarget, toPageTarget, withElement, type EngineBrowser, type EnginePage, type StartCookie, type Target } from './engine';

async function frameOf(page: Page, target: Target | undefined): Promise<Frame> {
  if (!target) return page.mainFrame();
  const frame = await (await elementOf(page, target)).contentFrame();
  if (!frame) throw new Error(`firefox: ${describeTarget(target)} holds no frame`);
  return frame;
}

async function elementOf(page: Page, target: Target): Promise<ElementHandle<Element>> {
  const frame = await frameOf(page, target.frame);
  const handle = await frame.evaluateHandle(callExpression(withElement('return element;'), toPageTarget(target)));
  const element = handle.asElement();
  if (!element) throw new Error(`firefox: no ${describeTarget(target)}`);
  return element as ElementHandle<Element>;
}

/**
 * Firefox's report of a request that got no answer at all (this machine has no internet: the demo's
 * embedded video asks vimeo.com), which Chromium reports as "Failed to load resource" and the suite
 * leaves out too. A refusal by CORS has another reason and is kept.
 */
const isUnanswered = (message: string) => message.startsWith('Cross-Origin Request Blocked') && message.includes('(Reason: CORS request did not succeed)');

function wrap(page: Page, close: () => Promise<void>): EnginePage {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (!isUnanswered(message)) errors.push(`pageerror: ${message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !isUnanswered(message.text())) errors.push(`console.error: ${message.text()}`);
  });
  return {
    engine: 'firefox',
    errors,
    goto: async (url) => {
      await page.goto(url);
    },
    url: async () => page.url(),
    evaluate: async (fn, arg, frame) => (await frameOf(page, frame)).evaluate(callExpression(fn, arg)) as never,
    click: async (target) => (await elementOf(page, target)).click(),
    hover: async (target) => (await elementOf(page, target)).hover(),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key as KeyInput),
    close,
  };
}

/** A headless Firefox of its own for one journey file; each page in a browser context (a BiDi user context) of its own. */
export async function openFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // No journey reads puppeteer's network events: Firefox would serialise one for every request.
    networkEnabled: false,
    // No limit of its own: a first start on a busy machine can pass puppeteer's 30 s; the hook's time-out guards a hang.
    timeout: 0,
  });
  try {
    return {
      version: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
      open: async (cookies: readonly StartCookie[] = []) => {
        const context = await browser.createBrowserContext();
        try {
          if (cookies.length > 0) {
            await context.setCookie(...cookies.map(({ name, value, origin }) => ({ name, value, domain: new URL(origin).hostname, path: '/', httpOnly: true, sameSite: 'Lax' as const })));
          }
          const page = await context.newPage();
          await page.setViewport({ width: 1280, height: 800 });
          return wrap(page, () => context.close());
        } catch (error) {
          await context.close();
          throw error;
        }
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
