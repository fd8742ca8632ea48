// How the error-reporting SDK is started and called, with the SDK replaced by spies, and which
// Server-Timing names the page's own document response carries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfilerConstructor as ProfilerCtor } from '../../../src/services/error-reporting/early-profiler';

const sentry = await vi.hoisted(async () => (await import('../sentry-stand-in')).sentryStandIn());
vi.mock('@sentry/browser', () => sentry);

const REPLAY = '../../../src/services/error-reporting/replay';

async function sdk() {
  vi.resetModules();
  return import('../../../src/services/error-reporting/sdk');
}

/** Waits until the replay chunk of every startSdk call so far has added its integrations. */
const replayAdded = (integrations: number) => vi.waitFor(() => expect(sentry.addIntegration).toHaveBeenCalledTimes(integrations), { timeout: 10_000 });

/** The options startSdk gave init. */
const initOptions = () => sentry.init.mock.calls[0]?.[0] as Record<string, unknown>;

beforeEach(() => {
  for (const spy of Object.values(sentry)) spy.mockClear();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
});

afterEach(() => {
  vi.doUnmock(REPLAY);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startSdk', () => {
  it('passes the release when there is one, and no release key otherwise', async () => {
    const s = await sdk();
    s.startSdk({ dsn: 'https://public@errors.example/1', environment: 'Production', release: '0.2.0' });
    expect(initOptions()).toMatchObject({ dsn: 'https://public@errors.example/1', environment: 'Production', release: '0.2.0' });
    sentry.init.mockClear();
    s.startSdk({ dsn: 'https://public@errors.example/1', environment: 'Production', release: '' });
    expect(initOptions()).not.toHaveProperty('release');
    await replayAdded(2);
  });

  it('traces page loads with the tracing integration and profiles per trace', async () => {
    const s = await sdk();
    s.startSdk({ dsn: 'https://public@errors.example/1', environment: 'Dev' });
    expect(initOptions()).toMatchObject({ profileLifecycle: 'trace', integrations: [{ name: 'BrowserTracing' }] });
    expect(sentry.browserTracingIntegration).toHaveBeenCalledTimes(1);
    await replayAdded(1);
  });

  it('adds the replay integration, and the profiler on a marked load, once the replay chunk has loaded', async () => {
    vi.mocked(performance.getEntriesByType).mockReturnValue([{ serverTiming: [{ name: 'js-profiling' }] }] as unknown as PerformanceEntryList);
    const s = await sdk();
    s.startSdk({ dsn: 'https://public@errors.example/1', environment: 'Dev' });
    await replayAdded(2);
    expect(sentry.addIntegration.mock.calls.map(([integration]) => (integration as { name: string }).name)).toEqual(['Replay', 'BrowserProfiling']);
  });

  it('warns, and reports nothing, when the replay chunk cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('chunk failed');
    vi.doMock(REPLAY, () => {
      throw failure;
    });
    const s = await sdk();
    s.startSdk({ dsn: 'https://public@errors.example/1', environment: 'Dev' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(warn.mock.calls[0]?.[0]).toBe('Session replay could not be loaded.');
    expect(sentry.addIntegration).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });
});

describe('tracesSamplerFor', () => {
  it('samples this page load at the load\'s rate, and any other root span, with or without attributes, at the product\'s', async () => {
    const { tracesSamplerFor } = await sdk();
    const sampler = tracesSamplerFor({ pageLoadTraceRate: 1, otherTraceRate: 0.3, profileSessionSampleRate: 1 });
    expect(sampler({ attributes: { 'sentry.op': 'pageload' } })).toBe(1);
    expect(sampler({ attributes: { 'sentry.op': 'navigation' } })).toBe(0.3);
    // A sampler that throws drops the span (the SDK has no other rate to fall back to).
    expect(sampler({})).toBe(0.3);
  });
});

describe('report and reportWarning', () => {
  it('report captures the error as it is; reportWarning at the warning level', async () => {
    const s = await sdk();
    const error = new Error('recovered');
    s.report(error);
    expect(sentry.captureException).toHaveBeenLastCalledWith(error);
    s.reportWarning(error);
    expect(sentry.captureException).toHaveBeenLastCalledWith(error, { level: 'warning' });
  });
});

describe('documentServerTiming', () => {
  const policy = () => import('../../../src/services/error-reporting/profiling-policy');

  it('gives the Server-Timing names of the navigation entry, in order', async () => {
    vi.mocked(performance.getEntriesByType).mockReturnValue([{ serverTiming: [{ name: 'cache' }, { name: 'js-profiling' }] }] as unknown as PerformanceEntryList);
    const { documentServerTiming } = await policy();
    expect(documentServerTiming()).toEqual(['cache', 'js-profiling']);
    expect(performance.getEntriesByType).toHaveBeenCalledWith('navigation');
  });

  it('gives none without a navigation entry, or one without Server-Timing', async () => {
    const { documentServerTiming } = await policy();
    expect(documentServerTiming()).toEqual([]);
    vi.mocked(performance.getEntriesByType).mockReturnValue([{}] as unknown as PerformanceEntryList);
    expect(documentServerTiming()).toEqual([]);
  });

  it('gives none where there is no performance timeline (outside a browser)', async () => {
    const { documentServerTiming } = await policy();
    vi.stubGlobal('performance', undefined);
    expect(documentServerTiming()).toEqual([]);
    vi.stubGlobal('performance', { now: () => 0 });
    expect(documentServerTiming()).toEqual([]);
  });

  it('mayProfile: only the exact mark counts', async () => {
    const { mayProfile, PROFILING_MARK } = await policy();
    expect(PROFILING_MARK).toBe('js-profiling');
    expect(mayProfile(['js-profiling'])).toBe(true);
    expect(mayProfile(['js-profiling-x', 'JS-PROFILING'])).toBe(false);
    expect(mayProfile([])).toBe(false);
  });

  it('the host profiles traces 0.3 × profiles 0.3 of page loads: about 9 %', async () => {
    const { profiledShare, profileThisLoad } = await policy();
    expect(profiledShare()).toBeCloseTo(0.09, 10);
    expect(profileThisLoad(() => 0.0899)).toBe(true);
    expect(profileThisLoad(() => 0.09)).toBe(false);
    expect(profileThisLoad(() => 0.5)).toBe(false);
    expect(profileThisLoad(() => 0.5, { tracesSampleRate: 1, profilesSampleRate: 0.6 })).toBe(true);
  });

  it('every profiled load is traced, an unmarked one is never profiled, and the traced share of all loads stays 0.3', async () => {
    const { loadSampling, profiledShare, unmarkedTraceRate } = await policy();
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

describe('startProfilerEarly', () => {
  const early = () => import('../../../src/services/error-reporting/early-profiler');

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

  it('on a marked load starts the profiler at once with the SDK\'s settings, and hands that one to the SDK\'s first new Profiler()', async () => {
    const { startProfilerEarly, EARLY_PROFILER_OPTIONS } = await early();
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

  it('gives the SDK a new profiler when the early one has already stopped', async () => {
    const { startProfilerEarly } = await early();
    const { built, Profiler } = fakeProfiler();
    const scope: { Profiler?: ProfilerCtor } = { Profiler };
    startProfilerEarly(scope, ['js-profiling']);
    built[0]!.stopped = true;
    expect(new scope.Profiler!({ sampleInterval: 10, maxBufferSize: 3000 })).toBe(built[1]);
  });

  it('never starts one on an unmarked load, without the API, or when the browser refuses it', async () => {
    const { startProfilerEarly } = await early();
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

  it('reads the mark of the page\'s own document response by default', async () => {
    vi.mocked(performance.getEntriesByType).mockReturnValue([{ serverTiming: [{ name: 'js-profiling' }] }] as unknown as PerformanceEntryList);
    const { startProfilerEarly } = await early();
    const { built, Profiler } = fakeProfiler();
    expect(startProfilerEarly({ Profiler })).toBe(true);
    expect(built).toHaveLength(1);
  });
});
