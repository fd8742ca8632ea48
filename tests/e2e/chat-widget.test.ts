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

describe('the help chat in the standalone portal (demo/index.html)', () => {
  let page: Page;
  let errors: string[];
  pagePerTestWithChunkDelayReset((opened, seen) => {
    page = opened;
    errors = seen;
  });

  it('opens from the launcher inside <portal-shell>, streams an answer with an article link, and takes feedback', async () => {
    await setChunkDelay(80);
    await signInThroughPortal(page, inject('demoUrl'), /Cora Customer/);
    const shell = page.locator('#app > portal-shell');
    await shell.getByRole('button', { name: 'Open help chat' }).click();
    const popup = shell.getByRole('dialog', { name: 'Help assistant' });
    await popup.waitFor();
    expect(await popup.getByRole('log').textContent()).toContain('cannot recall past messages');

    const field = popup.getByRole('textbox', { name: 'Your question' });
    await field.click();
    await field.pressSequentially('How do I switch customer account?');
    const streamed = recordStreaming(page, 'portal-shell');
    await field.press('Enter');
    const lengths = await streamed;
    const growths = lengths.filter((length, index) => index > 0 && length > lengths[index - 1]!).length;
    expect(growths, `streamed lengths ${lengths.join(', ')}`).toBeGreaterThanOrEqual(2);

    const link = popup.locator('a[href^="https://help.portal.example/articles/"]').first();
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
    await expect.poll(() => field.isEnabled()).toBe(true);
    expect(await field.inputValue()).toBe('');

    await popup.getByRole('button', { name: 'Helpful', exact: true }).click();
    await popup.getByText('Thank you for your feedback!').waitFor();
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/standalone-chat.png' });

    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

});

describe('the help chat alone on the host site (demo/widget.html on another origin)', () => {
  let page: Page;
  let errors: string[];
  pagePerTestWithChunkDelayReset((opened, seen) => {
    page = opened;
    errors = seen;
  });

  it('answers with the session cookie of the portal, streamed, with an article link; the site\'s CSS does not reach in', async () => {
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
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/widget-chat.png' });
    expect(errors).toEqual([]);
  });
});
