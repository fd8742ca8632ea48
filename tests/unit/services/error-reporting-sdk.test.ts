// How the error-reporting SDK is started and called, with the SDK replaced by spies, and which
// Server-Timing names the page's own document response carries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  addIntegration: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
  browserProfilingIntegration: vi.fn(() => ({ name: 'BrowserProfiling' })),
}));
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
});
