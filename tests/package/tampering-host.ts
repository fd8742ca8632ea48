// A file server that misbehaves as a compromised or misconfigured CDN would, for the one-line
// loader's tests: the built dist/ under folders of one host origin, each folder answering in its own
// way. A changed file is the built one with a line that marks the page when it runs
// (`window.tamperedCodeRan`), so a test sees whether any changed byte ran.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { CHAT_ONE_FILE } from '../tools/chat-loader-integrity.mjs';

/** How a folder answers for one file of dist/ (by its path in dist/) on the nth request for it. */
type Answer = { changed: boolean } | { redirectTo: string };

/** What a folder does: its answer for each file, and what the loader must make of it. */
interface Folder {
  /** What the folder's server does, as a test's name says it. */
  says: string;
  answer(file: string, nth: number): Answer;
  /** Whether the chat runs as built over this folder (else nothing of it runs). */
  runs: boolean;
}

/** The chat's entries: the one file the loader runs, and the entry of the module build. */
const ENTRIES = new Set([CHAT_ONE_FILE, 'portal-chat.js']);
const isChunk = (file: string) => file.startsWith('chunks/');

export const FOLDERS: Record<string, Folder> = {
  'as-built': { says: 'every file as built', answer: () => ({ changed: false }), runs: true },
  'changed-entry': { says: "a changed chat entry (the loader's one file and portal-chat.js)", answer: (file) => ({ changed: ENTRIES.has(file) }), runs: false },
  'changed-chunks': { says: 'portal-chat.js and every chunk changed, the one file as built', answer: (file) => ({ changed: file === 'portal-chat.js' || isChunk(file) }), runs: true },
  'changed-on-later-fetch': { says: 'each file as built on its first fetch and changed on every later one', answer: (_file, nth) => ({ changed: nth > 1 }), runs: true },
  'entry-redirected': {
    says: 'the entries redirected to another folder holding exact copies of them beside changed chunks',
    answer: (file) => (ENTRIES.has(file) ? { redirectTo: `/changed-chunks/dist/${file}` } : { changed: false }),
    runs: true,
  },
  'entry-redirected-changed': {
    says: 'the entries redirected to another folder holding changed copies of them',
    answer: (file) => (ENTRIES.has(file) ? { redirectTo: `/changed-entry/dist/${file}` } : { changed: false }),
    runs: false,
  },
  'folder-aliased': { says: 'the whole folder redirected (a version alias) to one whose chunks are changed', answer: (file) => ({ redirectTo: `/changed-chunks/dist/${file}` }), runs: true },
  'folder-aliased-changed': { says: 'the whole folder redirected to one whose entries are changed', answer: (file) => ({ redirectTo: `/changed-entry/dist/${file}` }), runs: false },
};

/** The line a changed file ends with. */
export const TAMPER_MARK = '\nwindow.tamperedCodeRan = true;\n';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json' };

/** A running tampering host: its origin, each page it was given, and how to stop it. */
export interface TamperingHost {
  origin: string;
  /** Forgets how often each file was asked for (a new page starts counting afresh). */
  forgetFetches(): void;
  close(): Promise<void>;
}

/**
 * Serves `pages` (by path, e.g. `/as-built.html`) and `dist` under `/<folder>/dist/` for each of
 * {@link FOLDERS}, on `port` of localhost. Anything else is a 404.
 */
export async function serveTampering(dist: string, pages: Record<string, string>, port: number): Promise<TamperingHost> {
  const fetches = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const html = pages[path];
    if (html !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }).end(html);
      return;
    }
    const match = /^\/([\w-]+)\/dist\/(.+)$/.exec(path);
    const folder = match ? FOLDERS[match[1]!] : undefined;
    const file = match?.[2] ?? '';
    const onDisk = normalize(join(dist, file));
    if (!folder || !onDisk.startsWith(dist)) {
      res.writeHead(404).end();
      return;
    }
    const nth = (fetches.get(path) ?? 0) + 1;
    fetches.set(path, nth);
    const answer = folder.answer(file, nth);
    // Cross-origin for the engines alike: the loader asks with crossorigin="anonymous".
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
    if ('redirectTo' in answer) {
      res.writeHead(302, { ...headers, Location: answer.redirectTo }).end();
      return;
    }
    readFile(onDisk).then(
      (data) => res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(answer.changed ? `${data.toString('utf8')}${TAMPER_MARK}` : data),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
  return {
    origin: `http://localhost:${port}`,
    forgetFetches: () => fetches.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
