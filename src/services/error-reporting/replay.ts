import { browserProfilingIntegration, replayIntegration, type addIntegration } from '@sentry/browser';

type Integration = Parameters<typeof addIntegration>[0];

/**
 * Session replay, masking all text and inputs and blocking media, with the profiler.
 * Re-exported from this module, imported dynamically, so the bundler splits both off.
 */
export function createReplay(): Integration[] {
  return [replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }), browserProfilingIntegration()];
}
