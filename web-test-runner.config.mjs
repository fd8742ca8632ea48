// @web/test-runner in Debian's Chromium, Firefox ESR or WebKitGTK (BROWSER_ENGINE, Chromium when unset),
// with Vite serving our TypeScript, React 19 and CSS (Vite in middleware mode behind the runner's own
// server: the runner alone cannot load React 19, which is CommonJS).
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteerCore from 'puppeteer-core';
import { engineCommands } from './tests/tools/engine-commands.mjs';
import { engineFrom, firefoxPath, startWebKitDriver } from './tests/tools/engines.mjs';
import { createServer } from 'vite';
import { chromiumArgs, headlessShellPath } from './tests/tools/chromium.mjs';
import { countingReporter } from './tests/tools/counting-reporter.mjs';
import { COMMAND_TIMEOUT_MS, WebKitLauncher } from './tests/tools/webkit-launcher.mjs';
import { defaultReporter } from '@web/test-runner';
import { tsImport } from 'tsx/esm/api';

const { startBackend } = await tsImport('./demo/server/start-backend.ts', import.meta.url);
const { freeDemoPorts } = await tsImport('./tests/tools/free-ports.ts', import.meta.url);
const { backendPortsFrom } = await tsImport('./demo/demo-server.ts', import.meta.url);

/**
 * The runner's own origin (the pretend portal page the backend grants credentials to) and the
 * local backend for browser integration tests: free ports, unless BROWSER_TEST_PORT and
 * BROWSER_TEST_BACKEND_PORT (the first of the backend's seven) name them. The test page learns
 * the backend's ports from the page the runner serves (tests/browser/test-backend.ts).
 */
const ENGINE = engineFrom();

const free = await freeDemoPorts();
const RUNNER_PORT = process.env.BROWSER_TEST_PORT ? Number(process.env.BROWSER_TEST_PORT) : free.port;
const BACKEND_PORTS = process.env.BROWSER_TEST_BACKEND_PORT ? backendPortsFrom(Number(process.env.BROWSER_TEST_BACKEND_PORT)) : free.backendPorts;
const backend = await startBackend({
  ports: { ...BACKEND_PORTS, portal: RUNNER_PORT },
  portalOrigins: [`http://localhost:${RUNNER_PORT}`],
});

// React's production build, as hosts run it (the end-to-end suite's demo is the production build
// too): the development build's checks and component stacks cost a quarter of the browser suite's
// CPU (Chromium's run alone: 238 against 332 core-seconds, every test passing in both). Its
// warnings are for `npm start`, the dev server; `NODE_ENV=development` brings them here. Set before
// Vite's server starts, which reads it for React's build and for the JSX transform.
process.env.NODE_ENV ??= 'production';

const vite = await createServer({
  configFile: './vite.config.ts',
  // A dependency cache of its own: another Vite server (npm start, benchmarks, end-to-end tests)
  // re-optimising the shared node_modules/.vite/deps would pull modules out from under a running suite.
  // One for every engine: the same dependencies, bundled once. In a fresh clone that takes a cold
  // Vite some 15 to 70 s on a busy two-core machine before the first page loads; `npm test`'s
  // Chromium run fills the cache long before Firefox's and WebKit's start, and they only read it.
  cacheDir: 'node_modules/.vite/web-test-runner',
  server: { middlewareMode: true, hmr: false, ws: false, preTransformRequests: false },
  appType: 'custom',
  logLevel: 'warn',
});

// custom-elements.json too: the manifest test compares it with the running elements.
const VITE_PATHS = /^\/(src|elements|tests|node_modules|@vite|@id|@fs|demo)\/|^\/custom-elements\.json/;

/**
 * Vite has each page ask again for every source module (`no-cache`, answered 304 by its ETag):
 * some 200 requests a test page, and its modules compiled anew. Nothing it serves changes while a
 * run lasts (no watching, no HMR), so the browser may keep them for the run instead. Chromium only:
 * Firefox gained nothing by it and WebKit little (tests/README.md, "Under 8 minutes"). The WebKit
 * stalls once seen with it were the sample app's top-level await, not the cache
 * (tests/e2e/engines/README.md).
 */
function keepModulesCached(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' && value === 'no-cache' ? 'private, max-age=3600' : value);
}

/** Hands our source paths to Vite; everything else (the runner's own pages) stays with the runner. */
async function viteMiddleware(ctx, next) {
  // The runner's own browser modules (commands) import the runner's web socket: the runner serves them.
  if (!VITE_PATHS.test(ctx.path) || ctx.path.startsWith('/node_modules/@web/')) return next();
  if (ENGINE === 'chromium') keepModulesCached(ctx.res);
  const handled = await new Promise((resolve) => {
    ctx.res.once('finish', () => resolve(true));
    vite.middlewares(ctx.req, ctx.res, () => resolve(false));
  });
  if (handled) ctx.respond = false;
  else await next();
}

