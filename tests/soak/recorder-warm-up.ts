import type { Page } from 'playwright-core';

// A string, not a function: tsx's name-keeping helpers must not end up in the page.
const SCROLLS_WHILE_BUSY = `(() => {
  const scroll = () => document.dispatchEvent(new Event('scroll'));
  scroll();
  scroll();
  const until = performance.now() + 250;
  while (performance.now() < until);
  scroll();
})()`;

/**
 * Makes the session recorder take the timer functions it keeps a sandbox document for (see
 * frames-left-behind.ts), so those documents are there before the baseline as at the end. The
 * recorder's scroll handler is throttled: the first scroll runs it, the second sets a timer, and a
 * third once the wait is over while that timer has not run yet (the main thread busy, as while an
 * answer streams) clears it, which is the first use of clearTimeout. Wheel turns do it only when the
 * page happens to be slow enough; these three scroll events with the thread held in between always do.
 */
export async function warmUpRecorderTimers(page: Page): Promise<void> {
  await page.evaluate(SCROLLS_WHILE_BUSY);
  await page.waitForTimeout(300);
}
