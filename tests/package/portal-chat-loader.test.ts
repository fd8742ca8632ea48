// The one-line chat loader of its guide's snippet (elements/guides/chat-loader.md) on a host site (elements/portal-chat-loader.ts, as
// built): it places the chat with its script's data-* settings and replays the queued calls; over a
// changed file nothing of the chat runs. Needs `npm run build` first (npm test runs it before).
import { describe, expect, it } from 'vitest';
import { errors, hashes, host, tab, TAMPERED, withHostTab, withSnippetHost } from './chat-snippets-kit';

withSnippetHost();

describe("the one-line chat loader of its guide, on a host site", () => {
  withHostTab();

  it('the one-line loader: places the chat with its data-* settings, replays the queued open, then takes pushes at once', async () => {
    const unknown: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('portalChat')) unknown.push(message.text());
    });
    await tab.goto(`${host.origin}/loader.html`);
    const chat = tab.locator('portal-chat');
    await chat.getByRole('dialog', { name: 'Help assistant' }).waitFor();
    expect(await chat.getAttribute('customer-id')).toBe('1001');
    expect(await tab.locator('script[src="/portal/dist/portal-chat-loader.js"]').getAttribute('integrity')).toBe(hashes['portal-chat-loader.js']);

    await tab.evaluate(() => (window as unknown as { portalChat: { push(...calls: unknown[][]): number } }).portalChat.push(['close'], ['opne']));
    await chat.getByRole('dialog', { name: 'Help assistant' }).waitFor({ state: 'hidden' });
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toContain('unknown command "opne"');
    expect(errors.filter((error) => !error.includes('portalChat'))).toEqual([]);
    // Each module the loader brings was fetched once: the import took the copy it checked.
    const fetched = await tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js')));
    expect(fetched.filter((path, at) => fetched.indexOf(path) !== at)).toEqual([]);
  });

  for (const folder of Object.keys(TAMPERED)) {
    it(`the one-line loader over a changed file (${folder}): nothing of the chat runs, and one console error names the file`, async () => {
      const changed = `${host.origin}/${folder}/dist/${TAMPERED[folder]!(hashes)}`;
      const ours: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('portalChat')) ours.push(message.text());
      });
      await tab.goto(`${host.origin}/${folder}.html`);
      await expect.poll(() => ours).toHaveLength(1);
      expect(ours[0]).toContain(changed);
      expect(ours[0]!.split('/dist/'), 'no other file is named').toHaveLength(2);
      expect(await tab.evaluate(() => ({
        defined: customElements.get('portal-chat') !== undefined,
        placed: document.querySelector('portal-chat') !== null,
        tampered: (window as unknown as { tamperedCodeRan?: boolean }).tamperedCodeRan === true,
      }))).toEqual({ defined: false, placed: false, tampered: false });
    });
  }
});
