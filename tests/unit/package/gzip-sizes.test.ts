// The size budget's rows: each entry's first paint in gzipped bytes and in files, against its limits.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entrySizes, FILE_LIMITS } from '../../tools/gzip-sizes.mjs';

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

/** A build of the chat's entry loading `chunks` statically and one more lazily. */
function chatBuild(chunks: number): string {
  dist = mkdtempSync(join(tmpdir(), 'gzip-sizes-'));
  mkdirSync(join(dist, '.vite'));
  const names = Array.from({ length: chunks }, (_, index) => `chunks/part-${index}.js`);
  const manifest: Record<string, object> = {
    'elements/portal-chat.ts': { file: 'portal-chat.js', name: 'portal-chat', isEntry: true, imports: names, dynamicImports: ['_lazy.js'] },
    '_lazy.js': { file: 'chunks/lazy.js', name: 'lazy' },
    ...Object.fromEntries(names.map((file) => [file, { file, name: file }])),
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  mkdirSync(join(dist, 'chunks'));
  for (const file of ['portal-chat.js', 'chunks/lazy.js', ...names]) writeFileSync(join(dist, file), 'export{};');
  return dist;
}

describe('entrySizes', () => {
  it('counts the files of a first paint, the lazy ones left out, and holds them to the entry’s limit', () => {
    const within = entrySizes(chatBuild(FILE_LIMITS['portal-chat'] - 1)).entries[0]!;
    expect([within.files, within.fileLimit, within.ok]).toEqual([FILE_LIMITS['portal-chat'], FILE_LIMITS['portal-chat'], true]);
    rmSync(dist!, { recursive: true, force: true });
    const over = entrySizes(chatBuild(FILE_LIMITS['portal-chat'])).entries[0]!;
    expect([over.files, over.ok]).toEqual([FILE_LIMITS['portal-chat'] + 1, false]);
  });
});
