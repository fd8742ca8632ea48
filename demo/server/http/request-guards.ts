import type { MiddlewareHandler } from 'hono';
import { jsonError } from './json-error';

/** The media type of a Content-Type header, lower case and without parameters; '' when there is none. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Refuses (415) a request whose body is not declared `application/json`. A page on another origin
 * cannot send that type without a CORS preflight, which the backend grants to trusted origins only;
 * `text/plain`, form and bodiless POSTs are what a page may send without asking (a forged request).
 */
export function requireJson(): MiddlewareHandler {
  return async (c, next) => {
    if (mediaTypeOf(c.req.header('content-type')) !== 'application/json') {
      return jsonError(c, 415, 'Content-Type must be application/json');
    }
    return next();
  };
}

/** Whether a request's Origin header may act: none (a tool, not a page), or one of `trusted`. */
export function isTrustedCaller(origin: string | undefined, trusted: readonly string[]): boolean {
  return origin === undefined || trusted.includes(origin);
}

/**
 * Refuses (403) a request a browser sent from a page whose origin is not trusted. Browsers name the
 * page's origin on every cross-origin request and on every POST, so this stops forged calls even where
 * no preflight stands in the way; tools that send no Origin (tests, scripts) pass.
 */
export function trustedCallersOnly(trusted: () => readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!isTrustedCaller(origin, trusted())) return jsonError(c, 403, `Origin ${origin} may not call ${c.req.path}`);
    return next();
  };
}
