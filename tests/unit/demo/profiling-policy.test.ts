import { describe, expect, it } from 'vitest';
import { profileLoadsAt, profileSampleRateFrom, profilingHeaders } from '../../../demo/profiling-policy';
import { loadSampling, mayProfile } from '../../../src/services/error-reporting/profiling-policy';

/** A random source that yields `values` in turn. */
const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length]!;
};

describe('the demo host decides per page load whether it is profiled', () => {
  it('sends the policy and its mark on a profiled load, nothing on the others', () => {
    expect(profilingHeaders(true)).toEqual({ 'Document-Policy': 'js-profiling', 'Server-Timing': 'js-profiling' });
    expect(profilingHeaders(false)).toEqual({});
  });

  it('profiles the loads both traced and profiled: draws under 0.3 × 0.3, at the product\'s rate by default', () => {
    const decide = profileLoadsAt(undefined, sequence(0.05, 0.0899, 0.09, 0.29, 0.95));
    expect(Array.from({ length: 5 }, decide)).toEqual([true, true, false, false, false]);
    expect(profileLoadsAt(1, () => 0.299)()).toBe(true);
    expect(profileLoadsAt(1, () => 0.3)()).toBe(false);
    expect(profileLoadsAt(0, () => 0)()).toBe(false);
  });

  it('the portal profiles exactly the loads the host marked: about 9 % of them, all among the traced ones', () => {
    const decide = profileLoadsAt(undefined, sequence(...Array.from({ length: 1000 }, (_, i) => (i * 0.618034) % 1)));
    const marked = Array.from({ length: 1000 }, () => profilingHeaders(decide())).map((headers) => mayProfile(headers['Server-Timing'] ? [headers['Server-Timing']] : []));
    expect(marked.filter(Boolean).length / 1000).toBeCloseTo(0.09, 2);
    // A marked load is traced and profiled; an unmarked one never profiled.
    expect(loadSampling(true)).toMatchObject({ pageLoadTraceRate: 1, profileSessionSampleRate: 1 });
    expect(loadSampling(false).profileSessionSampleRate).toBe(0);
    expect(mayProfile(['cache', 'db'])).toBe(false);
  });

  it('reads its rate from the environment: the product\'s 0.3 when unset, a rate from 0 to 1, and refuses anything else by name', () => {
    expect(profileSampleRateFrom(undefined)).toBe(0.3);
    expect(profileSampleRateFrom(' ')).toBe(0.3);
    expect(profileSampleRateFrom('1')).toBe(1);
    expect(profileSampleRateFrom('0')).toBe(0);
    for (const bad of ['1.5', '-0.1', 'often', 'NaN']) expect(() => profileSampleRateFrom(bad)).toThrow(/PORTAL_PROFILE_SAMPLE_RATE must be a number from 0 to 1/);
  });
});
