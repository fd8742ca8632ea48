import { build } from 'vite';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
const root = fileURLToPath(new URL('../demo/', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'portal-map-'));
await build({ configFile: false, root, mode: 'production', logLevel: 'error', define: { 'process.env.NODE_ENV': '"production"' }, oxc: { jsx: { runtime: 'automatic', development: false } },
  build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: true, rolldownOptions: { input: { index: join(root, 'index.html') }, onwarn(w, warn) { if (w.code !== 'MODULE_LEVEL_DIRECTIVE') warn(w); } } } });
const html = await readFile(join(outDir, 'index.html'), 'utf8');
const first = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
const sizes: Record<string, number> = {};
for (const file of first) {
  const code = await readFile(join(outDir, 'assets', file), 'utf8');
  let raw: string; try { raw = await readFile(join(outDir, 'assets', file + '.map'), 'utf8'); } catch { sizes['(no map) ' + file] = code.length; continue; }
  const map = new SourceMapConsumer(JSON.parse(raw));
  const lines = code.split('\n');
  // attribute each generated char range to the source of its mapping
  const mappings: Array<{ line: number; col: number; source: string | null }> = [];
  map.eachMapping((m) => mappings.push({ line: m.generatedLine, col: m.generatedColumn, source: m.source }));
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i]!; const n = mappings[i + 1];
    const end = n && n.line === m.line ? n.col : lines[m.line - 1]!.length;
    const key = (m.source ?? '(none)').replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*/, 'npm:$1').replace(/.*\/(src|elements|demo)\//, '$1/');
    sizes[key] = (sizes[key] ?? 0) + (end - m.col);
  }
}
console.log('first-paint files:', first.join(' '));
const total = Object.values(sizes).reduce((a, b) => a + b, 0);
console.log('total mapped', total);
for (const [k, v] of Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(String(v).padStart(8), k);
