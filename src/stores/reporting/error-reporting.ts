import { startProfilerEarly } from '../../services/error-reporting/early-profiler';
import type * as Sdk from '../../services/error-reporting/sdk';
import { $environment } from '../platform/platform';

type SdkModule = typeof Sdk;

let sdk: SdkModule | undefined;
let started = false;
/** The SDK could not be loaded: errors are no longer kept (they would only pile up). */
let unavailable = false;
/** Reports waiting for the SDK, in the order they happened. */
const early: Array<(module: SdkModule) => void> = [];

const onError = (event: ErrorEvent) => early.push((module) => module.report(event.error ?? event.message));
const onRejection = (event: PromiseRejectionEvent) => early.push((module) => module.report(event.reason));

/** Loads the SDK module; split out so tests and idle scheduling can replace it. */
export const loadSdk = { load: (): Promise<SdkModule> => import('../../services/error-reporting/sdk') };

/** What the SDK's load waits for besides an idle moment (see {@link loadErrorReportingAfter}). */
let after: Promise<void> = Promise.resolve();

/**
 * Holds the SDK's load until `until` resolves, then until the page is idle: `<portal-shell>` holds
 * it until its opening view (the area's frame) is on the page, so that its download and evaluation
 * never come before. Errors meanwhile are kept. Called before {@link startErrorReporting}.
 */
export function loadErrorReportingAfter(until: Promise<void>): void {
  after = until;
}

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 3000 });
  else setTimeout(callback, 1);
}

/**
 * Starts error reporting for the environment in force (its SentryDsn; none, none at all).
 * Errors that happen before the SDK has loaded are kept and sent once it has, so loading it
 * after the first paint loses nothing. Idempotent: two elements on a page start it once.
 */
export function startErrorReporting(): Promise<void> {
  if (started) return Promise.resolve();
  started = true;
  const { SentryDsn, EnvName } = $environment.get();
  if (!SentryDsn) return Promise.resolve();
  // A load the host marked is profiled from here on, long before the SDK loads to take it over.
  startProfilerEarly();
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return new Promise<void>((resolve) => {
    void after.then(() => whenIdle(() => {
      loadSdk.load().then(
        (module) => {
          removeEventListener('error', onError);
          removeEventListener('unhandledrejection', onRejection);
          module.startSdk({ dsn: SentryDsn, environment: EnvName });
          sdk = module;
          for (const send of early.splice(0)) send(module);
          resolve();
        },
        (error: unknown) => {
          console.warn('Error reporting could not be loaded.', error);
          removeEventListener('error', onError);
          removeEventListener('unhandledrejection', onRejection);
          early.length = 0;
          unavailable = true;
          resolve();
        },
      );
    }));
  });
}

/** Reports an error the portal caught itself (events of HTTP 401 failures are dropped by the SDK). */
export function reportError(error: unknown): void {
  if (sdk) sdk.report(error);
  else if (!unavailable) early.push((module) => module.report(error));
}

/** Reports a failure the portal recovered from (a part whose code could not be loaded), at the warning level. */
export function reportWarning(error: unknown): void {
  if (sdk) sdk.reportWarning(error);
  else if (!unavailable) early.push((module) => module.reportWarning(error));
}
