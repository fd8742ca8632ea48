import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';

/** Launches Debian's Chromium through playwright-core (no browser download, ever). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/**
 * Collects uncaught page errors and console errors, so a test can assert there were none.
 * Chromium's own "Failed to load resource" lines are left out: an answered 401 (signed out) is
 * an expected answer that the portal handles, not an error of the page.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

/**
 * Signs in through the backend's identity page as a person would: opens the portal (which sends
 * a signed-out visitor to sign in), picks the sample user, and waits to be back in the portal.
 */
export async function signInThroughPortal(page: Page, portalUrl: string, userName: RegExp): Promise<void> {
  await page.goto(portalUrl);
  await page.getByRole('button', { name: userName }).click();
  // The portal tidies `fromauth` and `initialurl` out of the address once it has read them.
  await page.waitForURL((url) => url.origin === new URL(portalUrl).origin);
}
