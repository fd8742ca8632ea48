import { clearCachedLogin } from '../../src/stores/session/login-cache';

/**
 * Polls `check` every animation frame until it returns a truthy value, or fails after `timeout` ms
 * naming what it waited for (`message`): a guard against a hang, long enough for a busy two-core
 * machine, and shorter than the runner's test timeout (15 s, 20 s in WebKit:
 * web-test-runner.config.mjs), so that a stuck test says which step it is stuck on.
 */
export async function waitFor<T>(
  check: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  message: string,
  timeout = 10_000,
): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out after ${timeout} ms waiting for ${message}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
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
 */
export function holdTimeouts(ms: number): { taken(): Array<() => void>; restore(): void } {
  const original = window.setTimeout;
  const held: Array<() => void> = [];
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay !== ms || typeof handler !== 'function') return original(handler, delay, ...args);
    held.push(() => handler(...args));
    return 0;
  }) as typeof window.setTimeout;
  return { taken: () => held.splice(0), restore: () => void (window.setTimeout = original) };
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
