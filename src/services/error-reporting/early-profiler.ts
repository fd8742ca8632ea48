// The profiler of a load the host marked for profiling, started when the portal starts, long
// before the error-reporting SDK loads (after the first paint, when the page is idle): so that
// the profile covers the start-up, its first sample before the chrome is painted. The SDK starts
// its profiler with `new Profiler(…)`; the first such call gets the running one instead, and its
// samples (timestamps from navigation start) go into the SDK's first profile chunk.
import { documentServerTiming, mayProfile } from './profiling-mark';

/** The SDK's own settings: a sample every 10 ms, at most 30 s of them. */
export const EARLY_PROFILER_OPTIONS = { sampleInterval: 10, maxBufferSize: 3000 } as const;

interface RunningProfiler {
  readonly stopped: boolean;
}

/** The browser's Profiler constructor (the JS Self-Profiling API), as far as this module uses it. */
export type ProfilerConstructor = new (options: { sampleInterval: number; maxBufferSize: number }) => RunningProfiler;

/** Where the constructor lives: the window. */
export interface ProfilerScope {
  Profiler?: ProfilerConstructor;
}

/**
 * On a load the host marked for profiling, starts the browser's profiler now and hands it to the
 * next `new Profiler(…)` in `scope` (the SDK's); the constructor is put back as it was at that call.
 * Nothing happens on an unmarked load, without the Profiler API, or when the browser refuses (no
 * Document-Policy after all).
 * @param scope The global object; the window by default.
 * @param serverTiming The Server-Timing names of the page's document response.
 * @returns whether a profiler was started
 */
export function startProfilerEarly(scope: ProfilerScope = globalThis as ProfilerScope, serverTiming: readonly string[] = documentServerTiming()): boolean {
  const original = scope.Profiler;
  if (!mayProfile(serverTiming) || typeof original !== 'function') return false;
  let running: RunningProfiler;
  try {
    running = new original(EARLY_PROFILER_OPTIONS);
  } catch {
    return false;
  }
  // A function, not an arrow: the SDK calls it with `new`, which then returns the object given.
  const handOver = function (options: { sampleInterval: number; maxBufferSize: number }) {
    scope.Profiler = original;
    return running.stopped ? new original(options) : running;
  };
  scope.Profiler = handOver as unknown as ProfilerConstructor;
  return true;
}
