// The browser tests' runner commands (tests/browser/commands.ts), carried out in each engine by its
// driver: Puppeteer for Chromium (DevTools protocol) and Firefox (WebDriver BiDi), classic WebDriver
// (webdriverio) for WebKit. The runner's own commands cover only Puppeteer and Playwright for some,
// and pass key names to WebDriver as text.

/** WebDriver's code points for the named keys the tests press (the rest are typed as themselves). */
const WEBDRIVER_KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

/** The WebDriver value of one key name (a single character stands for itself). */
export function webdriverKey(name) {
  const value = WEBDRIVER_KEYS[name] ?? ([...name].length === 1 ? name : undefined);
  if (value === undefined) throw new Error(`No WebDriver key for "${name}"`);
  return value;
}

/** A keys payload ({press}, {type}, {down} or {up}) as WebDriver key actions, in order. */
export function webdriverKeyActions(payload) {
  if ('press' in payload) {
    const value = webdriverKey(payload.press);
    return [{ type: 'keyDown', value }, { type: 'keyUp', value }];
  }
  if ('type' in payload) return [...payload.type].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]);
  if ('down' in payload) return [{ type: 'keyDown', value: webdriverKey(payload.down) }];
  if ('up' in payload) return [{ type: 'keyUp', value: webdriverKey(payload.up) }];
  throw new Error(`Not a keys payload: ${JSON.stringify(payload)}`);
}

async function puppeteerKeys(page, payload) {
  // Puppeteer over BiDi (Firefox) knows the space bar only as ' '; over CDP both name it.
  if ('press' in payload) await page.keyboard.press(payload.press === 'Space' ? ' ' : payload.press);
  else if ('type' in payload) await page.keyboard.type(payload.type);
  else if ('down' in payload) await page.keyboard.down(payload.down);
  else if ('up' in payload) await page.keyboard.up(payload.up);
  else throw new Error(`Not a keys payload: ${JSON.stringify(payload)}`);
}

/**
 * Sizes WebKit's window so that its viewport (not the window with its frame) is `width` × `height`:
 * the window's frame is measured and added. The window takes its new size a moment after the
 * driver answers (and its toolbar's height may change with its width): measured again until it holds.
 */
