// One small driver for the journeys in every engine: Chromium through playwright-core, Firefox
// through puppeteer-core (WebDriver BiDi), WebKit through webdriverio (classic WebDriver). A journey
// is written once against `EnginePage`; each engine's module supplies the few primitives below.
import { expect } from 'vitest';

/** The engines the journeys run in. */
export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

/**
 * What to act on: the first shown element matching `css` in the document or any open shadow root
 * below it, whose name (its `aria-label`, else its text) is `name` (a string: exactly, trimmed; a
 * pattern: anywhere). With `frame`, inside the iframe that `frame` (a target of its own) finds.
 */
export interface Target {
  css: string;
  name?: string | RegExp;
  frame?: Target;
}

/** Keys a journey presses (WebDriver sends them as its own code points). */
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowUp';

/** A function run in the page, or its source text. */
export type PageFunction<A, R> = ((arg: A) => R | Promise<R>) | string;

/** The expression that calls `fn` with `arg`, for a protocol's evaluation. */
export const callExpression = <A, R>(fn: PageFunction<A, R>, arg: A): string => `(${fn.toString()})(${JSON.stringify(arg)})`;

/** The primitives each engine's module supplies. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Uncaught errors and console errors of the page, where the engine's protocol reports them (WebKit's classic WebDriver does not). */
  readonly errors: string[];
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn` (self-contained: it is sent as source text, and its result as JSON) in the page, or in
   * the frame `frame` finds. Sent as an expression of the protocol, not run by the page's own
   * scripts, so the page's Content-Security-Policy does not apply to it.
   */
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A, frame?: Target): Promise<R>;
  /** A pointer click in the middle of the element (scrolled into view). */
  click(target: Target): Promise<void>;
  /** The pointer moved over the element. */
  hover(target: Target): Promise<void>;
  /**
   * Types `text` key by key into the element that has focus, in the page or in the frame `frame`
   * finds (classic WebDriver sends keys to the frame it is in, not to the one that has focus).
   */
  type(text: string, frame?: Target): Promise<void>;
  press(key: Key): Promise<void>;
  /** Closes the page and its browsing context. */
  close(): Promise<void>;
}

/**
 * A cookie a page starts with: the identity server's session of a person signed in beforehand,
 * set for `origin` (the identity server's) as the server set it (HttpOnly, SameSite=Lax, path /).
 */
export interface StartCookie {
  name: string;
  value: string;
  origin: string;
}

/** A browser of one engine. Closing it stops the browser and what it needed. */
export interface EngineBrowser {
  /** The engine's product and version, as the browser reports them. */
  version: string;
  /**
   * A page (a tab) in a browsing context of its own, holding `cookies` and nothing else of an
   * earlier page (no cookies, storage or history): each journey starts from its own state.
   * Closing the page ends that context.
   */
  open(cookies?: readonly StartCookie[]): Promise<EnginePage>;
  close(): Promise<void>;
}

/** A target as it crosses into the page (a pattern does not survive serialisation). */
export interface PageTarget {
  css: string;
  name?: string;
  pattern?: { source: string; flags: string };
}

export const toPageTarget = ({ css, name }: Target): PageTarget =>
  name instanceof RegExp ? { css, pattern: { source: name.source, flags: name.flags } } : name === undefined ? { css } : { css, name };

/**
 * Finds a {@link Target} in the page: runs there, so it stays one self-contained function (every
 * driver sends its source text).
 */
export function findInPage(target: PageTarget): Element | null {
  const matches = (element: Element): boolean => {
    if (!element.matches(target.css)) return false;
    if (element.getClientRects().length === 0) return false;
    if (target.name === undefined && target.pattern === undefined) return true;
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return target.pattern ? new RegExp(target.pattern.source, target.pattern.flags).test(name) : name === target.name;
  };
  const roots: (Document | ShadowRoot)[] = [document];
  for (let index = 0; index < roots.length; index += 1) {
    for (const element of roots[index]!.querySelectorAll('*')) {
      if (matches(element)) return element;
      if (element.shadowRoot) roots.splice(index + 1, 0, element.shadowRoot);
    }
  }
  return null;
}

/** A page function that finds `target` and hands the element (or null) to `body`, source text of its own (`element`). */
export const withElement = (body: string): string => `(target) => { const element = (${findInPage.toString()})(target); ${body} }`;

/** Whether the target is found (and shown); not while the frame it is in is not there (yet). */
export const isShown = (page: EnginePage, target: Target): Promise<boolean> => {
  const shown = page.evaluate<PageTarget, boolean>(withElement('return element !== null;'), toPageTarget(target), target.frame);
  return target.frame ? shown.catch(() => false) : shown;
};

/** Waits until the target is shown. */
export async function waitFor(page: EnginePage, target: Target): Promise<void> {
  await expect.poll(() => isShown(page, target), { message: `${page.engine}: waiting for ${describeTarget(target)}` }).toBe(true);
}

/** Waits until the target is gone (or hidden). */
export async function waitForGone(page: EnginePage, target: Target): Promise<void> {
  await expect.poll(() => isShown(page, target), { message: `${page.engine}: waiting for ${describeTarget(target)} to go` }).toBe(false);
}

/** The target's text (trimmed), or its value for a field; null when it is not there. */
export const textOf = (page: EnginePage, target: Target): Promise<string | null> =>
  page.evaluate<PageTarget, string | null>(
    withElement(`if (element === null) return null;
      return 'value' in element && (element.localName === 'input' || element.localName === 'textarea') ? element.value : (element.textContent || '').trim();`),
    toPageTarget(target),
    target.frame,
  );

/** Waits until the page's address satisfies `test`. */
export async function waitForUrl(page: EnginePage, test: (url: URL) => boolean, what: string): Promise<void> {
  await expect.poll(async () => test(new URL(await page.url())), { message: `${page.engine}: waiting for the address ${what}` }).toBe(true);
}

/** Clicks the target and types `text` into it. */
export async function fill(page: EnginePage, target: Target, text: string): Promise<void> {
  await waitFor(page, target);
  await page.click(target);
  await page.type(text, target.frame);
}

/** Waits for the target, then clicks it. */
export async function clickWhenShown(page: EnginePage, target: Target): Promise<void> {
  await waitFor(page, target);
  await page.click(target);
}

export const describeTarget = ({ css, name, frame }: Target): string =>
  `${frame ? `${describeTarget(frame)} >> ` : ''}${css}${name === undefined ? '' : ` named ${String(name)}`}`;
