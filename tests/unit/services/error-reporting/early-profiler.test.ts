// The profiler started before the error-reporting SDK loads, and handed over to it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PROFILER_OPTIONS, startProfilerEarly, type ProfilerConstructor as ProfilerCtor } from '../../../../src/services/error-reporting/early-profiler';

afterEach(() => vi.restoreAllMocks());

describe('startProfilerEarly', () => {
  /** A Profiler constructor that records each instance it builds; `refuse` makes it throw as without the policy. */
  function fakeProfiler({ refuse = false } = {}) {
    const built: Array<{ options: unknown; stopped: boolean }> = [];
    const Profiler = vi.fn(function (this: { options: unknown; stopped: boolean }, options: unknown) {
      if (refuse) throw new Error('document policy violation');
      this.options = options;
      this.stopped = false;
      built.push(this);
    });
    return { built, Profiler: Profiler as unknown as ProfilerCtor };
  }

  it('on a marked load starts the profiler at once with the SDK\'s settings, and hands that one to the SDK\'s first new Profiler()', () => {
    const { built, Profiler } = fakeProfiler();
    const scope: { Profiler?: ProfilerCtor } = { Profiler };
    expect(startProfilerEarly(scope, ['js-profiling'])).toBe(true);
    expect(built).toHaveLength(1);
    expect(built[0]!.options).toEqual(EARLY_PROFILER_OPTIONS);
    const taken = new scope.Profiler!({ sampleInterval: 10, maxBufferSize: 3000 });
    expect(taken).toBe(built[0]);
    expect(scope.Profiler).toBe(Profiler);
    // Later chunks get profilers of their own.
    expect(new scope.Profiler!({ sampleInterval: 10, maxBufferSize: 3000 })).not.toBe(built[0]);
  });

  it('gives the SDK a new profiler when the early one has already stopped', () => {
    const { built, Profiler } = fakeProfiler();
    const scope: { Profiler?: ProfilerCtor } = { Profiler };
    startProfilerEarly(scope, ['js-profiling']);
    built[0]!.stopped = true;
    expect(new scope.Profiler!({ sampleInterval: 10, maxBufferSize: 3000 })).toBe(built[1]);
  });

  it('never starts one on an unmarked load, without the API, or when the browser refuses it', () => {
    const unmarked = fakeProfiler();
    const scope: { Profiler?: ProfilerCtor } = { Profiler: unmarked.Profiler };
    expect(startProfilerEarly(scope, ['cache'])).toBe(false);
    expect(unmarked.built).toHaveLength(0);
    expect(scope.Profiler).toBe(unmarked.Profiler);
    expect(startProfilerEarly({}, ['js-profiling'])).toBe(false);
    const refused = fakeProfiler({ refuse: true });
    const refusing: { Profiler?: ProfilerCtor } = { Profiler: refused.Profiler };
    expect(startProfilerEarly(refusing, ['js-profiling'])).toBe(false);
    expect(refusing.Profiler).toBe(refused.Profiler);
  });

  it('reads the mark of the page\'s own document response by default', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ serverTiming: [{ name: 'js-profiling' }] }] as unknown as PerformanceEntryList);
    const { built, Profiler } = fakeProfiler();
    expect(startProfilerEarly({ Profiler })).toBe(true);
    expect(built).toHaveLength(1);
  });
});
