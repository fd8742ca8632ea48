// custom-elements.json is generated from the elements' JSDoc on every build and committed; this
// check fails when the committed one is out of date (run `npm run manifest`). Given a manifest the
// build just generated (`npm test` passes dist/custom-elements.json), it compares that one; without
// one it runs the analyser itself.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
let generated = process.argv[2];
if (generated === undefined) {
  const out = 'test-results/manifest';
  mkdirSync(out, { recursive: true });
  execFileSync('node_modules/.bin/cem', ['analyze', '--outdir', out], { stdio: 'ignore' });
  generated = `${out}/custom-elements.json`;
}
const fresh = readFileSync(generated, 'utf8');
const committed = readFileSync('custom-elements.json', 'utf8');
const ok = JSON.stringify(JSON.parse(fresh)) === JSON.stringify(JSON.parse(committed));
console.log(ok ? 'custom-elements.json is current' : 'custom-elements.json is out of date: run `npm run manifest` and commit it');
console.log(`manifest: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
writeFileSync('test-results/manifest.json', JSON.stringify({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }));
process.exit(ok ? 0 : 1);
