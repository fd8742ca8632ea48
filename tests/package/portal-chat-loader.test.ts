// The one-line chat loader of its guide's snippet (elements/guides/chat-loader.md) on a host site, as
// built (elements/portal-chat-loader.ts), in Chromium, Firefox ESR and WebKitGTK: it places the chat
// with its script's data-* settings and replays the queued calls; whatever the file server answers
// (a changed file, a file changed on a later fetch, a redirected entry or folder), nothing changed
// runs. Needs `npm run build` first (npm test runs it before).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../demo/server/start-backend';
import { openChromium } from '../e2e/engines/chromium';
import { ENGINES, isShown, waitFor, waitForGone, type EngineBrowser, type EngineName, type EnginePage, type Target } from '../e2e/engines/engine';
import { openFirefox } from '../e2e/engines/firefox';
import { openWebKit } from '../e2e/engines/webkit';
import { CHAT_ONE_FILE } from '../tools/chat-loader-integrity.mjs';
import { freeDemoPorts } from '../tools/free-ports';
import { INTEGRITY_FILE } from '../tools/integrity.mjs';
import { DIST, hostPage, snippetForRun, snippetsLoading } from './chat-snippets-kit';
import { FOLDERS, serveTampering, type TamperingHost } from './tampering-host';

const OPEN: Record<EngineName, () => Promise<EngineBrowser>> = { chromium: openChromium, firefox: openFirefox, webkit: openWebKit };

/**
 * Runs first on each page: keeps every console error in `window.consoleErrors`, the same way in every
 * engine (WebKit's classic WebDriver reports none to the test).
 */
const RECORD_CONSOLE_ERRORS = `<script>window.consoleErrors = []; const error = console.error.bind(console);
console.error = (...args) => { window.consoleErrors.push(args.map(String).join(' ')); error(...args); };</script>`;

/** The scripts of each page before the loader does anything: the recorder, the guide's queue and the loader's tag. */
const PAGE_SCRIPTS = 3;

const popup: Target = { css: '[role="dialog"]', name: /Help assistant/ };

let backend: RunningBackend;
let host: TamperingHost;

beforeAll(async () => {
  const hashes = JSON.parse(readFileSync(join(DIST, INTEGRITY_FILE), 'utf8')) as Record<string, string>;
  const free = await freeDemoPorts();
  const origin = `http://localhost:${free.hostPort}`;
  backend = await startBackend({ ports: { ...free.backendPorts, portal: free.port }, portalOrigins: [`http://localhost:${free.port}`, origin] });
  const snippet = snippetsLoading('portal-chat-loader.js')[0]!;
  const pages = Object.fromEntries(
    Object.keys(FOLDERS).map((folder) => [
      `/${folder}.html`,
      hostPage(`A shop with the one-line chat (${folder})`, snippetForRun(snippet, backend.origins, hashes, `/${folder}/dist/`), RECORD_CONSOLE_ERRORS),
    ]),
  );
  host = await serveTampering(DIST, pages, free.hostPort);
});

afterAll(async () => {
  await host?.close();
  await backend?.close();
});

/** What a page shows of the chat, and what ran. */
interface PageState {
  defined: boolean;
  placed: boolean;
  tampered: boolean;
  scripts: number;
  preloads: number;
  ours: string[];
  fetched: string[];
}

const stateOf = (page: EnginePage): Promise<PageState> =>
  page.evaluate(
    () => ({
      defined: customElements.get('portal-chat') !== undefined,
      placed: document.querySelector('portal-chat') !== null,
      tampered: (window as unknown as { tamperedCodeRan?: boolean }).tamperedCodeRan === true,
      scripts: document.querySelectorAll('script').length,
      preloads: document.querySelectorAll('link').length,
      ours: (window as unknown as { consoleErrors: string[] }).consoleErrors.filter((text) => text.startsWith('portalChat')),
      fetched: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js')),
    }),
    null,
  );

describe.each(ENGINES)('the one-line chat loader in %s', (engine) => {
  let browser: EngineBrowser;
  let page: EnginePage;

  beforeAll(async () => {
    browser = await OPEN[engine]();
    page = await browser.open();
    console.log(`${engine}: ${browser.version}`);
  });
  afterAll(() => browser?.close());

  const open = async (folder: string) => {
    host.forgetFetches();
    await page.goto(`${host.origin}/${folder}.html`);
  };

  it('places the chat with its data-* settings, replays the queued open, then takes pushes at once', async () => {
    await open('as-built');
    await waitFor(page, popup);
    expect(await page.evaluate(() => document.querySelector('portal-chat')?.getAttribute('customer-id'), null)).toBe('1001');
    await page.evaluate(() => (window as unknown as { portalChat: { push(...calls: unknown[][]): number } }).portalChat.push(['close'], ['opne']), null);
    await waitForGone(page, popup);
    const { ours } = await stateOf(page);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain('unknown command "opne"');
  });

  for (const [folder, { says }] of Object.entries(FOLDERS).filter(([, { runs }]) => runs)) {
    it(`over ${says}: the chat runs as built, from the loader and its one file, and nothing changed runs`, async () => {
      await open(folder);
      await expect.poll(async () => { const { placed, ours } = await stateOf(page); return placed || ours.length > 0; }, { message: `${engine}: waiting for the chat or the loader's error` }).toBe(true);
      expect((await stateOf(page)).tampered, 'changed code ran').toBe(false);
      // Open: every part the chat loads on a first open has run.
      await waitFor(page, popup);
      const state = await stateOf(page);
      expect(state.tampered, 'changed code ran').toBe(false);
      expect(state).toMatchObject({ defined: true, placed: true, ours: [] });
      expect(state.fetched.sort()).toEqual([`/${folder}/dist/${CHAT_ONE_FILE}`, `/${folder}/dist/portal-chat-loader.js`].sort());
    });
  }

  for (const [folder, { says }] of Object.entries(FOLDERS).filter(([, { runs }]) => !runs)) {
    it(`over ${says}: nothing of the chat runs, the page keeps nothing of it, and one console error names the file`, async () => {
      await open(folder);
      await expect.poll(async () => (await stateOf(page)).ours, { message: `${engine}: waiting for the loader's error` }).not.toEqual([]);
      const state = await stateOf(page);
      expect(state.tampered, 'changed code ran').toBe(false);
      expect(state).toMatchObject({ defined: false, placed: false, scripts: PAGE_SCRIPTS, preloads: 0 });
      expect(state.ours).toHaveLength(1);
      expect(state.ours[0]).toContain(`${host.origin}/${folder}/dist/${CHAT_ONE_FILE}`);
      expect(state.ours[0]!.split('/dist/'), 'no other file is named').toHaveLength(2);
      expect(await isShown(page, { css: 'portal-chat' })).toBe(false);
    });
  }
});
