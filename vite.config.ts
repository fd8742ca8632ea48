import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { firstPaintChunks } from './tests/tools/first-paint-chunks.mjs';

const root = import.meta.dirname;

/** package.json's version, which the elements expose as their static `version`. */
const packageVersion = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string }).version;

/** The distributable entries: one per element, all elements, the embedded-app SDK, its fake shell and its React hooks. */
export const entries = {
  'portal-shell': resolve(root, 'elements/portal-shell.tsx'),
  'portal-release-notes': resolve(root, 'elements/portal-release-notes.tsx'),
  'portal-chat': resolve(root, 'elements/portal-chat.ts'),
  'portal-account-switcher': resolve(root, 'elements/portal-account-switcher.tsx'),
  // A classic script that loads portal-chat.js from its own folder (self-contained build only).
  'portal-chat-loader': resolve(root, 'elements/portal-chat-loader.ts'),
  index: resolve(root, 'elements/index.ts'),
  client: resolve(root, 'src/protocol/client.ts'),
  testing: resolve(root, 'src/protocol/fake-shell.ts'),
  'client-react': resolve(root, 'src/protocol/client-react.ts'),
};

/**
 * Entries only in the self-contained build: the embedded apps' (they share one client.js), and the
 * chat's loader (it loads the self-contained portal-chat.js beside it).
 */
const APP_ENTRIES = new Set(['client', 'testing', 'client-react', 'portal-chat-loader']);

/** The embedded apps' entries, built apart from the elements (`--mode app-sdk`). */
const APP_SDK_ENTRIES = new Set(['client', 'testing', 'client-react']);

/** The React hooks use the app's own React: a bare specifier even in the self-contained build. */
const appsOwnReact = (id: string, importer: string | undefined) =>
  REACT_SPECIFIERS.test(id) && importer !== undefined && importer.replaceAll('\\', '/').endsWith('/src/protocol/client-react.ts');

/** CommonJS dependencies that Vite must pre-bundle before the first browser test loads. */
export const optimizeDepsInclude = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@r2wc/core',
  '@ark-ui/react/dialog',
  '@ark-ui/react/portal',
  '@ark-ui/react/environment',
  '@ark-ui/react/hover-card',
  '@ark-ui/react/menu',
  '@ark-ui/react/popover',
  '@tanstack/virtual-core',
  'nanostores',
  '@nanostores/react',
  '@nanostores/persistent',
  '@nanostores/router',
  'fast-xml-parser',
  '@vimeo/player',
  'markdown-to-jsx',
  'valibot',
  'axios',
  '@sentry/browser',
  'chai',
  'axe-core',
];

/** The unit tests of modules that keep state between files (vite.config.ts's `unit-stores` project). */
const UNIT_WITH_STATE = ['tests/unit/stores/**/*.test.ts', 'tests/unit/elements/**/*.test.ts'];

/** What both unit projects share. */
const unitSettings: { environment: 'node'; setupFiles: string[]; pool: 'threads'; testTimeout: number } = {
  environment: 'node',
  setupFiles: ['tests/unit/broadcast-channel-setup.ts'],
  // A worker thread costs less than a process (tests/README.md). A thread cannot change its time
  // zone: `npm test` runs these suites in a non-UTC zone instead.
  pool: 'threads',
  // Only a guard against a hang: timing rules run on fake timers, and a shared machine may be slow.
  testTimeout: 60_000,
};

