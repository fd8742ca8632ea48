// `npm run mutation [-- <folder or file>...]`: the mutation score of the rules tested in Node.
// Not part of `npm test` (too slow for two cores). The method and the latest scores:
// tests/mutation/README.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Many tests import the module under test afresh (vi.resetModules), which `related` cannot follow;
  // per-test coverage already runs only the tests that reach a mutant.
  vitest: { configFile: 'tests/mutation/vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // client-react.ts: React hooks, tested in Chromium only (tests/tools/mutation.mjs, NOT_MUTATED).
  mutate: ['src/stores/**/*.ts', 'src/protocol/**/*.ts', 'src/services/**/*.ts', 'src/config/**/*.ts', '!src/**/*.d.ts', '!src/protocol/client-react.ts'],
  ignoreStatic: true,
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'test-results/mutation/mutation.json' },
  htmlReporter: { fileName: 'test-results/mutation/mutation.html' },
  tempDirName: 'node_modules/.stryker-tmp',
  cleanTempDir: 'always',
  // The floor each folder's run must reach: below it Stryker exits 1 (npm run mutation runs one folder per Stryker run).
  thresholds: { high: 90, low: 85, break: 90 },
  timeoutMS: 10_000,
  // The dry run (every test once, with coverage) of src/stores' tests took longer than the default
  // 5 minutes on two cores shared with other work; 30 leaves room for a machine that busy.
  dryRunTimeoutMinutes: 30,
};
