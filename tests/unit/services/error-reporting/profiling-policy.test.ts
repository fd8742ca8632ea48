// The host's per-load decision to profile, and how each load is then traced and profiled.
import { describe, expect, it } from 'vitest';
import { loadSampling, profiledShare, profileThisLoad, unmarkedTraceRate } from '../../../../src/services/error-reporting/profiling-policy';

describe('profiling policy', () => {
  it('the host profiles traces 0.3 × profiles 0.3 of page loads: about 9 %', () => {
    expect(profiledShare()).toBeCloseTo(0.09, 10);
    expect(profileThisLoad(() => 0.0899)).toBe(true);
    expect(profileThisLoad(() => 0.09)).toBe(false);
    expect(profileThisLoad(() => 0.5)).toBe(false);
    expect(profileThisLoad(() => 0.5, { tracesSampleRate: 1, profilesSampleRate: 0.6 })).toBe(true);
  });

  it('every profiled load is traced, an unmarked one is never profiled, and the traced share of all loads stays 0.3', () => {
    expect(loadSampling(true)).toEqual({ pageLoadTraceRate: 1, otherTraceRate: 0.3, profileSessionSampleRate: 1 });
    expect(loadSampling(false)).toEqual({ pageLoadTraceRate: unmarkedTraceRate(), otherTraceRate: 0.3, profileSessionSampleRate: 0 });
    for (const rates of [{ tracesSampleRate: 0.3, profilesSampleRate: 0.3 }, { tracesSampleRate: 0.5, profilesSampleRate: 0.1 }, { tracesSampleRate: 0.2, profilesSampleRate: 1 }]) {
      const share = profiledShare(rates);
      const traced = share * loadSampling(true, rates).pageLoadTraceRate + (1 - share) * loadSampling(false, rates).pageLoadTraceRate;
      expect(traced).toBeCloseTo(rates.tracesSampleRate, 10);
      expect(share * loadSampling(true, rates).profileSessionSampleRate).toBeCloseTo(rates.tracesSampleRate * rates.profilesSampleRate, 10);
    }
    expect(unmarkedTraceRate({ tracesSampleRate: 1, profilesSampleRate: 1 })).toBe(0);
  });
});
