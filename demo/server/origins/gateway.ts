import type { Context, Hono } from 'hono';
import type { BackendContext, OriginEnv } from '../http/backend-context';
import { jsonError } from '../http/json-error';
import { createOriginApp } from '../http/origin-app';
import { eBooksFeed, hostileFeed, releaseNotesFeed } from '../content/feeds';
import { FORBIDDEN_CUSTOMER_ID } from '../sample-data/customers';

const RSS = { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The gateway: the release-notes and e-book feeds (dates relative to today), and the API the
 * embedded apps call with their bearer token (403 for a forbidden customer).
 */
export function createGateway(context: BackendContext): Hono<OriginEnv> {
  const { state } = context;
  const app = createOriginApp('gateway', context, { kind: 'portal-and', origins: () => [context.origins.apps] });
  const now = () => new Date(state.now());

  const feed = (build: (now: Date) => string) => (c: Context<OriginEnv>) =>
    c.body(c.get('fault')?.kind === 'hostile' ? hostileFeed(now()) : build(now()), 200, RSS);
  app.get('/category/releasenotes/feed/', feed(releaseNotesFeed));
  app.get('/category/e-books/feed/', feed(eBooksFeed));

  app.get('/api/customers/:customerId/insights', (c) => {
    const customerId = Number(c.req.param('customerId'));
    if (!Number.isInteger(customerId) || customerId < 1) return jsonError(c, 400, 'customerId must be a positive integer');
    const bearer = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const token = bearer ? state.tokens.get(bearer) : undefined;
    if (!token || token.expiresAt <= state.now()) return jsonError(c, 401, 'Missing or expired token');
    if (token.customerId !== customerId) return jsonError(c, 403, `Token is for customer ${token.customerId}, not ${customerId}`);
    if (customerId === FORBIDDEN_CUSTOMER_ID) return jsonError(c, 403, `Customer ${customerId} is forbidden for this app`);
    // Deterministic figures per customer, so screenshots and tests are stable.
    return c.json({ customerId, visitors: (customerId * 7919) % 50_000, conversionRate: ((customerId % 97) + 3) / 1000 });
  });

  return app;
}
