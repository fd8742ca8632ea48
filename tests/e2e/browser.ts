import { chromium, type Browser, type Cookie, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { describeViolation, type CspViolation } from '../../demo/csp-violation-log';
import { chromiumArgs, chromiumPath, headlessShellPath } from '../tools/chromium.mjs';

/** Whether this runs in the end-to-end suite, whose global setup provides the demo and a Chromium. */
const inSuite = () => process.env.VITEST === 'true' && inject('chromiumEndpoint') !== undefined;

/**
 * Debian's Chromium headless shell through playwright-core (no browser download, ever; the engine
 * with less CPU: tests/tools/chromium.mjs). In the end-to-end suite, a connection to the run's one
 * (tests/e2e/shared-chromium.ts); closing it closes this connection's contexts only. Elsewhere (the
 * package tests' host pages), one of its own.
 */
export function launchChromium(): Promise<Browser> {
  if (inSuite()) return chromium.connect(inject('chromiumEndpoint'));
  return chromium.launch({ executablePath: headlessShellPath, args: chromiumArgs, headless: true });
}

/** Debian's full Chromium, the browser people run, launched for the caller alone (benchmarks, journeys). */
export function launchFullChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** Content-Security-Policy violations seen on pages since the last {@link takeCspViolations}. */
const unclaimedViolations: string[] = [];

/** Returns and forgets the violations seen so far (the suite's after-each check fails on any). */
export function takeCspViolations(): string[] {
  return unclaimedViolations.splice(0);
}

/**
 * Calls `onViolation` for every Content-Security-Policy violation in the page and its frames,
 * from the `securitypolicyviolation` event. Call before the page navigates.
 */
export async function onCspViolation(page: Page, onViolation: (violation: CspViolation) => void): Promise<void> {
  await page.exposeFunction('__portalCspViolation', onViolation);
  await page.addInitScript(() => {
    const report = (window as unknown as { __portalCspViolation(violation: CspViolation): void }).__portalCspViolation;
    addEventListener(
      'securitypolicyviolation',
      (event) => {
        report({
          documentUrl: event.documentURI,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          ...(event.sourceFile ? { source: `${event.sourceFile}:${event.lineNumber}` } : {}),
          ...(event.sample ? { sample: event.sample } : {}),
        });
      },
      true,
    );
  });
}

/**
 * Collects uncaught page errors, console errors and Content-Security-Policy violations, so a test
 * can assert there were none. Chromium's own "Failed to load resource" lines are left out: an
 * answered 401 (signed out) is an expected answer that the portal handles, not an error of the
 * page. Violations also go to the suite's after-each check, which fails the test on any.
 */
export async function collectPageErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console.error: ${message.text()}`);
  });
  await onCspViolation(page, (violation) => {
    const line = `CSP violation: ${describeViolation(violation)}`;
    errors.push(line);
    unclaimedViolations.push(line);
  });
  return errors;
}

/** A Chromium ({@link launchChromium}) for the enclosing describe block: returns it, once launched. */
export function chromiumPerBlock(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

/** The address of `path` on the suite's demo portal. */
export const demoAddress = (path: string): string => new URL(path, inject('demoUrl')).href;

/**
 * A Chromium ({@link chromiumPerBlock}) for the enclosing describe block and a new watched page for each of its tests:
 * `use` receives the page and its error list ({@link collectPageErrors}) before every test.
 * Returns the browser, for tests that open more pages.
 */
export function watchedPagePerTest(use: (page: Page, errors: string[]) => void, viewport = { width: 1280, height: 800 }): () => Browser {
  const browser = chromiumPerBlock();
  let page: Page | undefined;
  beforeEach(async () => {
    page = await browser().newPage({ viewport });
    use(page, await collectPageErrors(page));
  });
  // The run's Chromium is shared: each test's page (and its context) goes when the test is done.
  afterEach(async ({ task }) => {
    const failure = task.result?.state === 'fail' ? task.result.errors?.[0] : undefined;
    if (failure && page) addPageAtFailure(failure, await describePage(page));
    await page?.context().close();
  });
  return browser;
}

/** The page's address and what its portal elements show, in one line (a CI page keeps only the run's summary). */
async function describePage(page: Page): Promise<string> {
  const shown = await page
    .locator('portal-shell, portal-chat, portal-account-switcher, portal-release-notes')
    .evaluateAll((elements) => elements.map((element) => element.localName))
    .catch(() => []);
  const parts = await Promise.all(
    shown.slice(0, 3).map(async (name) => {
      const snapshot = await page.locator(name).first().ariaSnapshot({ timeout: 3000 }).catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`);
      const text = snapshot.replace(/\s+/g, ' ');
      return `${name}: ${text.length > 600 ? `${text.slice(0, 150)} … ${text.slice(-450)}` : text}`;
    }),
  );
  return [page.url(), ...parts].join(' | ');
}

/** Adds what the page showed to a failed test's error, as a line npm test's summary repeats. */
export function addPageAtFailure(failure: { message?: string; stack?: string }, description: string): void {
  const line = `page at failure: ${description}`;
  failure.message = `${failure.message ?? ''}\n${line}`;
  if (failure.stack) failure.stack = `${failure.stack}\n${line}`;
}

/** The identity server's session cookies of each sample user signed in so far, by identity server and user. */
const signedIn = new Map<string, Cookie[]>();

/** The suite demo's identity server, when `portalUrl` is one of the suite demo's pages (else unknown). */
function suiteAuthOrigin(portalUrl: string): string | undefined {
  if (!inSuite()) return undefined;
  const origin = new URL(portalUrl).origin;
  const demoOrigins = [inject('demoUrl'), inject('hostUrl')].map((url) => new URL(url).origin);
  return demoOrigins.includes(origin) ? inject('backendOrigins').auth : undefined;
}

/** Whether the identity server still knows the session of these cookies (a test may have logged it out). */
async function sessionAlive(authOrigin: string, cookies: Cookie[]): Promise<boolean> {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const answer = await fetch(`${authOrigin}/authapi/Login/GetUserData`, { headers: { cookie } });
  return answer.ok;
}

/**
 * Signs in through the backend's identity page as a person would: opens the portal (which sends
 * a signed-out visitor to sign in), picks the sample user, and waits to be back in the portal.
 *
 * On the suite's demo, a user already signed in this way in this test worker is signed in again
 * by their session cookies (the browser state the identity page left), and the portal opens at
 * `portalUrl` as for a returning visitor: the identity page's round trip is walked once per user
 * and worker (the journeys, tests/e2e/engines/journeys.ts, walk that page itself in every engine).
 */
export async function signInThroughPortal(page: Page, portalUrl: string, userName: RegExp): Promise<void> {
  const authOrigin = suiteAuthOrigin(portalUrl);
  const key = `${authOrigin} ${userName.source}`;
  const cookies = authOrigin === undefined ? undefined : signedIn.get(key);
  if (authOrigin !== undefined && cookies !== undefined && (await sessionAlive(authOrigin, cookies))) {
    await page.context().addCookies(cookies);
    await page.goto(portalUrl);
    return;
  }
  await page.goto(portalUrl);
  await page.getByRole('button', { name: userName }).click();
  // The portal tidies `fromauth` and `initialurl` out of the address once it has read them.
  await page.waitForURL((url) => url.origin === new URL(portalUrl).origin);
  if (authOrigin !== undefined) signedIn.set(key, (await page.context().storageState()).cookies.filter((cookie) => cookie.name === 'portal_session'));
}
