import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchChromium } from './browser';
import { WINDOW_SIZES } from './layout-kit';
import { walkAtSize } from './layout-walk';

/**
 * The shell at every supported width (README, Supported widths and zoom), on the demo against the
 * local backend (tests/e2e/layout-walk.ts): here the phones and the tablet; layout-zoom.test.ts
 * has the desktop and the zoomed windows, so that the two halves can run side by side.
 */
describe('the shell at every width', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  const url = (path: string) => new URL(path, inject('demoUrl')).href;

  it.each(WINDOW_SIZES.filter((size) => !size.name.startsWith('desktop') && !size.name.startsWith('zoom')))('$name: pages and dialogs fit the width, the top bar works, areas fill their region, the chat header stays', async (size) => {
    await walkAtSize(browser, size, url);
  }, 90_000);
});