/** WebKit behind WebDriver, with its own Xvfb and WebKitWebDriver (stopped with the runner's server). */
const webkit = ENGINE === 'webkit' ? new WebKitLauncher(await startWebKitDriver()) : undefined;

/**
 * Puppeteer follows every request of a page for its network API by default, which no test here
 * uses: over BiDi, Firefox's parent process serialises an event for each of the hundreds of module
 * requests a test page makes (168 against 120 core-seconds for Firefox's run, measured alone), and
 * in Chromium every request is a DevTools event too. Off in both.
 */
const NO_NETWORK_EVENTS = { networkEnabled: false };

const launchers = {
  // Chromium's headless shell: the same engine, some 40 % less CPU (tests/tools/chromium.mjs).
  chromium: () => chromeLauncher({ launchOptions: { executablePath: headlessShellPath, args: chromiumArgs, ...NO_NETWORK_EVENTS } }),
  // WebDriver BiDi, built into Firefox: puppeteer-core needs no driver binary.
  // A file's tests leave far more entries in the tab's history than Firefox's 50, which tests count.
  firefox: () =>
    chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: { browser: 'firefox', executablePath: firefoxPath, headless: true, ...NO_NETWORK_EVENTS, extraPrefsFirefox: { 'browser.sessionhistory.max_entries': 1000 } },
    }),
  webkit: () => webkit,
};

/**
 * Every element's own tests, which run in all three engines (tests/README.md, "Engines"): rendering
 * in a shadow root, properties, attributes and events, focus and keys, Ark UI's dialogs and menus,
 * the virtual account list, the chat's streaming and markdown, the frame protocol between two
 * origins. The rest (fault tables, start-up paths, colour contrast, the manifest…) runs in Chromium.
 */
export const EVERY_ENGINE_FILES = [
  'attribute-and-style-behaviour', 'create-element-class', 'react-renderer', 'portal-chat-app', 'host-api', 'portal-shell', 'theme', 'lazy-part',
  'account-switcher', 'account-dialog', 'account-picker', 'standalone-account-switcher', 'portal-account-switcher',
  'ark-dialog-in-shadow-root', 'inert-behind', 'layer-order', 'user-menu', 'partner-products-popover', 'help-button',
  'sidebar', 'sidebar-item', 'locked-item', 'shell-frame', 'sidebar-drawer', 'confirm-dialog',
  'portal-chat', 'chat-composer', 'chat-log', 'chat-message', 'chat-markdown', 'chat-launcher', 'chat-launcher-look', 'lazy-chat-renderer',
  'release-notes', 'release-notes-card', 'portal-release-notes',
  'app-frames', 'hostile-messages', 'client-react', 'cached-start',
].map((name) => `tests/browser/${name}.test.tsx`);

export default {
  port: RUNNER_PORT,
  hostname: 'localhost',
  files: ENGINE === 'chromium' ? ['tests/browser/**/*.test.tsx', 'tests/browser/**/*.test.ts'] : EVERY_ENGINE_FILES,
  nodeResolve: false,
  concurrency: 1,
  testsFinishTimeout: 120_000,
  middleware: [viteMiddleware],
  browsers: [launchers[ENGINE]()],
  reporters: [defaultReporter(), countingReporter(process.env.BROWSER_RESULTS ?? `test-results/browser-${ENGINE}.json`)],
  // Launching the browser and loading a test file's page, whose modules Vite transforms on first
  // request (all of them, in a fresh clone). The runner's 30 s is too short on a busy two-core
  // machine; BROWSER_START_TIMEOUT (ms) raises it on a busier one (tests/README.md). WebKit's covers
  // a page that did not load in its bound and its second try in a new driver (webkit-launcher.mjs).
  browserStartTimeout: Number(process.env.BROWSER_START_TIMEOUT) || (ENGINE === 'webkit' ? 2 * COMMAND_TIMEOUT_MS + 20_000 : 60_000),
  // A guard against a hang. In WebKit every key press and pointer move is a round trip to its
  // WebDriver server and the MiniBrowser: on a loaded two-core machine a test of many keys needs
  // longer. Longer than waitFor's 10 s (tests/browser/wait-for.ts): a test stuck on a step fails
  // with that step's name, not with the runner's bare timeout.
  testFramework: { config: { timeout: ENGINE === 'webkit' ? 20_000 : 15_000 } },
  // Every test file starts as in a fresh tab: Portal Shell's cached sign-in of the previous file is forgotten.
  testRunnerHtml: (testFramework) =>
    `<!DOCTYPE html><html><head><script>globalThis.__PORTAL_TEST_BACKEND_PORTS__ = ${JSON.stringify(BACKEND_PORTS)}; globalThis.__PORTAL_TEST_ENGINE__ = '${ENGINE}';</script></head><body><script type="module" src="/tests/browser/fresh-tab.ts"></script><script type="module" src="${testFramework}"></script></body></html>`,
  plugins: [engineCommands(ENGINE), { name: 'close-vite-and-backend', serverStop: () => Promise.all([vite.close(), backend.close(), webkit?.stopDriver()]) }],
};
