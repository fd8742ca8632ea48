// After `vite build` (both builds) and `cem analyze --outdir dist`: writes what the package ships
// besides code, from dist/custom-elements.json: typings per entry (dist/types), VS Code custom
// data and web-types. Usage: node tests/tools/package-data.mjs dist
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vscodeCustomData, webTypes } from './package-data/editor-data.mjs';
import { elementDeclaration, elementsOf, eventsDeclaration, indexDeclaration, reactElementDeclaration, vueDeclaration } from './package-data/typings.mjs';

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, 'custom-elements.json'), 'utf8'));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const elements = elementsOf(manifest);
const types = join(dist, 'types');
mkdirSync(join(types, 'react-external'), { recursive: true });

writeFileSync(join(types, 'events.d.ts'), eventsDeclaration(elements));
for (const element of elements) {
  writeFileSync(join(types, `${element.entry}.d.ts`), elementDeclaration(element));
  writeFileSync(join(types, 'react-external', `${element.entry}.d.ts`), reactElementDeclaration(element));
}
writeFileSync(join(types, 'index.d.ts'), indexDeclaration(elements, './'));
writeFileSync(join(types, 'react-external', 'index.d.ts'), indexDeclaration(elements, './'));
writeFileSync(join(types, 'vue.d.ts'), vueDeclaration(elements));
// The embedded-app SDK imports nothing: its declarations come straight from its source. TypeScript
// 6's compiler, named by its package: TypeScript 7's (typescript-7, the type-check's) also names
// its binary tsc, and either may hold node_modules/.bin/tsc.
execFileSync('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });

writeFileSync(join(dist, 'vscode.html-custom-data.json'), `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n`);
writeFileSync(join(dist, 'web-types.json'), `${JSON.stringify(webTypes(manifest, pkg), null, 2)}\n`);
console.log(`package data: typings for ${elements.length} elements, client typings, VS Code custom data, web-types`);
