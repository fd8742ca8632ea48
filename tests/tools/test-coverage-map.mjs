// Which source modules have a test file named for them: `tests/**/<module>.test.ts(x)`, or a folder
// `tests/**/<module>/` holding tests. Source modules are src/ and elements/ .ts/.tsx files, without
// type-only modules (nothing but types, interfaces and type imports/exports) and without entries that
// only re-export (a folder's entry of src/stores/ is tested through the modules it names).
// Prints the share and lists the modules without one. `node tests/tools/test-coverage-map.mjs [--json]`
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const skipped = new Set(['node_modules', 'dist', '.git', '__snapshots__']);

function walk(dir, keep, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      out.push(...(keep(path, true) ? [path] : []));
      walk(path, keep, out);
    } else if (keep(path, false)) out.push(path);
  }
  return out;
}

/** True when the module has no run-time statement of its own: types only, or re-exports only. */
function typesOrReExportsOnly(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements.every(
    (statement) =>
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly === true) ||
      (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined) ||
      (ts.isExportDeclaration(statement) && statement.isTypeOnly) ||
      (ts.isModuleDeclaration(statement) && (statement.flags & ts.NodeFlags.GlobalAugmentation) !== 0),
  );
}

const isSource = (path, isDir) => !isDir && /\.tsx?$/.test(path) && !path.endsWith('.d.ts');
const modules = [...walk(join(root, 'src'), isSource), ...walk(join(root, 'elements'), isSource)]
  .filter((path) => !typesOrReExportsOnly(path))
  .map((path) => relative(root, path))
  .sort();

const testNames = new Set();
for (const path of walk(join(root, 'tests'), (path, isDir) => isDir || /\.test\.tsx?$/.test(path))) {
  const name = basename(path);
  if (/\.test\.tsx?$/.test(name)) testNames.add(name.replace(/\.test\.tsx?$/, ''));
  else if (readdirSync(path).some((file) => /\.test\.tsx?$/.test(file))) testNames.add(name);
}

const moduleName = (path) => basename(path).replace(/\.tsx?$/, '');
const without = modules.filter((path) => !testNames.has(moduleName(path)));
const named = modules.length - without.length;
const share = modules.length === 0 ? 0 : (100 * named) / modules.length;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ modules: modules.length, named, share: Number(share.toFixed(1)), without }, null, 2));
} else {
  console.log(`Source modules with a test file named for them: ${named} of ${modules.length} (${share.toFixed(1)} %)`);
  if (without.length > 0) console.log(`Without one (${without.length}):\n${without.map((path) => `  ${path}`).join('\n')}`);
}
