// How the error-reporting SDK is started and called, with the SDK replaced by spies.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = await vi.hoisted(async () => (await import('../../sentry-stand-in')).sentryStandIn());
vi.mock('@sentry/browser', () => sentry);

const REPLAY = '../../../../src/services/error-reporting/replay';

async function sdk() {
  vi.resetModules();
  return import('../../../../src/services/error-reporting/sdk');
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
