// The one criterion of "painted" for the start-up and bytes benchmarks, installed in a page before
// any of its scripts run (playwright's addInitScript), identical for the portal and the floor page.
//
// Painted: every selector of a target matches inside the shadow root of its `host` element, and
// the frame after that has been rendered. Each shadow root is watched from the moment it is attached
// (a MutationObserver, so the check runs in the microtask after React's commit); at the first
// match a requestAnimationFrame callback queues a `scheduler.postTask` task of priority
// 'user-blocking': its performance.now() (from navigation start) is the figure. A frame callback
// runs before that frame's style, layout and paint; a task queued from it runs after them, and
// Chromium's scheduler runs user-blocking tasks ahead of the normal-priority ones already queued.
//
// Why not a MessageChannel message (the first criterion, still recorded as `queuedMessageAt`): a
// message is a normal-priority task, so on a page that queues work right after its first render
// (lazy chunks arriving, fetch callbacks, React's passive effects scheduled as messages) it waits
// behind all of that, and the figure measured the queue of a busy page, not its paint: 15–20 ms
// after the frame on the portal, about 0 on the idle floor. The user-blocking task still waits for
// a task already running (it cannot pre-empt), so long work after the commit still counts.
// Long tasks (PerformanceObserver 'longtask', buffered) are collected from the start.
//
// The page is not touched from outside until it has painted: once both figures are in, the probe
// writes a console message (a DevTools event, nothing evaluated in the page), and only then is the
// state read. Polling with waitForFunction would make playwright evaluate its injected script
// (about 330 KB, 5 ms of main thread) in the page right after its `load` event, in the middle of a
// start-up that is still rendering: it would measure the harness, and the slower page more.
import type { Page } from 'playwright-core';

/** What the probe records in the page. */
export interface PaintProbeResult {
  /** ms from navigation start to the first check that found every selector. */
  presentAt: number;
  /** ms from navigation start to the first user-blocking task after that frame (the figure). */
  paintedAt: number;
  /** ms from navigation start to a normal-priority message posted in that frame (informational). */
  queuedMessageAt: number;
  /** Long tasks that started before `paintedAt`: count and summed duration. */
  longTaskCount: number;
  longTaskMs: number;
}

interface ProbeState {
  presentAt?: number;
  paintedAt?: number;
  queuedMessageAt?: number;
  longTasks: Array<{ startTime: number; duration: number }>;
}

declare global {
  interface Window {
    paintProbe?: ProbeState;
  }
}

/** What must be in a page for it to count as shown: selectors inside the shadow root of `host`. */
export interface PaintTarget {
  host: string;
  selectors: readonly string[];
}

/** Installs the probe in every top-level document the page loads from now on; the first target found counts. */
export async function installPaintProbe(page: Page, targets: readonly PaintTarget[]): Promise<void> {
  await page.addInitScript({ content: inPageScript(probe, { targets, painted: PAINTED }) });
}

/** The console message the probe writes once it has both figures. */
const PAINTED = 'paint-probe: painted';

/**
 * The source of a call of `run(argument)` for a page. tsx (esbuild's keepNames) wraps named
 * functions in a `__name` helper that exists only in Node: the page gets an identity one.
 */
function inPageScript<T>(run: (argument: T) => void, argument: T): string {
  return `(() => { const __name = (target) => target; (${run.toString()})(${JSON.stringify(argument)}); })();`;
}

/** Runs in the page, before its own scripts. */
function probe({ targets, painted }: { targets: readonly PaintTarget[]; painted: string }): void {
  if (window !== window.top) return;
  // The bytes benchmark reads every resource entry: room for all of them.
  performance.setResourceTimingBufferSize(100_000);
  const state: ProbeState = { longTasks: [] };
  const reportWhenDone = () => {
    if (state.paintedAt !== undefined && state.queuedMessageAt !== undefined) console.debug(painted);
  };
  window.paintProbe = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const present = () =>
    targets.some(({ host, selectors }) => {
      const root = document.querySelector(host)?.shadowRoot;
      return !!root && selectors.every((selector) => root.querySelector(selector) !== null);
    });
  const check = () => {
    if (state.presentAt !== undefined || !present()) return;
    state.presentAt = performance.now();
    requestAnimationFrame(() => {
      void scheduler.postTask(
        () => {
          state.paintedAt = performance.now();
          reportWhenDone();
        },
        { priority: 'user-blocking' },
      );
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.queuedMessageAt = performance.now();
        reportWhenDone();
      };
      channel.port2.postMessage(null);
    });
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    new MutationObserver(check).observe(root, { childList: true, subtree: true });
    return root;
  };
}

/**
 * Loads `url` in the page (which has the probe) from `about:blank` and returns the probe's
 * figures once it has painted; nothing is evaluated in the page before that. From about:blank,
 * so that no page pays for the previous one's unload, and so that a message of the previous
 * document (a page still starting when this is called) cannot be taken for this one's.
 */
export async function loadAndReadPaintProbe(page: Page, url: string, timeoutMs = 30_000): Promise<PaintProbeResult> {
  await page.goto('about:blank');
  const painted = page.waitForEvent('console', { predicate: (message) => message.text() === PAINTED, timeout: timeoutMs });
  await page.goto(url, { waitUntil: 'commit' });
  await painted;
  return page.evaluate(() => {
    const state = window.paintProbe!;
    const paintedAt = state.paintedAt!;
    const before = state.longTasks.filter((task) => task.startTime < paintedAt);
    return {
      presentAt: state.presentAt!,
      paintedAt,
      queuedMessageAt: state.queuedMessageAt!,
      longTaskCount: before.length,
      longTaskMs: before.reduce((sum, task) => sum + task.duration, 0),
    };
  });
}