/** The elements whose first paints the build's chunking is planned for (tests/tools/first-paint-chunks.mjs). */
export const FIRST_PAINT_ELEMENTS = {
  main: entries['portal-shell'],
  small: [entries['portal-chat']],
  others: [entries['portal-account-switcher'], entries['portal-release-notes']],
  // A stable, named React chunk: it stays cached from one release to the next.
  apart: { react: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
};

/** `vite build --mode react-external`: the build for bundler hosts, which bring their own React 19. */
export const REACT_EXTERNAL_MODE = 'react-external';

/**
 * `vite build --mode chat-one-file`: the chat as one module that imports nothing, not even its
 * lazy parts, beside the self-contained build. The one-line loader runs it under a module script's
 * own `integrity`, which every engine enforces and which no redirect can get around: with no import
 * there is no second address to resolve and nothing fetched unchecked.
 */
export const CHAT_ONE_FILE_MODE = 'chat-one-file';

/** The one-file chat's name in dist/ (the loader's build step hashes it). */
export const CHAT_ONE_FILE_ENTRY = 'portal-chat-one-file';

/** Where the one-file build's manifest goes, in dist/ (tests/tools/chat-loader-integrity.mjs reads it). */
const CHAT_ONE_FILE_MANIFEST = '.vite/chat-one-file-manifest.json';

/**
 * `vite build --mode app-sdk`: the embedded apps' entries (client.js, its fake shell and its React
 * hooks) in a build of their own, beside the self-contained one in dist/. They share no file with
 * the elements: client.js still imports nothing, and the shell's first paint carries the few
 * protocol constants and checks it uses in its own file instead of loading the whole SDK.
 */
export const APP_SDK_MODE = 'app-sdk';

/** Where the SDK build's manifest goes, in dist/ (tests/tools/gzip-sizes.mjs reads it). */
const APP_SDK_MANIFEST = '.vite/app-sdk-manifest.json';

/** What the React-external build leaves to the host: React and React DOM, as bare specifiers. */
/**
 * The app-team entries by their published names, pointed at their source: the area starter
 * (demo/area-starter) imports them so, and runs in this repository before anything is built.
 */
export const portalShellSourceAliases = [
  { find: 'portal-shell/client/react', replacement: resolve(root, 'src/protocol/client-react.ts') },
  { find: 'portal-shell/client', replacement: resolve(root, 'src/protocol/client.ts') },
  { find: 'portal-shell/testing', replacement: resolve(root, 'src/protocol/fake-shell.ts') },
];

/**
 * Browsers the CSS is written for: ones with light-dark(), which is then not lowered (the lowered
 * form needs variables only a whole-page stylesheet would define, and without them every theme
 * colour is invalid). Every production build of our code uses it: the library's and the demo's.
 */
export const CSS_TARGET = ['chrome123', 'edge123', 'firefox120', 'safari17.5'];

const REACT_SPECIFIERS = /^(react|react-dom)(\/.*)?$/;

/**
 * Retries of a failed end-to-end or package test: none when a file is run by hand; `npm test` sets
 * TEST_RETRY=1 for those two suites (real browsers against real servers on a machine its other
 * lanes keep busy), and its summary names every test that passed only on its retry.
 */
const testRetries = Number(process.env.TEST_RETRY ?? 0);

export default defineConfig(({ command, mode }) => {
  const reactExternal = mode === REACT_EXTERNAL_MODE;
  const chatOneFile = mode === CHAT_ONE_FILE_MODE;
  const appSdk = mode === APP_SDK_MODE;
  const entriesWhere = (keep: (name: string) => boolean) => Object.fromEntries(Object.entries(entries).filter(([name]) => keep(name)));
  const libEntries = chatOneFile
    ? { [CHAT_ONE_FILE_ENTRY]: entries['portal-chat'] }
    : reactExternal
      ? entriesWhere((name) => !APP_ENTRIES.has(name))
      : entriesWhere((name) => APP_SDK_ENTRIES.has(name) === appSdk);
  return {
    define: {
      __PORTAL_SHELL_VERSION__: JSON.stringify(packageVersion),
      ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    // The area starter's imports of the package by name (its tests, the demo's dependency scan).
    resolve: { alias: portalShellSourceAliases },
    // The runner's commands module imports the runner's own web socket by a relative path: serve it as is.
    optimizeDeps: { include: optimizeDepsInclude, exclude: ['@web/test-runner-commands'] },
    // The shell's first paint in few files, the chat's kept small (tests/tools/first-paint-chunks.mjs).
    plugins: appSdk ? [] : [firstPaintChunks(FIRST_PAINT_ELEMENTS)],
    build: {
      // The self-contained build in dist/, the React-external one beside it (the exports map chooses).
      outDir: reactExternal ? 'dist/react-external' : 'dist',
      // The one-file chat and the SDK are written into the self-contained build's dist/, beside its
      // files and manifest, each with a manifest of its own (the chat's shows it imports nothing).
      emptyOutDir: !chatOneFile && !appSdk,
      manifest: chatOneFile ? CHAT_ONE_FILE_MANIFEST : appSdk ? APP_SDK_MANIFEST : true,
      // Maps for debugging here, not referenced from the shipped files (package.json leaves them out).
      sourcemap: 'hidden',
      // The self-contained files carry no comments (below), so the bundled packages' licence
      // notices ship beside them, in one file of the package.
      license: reactExternal || chatOneFile || appSdk ? false : { fileName: 'THIRD-PARTY-LICENSES.md' },
      target: 'es2022',
      cssTarget: CSS_TARGET,
      lib: {
        // The embedded-app SDK imports nothing: one copy, in a build of its own (with its fake shell and hooks).
        entry: libEntries,
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: reactExternal ? REACT_SPECIFIERS : appsOwnReact,
        // Ark UI's modules carry React's "use client" directive, which means nothing in a browser bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          // The elements are loaded straight into host pages: ship them minified (lib mode would not).
          minify: true,
          // No comments, not even the bundler annotations (/* @__PURE__ */), which only a bundler
          // reads: the React-external build and the SDK, which bundlers take in, keep them.
          ...(reactExternal || appSdk ? {} : { comments: { legal: false, annotation: false } }),
          // One chunk per module, shared by every element on a page; the first paint's in few files (plugins).
          codeSplitting: !chatOneFile,
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // The area starter's own tests too: an app team's tests against the fake shell.
            include: ['tests/unit/**/*.test.ts', 'demo/area-starter/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...UNIT_WITH_STATE],
            // Modules that keep nothing between files (decisions, services, protocol, config,
            // views' helpers): their files share the workers, a quarter of the CPU of a fresh
            // worker each; they pass in shuffled orders (tests/README.md).
            isolate: false,
            ...unitSettings,
          },
        },
        {
          extends: true,
          test: {
            // The stores and the elements keep state in their modules: their files share the
            // workers too, each started as in a fresh one by fresh-file-setup.ts (its modules
            // loaded afresh, the first globals back, the last file's timers cancelled).
            name: 'unit-stores',
            include: UNIT_WITH_STATE,
            isolate: false,
            ...unitSettings,
            setupFiles: ['tests/unit/fresh-file-setup.ts', ...unitSettings.setupFiles],
          },
        },
        {
          extends: true,
          test: {
            name: 'backend',
            include: ['tests/backend/**/*.test.ts'],
            environment: 'node',
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            // The packed package in fresh consumer apps; needs `npm run build` first.
            name: 'package',
            include: ['tests/package/**/*.test.ts'],
            environment: 'node',
            // Only a guard against a hang: a type-check of a fresh app passes a minute on a loaded machine.
            testTimeout: 180_000,
            hookTimeout: 300_000,
            // A poll waits for a condition in a fresh app; one second (the default) is too short a guard.
            expect: { poll: { timeout: 20_000 } },
            retry: testRetries,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/e2e/global-setup.ts'],
            setupFiles: ['tests/e2e/no-csp-violations.ts'],
            // Only a guard against a hang: two files run at once on two cores, and a walk of many
            // pages may pass 30 s on a loaded machine without anything being wrong.
            testTimeout: 90_000,
            hookTimeout: 60_000,
            // expect.poll waits for a condition; its default of one second is a speed limit that a
            // busy two-core machine misses (an area's first load, a sink being written).
            expect: { poll: { timeout: 20_000 } },
            // Files side by side: much of a walk is waiting (streamed answers, delays, round trips),
            // which the other files' work fills. Three at once when the suite runs alone (148.8 s
            // against 170.2 s with two, on two cores); `npm test` sets E2E_WORKERS=2, beside its
            // other lanes. The files share the demo and one Chromium (global-setup); only
            // chat-widget.test.ts changes the backend's chat delay.
            fileParallelism: true,
            maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
            retry: testRetries,
          },
        },
      ],
    },
  };
});
