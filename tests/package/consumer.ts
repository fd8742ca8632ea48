// A fresh consumer of the packed package, as a host team makes one: `npm pack`, an offline install
// of the tarball into an empty app, React or Vue (for their hosts) and the type definitions taken
// from this repository's installed node_modules, then the host's own type-check and Vite build.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const REPO = resolve(import.meta.dirname, '../..');

/** Packs the package (dist/ must be built); returns the tarball and its size in bytes. */
export function pack(into: string): { tarball: string; bytes: number } {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', into], { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const [info] = JSON.parse(out) as Array<{ filename: string }>;
  const tarball = join(into, info!.filename);
  return { tarball, bytes: statSync(tarball).size };
}

/** A new, empty working folder for consumers. */
export function workFolder(): string {
  return mkdtempSync(join(tmpdir(), 'portal-shell-consumer-'));
}

/**
 * Makes a consumer app from a host example of demo/ and installs the tarball into it, offline
 * (the package has no dependencies to fetch). `links` are packages taken from this repository's
 * node_modules, as an app that has them installed already. With `installedIn`, the package that npm
 * installed there is copied instead of installing the tarball once more (one install per run).
 */
export function makeConsumer(root: string, example: string, tarball: string, links: string[] = [], installedIn?: string): string {
  const app = join(root, example);
  cpSync(join(REPO, 'demo', example), app, { recursive: true, filter: (path) => !/node_modules|dist/.test(path.slice(join(REPO, 'demo', example).length)) });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: `consumer-${example}`, version: '0.0.0', private: true, type: 'module' }, null, 2));
  if (installedIn === undefined) {
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--save', tarball], { cwd: app, stdio: 'ignore' });
  } else {
    cpSync(join(installedIn, 'node_modules', 'portal-shell'), join(app, 'node_modules', 'portal-shell'), { recursive: true });
  }
  for (const name of links) {
    const target = join(app, 'node_modules', name);
    mkdirSync(join(target, '..'), { recursive: true });
    symlinkSync(join(REPO, 'node_modules', name), target, 'dir');
  }
  return app;
}

/** The packages a consumer's node_modules holds (scoped ones as `@scope/name`), links included. */
export function installedPackages(app: string): string[] {
  const top = join(app, 'node_modules');
  return readdirSync(top)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => (name.startsWith('@') ? readdirSync(join(top, name)).map((inner) => `${name}/${inner}`) : [name]));
}

/**
 * The type-checker's command line for a consumer's tsconfig. `tsc` is TypeScript 7's, the native
 * compiler (a third of TypeScript 6's CPU), named by its package: TypeScript 6's also names its
 * binary tsc, and either may hold node_modules/.bin/tsc. `vue-tsc` runs on TypeScript 6, so hosts
 * on either version are checked against the package's typings.
 */
const CHECKERS = { tsc: 'node_modules/typescript-7/bin/tsc', 'vue-tsc': 'node_modules/.bin/vue-tsc' };
const checkerCommand = (app: string, checker: 'tsc' | 'vue-tsc'): [string, string[]] => [join(REPO, CHECKERS[checker]), ['-p', join(app, 'tsconfig.json')]];

/** A failed type-check's diagnostics. */
const diagnostics = (error: unknown): string => String((error as { stdout?: string }).stdout ?? error);

/**
 * Runs this repository's TypeScript (`tsc`, or `vue-tsc` for a Vue host's templates) on a consumer's
 * tsconfig; returns the diagnostics (empty when it type-checks).
 */
export function typeCheck(app: string, checker: 'tsc' | 'vue-tsc' = 'tsc'): string {
  try {
    execFileSync(...checkerCommand(app, checker), { cwd: app, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return diagnostics(error);
  }
}

/** {@link typeCheck} started in the background, so that several run at once; resolves to the diagnostics. */
export async function startTypeCheck(app: string, checker: 'tsc' | 'vue-tsc' = 'tsc'): Promise<string> {
  try {
    await promisify(execFile)(...checkerCommand(app, checker), { cwd: app, encoding: 'utf8' });
    return '';
  } catch (error) {
    return diagnostics(error);
  }
}

/** Builds a consumer with Vite, from its own vite.config.ts when it has one. */
export async function viteBuild(app: string, env: Record<string, string> = {}): Promise<void> {
  const { build } = await import('vite');
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const config = join(app, 'vite.config.ts');
    const hasConfig = readdirSync(app).includes('vite.config.ts');
    await build({ root: app, configFile: hasConfig ? config : false, logLevel: 'warn', build: hasConfig ? {} : { outDir: 'dist', emptyOutDir: true } });
  } finally {
    process.env = saved;
  }
}

/**
 * Renders a server-rendered page of a consumer in Node, as its server would: `render(settings)` of
 * the server build `serverEntry` into the `<!--ssr-outlet-->` of the built page `page`, in place.
 */
export function renderServerPage(app: string, serverEntry: string, page: string, settings: Record<string, unknown>): void {
  const script = `import { render } from ${JSON.stringify(pathToFileURL(join(app, serverEntry)).href)};
import { readFileSync, writeFileSync } from 'node:fs';
const page = ${JSON.stringify(join(app, page))};
writeFileSync(page, readFileSync(page, 'utf8').replace('<!--ssr-outlet-->', render(${JSON.stringify(settings)})));`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, stdio: 'pipe' });
}

/** Bytes of the JavaScript a build emitted (every file, lazy chunks included): raw and gzipped at level 9. */
export function javascriptBytes(dir: string): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) {
        const data = readFileSync(path);
        raw += data.length;
        gzip += gzipSync(data, { level: 9 }).length;
      }
    }
  };
  walk(dir);
  return { raw, gzip };
}

/** Removes a working folder. */
export function removeFolder(path: string): void {
  rmSync(path, { recursive: true, force: true });
}
