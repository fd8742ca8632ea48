// README's chat snippets made real for a run, shared by the tests of the snippets and of the one-line
// loader: the built dist/ under /portal/dist/ of a host origin of its own, the local backend, copies of
// dist/ with one file changed, and Chromium. Needs `npm run build` first (npm test runs it before).
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startBackend, type RunningBackend } from '../../demo/server/start-backend';
import { collectPageErrors, launchChromium } from '../e2e/browser';
import { freeDemoPorts } from '../tools/free-ports';
import { INTEGRITY_FILE } from '../tools/integrity.mjs';
import { removeFolder, workFolder } from './consumer';
import { serveBuild, type StaticHost } from './static-host';

export const DIST = resolve('dist');
export const README = readFileSync('README.md', 'utf8');
/** README and the guide it sends script-tag hosts to for the one-line loader: the snippets a host copies. */
const SNIPPETS = `${README}\n${readFileSync('elements/guides/chat-loader.md', 'utf8')}`;

/** The html code blocks of README and the loader's guide that load `file` from /portal/dist/. */
export function snippetsLoading(file: string): string[] {
  return [...SNIPPETS.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]!).filter((block) => block.includes(`/portal/dist/${file}"`));
}

/** The script tags of README's snippets that load a file of dist/. */
export const readmeScriptTags = () => [...SNIPPETS.matchAll(/<script\b[^>]*\bsrc="\/portal\/dist\/[^"]+"[^>]*>/g)].map((match) => match[0]);

/** Per folder of a tampered copy of dist/, the file changed in it: the chat's entry, and a chunk it loads only later. */
export const TAMPERED: Record<string, (hashes: Record<string, string>) => string> = {
  'tampered-entry': () => 'portal-chat.js',
  'tampered-chunk': (hashes) => Object.keys(hashes).find((path) => /^chunks\/chat-widget-[\w-]+\.js$/.test(path))!,
};

let work: string;
let backend: RunningBackend;
/** The host site: the pages of README's snippets, dist/ under /portal/dist/ (this file's run). */
export let host: StaticHost;
export let browser: Browser;
/** dist/integrity.json: each file's sha384. */
export let hashes: Record<string, string>;
/** The current suite's tab on the host site and the page errors it collected (`withHostTab`). */
export let tab: Page;
export let errors: string[];

/** A README snippet made real for this run: the backend's addresses, the files' integrity values. */
function forThisRun(snippet: string): string {
  return snippet
    .replaceAll('https://auth.portal.example', backend.origins.auth)
    .replaceAll('https://chat.portal.example', backend.origins.chat)
    .replace(/src="\/portal\/dist\/([^"]+)" integrity="sha384-…"/g, (_tag, file: string) => `src="/portal/dist/${file}" integrity="${hashes[file]}"`);
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>\n${body}\n</body></html>`;

/** Builds the host site before the file's tests and takes it down after. Call it once, at the file's top. */
export function withSnippetHost(): void {
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
}

/** A tab of the current suite on the host site. Call it inside the suite's `describe`. */
export function withHostTab(): void {
  beforeAll(async () => {
    tab = await browser.newPage();
    errors = await collectPageErrors(tab);
  });
  afterAll(() => tab?.close());
}
