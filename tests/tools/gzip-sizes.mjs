// Gzipped sizes of a Vite build, shared by the size budget (npm run size) and the bytes benchmark.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KIB = 1024;

/** Budgets of the first-paint path, in gzipped bytes (the product goals of tests/bench/README.md, "Size budget"). */
export const BUDGETS = {
  // 6 files, 112,495 B on 2026-12-06: React 67.4 KB; the common chunk 15.6 KB (environments, the
  // HTTP clients' rules and the early start-up calls, nanostores, the sidebar's icons, and the
  // session, accounts and selected account that the chat loads too once opened); the part it shares
  // only with the account switcher 13.3 KB (routing, the definitions with their valibot schemas and
  // the bundled menu, the app-override rules, error reporting); its own file 11.4 KB (the views, the
  // first frame's stylesheets, the frames' pool and bridge); the base it shares with the chat 4.5 KB
  // (the theme, r2wc); the bundler's runtime 0.4 KB. What the first frame does not show loads after
  // it or when shown: the frames' message handling and the token cache with the first area frame,
  // the page announcer after the first frame, the phone's drawer, the app-override strip, and the
  // menus', dialogs' and internal tools' stylesheets with their parts. axios (the design card's
  // HTTP client, about 21 KB) is not on this path: a reload paints from the tab's cache and calls
  // nothing before its first frame, and a first visit's calls load it with the first of them
  // (stores/platform/http-clients.ts).
  'portal-shell': 110 * KIB,
  // The chat alone, before React: it keeps a question across a sign-in (the page's waiting draft
  // is checked before React loads, so the chat opens with it), tidies the sign-in's return address,
  // shows Try again in its place when its code fails to load, and sits in a named landmark. In two
  // files since 2026-12-06 (its own and the base it shares with the other elements): 5,848 B,
  // against 6,434 B in five.
  'portal-chat': 6 * KIB,
  // The one-line loader's classic script (it runs portal-chat-one-file.js, budgeted below): its
  // queue, the chat file's one sha384 and the module script that checks it: 1,286 B on 2026-12-06.
  'portal-chat-loader': 1.5 * KIB,
  client: 2 * KIB,
  // The fake shell of portal-shell/testing, with the client.js it imports.
  testing: 3 * KIB,
  // The React hooks alone (React and client.js are the app's).
  'client-react': 1 * KIB,
};

/**
 * How many files an entry's first paint may load at most (the entry and every chunk it imports
 * statically): the build puts `<portal-shell>`'s first paint into few files and the chat's into two
 * (tests/tools/first-paint-chunks.mjs); a change of the code that splits them again shows here.
 */
export const FILE_LIMITS = {
  // Its own file, React, the common chunk, the part only the account switcher shares too, the base
  // it shares with the chat, and the bundler's runtime helpers (which rolldown keeps apart).
  'portal-shell': 6,
  // Its own file and the base it shares with the other elements.
  'portal-chat': 2,
};

/**
 * Budgets of files outside Vite's manifest of the elements' build, in gzipped bytes. The chat's one
 * file for the one-line loader holds everything the chat may load (React, the chat, axios, the
 * markdown): 166,355 B on 2026-12-06, against 174,126 B for the same code in the 23 files that
 * portal-chat.js loads on a first open.
 */
export const FILE_BUDGETS = {
  'portal-chat-one-file.js': 166 * KIB,
};

/** The files of {@link FILE_BUDGETS} in `dist`, as rows of the same shape as an entry's. */
export function fileSizes(dist) {
  return Object.entries(FILE_BUDGETS).map(([file, budget]) => {
    const bytes = gzipSize(readFileSync(join(dist, file)));
    return { name: file.replace(/\.js$/, ''), file, firstPaint: bytes, files: 1, everything: bytes, budget, fileLimit: undefined, ok: bytes <= budget };
  });
}

/** Gzipped size of the bytes at level 9, the level every size figure of the project uses. */
export function gzipSize(data) {
  return gzipSync(data, { level: 9 }).length;
}

/**
 * The manifests of the builds in dist/: the elements' (vite.config.ts) and the embedded-app SDK's,
 * built apart (`--mode app-sdk`). The two share no file.
 */
const MANIFESTS = ['.vite/manifest.json', '.vite/app-sdk-manifest.json'];

/**
 * The entries of a build made with `build.manifest`: for each, the gzipped bytes of its
 * first-paint path (the entry and every chunk it imports statically) and how many files that is,
 * and the bytes of everything it may load later (dynamic imports too), sorted by name.
 */
export function entrySizes(dist) {
  const manifest = Object.assign(
    {},
    ...MANIFESTS.filter((file) => existsSync(join(dist, file))).map((file) => JSON.parse(readFileSync(join(dist, file), 'utf8'))),
  );
  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSize(readFileSync(join(dist, file))));
    return gzipCache.get(file);
  };
  const closure = (key, withDynamic, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    const chunk = manifest[key];
    for (const next of chunk.imports ?? []) closure(next, withDynamic, seen);
    if (withDynamic) for (const next of chunk.dynamicImports ?? []) closure(next, withDynamic, seen);
    return seen;
  };
  const total = (keys) => [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key].file), 0);
  const chunkNamed = (name) => Object.values(manifest).find((chunk) => chunk.name === name && !chunk.isEntry);
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key, chunk]) => {
      const firstPaintKeys = closure(key, false);
      const firstPaint = total(firstPaintKeys);
      const budget = BUDGETS[chunk.name];
      const fileLimit = FILE_LIMITS[chunk.name];
      return {
        name: chunk.name,
        file: chunk.file,
        firstPaint,
        files: firstPaintKeys.size,
        everything: total(closure(key, true)),
        budget,
        fileLimit,
        ok: (budget === undefined || firstPaint <= budget) && (fileLimit === undefined || firstPaintKeys.size <= fileLimit),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { entries, chunkBytes: (name) => { const chunk = chunkNamed(name); return chunk ? gzipBytes(chunk.file) : undefined; } };
}
