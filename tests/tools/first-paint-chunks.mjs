// The build's chunking of the elements' first paints: `<portal-shell>`'s static graph in few files,
// the chat's in two, and every module still in one chunk only, so that the elements on one page
// share each module's one instance. Used by vite.config.ts and the demo's production build.
import { basename } from 'node:path';
import { build } from 'vite';

/** The chunks the plan names besides the main element's own file. */
export const FIRST_PAINT_CHUNK = {
  base: 'elements-base',
  common: 'elements-common',
};

const NAME = 'portal-first-paint-chunks';

/** Below this many bytes of unminified code, what only some other elements share stays in the common chunk. */
const APART_FROM = 8 * 1024;

/** The chunks a chunk loads: itself and what it imports statically, and with `lazy` dynamically too. */
function closure(chunks, from, lazy) {
  const seen = new Set();
  const visit = (chunk) => {
    if (chunk === undefined || seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(chunks.get(file));
    if (lazy) for (const file of chunk.dynamicImports) visit(chunks.get(file));
  };
  visit(from);
  return seen;
}

const nameOf = (module) => basename(module).replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Which chunk each module of the first paints goes to, read from the chunks of the same build
 * split the default way (there each chunk holds the modules that the same entries load, after
 * tree-shaking).
 */
export function planFirstPaint(output, elements) {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const holding = (module) => {
    const chunk = output.find((candidate) => candidate.moduleIds.includes(module));
    if (chunk === undefined) throw new Error(`${NAME}: ${module} is in no chunk of the build`);
    return chunk;
  };
  const firstOf = (module) => closure(chunks, holding(module), false);
  const main = holding(elements.main);
  const smallOwn = new Set(elements.small.map(holding));
  const smallFirst = new Set(elements.small.flatMap((module) => [...firstOf(module)]));
  const othersFirst = elements.others.map((module) => ({ name: nameOf(module), first: firstOf(module) }));
  const elementChunks = new Set([main, ...smallOwn, ...elements.others.map(holding)]);
  const elsewhere = new Set([...elements.small, ...elements.others].flatMap((module) => [...closure(chunks, holding(module), true)]));
  // An entry that loads none of the elements keeps its files: the embedded-app SDK imports nothing.
  const standalone = new Set(
    output
      .filter((chunk) => chunk.isEntry && ![...closure(chunks, chunk, true)].some((loaded) => elementChunks.has(loaded)))
      .flatMap((chunk) => [...closure(chunks, chunk, true)]),
  );
  const named = new Map();
  for (const chunk of new Set([...closure(chunks, main, false), ...smallFirst])) {
    if (standalone.has(chunk) || smallOwn.has(chunk)) continue;
    const sharing = othersFirst.filter(({ first }) => first.has(chunk)).map(({ name }) => name);
    let name = nameOf(elements.main);
    if (smallFirst.has(chunk)) name = FIRST_PAINT_CHUNK.base;
    else if (elsewhere.has(chunk)) name = sharing.length === 0 || sharing.length === othersFirst.length ? FIRST_PAINT_CHUNK.common : [FIRST_PAINT_CHUNK.common, ...sharing].join('-');
    named.set(chunk, name);
  }
  // What the small elements load when opened (the chat's widget) it finds in the common chunk,
  // which it loads anyway, rather than in a part of the others' that brings what it never uses.
  const smallOpened = new Set(elements.small.flatMap((module) => [...closure(chunks, holding(module), true)]));
  for (const [chunk, name] of named) if (name.startsWith(`${FIRST_PAINT_CHUNK.common}-`) && smallOpened.has(chunk)) named.set(chunk, FIRST_PAINT_CHUNK.common);
  const codeOf = (name) => [...named].filter(([, chunkName]) => chunkName === name).reduce((sum, [chunk]) => sum + (chunk.code?.length ?? 0), 0);
  for (const [chunk, name] of named) if (name.startsWith(`${FIRST_PAINT_CHUNK.common}-`) && codeOf(name) < APART_FROM) named.set(chunk, FIRST_PAINT_CHUNK.common);
  // Whoever loads the common chunk loads what it imports: that joins it, so no chunk imports back.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [chunk, name] of named) {
      if (name !== FIRST_PAINT_CHUNK.common) continue;
      for (const file of chunk.imports) {
        const imported = chunks.get(file);
        const importedName = imported && named.get(imported);
        if (importedName !== undefined && importedName !== FIRST_PAINT_CHUNK.common && importedName !== FIRST_PAINT_CHUNK.base) {
          named.set(imported, FIRST_PAINT_CHUNK.common);
          changed = true;
        }
      }
    }
  }
  const apart = Object.entries(elements.apart ?? {});
  const chunkOf = (module, name) => apart.find(([, test]) => test.test(module))?.[0] ?? name;
  return new Map([...named].flatMap(([chunk, name]) => chunk.moduleIds.map((module) => [module, chunkOf(module, name)])));
}

/** The code-splitting groups of a plan: one per chunk name, each taking exactly its modules. */
export function groupsOf(plan) {
  const names = [...new Set(plan.values())];
  return names.map((name, index) => ({
    name,
    test: (id) => plan.get(id) === name,
    priority: names.length - index,
    // The plan holds every module a chunk needs: its imports are in the plan too, or in files of their own.
    includeDependenciesRecursively: false,
  }));
}

const isThisPlugin = (plugin) => typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === NAME;

/**
 * A Vite plugin for builds: it builds the same config once more in memory, split the default way,
 * reads the plan from it ({@link planFirstPaint}) and has the real build put the modules where the
 * plan says. A library's entry files may then also export what other chunks import from them, so
 * that the main element's entry holds its own code rather than pointing at a chunk that does.
 */
export function firstPaintChunks(elements) {
  return {
    name: NAME,
    apply: 'build',
    async config(config, { mode }) {
      const output = config.build?.rolldownOptions?.output;
      if (Array.isArray(output) || output?.codeSplitting === false) return undefined;
      const built = await build({
        ...config,
        configFile: false,
        mode,
        logLevel: 'silent',
        plugins: (config.plugins ?? []).flat(Infinity).filter((plugin) => !isThisPlugin(plugin)),
        build: { ...config.build, write: false, minify: false, sourcemap: false, manifest: false, emptyOutDir: false, reportCompressedSize: false },
      });
      const chunks = (Array.isArray(built) ? built : [built]).flatMap((result) => result.output ?? []).filter((item) => item.type === 'chunk');
      const groups = groupsOf(planFirstPaint(chunks, elements));
      const entrySignatures = config.build?.lib ? { preserveEntrySignatures: 'allow-extension' } : {};
      return { build: { rolldownOptions: { ...entrySignatures, output: { codeSplitting: { groups } } } } };
    },
  };
}
