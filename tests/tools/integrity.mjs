// Subresource-integrity hashes of every file dist/ ships, written to dist/integrity.json as
// { "portal-chat.js": "sha384-…", "chunks/react-….js": "sha384-…", … } for the `integrity`
// attribute of a host page's script tags. The last step of `npm run build`.
// Usage: node tests/tools/integrity.mjs dist
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file the hashes are written to, inside dist/. */
export const INTEGRITY_FILE = 'integrity.json';

/** Whether a path of dist/ (relative, with `/`) ships in the package: not a source map, not Vite's manifest folder, not the hashes themselves. */
const ships = (path) => !path.endsWith('.map') && !path.startsWith('.vite/') && path !== INTEGRITY_FILE;

/** The `integrity` value of some bytes: sha384, base64, as browsers check it. */
export function sriHash(data) {
  return `sha384-${createHash('sha384').update(data).digest('base64')}`;
}

/** Every shipped file of `dist` and its hash, by path relative to `dist` (with `/`), sorted. */
export function integrityOf(dist) {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(ships)
    .sort();
  return Object.fromEntries(files.map((path) => [path, sriHash(readFileSync(join(dist, path)))]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  const hashes = integrityOf(dist);
  writeFileSync(join(dist, INTEGRITY_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
  console.log(`integrity: sha384 of ${Object.keys(hashes).length} files in ${join(dist, INTEGRITY_FILE)}`);
}
