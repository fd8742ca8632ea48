import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';

/** Launches Debian's Chromium through playwright-core (no browser download, ever). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** Collects uncaught page errors and console errors, so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}
