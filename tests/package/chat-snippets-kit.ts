// README's chat snippets made real for a run, shared by the tests of the snippets and of the one-line
// loader: the built dist/ under /portal/dist/ of a host origin of its own, the local backend and
// Chromium. Needs `npm run build` first (npm test runs it before).
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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

/**
 * A README snippet made real for a run: the backend's addresses, the files' integrity values (from
 * `integrity`, dist/integrity.json's), dist/ under `folder` of the host.
 */
export function snippetForRun(snippet: string, origins: RunningBackend['origins'], integrity: Record<string, string>, folder = '/portal/dist/'): string {
  return snippet
    .replaceAll('https://auth.portal.example', origins.auth)
    .replaceAll('https://chat.portal.example', origins.chat)
    .replace(/src="\/portal\/dist\/([^"]+)" integrity="sha384-…"/g, (_tag, file: string) => `src="${folder}${file}" integrity="${integrity[file]}"`);
}

const forThisRun = (snippet: string) => snippetForRun(snippet, backend.origins, hashes);

/** A host page: `head` in its head (before anything else runs), a heading and `body`. */
export const hostPage = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><h1>${title}</h1>\n${body}\n</body></html>`;
const page = (title: string, body: string) => hostPage(title, body);

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
