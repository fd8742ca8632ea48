// Writes into dist/portal-chat-loader.js the sha384 of the chat's one file (portal-chat-one-file.js,
// the chat with every part it may load, importing nothing), so that the loader runs it only under
// that value and the loader's own `integrity` in a host's tag covers the whole chat. A step of
// `npm run build`, after the builds and before integrity.mjs (which then hashes the written loader).
// Usage: node tests/tools/chat-loader-integrity.mjs dist
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sriHash } from './integrity.mjs';

/** What the loader's source holds in place of the value (elements/portal-chat-loader.ts). */
export const PLACEHOLDER = '__PORTAL_CHAT_MODULE_INTEGRITY__';

/** The chat's one file in dist/ (elements/internal/chat-file-integrity.ts loads it by this name). */
export const CHAT_ONE_FILE = 'portal-chat-one-file.js';

/** The one-file build's manifest in dist/ (vite.config.ts). */
export const CHAT_ONE_FILE_MANIFEST = '.vite/chat-one-file-manifest.json';

/**
 * Throws unless the one-file build's manifest shows one module that imports nothing, statically
 * or later, named as the loader expects: a chunk of it would be fetched and run without a check.
 */
export function assertOneFile(manifest) {
  const chunks = Object.values(manifest);
  // Lazy parts inlined into the file are listed as imports of the file itself.
  const elsewhere = (chunk, keys = []) => keys.filter((key) => manifest[key]?.file !== chunk.file);
  const problems = [
    chunks.length === 1 ? null : `${chunks.length} files, not one (${chunks.map((chunk) => chunk.file).join(', ')})`,
    ...chunks.flatMap((chunk) => [
      chunk.file === CHAT_ONE_FILE ? null : `${chunk.file} is not ${CHAT_ONE_FILE}`,
      elsewhere(chunk, chunk.imports).length ? `${chunk.file} imports ${elsewhere(chunk, chunk.imports).join(', ')}` : null,
      elsewhere(chunk, chunk.dynamicImports).length ? `${chunk.file} imports later ${elsewhere(chunk, chunk.dynamicImports).join(', ')}` : null,
    ]),
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(`chat-loader-integrity: the chat's one file must be one module that imports nothing: ${problems.join('; ')}`);
}

/** The loader's text with the placeholder replaced by the chat file's value (a JS string literal). */
export function withChatIntegrity(loaderText, integrity) {
  const literal = new RegExp(`(["'\`])${PLACEHOLDER}\\1`, 'g');
  const found = loaderText.match(literal) ?? [];
  if (found.length !== 1) throw new Error(`chat-loader-integrity: the loader holds the placeholder ${found.length} times, not once`);
  return loaderText.replace(literal, () => JSON.stringify(integrity));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  assertOneFile(JSON.parse(readFileSync(join(dist, CHAT_ONE_FILE_MANIFEST), 'utf8')));
  const chat = readFileSync(join(dist, CHAT_ONE_FILE));
  const loader = join(dist, 'portal-chat-loader.js');
  writeFileSync(loader, withChatIntegrity(readFileSync(loader, 'utf8'), sriHash(chat)));
  console.log(`chat-loader-integrity: the sha384 of ${CHAT_ONE_FILE} written into ${loader}`);
}
