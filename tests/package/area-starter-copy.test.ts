// The area starter as an app team gets it: demo/area-starter copied out of the repository, the packed
// tarball installed into the copy offline, then the copy's own type-check (its tsconfig, skipLibCheck
// false), its Vite build and its tests against `portal-shell/testing`, all from the installed package.
// Needs `npm run build` first (npm test runs it before this step).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConsumer, pack, removeFolder, typeCheck, viteBuild, workFolder } from './consumer';

const REPO = resolve(import.meta.dirname, '../..');
/** What an app team would install beside the package, taken from this repository's node_modules. */
const STARTER_LINKS = ['react', 'react-dom', 'scheduler', '@types/react', '@types/react-dom', 'vitest', 'vite'];

let work: string;
let starter: string;

beforeAll(() => {
  work = workFolder();
  starter = makeConsumer(work, 'area-starter', pack(work).tarball, STARTER_LINKS);
});
afterAll(() => {
  if (work) removeFolder(work);
});

describe('the area starter, copied out and installed from the tarball', () => {
  it('imports Portal Shell only by the package\'s published names', () => {
    const sources = ['src/main.tsx', 'src/app.tsx', 'src/area-api.ts', 'src/area-api.test.ts'].map((file) => readFileSync(join(starter, file), 'utf8'));
    const specifiers = sources.flatMap((text) => [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]!));
    expect(specifiers.filter((specifier) => specifier.startsWith('.') && specifier.includes('..'))).toEqual([]);
    expect(new Set(specifiers.filter((specifier) => specifier.startsWith('portal-shell')))).toEqual(
      new Set(['portal-shell/client', 'portal-shell/client/react', 'portal-shell/testing']),
    );
  });

  it('type-checks with its own tsconfig against the package\'s typings', () => {
    expect(typeCheck(starter)).toBe('');
  });

  it('builds with its own Vite config', async () => {
    await viteBuild(starter);
    expect(readFileSync(join(starter, 'dist/index.html'), 'utf8')).toMatch(/<script type="module"[^>]+src="\.\/assets\//);
  });

  it('passes its own tests against the installed fake shell', () => {
    const out = execFileSync(join(REPO, 'node_modules/.bin/vitest'), ['run', '--root', starter, '--reporter=json'], { cwd: starter, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const report = JSON.parse(out.slice(out.indexOf('{'))) as { numPassedTests: number; numFailedTests: number };
    expect(report.numFailedTests).toBe(0);
    expect(report.numPassedTests).toBeGreaterThan(0);
  });
});

describe('the starter\'s package.json', () => {
  const own = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string; devDependencies: Record<string, string> };
  const copy = JSON.parse(readFileSync(join(REPO, 'demo/area-starter/package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

  it('asks for this version of the package and the tools this repository is tested with', () => {
    expect(copy.dependencies['portal-shell']).toBe(`^${own.version}`);
    for (const [name, range] of Object.entries({ ...copy.dependencies, ...copy.devDependencies })) {
      if (name !== 'portal-shell') expect(range, name).toBe(own.devDependencies[name]);
    }
  });
});
