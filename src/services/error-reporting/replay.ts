import { browserProfilingIntegration, replayIntegration, type addIntegration } from '@sentry/browser';

type Integration = Parameters<typeof addIntegration>[0];

/**
 * Session replay, masking all text and inputs and blocking media, with the profiler on a load the
 * host allowed to be profiled. Re-exported from this module, imported dynamically, so the bundler
 * splits both off.
 */
export function createReplay(profiling: boolean): Integration[] {
  const replay = replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
  return profiling ? [replay, browserProfilingIntegration()] : [replay];
}
