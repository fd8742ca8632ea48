// The browser suite's WebKit: web-test-runner's WebDriver launcher over Debian's WebKitWebDriver and
// its MiniBrowser under Xvfb (tests/tools/engines.mjs), with two changes.
// - Every test file starts at the 800 × 600 viewport Puppeteer gives the other engines.
// - A test page that does not load is bounded and mended. Now and then WebKitWebDriver never
//   answers a navigation, on a quiet machine too. The runner's launcher does not wait for its
//   navigation, so the failure was an unhandled rejection that stopped the whole run with no report.
//   Here the navigation is awaited and each command is bounded. On a failure the driver and its
//   display are replaced, which is printed (npm test counts it), and the page is asked of the new
//   one, once. The journeys do the same for a session start (tests/e2e/engines/webkit.ts).
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { setWebdriverViewport } from './engine-commands.mjs';
import { startWebKitDriver } from './engines.mjs';

/**
 * The longest a WebDriver command may go unanswered (a test page's load included) before it fails,
 * naming its endpoint. A page loads in 1 to 5 s on a loaded machine, the first one in a fresh clone
 * in up to 15 s; webdriverio's own 120 s, sent three more times, outlasts any test's bound.
 */
export const COMMAND_TIMEOUT_MS = 40_000;

/** What is printed when the driver is replaced: `npm test` counts these lines (tests/tools/run-tests.mjs). */
export const DRIVER_REPLACED = 'webkit: WebKitWebDriver did not load a test page';

/** At most this long for a session the driver may never answer to end, before the driver is stopped. */
const END_SESSION_MS = 5_000;

const within = (promise, ms) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

/**
 * The browser suite's WebKit launcher. Starts its own WebKitWebDriver (`startWebKitDriver`) and
 * stops it with `stopDriver()`.
 */
export class WebKitLauncher extends WebdriverLauncher {
  /** @param {Awaited<ReturnType<typeof startWebKitDriver>>} servers */
  constructor(servers) {
    super(WebKitLauncher.optionsFor(servers));
    this.servers = servers;
  }

  /** @param {Awaited<ReturnType<typeof startWebKitDriver>>} servers */
  static optionsFor(servers) {
    return { hostname: '127.0.0.1', port: servers.port, logLevel: 'error', capabilities: servers.capabilities, connectionRetryTimeout: COMMAND_TIMEOUT_MS, connectionRetryCount: 0 };
  }

  async startSession(id, url) {
    try {
      await this.load(id, url);
    } catch (error) {
      console.warn(`${DRIVER_REPLACED} (${String(error?.message ?? error).split('\n')[0].slice(0, 200)}); it is replaced by a new one, which loads the page again (its log: ${this.servers.log})`);
      clearInterval(this.pendingHeartbeat);
      await within(this.driver?.deleteSession().catch(() => undefined), END_SESSION_MS);
      this.driver = undefined;
      this.driverManager = undefined;
      await this.servers.stop();
      this.servers = await startWebKitDriver();
      this.options = WebKitLauncher.optionsFor(this.servers);
      await this.load(id, url);
    }
  }

  /** Opens the test page `url` in the session (started when there is none), once it has loaded. */
  async load(id, url) {
    await this.ensureManagerInitialized();
    await setWebdriverViewport(this.driver, { width: 800, height: 600 });
    // What the runner's session manager records on its own start (`queueStartSession`), which does
    // not wait for the page: a navigation that fails there cannot be caught.
    this.driverManager.urlMap.set(id, url);
    await this.driver.navigateTo(url);
  }

  /** Stops the current driver and its display. */
  stopDriver() {
    return this.servers.stop();
  }
}
