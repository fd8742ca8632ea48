import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogFeed, releaseNotesFeed } from '../../../../demo/server/content/feeds';
import { FeedError } from '../../../../src/services/feeds/feed-error';
import { getBlogPosts } from '../../../../src/services/feeds/news-service';
import { getReleaseNotes } from '../../../../src/services/feeds/release-notes-service';
import { createHttpClient } from '../../../../src/services/http-client';
import { HttpError } from '../../../../src/services/http-error';

// The real HTTP client (fetch) against a local HTTP server on a free port.

const NOW = new Date('2026-11-20T12:00:00Z');
const FIVE_MB = 5 * 1024 * 1024;

let server: Server;
let base = '';
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    const rssHeaders = { 'content-type': 'application/rss+xml; charset=utf-8' };
    if (request.url === '/category/releasenotes/feed/') return response.writeHead(200, rssHeaders).end(releaseNotesFeed(NOW));
    if (request.url === '/blog/feed/') return response.writeHead(200, rssHeaders).end(blogFeed(NOW));
    if (request.url === '/json/category/releasenotes/feed/') return response.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[1,2]}');
    if (request.url === '/huge/category/releasenotes/feed/') {
      // 5 MB in chunks, without a Content-Length: only counting the bytes read can stop it.
      response.writeHead(200, rssHeaders);
      const chunk = ' '.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < FIVE_MB) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.write('<rss><channel>');
      return pump();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('feeds over real HTTP (the fetch client)', () => {
  it('sends the RSS Accept header and reads the answer as text, even with a JSON-looking body', async () => {
    const notes = await getReleaseNotes(createHttpClient({ baseURL: base, withCredentials: true }));
    expect(notes).toHaveLength(6);
    expect(seen.at(-1)?.headers.accept).toBe('application/rss+xml, application/xml, text/xml');
    // A JSON answer stays text (a feed is asked as text), so it fails as XML, not as a surprise object.
    const json = await getReleaseNotes(createHttpClient({ baseURL: `${base}/json`, withCredentials: true })).catch((error: unknown) => error);
    expect(json).toBeInstanceOf(FeedError);
    expect((json as FeedError).kind).toBe('invalid-xml');
  });

  it('stops reading a 5 MB answer at the cap', async () => {
    const error = await getReleaseNotes(createHttpClient({ baseURL: `${base}/huge`, withCredentials: true })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toMatch(/maxContentLength/);
  });

  it('fetches the blog with a client of its own, without cookies', async () => {
    const cards = await getBlogPosts(`${base}/blog/feed/`);
    expect(cards).toHaveLength(4);
    expect(seen.at(-1)?.url).toBe('/blog/feed/');
    expect(seen.at(-1)?.headers.cookie).toBeUndefined();
  });

  it('turns a 404 into an HttpError with the status', async () => {
    const error = await getBlogPosts(`${base}/nothing-here/`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });
});
