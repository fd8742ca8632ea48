import type { ErrorEvent, EventHint } from '@sentry/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Sdk from '../../../../../src/services/error-reporting/sdk';
import { FakeStorage, until } from '../../store-test-kit';

// The error-reporting SDK is never loaded: its module is replaced by spies.
const sentry = await vi.hoisted(async () => (await import('../../../sentry-stand-in')).sentryStandIn());
vi.mock('@sentry/browser', () => sentry);

beforeEach(() => {
  vi.stubGlobal('localStorage', new FakeStorage());
  for (const spy of Object.values(sentry)) spy.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Events whose original error is an HTTP failure with status 401 are dropped and not reported.', () => {
  async function sdk() {
    vi.resetModules();
    const module = await import('../../../../../src/services/error-reporting/sdk');
    const { HttpError } = await import('../../../../../src/services/http-error');
    return { ...module, HttpError };
  }
  const event = { event_id: 'e1', type: undefined } as ErrorEvent;
  const hint = (originalException: unknown): EventHint => ({ originalException });

  it('an HttpError with status 401 -> null', async () => {
    const s = await sdk();
    expect(s.dropUnauthorized(event, hint(new s.HttpError('bad-request', 'HTTP 401', 401)))).toBeNull();
  });

  it.each([
    ['an HttpError 403', (s: Awaited<ReturnType<typeof sdk>>) => new s.HttpError('bad-request', 'HTTP 403', 403)],
    ['an HttpError 500', (s: Awaited<ReturnType<typeof sdk>>) => new s.HttpError('bad-response', 'HTTP 500', 500)],
    ['a network HttpError', (s: Awaited<ReturnType<typeof sdk>>) => new s.HttpError('network', 'Network Error')],
    ['an HttpError 400', (s: Awaited<ReturnType<typeof sdk>>) => new s.HttpError('bad-request', 'HTTP 400', 400)],
    ['an object shaped like an answered 401', () => ({ response: { status: 401 } })],
    ['a plain Error', () => new Error('boom')],
    ['a string', () => '401'],
    ['nothing', () => undefined],
  ])('%s -> the event, unchanged', async (_name, error) => {
    const s = await sdk();
    expect(s.dropUnauthorized(event, hint(error(s)))).toBe(event);
  });

  /** This page's own document response, with the Server-Timing names its host sent. */
  const documentResponse = (names: string[]) =>
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ serverTiming: names.map((name) => ({ name })) }] as unknown as PerformanceEntryList);

  /** The trace rate startSdk's sampler gives a root span of this op. */
  const traceRate = (op: string) => (sentry.init.mock.calls[0]![0] as { tracesSampler: (context: { attributes: Record<string, unknown> }) => number }).tracesSampler({ attributes: { 'sentry.op': op } });

  it('startSdk uses the sample rates (replay 0.2 / 1.0 on error), drops 401s, masks replays; a load the host did not mark is not profiled, its trace rate makes up for the marked ones', async () => {
    const s = await sdk();
    documentResponse(['cache']);
    s.startSdk({ dsn: 'https://public@errors.example/1', environment: 'Dev' });
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://public@errors.example/1',
        environment: 'Dev',
        replaysSessionSampleRate: 0.2,
        replaysOnErrorSampleRate: 1.0,
        profileSessionSampleRate: 0,
        beforeSend: s.dropUnauthorized,
      }),
    );
    // 0.09 of loads are marked and all traced; 0.91 × this rate makes up the rest of 0.3.
    expect(traceRate('pageload')).toBeCloseTo(0.21 / 0.91, 10);
    expect(traceRate('navigation')).toBe(0.3);
    await until(() => expect(sentry.addIntegration).toHaveBeenCalledTimes(1));
    expect(sentry.replayIntegration).toHaveBeenCalledWith({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
    expect(sentry.browserProfilingIntegration).not.toHaveBeenCalled();
    s.report('oops');
    expect(sentry.captureException).toHaveBeenCalledWith('oops');
  });

  it('a load the host sent with the profiler\'s document policy (marked js-profiling) is always traced and profiled: the host sampled it', async () => {
    const s = await sdk();
    documentResponse(['js-profiling']);
    s.startSdk({ dsn: 'https://public@errors.example/1', environment: 'Dev' });
    expect(sentry.init).toHaveBeenCalledWith(expect.objectContaining({ profileSessionSampleRate: 1, profileLifecycle: 'trace' }));
    expect(traceRate('pageload')).toBe(1);
    expect(traceRate('navigation')).toBe(0.3);
    await until(() => expect(sentry.addIntegration).toHaveBeenCalledTimes(2));
    expect(sentry.browserProfilingIntegration).toHaveBeenCalledTimes(1);
  });
});

