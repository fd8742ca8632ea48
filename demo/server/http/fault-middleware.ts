import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, MiddlewareHandler } from 'hono';
import type { BackendState } from '../state/backend-state';
import type { OriginEnv } from './backend-context';
import { parseFault } from './fault-spec';
import { jsonError } from './json-error';

/** The header a test may set on one request to inject a fault into its response. */
export const FAULT_HEADER = 'x-portal-fault';

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
 * Sends the route's status, headers and the first half of its body, then closes the connection (a
 * stream cut mid-way). Written here rather than through a stream Hono reads: the connection is
 * closed once that half has reached it, however slow the server is to write it. Closed on a timer
 * instead, it sometimes went before the status did, and the client saw no answer at all.
 */
async function cutResponse(c: Context<OriginEnv>): Promise<void> {
  const original = c.res;
  const { incoming, outgoing } = c.env;
  // An answer without a body (204, 205, 304) has no half to send: the connection just closes.
  if (original.body === null || [204, 205, 304].includes(original.status)) {
    incoming.socket.destroy();
    return;
  }
  const bytes = new Uint8Array(await original.arrayBuffer());
  for (const [name, value] of original.headers) if (name !== 'content-length' && name !== 'set-cookie') outgoing.setHeader(name, value);
  const cookies = original.headers.getSetCookie();
  if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
  outgoing.writeHead(original.status);
  outgoing.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => incoming.socket.destroy());
  // Tells the Node adapter that the answer is written (a response of our own: the outer
  // middleware may still add headers to it).
  c.res = new Response(null, { headers: RESPONSE_ALREADY_SENT.headers });
}

/**
 * Injects faults for tests, without code changes: from the request's `x-portal-fault` header or
 * `__fault` query parameter, or from a rule switched on through `/__admin/faults`. Latency,
 * status, drop and malformed are answered here; hostile is left to the routes that have a
 * hostile answer (feeds, chat); cut is the route's (the chat stream) or else a generic half answer.
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
        await state.faults.hold({ origin, method: c.req.method, path: c.req.path }, fault.ms);
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
        await next();
        if (fault.kind === 'cut' && !c.get('faultHandled')) await cutResponse(c);
        return;
    }
  };
}
