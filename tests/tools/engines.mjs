// The browser engines our browser suite runs in, all from Debian's packages (nothing downloads a
// browser): Chromium (tests/tools/chromium.mjs), Firefox ESR over WebDriver BiDi (puppeteer-core
// launches it, no driver binary) and WebKitGTK's MiniBrowser behind WebKitWebDriver, which needs an
// X display: Xvfb, on a display it picks itself.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, headlessShellPath } from './chromium.mjs';

/** The engines, in the order `npm test` runs them. */
export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The engine chosen by $BROWSER_ENGINE (Chromium when unset); anything else is refused. */
export function engineFrom(value = process.env.BROWSER_ENGINE) {
  const engine = value || 'chromium';
  if (!ENGINES.includes(engine)) throw new Error(`BROWSER_ENGINE=${engine}: one of ${ENGINES.join(', ')}`);
  return engine;
}

/** Debian's Firefox ESR: $FIREFOX_PATH, else /usr/bin/firefox-esr. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** WebKitGTK's WebDriver server and the browser it automates (package webkit2gtk-driver). */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const xvfbPath = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

/** Each engine's binaries and the Debian packages that bring them. */
export const engineNeeds = {
  chromium: [
    { path: chromiumPath, pkg: 'chromium' },
    { path: headlessShellPath, pkg: 'chromium-headless-shell' },
  ],
  firefox: [{ path: firefoxPath, pkg: 'firefox-esr' }],
  webkit: [
    { path: webkitDriverPath, pkg: 'webkit2gtk-driver' },
    { path: miniBrowserPath, pkg: 'webkit2gtk-driver' },
    { path: xvfbPath, pkg: 'xvfb' },
  ],
};

/** The packages whose binaries are missing, for the given engines. */
export const missingPackages = (engines = ENGINES) => [
  ...new Set(engines.flatMap((engine) => (engineNeeds[engine] ?? []).filter(({ path }) => !existsSync(path)).map(({ pkg }) => pkg))),
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves with the first line `child` writes to `stream` (Xvfb's display number). */
const firstLine = (child, stream, what) =>
  new Promise((resolve, reject) => {
    let text = '';
    child[stream].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.split('\n')[0].trim());
    });
    child.once('exit', (code) => reject(new Error(`${what} ended (${code}) before it was ready`)));
  });

async function waitForStatus(port, child) {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let attempt = 0; attempt < 100 && !exited; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * The MiniBrowser's toolbar keeps its window at least 447 px wide, too wide for the tests of 320 and
 * 375 px: a GTK user style sheet (in a configuration folder of its own) shrinks the toolbar's
 * widgets, not the page. Returns that folder, for XDG_CONFIG_HOME.
 */
function narrowToolbarConfig() {
  const home = mkdtempSync(join(tmpdir(), 'portal-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), '* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }\n');
  return home;
}

/**
 * Starts Xvfb on a free display and WebKitWebDriver on a free port, drawing on that display.
 * Returns the driver's port, the file its output goes to, the webdriverio capabilities for the
 * MiniBrowser, and `stop()`.
 */
export async function startWebKitDriver() {
  // -displayfd: Xvfb takes the first free display itself and writes its number to stdout.
  // -noreset: an X server resets when its last client leaves, cutting off a client that connects
  // meanwhile; the MiniBrowser of the next WebDriver session, started as the last one closed, could
  // not open the display then, and the driver waited for it without end (tests/e2e/engines/README.md).
  const xvfb = spawn(xvfbPath, ['-displayfd', '1', '-noreset', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const config = narrowToolbarConfig();
  const removeConfig = () => rmSync(config, { recursive: true, force: true });
  const log = join(tmpdir(), `portal-webkit-driver-${process.pid}-${Date.now()}.log`);
  let driver;
  try {
    const display = `:${await firstLine(xvfb, 'stdout', 'Xvfb')}`;
    const port = await freePort();
    // What the driver and its MiniBrowsers print, kept for a stall's post-mortem (not read by the tests).
    const logFd = openSync(log, 'w');
    driver = spawn(webkitDriverPath, [`--port=${port}`, '--host=127.0.0.1'], { stdio: ['ignore', logFd, logFd], env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config } });
    closeSync(logFd);
    await waitForStatus(port, driver);
    // A runner that ends without stopping them (killed, crashed) takes them along.
    const onExit = () => [driver, xvfb].forEach((child) => child.kill('SIGTERM'));
    process.once('exit', onExit);
    return {
      port,
      display,
      log,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      },
      stop: async () => {
        process.off('exit', onExit);
        await Promise.all([stopChild(driver), stopChild(xvfb)]);
        removeConfig();
        // A log with nothing in it tells nothing: only one with output is left behind.
        if (statSync(log, { throwIfNoEntry: false })?.size === 0) rmSync(log, { force: true });
      },
    };
  } catch (error) {
    await Promise.all([driver && stopChild(driver), stopChild(xvfb)]);
    removeConfig();
    throw error;
  }
}
