// WebKitGTK (Safari's engine) through webdriverio over classic WebDriver: Debian's WebKitWebDriver
// starts its MiniBrowser under Xvfb (tests/tools/engines.mjs, as for the browser suite). Classic WebDriver has no
// handles: an element crosses as a reference, and a frame is entered and left around each call.
import { expect } from 'vitest';
import { remote } from 'webdriverio';
import { callExpression, describeTarget, toPageTarget, withElement, type EngineBrowser, type EnginePage, type Key, type StartCookie, type Target } from './engine';
import { startWebKitDriver } from '../../tools/engines.mjs';

type Session = WebdriverIO.Browser;
type ElementReference = Record<string, string>;

/** The WebDriver specification's key for an element reference. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** The longest a WebDriver command may go unanswered (a page load included) before it fails. */
const COMMAND_TIMEOUT_MS = 40_000;
/** The longest the driver may take to start a session (a MiniBrowser) before it is replaced. */
const SESSION_START_TIMEOUT_MS = 20_000;

/** WebDriver's code points for the keys a journey presses. */
const KEYS: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', ArrowDown: '\uE015', ArrowUp: '\uE013' };

/** Runs `work` inside the frame `target` finds (and the frames around it), back at the top afterwards. */
async function inFrame<T>(session: Session, target: Target | undefined, work: () => Promise<T>): Promise<T> {
  if (!target) return work();
  return inFrame(session, target.frame, async () => {
    await session.switchToFrame(await referenceOf(session, target));
    try {
      return await work();
    } finally {
      await session.switchToParentFrame();
    }
  });
}

/** The element `target` finds in the current frame, as a reference. */
async function referenceOf(session: Session, target: Omit<Target, 'frame'>): Promise<ElementReference> {
  const found = (await session.execute(`return ${callExpression(withElement('return element;'), toPageTarget(target))};`)) as unknown;
  const id = found && typeof found === 'object' ? ((found as Record<string, string>)[ELEMENT_KEY] ?? (found as { elementId?: string }).elementId) : undefined;
  if (!id) throw new Error(`webkit: no ${describeTarget(target)}`);
  return { [ELEMENT_KEY]: id };
}

/** Moves the pointer to the middle of the element (scrolled into view first), and `then` more pointer actions. */
async function pointAt(session: Session, target: Target, then: object[]): Promise<void> {
  await inFrame(session, target.frame, async () => {
    const element = await referenceOf(session, target);
    await session.execute('arguments[0].scrollIntoView({ block: "center", inline: "center" });', element);
    await session.performActions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', origin: element, x: 0, y: 0 }, ...then] }]);
  });
}

/** The attribute a click the page received leaves on its element, for {@link clickAt}. */
const CLICK_SEEN = 'data-journey-click-seen';

/**
 * Clicks the element. Now and then WebKitWebDriver answers a pointer action and the page receives
 * no event of it (tests/README.md, Engines): when the element saw no click, the click is printed
 * and made once more, as the browser suite's `pointerInto` does for a move. A click that arrived and
 * did nothing is not repeated: what the page does with it stays the test's to check.
 */
async function clickAt(session: Session, target: Target): Promise<void> {
  const press = [{ type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }];
  const watch = (element: ElementReference) =>
    session.execute(
      `const element = arguments[0]; element.removeAttribute('${CLICK_SEEN}');
       element.addEventListener('click', () => element.setAttribute('${CLICK_SEEN}', ''), { capture: true, once: true });`,
      element,
    );
  const seen = (element: ElementReference) => session.execute(`return arguments[0].hasAttribute('${CLICK_SEEN}');`, element) as Promise<boolean>;
  await inFrame(session, target.frame, async () => {
    const element = await referenceOf(session, target);
    await watch(element);
    await pointAt(session, { ...target, frame: undefined }, press);
    // The element may be gone with the click's work (a page left, a launcher replaced): then it was
    // clicked. An event the driver delivers late is waited for (a second click would undo the first).
    const arrived = () => seen(element).catch(() => true);
    if (await expect.poll(arrived, { timeout: 2000, interval: 100 }).toBe(true).then(() => true, () => false)) return;
    console.warn(`webkit: the page received no click on ${describeTarget(target)}; clicking again`);
    await pointAt(session, { ...target, frame: undefined }, press);
  });
}

async function keys(session: Session, codePoints: string[]): Promise<void> {
  await session.performActions([{ type: 'key', id: 'keyboard', actions: codePoints.flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]) }]);
}

