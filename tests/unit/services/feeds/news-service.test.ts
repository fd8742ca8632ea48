// The blog's own HTTP client: made on first use (no credentials, no base address), shared by later
// calls, and made again after a failed load.
import type { HttpClient } from '../../../../src/services/http-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogFeed } from '../../../../demo/server/content/feeds';
import type * as NewsService from '../../../../src/services/feeds/news-service';
import { readBlogPosts } from '../../../../src/services/feeds/news-service';

const HTTP_CLIENT = '../../../../src/services/http-client';
const BLOG = 'https://blog.portal.example/feed/';
const NOW = new Date('2026-11-20T12:00:00Z');

afterEach(() => {
  vi.doUnmock(HTTP_CLIENT);
});

let instance = 0;

/**
 * A fresh news-service (its own blog client, none made yet), with createHttpClient replaced by
 * `create`. Only news-service itself is loaded again (a query makes it another module instance):
 * the HTML, date and RSS readers it imports stay as loaded.
 */
async function newsService(create: (options: unknown) => Pick<HttpClient, 'get'>) {
  const createHttpClient = vi.fn(create);
  vi.doMock(HTTP_CLIENT, () => ({ createHttpClient }));
  instance += 1;
  const path = `../../../../src/services/feeds/news-service?instance=${instance}`;
  const module = (await import(/* @vite-ignore */ path)) as typeof NewsService;
  return { ...module, createHttpClient };
}

const feedClient = () => {
  const get = vi.fn(() => Promise.resolve({ data: blogFeed(NOW) }));
  return { client: { get } as unknown as Pick<HttpClient, 'get'>, get };
};

describe('getBlogPosts without a client', () => {
  it('makes one client without credentials or base address, and reuses it', async () => {
    const { client, get } = feedClient();
    const { getBlogPosts, createHttpClient } = await newsService(() => client);
    expect(await getBlogPosts(BLOG)).toEqual(readBlogPosts(blogFeed(NOW)));
    await getBlogPosts(BLOG);
    expect(createHttpClient).toHaveBeenCalledTimes(1);
    expect(createHttpClient).toHaveBeenCalledWith({ baseURL: '', withCredentials: false });
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenCalledWith(BLOG, expect.objectContaining({ withCredentials: false }));
  });

  it('tries to make the client again after the first attempt failed', async () => {
    const { client, get } = feedClient();
    let attempts = 0;
    const { getBlogPosts, createHttpClient } = await newsService(() => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return client;
    });
    await expect(getBlogPosts(BLOG)).rejects.toThrow('chunk failed');
    expect(await getBlogPosts(BLOG)).toHaveLength(4);
    expect(createHttpClient).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('does not make a client for an address that is not http(s)', async () => {
    const { getBlogPosts, createHttpClient } = await newsService(() => feedClient().client);
    await expect(getBlogPosts('ftp://blog.portal.example/feed/')).rejects.toThrow('The blog feed address is not an http(s) URL: ftp://blog.portal.example/feed/');
    expect(createHttpClient).not.toHaveBeenCalled();
  });

  it('the same fresh module reads the e-books from their own path on the gateway', async () => {
    const { getEBooks } = await newsService(() => feedClient().client);
    const gateway = feedClient();
    await getEBooks(gateway.client);
    expect(gateway.get).toHaveBeenCalledWith('/category/e-books/feed/', expect.objectContaining({ withCredentials: false }));
  });
});
