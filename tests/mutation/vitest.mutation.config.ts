// The unit suite alone, for Stryker: the decisions of src/stores, src/protocol, src/services and
// src/config are tested in Node there. (vite.config.ts declares every suite as a project; Stryker
// must not start the backend, browser or end-to-end ones.)
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    // MUTATION_TESTS narrows the run to the tests of one folder (comma-separated globs).
    include: process.env.MUTATION_TESTS ? process.env.MUTATION_TESTS.split(',') : ['tests/unit/**/*.test.ts'],
    // Lints the source, which Stryker's instrumented copy is not written to pass. (cached-start.test.ts,
    // once left out for crashing the runner's dry run, runs here again: the dry run of src/stores'
    // tests passes with it, Stryker 9.6.)
    exclude: ['tests/unit/layer-rules.test.ts'],
    environment: 'node',
    // Only a guard against a hang (Stryker also stops a mutant that makes a test loop). Hooks too:
    // vitest's 10 s for a hook failed the dry run on two cores shared with other work.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
