import type { MiddlewareHandler } from 'hono';
import type { BackendState } from '../state/backend-state';
import type { OriginEnv } from './backend-context';
import { parseFault } from './fault-spec';
import { jsonError } from './json-error';

/** The header a test may set on one request to inject a fault into its response. */
export const FAULT_HEADER = 'x-portal-fault';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body that claims to be what the route serves but does not parse. */
function malformedBody(path: string): Response {
  if (path.includes('/feed')) {
    return new Response('<?xml version="1.0"?><rss version="2.0"><channel><item><title>Broken', {
      headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
    });
  }
  return new Response('{"broken": [1, 2,', { headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/**
 * Injects faults for tests, without code changes: from the request's `x-portal-fault` header or
 * `__fault` query parameter, or from a rule switched on through `/__admin/faults`. Latency,
 * status, drop and malformed are answered here; hostile and cut are left to the route.
 */
export function faultMiddleware(origin: string, state: BackendState): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__admin')) return next();
    const fault =
      parseFault(c.req.header(FAULT_HEADER)) ?? parseFault(c.req.query('__fault')) ?? state.faults.take(origin, c.req.method, c.req.path);
    c.set('fault', undefined);
    if (!fault) return next();
    switch (fault.kind) {
      case 'latency':
        await sleep(fault.ms);
        return next();
      case 'status':
        return jsonError(c, fault.status as 400, `Injected fault: status ${fault.status}`);
      case 'drop':
        // Close the connection without an answer: the client sees a network error.
        c.env.incoming.socket.destroy();
        return new Response(null, { status: 204 });
      case 'malformed':
        return malformedBody(c.req.path);
      default:
        c.set('fault', fault);
        return next();
    }
  };
}