describe('Error reporting: loaded after the first paint, losing nothing', () => {
  type Listener = (event: unknown) => void;

  async function errorReporting({ dsn = true } = {}) {
    vi.resetModules();
    const module = await import('../../../../../src/stores/reporting/error-reporting');
    const { $environment } = await import('../../../../../src/stores/platform/environment');
    const env = $environment.get();
    if (!dsn) vi.spyOn($environment, 'get').mockReturnValue({ ...env, SentryDsn: '' });
    const listeners = new Map<string, Listener>();
    const addEventListener = vi.fn((type: string, listener: Listener) => listeners.set(type, listener));
    const removeEventListener = vi.fn((type: string, listener: Listener) => {
      if (listeners.get(type) === listener) listeners.delete(type);
    });
    vi.stubGlobal('addEventListener', addEventListener);
    vi.stubGlobal('removeEventListener', removeEventListener);
    const fake = { startSdk: vi.fn(), report: vi.fn() };
    const load = vi.spyOn(module.loadSdk, 'load').mockResolvedValue(fake as unknown as typeof Sdk);
    vi.useFakeTimers();
    return { ...module, env, fake, load, listeners, addEventListener, removeEventListener };
  }

  it('with no DSN it does nothing', async () => {
    const s = await errorReporting({ dsn: false });
    await s.startErrorReporting();
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.load).not.toHaveBeenCalled();
    expect(s.addEventListener).not.toHaveBeenCalled();
  });

  it('with a DSN it waits for an idle moment, then starts the SDK with the dsn and environment', async () => {
    const s = await errorReporting();
    expect(s.env.SentryDsn).not.toBe('');
    const started = s.startErrorReporting();
    expect(s.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(s.load).toHaveBeenCalledTimes(1);
    expect(s.fake.startSdk).toHaveBeenCalledWith({ dsn: s.env.SentryDsn, environment: 'Production' });
  });

  it('on a load its host marked for profiling, starts the browser\'s profiler at once, long before the SDK loads; on any other, never', async () => {
    for (const [names, profilers] of [[['js-profiling'], 1], [['cache'], 0]] as const) {
      const s = await errorReporting();
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ serverTiming: names.map((name) => ({ name })) }] as unknown as PerformanceEntryList);
      const Profiler = vi.fn(function (this: { stopped: boolean }) {
        this.stopped = false;
      });
      vi.stubGlobal('Profiler', Profiler);
      const started = s.startErrorReporting();
      expect(Profiler).toHaveBeenCalledTimes(profilers);
      expect(s.load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await started;
      vi.useRealTimers();
    }
  });

  it('held by the shell until its opening view is shown: not loaded before, however idle the page, then at the next idle moment, with the errors of meanwhile', async () => {
    const s = await errorReporting();
    let show!: () => void;
    s.loadErrorReportingAfter(new Promise<void>((resolve) => (show = resolve)));
    const started = s.startErrorReporting();
    const meanwhile = new Error('before the area');
    s.reportError(meanwhile);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.load).not.toHaveBeenCalled();
    show();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(s.load).toHaveBeenCalledTimes(1);
    expect(s.fake.report).toHaveBeenCalledWith(meanwhile);
  });

  it('uses requestIdleCallback (timeout 3000) where the browser has it', async () => {
    const s = await errorReporting();
    const idle = vi.fn<(callback: () => void, options?: { timeout: number }) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const started = s.startErrorReporting();
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.load).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    idle.mock.calls[0]?.[0]();
    await started;
    expect(s.fake.startSdk).toHaveBeenCalledTimes(1);
  });

  it('queues errors until the SDK module loads, then reports them in order', async () => {
    const s = await errorReporting();
    const started = s.startErrorReporting();
    const caught = new Error('caught by the portal');
    const uncaught = new Error('uncaught');
    const rejected = new Error('unhandled rejection');
    s.reportError(caught);
    s.listeners.get('error')?.({ error: uncaught, message: 'Uncaught Error: uncaught' });
    s.listeners.get('error')?.({ error: null, message: 'Script error.' });
    s.listeners.get('unhandledrejection')?.({ reason: rejected });
    expect(s.fake.report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(s.fake.report.mock.calls.map(([error]) => error)).toEqual([caught, uncaught, 'Script error.', rejected]);
    expect(s.fake.startSdk.mock.invocationCallOrder[0]).toBeLessThan(s.fake.report.mock.invocationCallOrder[0] ?? 0);
    // The early listeners are gone once the SDK has its own.
    expect(s.removeEventListener).toHaveBeenCalledWith('error', expect.any(Function));
    expect(s.removeEventListener).toHaveBeenCalledWith('unhandledrejection', expect.any(Function));
    expect(s.listeners.size).toBe(0);
  });

  it('reportError before load queues, after load reports at once', async () => {
    const s = await errorReporting();
    const early = new Error('early');
    const late = new Error('late');
    s.reportError(early);
    expect(s.fake.report).not.toHaveBeenCalled();
    const started = s.startErrorReporting();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(s.fake.report).toHaveBeenCalledWith(early);
    s.reportError(late);
    expect(s.fake.report).toHaveBeenCalledTimes(2);
    expect(s.fake.report).toHaveBeenLastCalledWith(late);
  });

  it('is idempotent: two elements starting it load and start the SDK once, and report queued errors once', async () => {
    const s = await errorReporting();
    s.reportError('once');
    const first = s.startErrorReporting();
    const second = s.startErrorReporting();
    await vi.advanceTimersByTimeAsync(10);
    await Promise.all([first, second]);
    await s.startErrorReporting();
    await vi.advanceTimersByTimeAsync(10);
    expect(s.load).toHaveBeenCalledTimes(1);
    expect(s.fake.startSdk).toHaveBeenCalledTimes(1);
    expect(s.fake.report).toHaveBeenCalledTimes(1);
    expect(s.addEventListener).toHaveBeenCalledTimes(2);
  });

  it('a failing SDK load only warns', async () => {
    const s = await errorReporting();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.load.mockRejectedValue(new Error('chunk failed'));
    const started = s.startErrorReporting();
    await vi.advanceTimersByTimeAsync(1);
    await expect(started).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('after a failing SDK load, the early listeners are removed and errors are no longer kept', async () => {
    const s = await errorReporting();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.load.mockRejectedValueOnce(new Error('chunk failed'));
    const started = s.startErrorReporting();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(s.listeners.size).toBe(0);
    s.reportError(new Error('dropped, not kept forever'));
    // A later start does nothing: reporting stays off for this page, with nothing piled up.
    await s.startErrorReporting();
    expect(s.load).toHaveBeenCalledTimes(1);
    expect(s.fake.report).not.toHaveBeenCalled();
  });
});
