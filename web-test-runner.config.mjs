// @web/test-runner in Debian's Chromium, Firefox ESR or WebKitGTK (BROWSER_ENGINE, Chromium when unset),
// with Vite serving our TypeScript, React 19 and CSS (Vite in middleware mode behind the runner's own
// server: the runner alone cannot load React 19, which is CommonJS).
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import * as puppeteerCore from 'puppeteer-core';
import { engineFrom, firefoxPath, startWebKitDriver } from './tests/tools/engines.mjs';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from './tests/tools/chromium.mjs';
import { countingReporter } from './tests/tools/counting-reporter.mjs';
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

const vite = await createServer({
  configFile: './vite.config.ts',
  // A dependency cache of its own: another Vite server (npm start, benchmarks, end-to-end tests)
  // re-optimising the shared node_modules/.vite/deps would pull modules out from under a running suite.
  cacheDir: 'node_modules/.vite/web-test-runner',
  server: { middlewareMode: true, hmr: false, ws: false, preTransformRequests: false },
  appType: 'custom',
  logLevel: 'warn',
});

// custom-elements.json too: the manifest test compares it with the running elements.
const VITE_PATHS = /^\/(src|elements|tests|node_modules|@vite|@id|@fs|demo)\/|^\/custom-elements\.json/;

/** Hands our source paths to Vite; everything else (the runner's own pages) stays with the runner. */
async function viteMiddleware(ctx, next) {
  // The runner's own browser modules (commands) import the runner's web socket: the runner serves them.
  if (!VITE_PATHS.test(ctx.path) || ctx.path.startsWith('/node_modules/@web/')) return next();
  const handled = await new Promise((resolve) => {
    ctx.res.once('finish', () => resolve(true));
    vite.middlewares(ctx.req, ctx.res, () => resolve(false));
  });
  if (handled) ctx.respond = false;
  else await next();
}

/**
 * `executeServerCommand('run-in-frame', { url, script })`: runs `script` in the page's frame whose
 * address starts with `url`, as that frame's own code (a cross-origin app frame too, which the test
 * page cannot reach), so that a test can make the real app's frame say what a hostile app would.
 */
const runInFrame = {
  name: 'run-in-frame',
  async executeCommand({ command, payload, session }) {
    if (command !== 'run-in-frame') return undefined;
    // The runner's view of the page's frames may lag behind a frame that has just loaded.
    const page = session.browser.getPage(session.id);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    for (let attempt = 0; ; attempt += 1) {
      let frame;
      for (let look = 0; look < 50 && !frame; look += 1) {
        frame = page.frames().find((candidate) => candidate.url().startsWith(payload.url));
        if (!frame) await pause();
      }
      if (!frame) throw new Error(`run-in-frame: no frame at ${payload.url} among ${page.frames().map((candidate) => candidate.url()).join(', ')}`);
      try {
        await frame.evaluate(payload.script);
        return true;
      } catch (error) {
        // On a busy machine the runner may still hold the context of the frame's first (blank) document
        // after the app's document replaced it: the script did not run there. Asked again, the runner
        // takes the frame's current context.
        if (attempt >= 10 || !/Execution context was destroyed|Cannot find context/.test(String(error))) throw error;
        await pause();
      }
    }
  },
};

/**
 * `forced-colors` emulation for tests/browser/forced-colors.ts: the runner's emulateMedia passes it
 * to Playwright only, and Puppeteer's emulateMediaFeatures refuses it, so it goes to the DevTools
 * protocol directly (on one session per page: the emulation lasts while its session does).
 */
const forcedColorSessions = new WeakMap();
const forcedColors = {
  name: 'forced-colors',
  async executeCommand({ command, payload, session }) {
    if (command !== 'forced-colors') return undefined;
    const page = session.browser.getPage(session.id);
    if (!forcedColorSessions.has(page)) forcedColorSessions.set(page, await page.createCDPSession());
    await forcedColorSessions.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload.active ? 'active' : 'none' }] });
    return true;
  },
};

/** Xvfb and WebKitWebDriver, for WebKit only (stopped with the runner's server). */
const webkit = ENGINE === 'webkit' ? await startWebKitDriver() : undefined;

const launchers = {
  chromium: () => chromeLauncher({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  // WebDriver BiDi, built into Firefox: puppeteer-core needs no driver binary.
  firefox: () => chromeLauncher({ puppeteer: puppeteerCore, launchOptions: { browser: 'firefox', executablePath: firefoxPath, headless: true } }),
  webkit: () => webdriverLauncher({ hostname: '127.0.0.1', port: webkit.port, logLevel: 'error', capabilities: webkit.capabilities }),
};

export default {
  port: RUNNER_PORT,
  hostname: 'localhost',
  files: ['tests/browser/**/*.test.tsx', 'tests/browser/**/*.test.ts'],
  nodeResolve: false,
  concurrency: 1,
  testsFinishTimeout: 120_000,
  middleware: [viteMiddleware],
  browsers: [launchers[ENGINE]()],
  reporters: [defaultReporter(), countingReporter(`test-results/browser-${ENGINE}.json`)],
  testFramework: { config: { timeout: 10_000 } },
  // Every test file starts as in a fresh tab: Portal Shell's cached sign-in of the previous file is forgotten.
  testRunnerHtml: (testFramework) =>
    `<!DOCTYPE html><html><head><script>globalThis.__PORTAL_TEST_BACKEND_PORTS__ = ${JSON.stringify(BACKEND_PORTS)};</script></head><body><script type="module" src="/tests/browser/fresh-tab.ts"></script><script type="module" src="${testFramework}"></script></body></html>`,
  plugins: [runInFrame, forcedColors, { name: 'close-vite-and-backend', serverStop: () => Promise.all([vite.close(), backend.close(), webkit?.stop()]) }],
};
