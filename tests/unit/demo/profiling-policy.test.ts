import { describe, expect, it } from 'vitest';
import { profileSampleRateFrom, profilingHeaders } from '../../../demo/profiling-policy';
import { mayProfile } from '../../../src/services/error-reporting/profiling-policy';

/** A random source that yields `values` in turn. */
const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length]!;
};

describe('the demo host samples page loads for the profiler', () => {
  it('sends the policy and its mark on a load drawn under the rate, nothing on the others', () => {
    const random = sequence(0.05, 0.29, 0.3, 0.95);
    const loads = Array.from({ length: 4 }, () => profilingHeaders(0.3, random));
    expect(loads).toEqual([
      { 'Document-Policy': 'js-profiling', 'Server-Timing': 'js-profiling' },
      { 'Document-Policy': 'js-profiling', 'Server-Timing': 'js-profiling' },
      {},
      {},
    ]);
  });

  it('at 0 never sends it, at 1 always', () => {
    expect(profilingHeaders(0, () => 0)).toEqual({});
    expect(profilingHeaders(1, () => 0.999)).toHaveProperty('Document-Policy', 'js-profiling');
  });

  it('the portal profiles exactly the loads the host marked, so the share profiled is the host\'s rate', () => {
    const random = sequence(...Array.from({ length: 1000 }, (_, i) => (i * 0.618034) % 1));
    const profiled = Array.from({ length: 1000 }, () => profilingHeaders(0.3, random)).filter((headers) =>
      mayProfile(headers['Server-Timing'] ? [headers['Server-Timing']] : []),
    ).length;
    expect(profiled / 1000).toBeCloseTo(0.3, 2);
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
