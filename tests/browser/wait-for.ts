import { clearCachedLogin } from '../../src/stores/session/login-cache';

/** The steps waited for now, read by the WebKit launcher when a file runs long (tests/tools/webkit-launcher.mjs). */
const waiting = new Set<{ message: string; start: number; lastFrame: number }>();
Object.defineProperty(globalThis, '__portalTestWaits', {
  value: () => [...waiting].map(({ message, start, lastFrame }) => `"${message}" for ${Math.round(performance.now() - start)} ms, last frame ${Math.round(performance.now() - lastFrame)} ms ago`),
  configurable: true,
});

/**
 * Polls `check` every animation frame until it returns a truthy value, or fails after `timeout` ms
 * naming what it waited for (`message`): a guard against a hang, long enough for a busy two-core
 * machine, and shorter than the runner's test timeout (15 s, 20 s in WebKit:
 * web-test-runner.config.mjs), so that a stuck test says which step it is stuck on. `seen`, when
 * given, says in the failure what there was instead (where focus was, say).
 */
export async function waitFor<T>(
  check: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  message: string,
  timeout = 10_000,
  seen?: () => string,
): Promise<T> {
  const start = performance.now();
  const step = { message, start, lastFrame: start };
  waiting.add(step);
  try {
    for (;;) {
      const value = await check();
      if (value) return value;
      if (performance.now() - start > timeout) throw new Error(`Timed out after ${timeout} ms waiting for ${message}${seen ? ` (${seen()})` : ''}`);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      step.lastFrame = performance.now();
    }
  } finally {
    waiting.delete(step);
  }
}


/** Animation frames that span at least `ms`: a frame lasts 1/60 s, and only longer on a busy machine. */
export const framesFor = (ms: number): number => Math.ceil((ms * 60) / 1000);

/**
 * For a rule with no event to await ("it must not close", "no second request is sent"): lets
 * `frames` animation frames pass, running `check` (which throws when something happened) after
 * each, so a failure shows on the frame it happens. Counted in frames, not milliseconds: a busy
 * machine makes frames longer, never shorter, so the span only grows there.
 */
export async function nothingHappensWithin(frames: number, check: () => unknown = () => undefined): Promise<void> {
  for (let frame = 0; frame < frames; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await check();
  }
}

/**
 * Fake timers for one delay: until `restore`, a `setTimeout` of exactly `ms` is held instead of
 * scheduled, for the test to run (`taken`) when it has seen what must not happen before it. Other
 * timers run as usual. For a rule "only after N ms" without spending N ms or trusting a clock.
 * A held timer cleared by its code (`clearTimeout`) is dropped, as the browser drops a real one: a
 * hover card whose delay a pointer started and then cancelled by leaving never opens, so the test
 * must not run that timer in place of the one still waiting.
 */
export function holdTimeouts(ms: number): { taken(): Array<() => void>; restore(): void } {
  const original = window.setTimeout;
  const originalClear = window.clearTimeout;
  const held = new Map<number, () => void>();
  // Ids below zero: never a real timer's, and not 0, which code may take for "no timer".
  let nextId = -1;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay !== ms || typeof handler !== 'function') return original(handler, delay, ...args);
    const id = nextId;
    nextId -= 1;
    held.set(id, () => handler(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id === undefined || !held.delete(id)) originalClear(id);
  }) as typeof window.clearTimeout;
  return {
    // Each runs its timer unless the code has cleared it since.
    taken: () =>
      [...held.keys()].map((id) => () => {
        const run = held.get(id);
        held.delete(id);
        run?.();
      }),
    restore: () => {
      window.setTimeout = original;
      window.clearTimeout = originalClear;
    },
  };
}

/** Adds `html` to a fresh container in the document and returns its first element. */
export function fixture<T extends Element>(html: string): T {
  const host = document.createElement('div');
  host.setAttribute('data-fixture', '');
  // Test markup written by the test itself, never input from outside.
  host.insertAdjacentHTML('beforeend', html);
  document.body.append(host);
  return host.firstElementChild as T;
}

/**
 * Removes every fixture added by {@link fixture}, and forgets the tab's cached sign-in: the next
 * shell of this page starts as on a first visit (the loader while signing in). A test that wants
 * the cached start removes its own element instead.
 */
export function cleanupFixtures(): void {
  for (const host of document.querySelectorAll('[data-fixture]')) host.remove();
  clearCachedLogin();
}
