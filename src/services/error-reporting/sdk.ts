import { addIntegration, browserTracingIntegration, captureException, init, type ErrorEvent, type EventHint } from '@sentry/browser';
import { ERROR_REPORTING } from '../../config/business-constants';
import { httpStatusOf } from '../http-error';
import { documentServerTiming, mayProfile } from './profiling-policy';

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
 * Starts the error-reporting SDK with the sample rates, in the SDK's own option names. Profiling
 * is sampled by the host, per page load (see profiling-policy.ts).
 * Loaded on demand, after the first paint; session replay loads later still, in its own chunk.
 */
export function startSdk({ dsn, environment, release }: ErrorReportingSetup): void {
  // The host sampled this load for profiling (at the profile sample rate) or did not: profile all or nothing.
  const profiling = mayProfile(documentServerTiming());
  init({
    dsn,
    environment,
    ...(release ? { release } : {}),
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    replaysSessionSampleRate: ERROR_REPORTING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_REPORTING.replaysOnErrorSampleRate,
    profileSessionSampleRate: profiling ? 1 : 0,
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
