import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { signInThroughPortal, watchedPagePerTest } from './browser';
import { DEFAULT_CHUNK_DELAY_MS, setChunkDelay } from './chat-chunk-delay';

/**
 * Starts recording, in the page, the length of the streaming answer's text every animation frame,
 * until a streaming bubble has come and gone. Resolves with the lengths seen.
 */
function recordStreaming(page: Page, host: 'portal-shell' | 'portal-chat'): Promise<number[]> {
  return page.evaluate(
    (selector) =>
      new Promise<number[]>((resolve, reject) => {
        const root = document.querySelector(selector)?.shadowRoot;
        if (!root) return reject(new Error(`no <${selector}> shadow root`));
        const lengths: number[] = [];
        let seen = false;
        const started = performance.now();
        const poll = () => {
          const bubble = root.querySelector('.chat-bubble--streaming');
          if (bubble) {
            seen = true;
            const length = bubble.querySelector('.chat-bubble__text')?.textContent?.length ?? 0;
            if (length !== lengths.at(-1)) lengths.push(length);
          } else if (seen) {
            return resolve(lengths);
          }
          if (performance.now() - started > 15_000) return reject(new Error(`the answer did not finish streaming (${lengths.join(', ')})`));
          requestAnimationFrame(poll);
        };
        poll();
      }),
    host,
  );
}

/**
 * A watched page per test, closed after it, and the backend's chunk delay back to its default (the
 * tests slow it). The only file that changes the delay: its tests run one after another, so no
 * other file's test resets it halfway through a stream that needs it (files run side by side).
 */
function pagePerTestWithChunkDelayReset(use: (page: Page, errors: string[]) => void): void {
  let opened: Page | undefined;
  watchedPagePerTest((page, seen) => {
    opened = page;
    use(page, seen);
  });
  afterEach(async () => {
    await opened?.close();
    await setChunkDelay(DEFAULT_CHUNK_DELAY_MS);
  });
}

describe('the help chat alone on the host site (demo/widget.html on another origin)', () => {
  let page: Page;
  let errors: string[];
  pagePerTestWithChunkDelayReset((opened, seen) => {
    page = opened;
    errors = seen;
  });

  it('says it cannot recall past messages, answers with the session cookie of the portal, streamed, with an article link, then frees the field; the site\'s CSS does not reach in', async () => {
    await setChunkDelay(80);
    await signInThroughPortal(page, inject('demoUrl'), /Cora Customer/);
    await page.goto(new URL('/widget.html', inject('hostUrl')).href);
    const chat = page.locator('portal-chat');
    const launcher = chat.getByRole('button', { name: 'Open help chat' });
    await launcher.click();
    const popup = chat.getByRole('dialog', { name: 'Help assistant' });
    await popup.waitFor();
    // The site styles every button orange with !important; the shadow root keeps ours.
    expect(await chat.getByRole('button', { name: 'Open help chat' }).evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgb(255, 165, 0)');
    expect(await popup.getByRole('log').textContent()).toContain('cannot recall past messages');

    const field = popup.getByRole('textbox', { name: 'Your question' });
    await field.click();
    await field.pressSequentially('How do I create an e-mail campaign?');
    const streamed = recordStreaming(page, 'portal-chat');
    await field.press('Enter');
    const lengths = await streamed;
    expect(lengths.filter((length, index) => index > 0 && length > lengths[index - 1]!).length, `streamed lengths ${lengths.join(', ')}`).toBeGreaterThanOrEqual(2);
    const link = popup.locator('a[href^="https://help.portal.example/articles/"]').first();
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
    // Answered: the field is free again, and empty for the next question.
    await expect.poll(() => field.isEnabled()).toBe(true);
    expect(await field.inputValue()).toBe('');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/widget-chat.png' });
    expect(errors).toEqual([]);
  });
});
