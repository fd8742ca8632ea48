// Session replay's integrations, with the SDK replaced by spies.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createReplay } from '../../../../src/services/error-reporting/replay';

const sentry = await vi.hoisted(async () => (await import('../../sentry-stand-in')).sentryStandIn());
vi.mock('@sentry/browser', () => sentry);

beforeEach(() => {
  for (const spy of Object.values(sentry)) spy.mockClear();
});

describe('createReplay', () => {
  it('records no text, input or media of the page: all text and inputs masked, media blocked', () => {
    const [replay] = createReplay(false);
    expect(sentry.replayIntegration).toHaveBeenCalledExactlyOnceWith({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
    expect(replay).toEqual({ name: 'Replay', options: { maskAllText: true, maskAllInputs: true, blockAllMedia: true } });
  });

  it('adds the profiler only on a load the host allowed to be profiled', () => {
    expect(createReplay(false).map((integration) => integration.name)).toEqual(['Replay']);
    expect(sentry.browserProfilingIntegration).not.toHaveBeenCalled();
    expect(createReplay(true).map((integration) => integration.name)).toEqual(['Replay', 'BrowserProfiling']);
    expect(sentry.browserProfilingIntegration).toHaveBeenCalledOnce();
  });
});