function wrap(session: Session, close: () => Promise<void>): EnginePage {
  return {
    engine: 'webkit',
    errors: [],
    goto: async (url) => {
      await session.navigateTo(url);
    },
    url: () => session.getUrl(),
    evaluate: (fn, arg, frame) => inFrame(session, frame, async () => (await session.execute(`return ${callExpression(fn, arg)};`)) as never),
    click: (target) => clickAt(session, target),
    hover: (target) => pointAt(session, target, []),
    type: (text, frame) => inFrame(session, frame, () => keys(session, [...text])),
    press: (key) => keys(session, [KEYS[key]]),
    close,
  };
}

/**
 * WebKit for one journey file: its Xvfb and WebKitWebDriver, and a WebDriver session (a MiniBrowser
 * of its own, whose website data lives as long as the session) for each page.
 */
export async function openWebKit(): Promise<EngineBrowser> {
  // webdriverio calls switchToFrame deprecated in favour of its switchFrame, which is built for
  // BiDi; switchToFrame is classic WebDriver's own command, which this driver speaks.
  process.env.DISABLE_WEBDRIVERIO_DEPRECATION_WARNINGS = 'true';
  let servers = await startWebKitDriver();
  const startSession = async (): Promise<Session> => {
    const session = await remote({
      hostname: '127.0.0.1',
      port: servers.port,
      logLevel: 'error',
      capabilities: servers.capabilities as WebdriverIO.Capabilities,
      // A command the driver never answers fails on its own, naming its endpoint, well inside the
      // test's 90 s (webdriverio's own 120 s, sent three more times, would outlast it and leave
      // only an anonymous time-out); it is not sent again.
      connectionRetryTimeout: COMMAND_TIMEOUT_MS,
      connectionRetryCount: 0,
    });
    try {
      await session.setWindowRect(null, null, 1280, 800);
      // The driver's own page-load and script limits (300 s and 30 s by default) under the command's.
      await session.setTimeouts(undefined, COMMAND_TIMEOUT_MS - 5_000, COMMAND_TIMEOUT_MS - 5_000);
      return session;
    } catch (error) {
      await session.deleteSession().catch(() => undefined);
      throw error;
    }
  };
  /**
   * A new session; when the driver has not started one in SESSION_START_TIMEOUT_MS (it takes 0.3 s
   * quiet and 1 to 2 s on a loaded machine, but now and then never answers: README), the driver
   * and its display are replaced, which is printed, and the session is asked of the new one, once.
   */
  const newSession = async (): Promise<Session> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const asked = startSession();
    const stalled = new Promise<'stalled'>((resolve) => {
      timer = setTimeout(() => resolve('stalled'), SESSION_START_TIMEOUT_MS);
    });
    const first = await Promise.race([asked, stalled]).finally(() => clearTimeout(timer));
    if (first !== 'stalled') return first;
    asked.then((late) => late.deleteSession()).catch(() => undefined);
    console.warn(`webkit: WebKitWebDriver started no session in ${SESSION_START_TIMEOUT_MS / 1000} s; it is replaced by a new one (its log: ${servers.log})`);
    await servers.stop();
    servers = await startWebKitDriver();
    return startSession();
  };
  /** The sessions not closed yet (the browser's close ends them). */
  const live = new Set<Session>();
  const end = async (session: Session) => {
    live.delete(session);
    await session.deleteSession().catch(() => undefined);
  };
  try {
    // The first session tells the version, and is the first page's.
    let unused: Session | undefined = await newSession();
    live.add(unused);
    const version = `WebKitGTK ${String(unused.capabilities.browserVersion)}`;
    return {
      version,
      open: async (cookies: readonly StartCookie[] = []) => {
        const session = unused ?? (await newSession());
        unused = undefined;
        live.add(session);
        try {
          // Classic WebDriver adds a cookie for the document it is on: one of the cookie's origin.
          for (const { name, value, origin } of cookies) {
            await session.navigateTo(new URL('/', origin).href);
            await session.addCookie({ name, value, path: '/', httpOnly: true, sameSite: 'Lax' });
          }
          return wrap(session, () => end(session));
        } catch (error) {
          await end(session);
          throw error;
        }
      },
      close: async () => {
        await Promise.all([...live].map(end));
        await servers.stop();
      },
    };
  } catch (error) {
    await servers.stop();
    throw error;
  }
}
