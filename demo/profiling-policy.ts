// How the demo host decides, per page load, whether the error reporter profiles it: the example
// of what a host does (src/services/error-reporting/profiling-policy.ts says why). The profiler
// needs `Document-Policy: js-profiling`, which slows every load it is on, and the portal profiles
// only within a trace; so the host sends the policy on the loads both traced and profiled (the
// trace rate × the profile sample rate, 0.3 × 0.3 ≈ 9 %), marked `Server-Timing: js-profiling`.
// The portal traces and profiles exactly those from their start, never profiles the others, and
// traces the others at the rate that keeps 30 % of all loads traced. Decide once per document
// request (not for its scripts or styles), before the response's headers are sent.
import { ERROR_REPORTING } from '../src/config/business-constants';
import { PROFILING_MARK, profileThisLoad } from '../src/services/error-reporting/profiling-policy';

/** The environment variable that sets the demo's profile sample rate (of traced loads; a number from 0 to 1). */
export const PROFILE_SAMPLE_RATE_VARIABLE = 'PORTAL_PROFILE_SAMPLE_RATE';

/** The headers of one page load: the policy and its mark when it is profiled, else none. */
export function profilingHeaders(profiled: boolean): Record<string, string> {
  return profiled ? { 'Document-Policy': 'js-profiling', 'Server-Timing': PROFILING_MARK } : {};
}

/**
 * The host's decision for each page load at a profile sample rate (of traced loads, the product's
 * 0.3 by default): true on about `tracesSampleRate × profileSampleRate` of the loads.
 */
export function profileLoadsAt(profileSampleRate: number = ERROR_REPORTING.profilesSampleRate, random: () => number = Math.random): () => boolean {
  const rates = { tracesSampleRate: ERROR_REPORTING.tracesSampleRate, profilesSampleRate: profileSampleRate };
  return () => profileThisLoad(random, rates);
}

/** The rate from the environment variable's value: the product's profile sample rate when unset; a value that is no rate stops the start. */
export function profileSampleRateFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return ERROR_REPORTING.profilesSampleRate;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`${PROFILE_SAMPLE_RATE_VARIABLE} must be a number from 0 to 1, not ${JSON.stringify(value)}`);
  return rate;
}
