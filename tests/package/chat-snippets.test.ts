// README's chat snippets as a host copies them, on a host origin of their own with the built dist/
// under /portal/dist/ and the local backend: only the example addresses become the backend's and
// each `sha384-…` becomes the file's value from dist/integrity.json, so the browser checks them.
// The one-line loader's own tests are in portal-chat-loader.test.ts. Needs `npm run build` first.
import { describe, expect, it } from 'vitest';
import { CHAT_SIGNED_OUT_TEXT } from '../../src/stores/chat/chat';
import { integrityOf } from '../tools/integrity.mjs';
import { DIST, errors, hashes, host, README, readmeScriptTags, tab, withHostTab, withSnippetHost } from './chat-snippets-kit';

withSnippetHost();

describe('dist/integrity.json', () => {
  it('holds the sha384 of every file dist/ ships, as the files are now', () => {
    expect(hashes).toEqual(integrityOf(DIST));
    for (const entry of ['portal-chat.js', 'portal-chat-loader.js', 'index.js', 'chunks']) expect(Object.keys(hashes).some((path) => path.startsWith(entry))).toBe(true);
    expect(Object.keys(hashes).filter((path) => path.endsWith('.map') || path.startsWith('.vite/'))).toEqual([]);
  });

  it('is what README\'s script tags take their integrity from: each has integrity and crossorigin, and README names the file', () => {
    const tags = readmeScriptTags();
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) {
      expect(tag).toMatch(/ integrity="sha384-…"/);
      expect(tag).toMatch(/ crossorigin="anonymous"/);
      const file = /src="\/portal\/dist\/([^"]+)"/.exec(tag)![1]!;
      expect(hashes[file], file).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    }
    expect(README).toContain('dist/integrity.json');
  });
});

describe("README's chat snippets on a host site", () => {
  withHostTab();

  it('the chat alone: a signed-out visitor is told on opening, types, signs in and is back on the page with the question, which is answered', async () => {
    const address = `${host.origin}/`;
    await tab.goto(address);
    const chat = tab.locator('portal-chat');
    await chat.getByRole('button', { name: 'Open help chat' }).click();
    const popup = chat.getByRole('dialog', { name: 'Help assistant' });
    await popup.getByRole('status').getByText(CHAT_SIGNED_OUT_TEXT).waitFor();
    const field = popup.getByRole('textbox', { name: 'Your question' });
    await field.fill('How do I switch customer account?');

    await popup.getByRole('status').getByRole('link', { name: 'Sign in' }).click();
    await tab.getByRole('button', { name: /Cora Customer/ }).click();
    await tab.waitForURL((url) => url.origin === host.origin);
    await expect.poll(() => tab.url()).toBe(address);
    // Back on the page: the popup is open again with the question in the field, and no sign-in notice.
    await expect.poll(() => field.inputValue()).toBe('How do I switch customer account?');
    expect(await popup.getByText(CHAT_SIGNED_OUT_TEXT).count()).toBe(0);
    await field.press('Enter');
    await popup.locator('a[href^="https://help.portal.example/articles/"]').first().waitFor();
    await popup.getByRole('button', { name: 'Helpful', exact: true }).waitFor();
    // Asked: the question is not kept for another round trip.
    expect(await tab.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('portal-shell:chat-draft:')))).toEqual([]);
    expect(errors).toEqual([]);
  });

});
