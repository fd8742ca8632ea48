// The error reporter's profiler needs the page sent with `Document-Policy: js-profiling`, and that
// header costs every load (Chromium starts slower with it). So the host decides per page load, at
// the profile sample rate, and marks the loads it chose with `Server-Timing: js-profiling`, which
// the portal reads (src/services/error-reporting/profiling-policy.ts) to profile exactly those.
import { ERROR_REPORTING } from '../src/config/business-constants';

/** The environment variable that sets the demo's rate (a number from 0 to 1). */
export const PROFILE_SAMPLE_RATE_VARIABLE = 'PORTAL_PROFILE_SAMPLE_RATE';

/** The headers of one page load: the policy and its marker on the loads chosen at `rate`, else none. */
export function profilingHeaders(rate: number, random: () => number = Math.random): Record<string, string> {
  return random() < rate ? { 'Document-Policy': 'js-profiling', 'Server-Timing': 'js-profiling' } : {};
}

/** The rate from the environment variable's value: the product's profile sample rate when unset; a value that is no rate stops the start. */
export function profileSampleRateFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return ERROR_REPORTING.profilesSampleRate;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`${PROFILE_SAMPLE_RATE_VARIABLE} must be a number from 0 to 1, not ${JSON.stringify(value)}`);
  return rate;
}
