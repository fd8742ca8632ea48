import type { Hono } from 'hono';
import type { BackendContext, OriginEnv } from '../http/backend-context';
import { createOriginApp } from '../http/origin-app';
import { blogFeed, hostileFeed } from '../content/feeds';

/** The blog: its RSS feed at a fixed address on its own origin, public like any blog feed. */
export function createBlog(context: BackendContext): Hono<OriginEnv> {
  const app = createOriginApp('blog', context, { kind: 'public' });
  app.get('/feed/', (c) => {
    const now = new Date(context.state.now());
    const body = c.get('fault')?.kind === 'hostile' ? hostileFeed(now) : blogFeed(now);
    return c.body(body, 200, { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'no-store' });
  });
  return app;
}
