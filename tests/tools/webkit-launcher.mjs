// The browser suite's WebKit: web-test-runner's WebDriver launcher over Debian's WebKitWebDriver and
// its MiniBrowser under Xvfb (tests/tools/engines.mjs), with these changes.
// - Every test file starts at the 800 × 600 viewport Puppeteer gives the other engines.
// - A WebDriver command the driver never answers is bounded, named and mended. Now and then
//   WebKitWebDriver leaves one unanswered (a test page's load, a command of a test), on a quiet
//   machine too, and answers nothing after it.
//   - The runner's launcher does not wait for a test page to load, so such a load was an unhandled
//     rejection that stopped the whole run with no report. Here the load is awaited.
//   - Each command fails after COMMAND_TIMEOUT_MS, and one unanswered for SLOW_COMMAND_MS is printed.
//   - A test file that runs long, or a command unanswered, is printed with what its page waits for
//     and how busy the web process is (and where its main thread is, when it is busy).
//   - A load that failed, or a command of the last file that went unanswered, replaces the driver
//     and its display, which is printed (npm test counts it); the page is then asked of the new one,
//     once. The journeys do the same for a session start (tests/e2e/engines/webkit.ts).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
export const DRIVER_REPLACED = 'webkit: WebKitWebDriver left a command unanswered';

/** At most this long for a session the driver may never answer to end, before the driver is stopped. */
const END_SESSION_MS = 5_000;

/** A command unanswered this long is printed, naming it: where a test file stalls is then known. */
const SLOW_COMMAND_MS = 15_000;

/**
 * A test file still running after this long is looked at (what it waits for, whether the page is
 * shown and drawn): the slowest file takes 34 s on a loaded machine, and the runner gives up at 120.
 */
const LONG_FILE_MS = 60_000;

/**
 * What the test page says of itself when it runs long: its test file; mocha's state and counts and
 * the test it runs; the runner's WebSocket (over which the page sends its commands and its
 * results); its visibility, focus and size; and the `waitFor` steps pending (tests/browser/wait-for.ts).
 */
const PAGE_STATE_SCRIPT = `const runner = window.__WTR_MOCHA_RUNNER__;
  const socket = window.__WDS_WEB_SOCKET__ && window.__WDS_WEB_SOCKET__.webSocket;
  return [(window.__WTR_CONFIG__ && window.__WTR_CONFIG__.testFile) || 'no test file',
    runner ? 'mocha ' + runner.state + ', ' + runner.stats.tests + ' tests run, ' + runner.stats.failures + ' failed' + (runner.currentRunnable ? ', in "' + runner.currentRunnable.fullTitle() + '"' : '') : 'no mocha runner',
    'the runner socket ' + (socket ? ['connecting', 'open', 'closing', 'closed'][socket.readyState] : 'missing'),
    document.visibilityState, document.hasFocus() ? 'focused' : 'not focused', innerWidth + ' x ' + innerHeight,
    ...(typeof __portalTestWaits === 'function' ? __portalTestWaits() : [])].join('; ');`;

/**
 * The native stack of a web process's main thread, written to a file, and its first frames that
 * name a function: for a page whose process is busy all along, whether it is running JavaScript
 * (JavaScriptCore's frames), collecting garbage or laying out. Empty without gdb.
 */
function mainThreadStack(pid) {
  return new Promise((resolve) => {
    execFile('gdb', ['-p', pid, '-batch', '-ex', 'thread apply 1 bt 40'], { timeout: 20_000 }, (error, stdout) => {
      if (!stdout) return resolve('');
      const file = `/tmp/portal-webkit-stack-${pid}-${Date.now()}.txt`;
      writeFileSync(file, stdout);
      resolve(`; its main thread (${file}): ${stdout.split('\n').filter((line) => /^#\d+ /.test(line) && !line.includes(' 0x0000000000000000 ')).slice(0, 6).map(frameName).join(' < ')}`);
    });
  });
}

/**
 * A frame of gdb's backtrace, short: the function, else the library (WebKit's own are stripped), else
 * code no library holds, which in a web process is JavaScriptCore's compiled JavaScript.
 */
function frameName(line) {
  const named = /^#\d+\s+(?:0x[0-9a-f]+ in )?(?!0x)([^?\s][^ (]*)/.exec(line);
  if (named) return named[1];
  const library = / from (\S+)/.exec(line);
  return library ? `?? in ${library[1].split('/').pop()}` : '?? in compiled JavaScript';
}

/** The CPU time (in clock ticks) of each of the machine's WebKit web processes (Linux's /proc), by pid. */
function webProcessTicks() {
  const ticks = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The name is cut to 15 characters; utime and stime are the 14th and 15th fields.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(WebKitWebProces)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // ended meanwhile
    }
  }
  return ticks;
}

