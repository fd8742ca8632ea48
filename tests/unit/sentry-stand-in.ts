// The error-reporting SDK's vendor module as spies, for the tests that must never load the real one.
// Use it from `vi.hoisted`, so that `vi.mock('@sentry/browser', () => sentry)` hands every fresh
// module instance the same spies the test reads:
//   const sentry = await vi.hoisted(async () => (await import('../sentry-stand-in')).sentryStandIn());
import { vi } from 'vitest';

/**
 * Spies for the parts of `@sentry/browser` the portal calls.
 * @returns a fresh set of spies; each integration spy answers an object naming its integration
 */
export function sentryStandIn() {
  return {
    init: vi.fn(),
    addIntegration: vi.fn(),
    captureException: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
    browserProfilingIntegration: vi.fn(() => ({ name: 'BrowserProfiling' })),
  };
}
