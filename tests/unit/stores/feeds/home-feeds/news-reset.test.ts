// The home page's news across a new page (resetStores): what was in flight is forgotten, and its
// late answer never reaches the new page's list. The feed services and HTTP clients are stubbed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsCard } from '../../../../../src/services/feeds/feed-types';

const services = vi.hoisted(() => ({ getEBooks: vi.fn(), getBlogPosts: vi.fn() }));
const clients = vi.hoisted(() => ({ httpClients: vi.fn() }));
vi.mock('../../../../../src/services/feeds/news-service', () => ({ getEBooks: services.getEBooks, getBlogPosts: services.getBlogPosts }));
vi.mock('../../../../../src/stores/platform/http-clients', () => ({ httpClients: clients.httpClients }));

const { $news, loadNews } = await import('../../../../../src/stores/feeds/home-feeds');
const { resetStores } = await import('../../../../../src/stores/store-reset');
const { lazy } = await import('../../../../../src/stores/feeds/release-notes');

const card = (title: string, published: string): NewsCard => ({
  title,
  link: `https://news.example/${title}`,
  imgSrc: null,
  publishedDate: new Date(published),
  isNewsArticle: true,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  resetStores({ only: ['feeds'] });
  services.getEBooks.mockReset();
  services.getBlogPosts.mockReset().mockResolvedValue([]);
  clients.httpClients.mockReset().mockReturnValue({ gateway: {} });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the news on a new page', () => {
  it('a reset while the news load: the list is idle again and the next load asks the feeds anew', async () => {
    const first = deferred<NewsCard[]>();
    services.getEBooks.mockReturnValueOnce(first.promise);
    const loading = loadNews();
    expect($news.get().status).toBe('loading');

    resetStores({ only: ['feeds'] });
    expect($news.get()).toEqual({ status: 'idle', items: [] });

    services.getEBooks.mockResolvedValueOnce([card('fresh', '2026-11-20')]);
    const again = loadNews();
    expect(again).not.toBe(loading);
    await again;
    expect(services.getEBooks).toHaveBeenCalledTimes(2);
    expect($news.get()).toEqual({ status: 'loaded', items: [card('fresh', '2026-11-20')] });

    first.resolve([card('stale', '2026-11-21')]);
    await loading;
    expect($news.get().items.map((item) => item.title)).toEqual(['fresh']);
  });

  it('the late answer of the load before a reset never replaces the list of the load after it, whichever answers first', async () => {
    const before = deferred<NewsCard[]>();
    const after = deferred<NewsCard[]>();
    services.getEBooks.mockReturnValueOnce(before.promise).mockReturnValueOnce(after.promise);
    const stale = loadNews();
    resetStores({ only: ['feeds'] });
    const current = loadNews();

    before.resolve([card('stale', '2026-11-21')]);
    await stale;
    expect($news.get()).toEqual({ status: 'loading', items: [] });

    after.resolve([card('current', '2026-11-19')]);
    await current;
    expect($news.get()).toEqual({ status: 'loaded', items: [card('current', '2026-11-19')] });
  });

  it('after two resets in a row, the load before them still cannot show its answer', async () => {
    const before = deferred<NewsCard[]>();
    services.getEBooks.mockReturnValueOnce(before.promise);
    const stale = loadNews();
    resetStores({ only: ['feeds'] });
    resetStores({ only: ['feeds'] });
    before.resolve([card('stale', '2026-11-21')]);
    await stale;
    expect($news.get()).toEqual({ status: 'idle', items: [] });
  });
});

describe('lazy, with a loader that asks for the module itself while it starts', () => {
  it('keeps the module that loaded when the nested load fails', async () => {
    let calls = 0;
    const get: () => Promise<string> = lazy(() => {
      calls += 1;
      if (calls === 1) {
        get().catch(() => undefined);
        return Promise.resolve('loaded');
      }
      return Promise.reject(new Error('nested load failed'));
    });
    await expect(get()).resolves.toBe('loaded');
    await Promise.resolve();
    await expect(get()).resolves.toBe('loaded');
    expect(calls).toBe(2);
  });
});