export async function setWebdriverViewport(driver, { width, height }) {
  const inner = () => driver.execute('return [innerWidth, innerHeight]');
  let [innerWidth, innerHeight] = await inner();
  for (let attempt = 0; attempt < 5 && (innerWidth !== width || innerHeight !== height); attempt += 1) {
    const rect = await driver.getWindowRect();
    await driver.setWindowRect(null, null, rect.width + width - innerWidth, rect.height + height - innerHeight);
    for (let look = 0; look < 20; look += 1) {
      const [nowWidth, nowHeight] = await inner();
      const changed = nowWidth !== innerWidth || nowHeight !== innerHeight;
      [innerWidth, innerHeight] = [nowWidth, nowHeight];
      if (changed && innerWidth === width && innerHeight === height) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  // A test of a narrow window must not pass in a wider one.
  if (innerWidth !== width || innerHeight !== height) throw new Error(`The viewport is ${innerWidth} × ${innerHeight}, not ${width} × ${height}: the window cannot be sized so`);
}

// The frames of a page, its shadow roots' too (our app frames live in <portal-shell>'s).
const DEEP_FRAMES = `
  const frames = [];
  const visit = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.tagName === 'IFRAME') frames.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(document);
  return frames;`;

/** Runs `script` in the first frame (depth first) whose address starts with `url`; false when none is. */
async function runInWebdriverFrame(driver, url, script, depth = 0) {
  if (depth > 0 && (await driver.execute('return location.href')).startsWith(url)) {
    await driver.execute(script);
    return true;
  }
  for (const frame of await driver.execute(DEEP_FRAMES)) {
    try {
      await driver.switchToFrame(frame);
    } catch {
      continue; // gone since it was listed
    }
    try {
      if (await runInWebdriverFrame(driver, url, script, depth + 1)) return true;
    } finally {
      await driver.switchToParentFrame();
    }
  }
  return false;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

/** `run-in-frame` over Puppeteer: the page's frame list, which may lag behind a frame just loaded. */
async function runInPuppeteerFrame(page, { url, script }) {
  for (let attempt = 0; ; attempt += 1) {
    let frame;
    for (let look = 0; look < 50 && !frame; look += 1) {
      frame = page.frames().find((candidate) => candidate.url().startsWith(url));
      if (!frame) await pause();
    }
    if (!frame) throw new Error(`run-in-frame: no frame at ${url} among ${page.frames().map((candidate) => candidate.url()).join(', ')}`);
    try {
      await frame.evaluate(script);
      return true;
    } catch (error) {
      // On a busy machine the runner may still hold the context of the frame's first (blank) document
      // after the app's document replaced it: the script did not run there. Asked again, the runner
      // takes the frame's current context. Firefox over BiDi says the same as "no such frame" for the
      // browsing context it had listed.
      if (attempt >= 10 || !/Execution context was destroyed|Cannot find context|no such frame/.test(String(error))) throw error;
      await pause();
    }
  }
}

async function runInFrame(session, payload) {
  if (session.browser.type !== 'webdriver') return runInPuppeteerFrame(session.browser.getPage(session.id), payload);
  const { driver } = session.browser;
  for (let look = 0; look < 50; look += 1) {
    try {
      if (await runInWebdriverFrame(driver, payload.url, payload.script)) return true;
    } finally {
      await driver.switchToFrame(null);
    }
    await pause();
  }
  throw new Error(`run-in-frame: no frame at ${payload.url}`);
}

/** How long a command may go unanswered before the file's output names it. */
const SLOW_COMMAND_MS = 15_000;

/**
 * The commands for `engine` (chromium, firefox or webkit):
 * - `engine-keys` {press | type | down | up}: key events, the named keys as Puppeteer names them;
 * - `engine-viewport` {width, height}: the viewport's size;
 * - `engine-media` {reducedMotion, colorScheme} and `forced-colors` {active}: Chromium only (its
 *   DevTools protocol); Firefox's BiDi and WebKit's WebDriver have no such emulation, so these refuse;
 * - `run-in-frame` {url, script}: `script` run in the page's frame whose address starts with `url`,
 *   as that frame's own code (a cross-origin app frame too);
 * - `test-page-sent-away` {url} and `test-page-hidden`: printed at once, naming the file
 *   (tests/browser/fresh-tab.ts).
 */
export function engineCommands(engine) {
  // Forced colours last while their DevTools session does: one per page.
  const forcedColorSessions = new WeakMap();
  const chromiumOnly = (what) => {
    if (engine !== 'chromium') throw new Error(`${what} cannot be emulated in ${engine}: its driver has no such command`);
  };
  return {
    name: 'engine-commands',
    async executeCommand({ command, payload, session }) {
      // A driver that never answers leaves the page waiting until the runner gives up on the
      // whole file (120 s, no word of why): say which command of which file is waiting, once.
      const slow = setTimeout(
        () => process.stderr.write(`browser test: ${engine} has not carried out ${command} ${JSON.stringify(payload ?? {})} for ${session.testFile} in ${SLOW_COMMAND_MS / 1000} s\n`),
        SLOW_COMMAND_MS,
      );
      try {
        return await carryOut(command, payload, session);
      } finally {
        clearTimeout(slow);
      }
    },
  };

  async function carryOut(command, payload, session) {
    const webdriver = session.browser.type === 'webdriver';
    switch (command) {
      case 'test-page-sent-away':
        console.warn(`browser test: Portal Shell sent the test page of ${session.testFile} to ${payload.url}; refused, and thrown in the page`);
        return true;
      case 'test-page-hidden':
        console.warn(`browser test: the browser hid the test page of ${session.testFile}`);
        return true;
      case 'engine-keys':
        if (webdriver) await session.browser.driver.performActions([{ type: 'key', id: 'keyboard', actions: webdriverKeyActions(payload) }]);
        else await puppeteerKeys(session.browser.getPage(session.id), payload);
        return true;
      case 'engine-viewport':
        if (webdriver) await setWebdriverViewport(session.browser.driver, payload);
        else await session.browser.getPage(session.id).setViewport(payload);
        return true;
      case 'engine-media': {
        chromiumOnly('A media feature');
        const features = [];
        if (payload.colorScheme != null) features.push({ name: 'prefers-color-scheme', value: payload.colorScheme });
        if (payload.reducedMotion != null) features.push({ name: 'prefers-reduced-motion', value: payload.reducedMotion });
        await session.browser.getPage(session.id).emulateMediaFeatures(features);
        return true;
      }
      case 'forced-colors': {
        // The runner's emulateMedia passes forced-colors to Playwright only, and Puppeteer's
        // emulateMediaFeatures refuses it: it goes to the DevTools protocol directly.
        chromiumOnly('Forced colours');
        const page = session.browser.getPage(session.id);
        if (!forcedColorSessions.has(page)) forcedColorSessions.set(page, await page.createCDPSession());
        await forcedColorSessions.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload.active ? 'active' : 'none' }] });
        return true;
      }
      case 'run-in-frame':
        return runInFrame(session, payload);
      default:
        return undefined;
    }
  }
}
