// The probe of the time-to-app benchmark, installed in every document of a page before its
// scripts run. It uses the start-up benchmark's criterion of "painted" (paint-probe.ts): once every
// selector of a mark matches, a frame callback queues a user-blocking task, whose time is the
// figure. Unlike that probe it records several named marks per page (the chrome, then the chrome
// with the area's frame), looks in the light DOM or in a host's shadow root, and in the area's own
// (cross-origin) frame it notes when the shell's token message arrives. It also notes every
// profiler the page starts (the JS Self-Profiling API, on a load its host sent with the profiler's
// Document-Policy), so that the bench can read when its first sample was taken. Figures are ms
// from the top document's navigation start; the page is read only once every mark is in.
import type { BrowserContext, Page } from 'playwright-core';

/** A mark: what must be in the page, inside the shadow root of `host`, or in the document without one. */
export interface Mark {
  name: string;
  host?: string;
  selectors: readonly string[];
}

/** The marks of one kind of page; the page is measured once all of them (and the token, if asked) are in. */
export interface ProbeSetup {
  marks: readonly Mark[];
  /** Also wait for the area's frame to receive its token (the portal's axiosAuthorization message). */
  token: boolean;
}

const DONE = 'time-to-app-probe: done';
const TOKEN = 'time-to-app-probe: token at ';

/** Installs the probe in every document the context loads from now on. */
export async function installTimeToAppProbe(context: BrowserContext, setups: Record<string, ProbeSetup>): Promise<void> {
  await context.addInitScript({ content: `(() => { const __name = (target) => target; (${probe.toString()})(${JSON.stringify({ setups, done: DONE, token: TOKEN })}); })();` });
}

function probe({ setups, done, token }: { setups: Record<string, ProbeSetup>; done: string; token: string }): void {
  if (window !== window.top) {
    // The area's frame: the token message's arrival, as an absolute time the top can convert.
    addEventListener('message', (event) => {
      if (JSON.stringify(event.data ?? null).includes('axiosAuthorization')) console.debug(`${token}${performance.timeOrigin + performance.now()}`);
    });
    return;
  }
  const setup = setups[new URL(location.href).searchParams.get('probe') ?? ''];
  if (!setup) return;
  const Profiler = (window as unknown as { Profiler?: new (options: unknown) => object }).Profiler;
  if (typeof Profiler === 'function') {
    const started: Array<{ called: number; at: number; profiler: object }> = [];
    (window as unknown as { probeProfilers: typeof started }).probeProfilers = started;
    // A function, not an arrow: the page calls it with `new`, which returns the profiler given.
    (window as unknown as { Profiler: unknown }).Profiler = function (options: unknown) {
      const called = performance.now();
      const profiler = new Profiler(options);
      started.push({ called, at: performance.now(), profiler });
      return profiler;
    };
  }
  const painted: Record<string, number> = {};
  const pending = new Set(setup.marks.map((mark) => mark.name));
  const longTasks: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.startTime);
  }).observe({ type: 'longtask', buffered: true });
  (window as unknown as { timeToApp: Record<string, number> }).timeToApp = painted;
  const present = (mark: Mark) => {
    const root = mark.host ? document.querySelector(mark.host)?.shadowRoot : document;
    return !!root && mark.selectors.every((selector) => root.querySelector(selector) !== null);
  };
  const check = () => {
    for (const mark of setup.marks) {
      if (!pending.has(mark.name) || !present(mark)) continue;
      pending.delete(mark.name);
      requestAnimationFrame(() => {
        void scheduler.postTask(
          () => {
            const at = performance.now();
            painted[mark.name] = at;
            // Long tasks that started before this mark was painted.
            painted[`${mark.name}.longTasks`] = longTasks.filter((start) => start < at).length;
            if (Object.keys(painted).length === setup.marks.length * 2) console.debug(done);
          },
          { priority: 'user-blocking' },
        );
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    const host = this.localName;
    new MutationObserver(() => {
      // The first nodes in a host's shadow root: right after its first React commit.
      (window as unknown as { firstCommits: Record<string, number> }).firstCommits[host] ??= performance.now();
      check();
    }).observe(root, { childList: true, subtree: true });
    return root;
  };
  (window as unknown as { firstCommits: Record<string, number> }).firstCommits = {};
}

/**
 * Loads `url` (with `?probe=<kind>`) in `page` from about:blank and returns each mark's figure,
 * `token` (ms from navigation start to the area's token) when the setup asks for it, `profiled`
 * (1 when the host marked the load for profiling, else 0) and, when the page started a profiler,
 * `profilerStarted` and `firstSample` (its first sample; the profiler is stopped to read it), and
 * on the portal `shellCommit` (the first nodes in `<portal-shell>`'s shadow root) and
 * `userDataStart` (GetUserData's resource-timing start, when it was asked).
 */
export async function loadAndReadMarks(page: Page, url: string, kind: string, setup: ProbeSetup, timeoutMs = 30_000): Promise<Record<string, number>> {
  await page.goto('about:blank');
  const target = new URL(url);
  target.searchParams.set('probe', kind);
  const marksIn = page.waitForEvent('console', { predicate: (message) => message.text() === DONE, timeout: timeoutMs });
  const tokenIn = setup.token
    ? page.waitForEvent('console', { predicate: (message) => message.text().startsWith(TOKEN), timeout: timeoutMs }).then((message) => Number(message.text().slice(TOKEN.length)))
    : Promise.resolve(null);
  await page.goto(target.href, { waitUntil: 'commit' });
  const [, tokenAt] = await Promise.all([marksIn, tokenIn]);
  const { marks, origin, profiling } = await page.evaluate(readPage);
  return { ...marks, ...profiling, ...(tokenAt === null ? {} : { token: tokenAt - origin }) };
}

/** Runs in the page once every mark is in: the marks, and what the page's profiler recorded. */
async function readPage() {
  const marks = (window as unknown as { timeToApp: Record<string, number> }).timeToApp;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const profiled = (navigation?.serverTiming ?? []).some((entry) => entry.name === 'js-profiling') ? 1 : 0;
  const [first] = (window as unknown as { probeProfilers?: Array<{ called: number; at: number; profiler: { stop(): Promise<{ samples: Array<{ timestamp: number }> }> } }> }).probeProfilers ?? [];
  const profiling: Record<string, number> = { profiled };
  if (first) {
    profiling.profilerCalled = first.called;
    profiling.profilerStarted = first.at;
    const trace = await first.profiler.stop().catch(() => ({ samples: [] }));
    if (trace.samples.length > 0) profiling.firstSample = trace.samples[0]!.timestamp;
  }
  // When GetUserData was asked (resource timing's start: the fetch call), and the shell's first commit.
  const userData = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/GetUserData'));
  const shellCommit = (window as unknown as { firstCommits: Record<string, number> }).firstCommits['portal-shell'];
  const order: Record<string, number> = {};
  if (userData) order.userDataStart = userData.startTime;
  if (shellCommit !== undefined) order.shellCommit = shellCommit;
  return { marks, origin: performance.timeOrigin, profiling: { ...profiling, ...order } };
}
