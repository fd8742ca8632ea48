// How a page load knows that its host chose it for profiling: the host's Server-Timing mark on the
// document response. Apart from the sampling rates (profiling-policy.ts), so that the first-paint
// path, where the profiler starts (early-profiler.ts), carries only this.

/** The mark a host puts on a page load it sent with `Document-Policy: js-profiling` (a Server-Timing entry). */
export const PROFILING_MARK = 'js-profiling';

/**
 * Whether this page load may be profiled: the host sent the profiler's document policy, which it
 * says with the Server-Timing mark (a page cannot read its own Document-Policy, and starting the
 * profiler without it only logs a policy violation). Only the exact mark counts.
 */
export function mayProfile(serverTimingNames: readonly string[]): boolean {
  return serverTimingNames.includes(PROFILING_MARK);
}

/** The Server-Timing names of this page's own document response (none outside a browser). */
export function documentServerTiming(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.serverTiming ?? []).map((entry) => entry.name);
}
