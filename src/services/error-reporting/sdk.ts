import { addIntegration, browserTracingIntegration, captureException, init, type ErrorEvent, type EventHint } from '@sentry/browser';
import { ERROR_REPORTING } from '../../config/business-constants';
import { httpStatusOf } from '../http-error';
import { documentServerTiming, loadSampling, mayProfile, type LoadSampling } from './profiling-policy';

/**
 * Drops events whose original error is an HTTP failure with status 401: an expired
 * session is not a bug, and the user is signed out anyway.
 */
export function dropUnauthorized(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  return httpStatusOf(hint.originalException) === 401 ? null : event;
}

/** What the error reporter needs to know about where it runs. */
export interface ErrorReportingSetup {
  dsn: string;
  environment: string;
  release?: string;
}

/**
 * The SDK's sampler of root spans: this page load's own trace at the load's rate, any other root
 * span (a later navigation) at the product's rate.
 */
export function tracesSamplerFor(sampling: LoadSampling): (context: { attributes?: Record<string, unknown> }) => number {
  return ({ attributes }) => (attributes?.['sentry.op'] === 'pageload' ? sampling.pageLoadTraceRate : sampling.otherTraceRate);
}

/**
 * Starts the error-reporting SDK with the sample rates, in the SDK's own option names. The host
 * decided per page load whether it is profiled (profiling-policy.ts): a marked load is traced and
 * profiled (its profiler already runs, early-profiler.ts), any other is never profiled.
 * Loaded on demand, after the first paint; session replay loads later still, in its own chunk.
 */
export function startSdk({ dsn, environment, release }: ErrorReportingSetup): void {
  const profiling = mayProfile(documentServerTiming());
  const sampling = loadSampling(profiling);
  init({
    dsn,
    environment,
    ...(release ? { release } : {}),
    tracesSampler: tracesSamplerFor(sampling),
    replaysSessionSampleRate: ERROR_REPORTING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_REPORTING.replaysOnErrorSampleRate,
    profileSessionSampleRate: sampling.profileSessionSampleRate,
    profileLifecycle: 'trace',
    integrations: [browserTracingIntegration()],
    beforeSend: dropUnauthorized,
  });
  void import('./replay').then(
    ({ createReplay }) => createReplay(profiling).forEach((integration) => addIntegration(integration)),
    (error: unknown) => console.warn('Session replay could not be loaded.', error),
  );
}

/** Reports an error. */
export function report(error: unknown): void {
  captureException(error);
}

/** Reports an error the portal recovered from, at the warning level. */
export function reportWarning(error: unknown): void {
  captureException(error, { level: 'warning' });
}
