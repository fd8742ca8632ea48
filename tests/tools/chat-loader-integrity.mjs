// Writes into dist/portal-chat-loader.js the sha384 of every module the chat may load (portal-chat.js
// and each chunk it imports, statically or later), so that the loader checks them all before any
// runs and the loader's own `integrity` in a host's tag covers the whole chat. A step of
// `npm run build`, after the build and before integrity.mjs (which then hashes the written loader).
// Usage: node tests/tools/chat-loader-integrity.mjs dist
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sriHash } from './integrity.mjs';

/** What the loader's source holds in place of the list (elements/portal-chat-loader.ts). */
export const PLACEHOLDER = '__PORTAL_CHAT_MODULE_INTEGRITY__';

/** The files of the chat's module graph in `dist` (from Vite's manifest), the entry first. */
export function chatModules(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].name === 'portal-chat');
  if (entry === undefined) throw new Error(`chat-loader-integrity: no portal-chat entry in ${dist}/.vite/manifest.json`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key].file);
}

/** The loader's text with the placeholder replaced by the modules' values (a JSON string in a JS string literal). */
export function withModuleIntegrity(loaderText, integrity) {
  const literal = new RegExp(`(["'\`])${PLACEHOLDER}\\1`, 'g');
  const found = loaderText.match(literal) ?? [];
  if (found.length !== 1) throw new Error(`chat-loader-integrity: the loader holds the placeholder ${found.length} times, not once`);
  return loaderText.replace(literal, () => JSON.stringify(JSON.stringify(integrity)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  const integrity = Object.fromEntries(chatModules(dist).map((file) => [file, sriHash(readFileSync(join(dist, file)))]));
  const loader = join(dist, 'portal-chat-loader.js');
  writeFileSync(loader, withModuleIntegrity(readFileSync(loader, 'utf8'), integrity));
  console.log(`chat-loader-integrity: the sha384 of ${Object.keys(integrity).length} chat modules written into ${loader}`);
}
