// README's chat snippets as a host copies them, on a host origin of their own with the built dist/
// under /portal/dist/ and the local backend: only the example addresses become the backend's and
// each `sha384-…` becomes the file's value from dist/integrity.json, so the browser checks them.
// Needs `npm run build` first (npm test runs it before this step).
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../demo/server/start-backend';
import { CHAT_SIGNED_OUT_TEXT } from '../../src/stores/chat/chat';
import { collectPageErrors, launchChromium } from '../e2e/browser';
import { freeDemoPorts } from '../tools/free-ports';
import { INTEGRITY_FILE, integrityOf } from '../tools/integrity.mjs';
import { removeFolder, workFolder } from './consumer';
import { serveBuild, type StaticHost } from './static-host';

const DIST = resolve('dist');
const README = readFileSync('README.md', 'utf8');
/** README and the guide it sends script-tag hosts to for the one-line loader: the snippets a host copies. */
const SNIPPETS = `${README}\n${readFileSync('elements/guides/chat-loader.md', 'utf8')}`;

/** The html code blocks of README and the loader's guide that load `file` from /portal/dist/. */
function snippetsLoading(file: string): string[] {
  return [...SNIPPETS.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]!).filter((block) => block.includes(`/portal/dist/${file}"`));
}

/** The script tags of README's snippets that load a file of dist/. */
const readmeScriptTags = () => [...SNIPPETS.matchAll(/<script\b[^>]*\bsrc="\/portal\/dist\/[^"]+"[^>]*>/g)].map((match) => match[0]);

/** Per folder of a tampered copy of dist/, the file changed in it: the chat's entry, and a chunk it loads only later. */
const TAMPERED: Record<string, (hashes: Record<string, string>) => string> = {
  'tampered-entry': () => 'portal-chat.js',
  'tampered-chunk': (hashes) => Object.keys(hashes).find((path) => /^chunks\/chat-widget-[\w-]+\.js$/.test(path))!,
};

let work: string;
let backend: RunningBackend;
let host: StaticHost;
let browser: Browser;
let hashes: Record<string, string>;

/** A README snippet made real for this run: the backend's addresses, the files' integrity values. */
function forThisRun(snippet: string): string {
  return snippet
    .replaceAll('https://auth.portal.example', backend.origins.auth)
    .replaceAll('https://chat.portal.example', backend.origins.chat)
    .replace(/src="\/portal\/dist\/([^"]+)" integrity="sha384-…"/g, (_tag, file: string) => `src="/portal/dist/${file}" integrity="${hashes[file]}"`);
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>\n${body}\n</body></html>`;

beforeAll(async () => {
  hashes = JSON.parse(readFileSync(join(DIST, INTEGRITY_FILE), 'utf8')) as Record<string, string>;
  work = workFolder();
  mkdirSync(join(work, 'portal'));
  symlinkSync(DIST, join(work, 'portal', 'dist'), 'dir');
  const free = await freeDemoPorts();
  backend = await startBackend({ ports: { ...free.backendPorts, portal: free.port }, portalOrigins: [`http://localhost:${free.port}`, `http://localhost:${free.hostPort}`] });
  writeFileSync(join(work, 'index.html'), page('A shop with the chat', forThisRun(snippetsLoading('portal-chat.js').find((block) => block.includes('host-params-json'))!)));
  writeFileSync(join(work, 'loader.html'), page('A shop with the one-line chat', forThisRun(snippetsLoading('portal-chat-loader.js')[0]!)));
  // The same snippet, its loader's integrity correct, over copies of dist/ in which one file the loader brings was changed on the server.
  for (const [folder, file] of Object.entries(TAMPERED)) {
    cpSync(DIST, join(work, folder, 'dist'), { recursive: true });
    const changed = join(work, folder, 'dist', file(hashes));
    writeFileSync(changed, `${readFileSync(changed, 'utf8')}\nwindow.tamperedCodeRan = true;\n`);
    const snippet = forThisRun(snippetsLoading('portal-chat-loader.js')[0]!).replaceAll('/portal/dist/', `/${folder}/dist/`);
    writeFileSync(join(work, `${folder}.html`), page('A shop whose chat files were changed', snippet));
  }
  host = await serveBuild(work, free.hostPort, {});
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await backend?.close();
  if (work) removeFolder(work);
});

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
  let tab: Page;
  let errors: string[];
  beforeAll(async () => {
    tab = await browser.newPage();
    errors = await collectPageErrors(tab);
  });
  afterAll(() => tab?.close());

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
