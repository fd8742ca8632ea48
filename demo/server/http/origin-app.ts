import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { adminRoutes } from './admin-routes';
import type { BackendContext, OriginEnv } from './backend-context';
import { FAULT_HEADER, faultMiddleware } from './fault-middleware';
import { jsonError } from './json-error';

const isAdminPath = (path: string) => path === '/__admin' || path.startsWith('/__admin/');

/**
 * How long a browser may keep a preflight's answer, s: a day (Firefox keeps it that long, Chromium
 * at most two hours). Each JSON POST (a token, the chat) otherwise costs a round trip of its own
 * before it leaves, on every page load.
 */
export const PREFLIGHT_MAX_AGE_S = 86_400;

/** Who may call an origin from a browser. */
export type CorsPolicy =
  /** Portal pages only, with credentials (cookies). */
  | { kind: 'portal' }
  /** Portal pages with credentials, plus these origins without. */
  | { kind: 'portal-and'; origins: () => string[] }
  /** Any page, never with credentials (public feeds, error ingest). */
  | { kind: 'public' };

/**
 * A Hono app for one origin of the backend: CORS as in production, fault injection, the admin
 * endpoints, JSON errors for unknown paths and for anything that throws (nothing crashes the server).
 */
export function createOriginApp(name: string, context: BackendContext, policy: CorsPolicy): Hono<OriginEnv> {
  const app = new Hono<OriginEnv>();
  const allowed = (origin: string) =>
    context.portalOrigins.includes(origin) || (policy.kind === 'portal-and' && policy.origins().includes(origin));

  // Credentials are granted to the portal's own origins only: strip what the CORS middleware adds
  // for anyone else (the apps origin on the gateway, foreign pages), preflights included.
  if (policy.kind !== 'public') {
    app.use('*', async (c, next) => {
      await next();
      const origin = c.req.header('origin');
      if (origin && !context.portalOrigins.includes(origin)) {
        c.res.headers.delete('Access-Control-Allow-Credentials');
        if (!allowed(origin)) c.res.headers.delete('Access-Control-Expose-Headers');
      }
    });
  }
  const originCors =
    policy.kind === 'public'
      ? cors({ origin: '*', allowHeaders: ['content-type', FAULT_HEADER], maxAge: PREFLIGHT_MAX_AGE_S })
      : cors({
          origin: (origin) => (allowed(origin) ? origin : null),
          credentials: true,
          allowHeaders: ['content-type', 'authorization', FAULT_HEADER],
          exposeHeaders: ['Run-Id'],
          maxAge: PREFLIGHT_MAX_AGE_S,
        });
  // The admin endpoints answer the project's own tools only, whatever the origin's policy: a public
  // origin's `*` would let any website read the sinks.
  const adminCors = cors({ origin: (origin) => (context.portalOrigins.includes(origin) ? origin : null), allowHeaders: ['content-type'], maxAge: PREFLIGHT_MAX_AGE_S });
  app.use('*', (c, next) => (isAdminPath(c.req.path) ? adminCors(c, next) : originCors(c, next)));
  app.use('*', faultMiddleware(name, context.state));
  app.route('/__admin', adminRoutes(context));
  app.notFound((c) => jsonError(c, 404, `No route ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    console.error(`[${name}] ${c.req.method} ${c.req.path}:`, error);
    return jsonError(c, 500, 'Internal error');
  });
  return app;
}