/**
 * How busy the WebKit web processes are over one second, e.g. "pid 123 at 98 % of a core": a page
 * whose process is busy all along is running something that never ends; an idle one waits.
 */
async function webProcessLoad() {
  const before = webProcessTicks();
  await new Promise((resolve) => setTimeout(resolve, 1_000).unref());
  const after = webProcessTicks();
  // Linux counts /proc in 100 ticks a second.
  const load = [...after].map(([pid, ticks]) => ({ pid, percent: ticks - (before.get(pid) ?? ticks) }));
  const stacks = await Promise.all(load.map(({ pid, percent }) => (percent >= 30 ? mainThreadStack(pid) : '')));
  return load.map(({ pid, percent }, index) => `pid ${pid} at ${percent} % of a core${stacks[index]}`).join(', ') || 'none';
}

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
      // A command of the last file that went unanswered leaves the driver stuck: replaced at once.
      if (this.unanswered) throw new Error(`${this.unanswered}, in the last test file`);
      await this.load(id, url);
      this.running = { since: Date.now() };
    } catch (error) {
      const what = this.unanswered ? String(error.message) : `loading a test page: ${String(error?.message ?? error).split('\n')[0].slice(0, 200)}`;
      console.warn(`${DRIVER_REPLACED} (${what}); it is replaced by a new one, which loads the test page (its log: ${this.servers.log})`);
      clearInterval(this.pendingHeartbeat);
      clearInterval(this.watchdog);
      this.unanswered = undefined;
      await within(this.driver?.deleteSession().catch(() => undefined), END_SESSION_MS);
      this.driver = undefined;
      this.driverManager = undefined;
      await this.servers.stop();
      this.servers = await startWebKitDriver();
      this.options = WebKitLauncher.optionsFor(this.servers);
      await this.load(id, url);
      this.running = { since: Date.now() };
    }
  }

  async stopSession(id) {
    this.running = undefined;
    return super.stopSession(id);
  }

  /** Opens the test page `url` in the session (started when there is none), once it has loaded. */
  async load(id, url) {
    const fresh = !this.driverManager;
    await this.ensureManagerInitialized();
    if (fresh) this.watch(this.driver);
    await setWebdriverViewport(this.driver, { width: 800, height: 600 });
    // What the runner's session manager records on its own start (`queueStartSession`), which does
    // not wait for the page: a navigation that fails there cannot be caught.
    this.driverManager.urlMap.set(id, url);
    await this.driver.navigateTo(url);
  }

  /**
   * Follows `driver`'s commands: one unanswered for SLOW_COMMAND_MS is printed, and one that timed
   * out is kept in `unanswered`.
   */
  watch(driver) {
    const pending = new Set();
    driver.on('command', ({ command, method, endpoint }) => pending.add({ what: `${command} (${method} ${endpoint})`, command, endpoint, since: Date.now() }));
    driver.on('result', ({ command, endpoint, result }) => {
      const done = [...pending].find((each) => each.command === command && each.endpoint === endpoint);
      pending.delete(done);
      // Undici's own time-out, or webdriverio's when the driver holds the request open.
      if (/UND_ERR_HEADERS_TIMEOUT|Request timed out/.test(`${result?.error?.code} ${result?.error?.message}`)) this.unanswered = done?.what ?? command;
    });
    this.watchdog = setInterval(() => {
      const running = this.running;
      if (running && !running.told && Date.now() - running.since > LONG_FILE_MS) {
        running.told = true;
        void Promise.all([driver.execute(PAGE_STATE_SCRIPT).catch((error) => `no answer (${String(error?.message ?? error).split('\n')[0]})`), webProcessLoad()]).then(([state, load]) =>
          process.stderr.write(`webkit: a test file has run ${LONG_FILE_MS / 1000} s; its page: ${state}; the web processes: ${load}\n`),
        );
      }
      for (const each of pending) {
        if (each.told || Date.now() - each.since < SLOW_COMMAND_MS) continue;
        each.told = true;
        // Past the runner's console, which holds what a timer prints until a test file ends.
        void webProcessLoad().then((load) =>
          process.stderr.write(`webkit: WebKitWebDriver has not answered ${each.what} for ${SLOW_COMMAND_MS / 1000} s; the web processes: ${load} (its log: ${this.servers.log})\n`),
        );
      }
    }, 1_000).unref();
  }

  /** Stops the current driver and its display. */
  stopDriver() {
    clearInterval(this.watchdog);
    return this.servers.stop();
  }
}
