import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsCard, ReleaseNote } from '../../../../../src/services/feeds/feed-types';

// The feed services, the HTTP clients and the client factory are stubbed: no network.
const services = vi.hoisted(() => ({ getReleaseNotes: vi.fn(), getEBooks: vi.fn(), getBlogPosts: vi.fn() }));
const clients = vi.hoisted(() => ({ gateway: { name: 'environment gateway' }, httpClients: vi.fn(), createHttpClient: vi.fn() }));
vi.mock('../../../../../src/services/feeds/release-notes-service', () => ({ getReleaseNotes: services.getReleaseNotes }));
vi.mock('../../../../../src/services/feeds/news-service', () => ({ getEBooks: services.getEBooks, getBlogPosts: services.getBlogPosts }));
vi.mock('../../../../../src/stores/platform/http-clients', () => ({ httpClients: clients.httpClients }));
vi.mock('../../../../../src/services/http-client', () => ({ createHttpClient: clients.createHttpClient }));

const { $news, formatDanishDate, isNewRelease, loadNews } = await import('../../../../../src/stores/feeds/home-feeds');
const { resetStores } = await import('../../../../../src/stores/store-reset');
const { createReleaseNotesStore } = await import('../../../../../src/stores/feeds/release-notes');

// One card's store per test (cards no longer share one).
let card$: ReturnType<typeof createReleaseNotesStore>;
const $releaseNotes = { get: () => card$.$releaseNotes.get() };
const loadReleaseNotes = () => card$.loadFromEnvironment();
const loadReleaseNotesFrom = (gatewayUrl: string, max?: number) => card$.loadFrom(gatewayUrl, max);
const { $environment } = await import('../../../../../src/stores/platform/environment');
const { $originRefused } = await import('../../../../../src/stores/platform/origin-refusal');
const { HttpError, unansweredCallError } = await import('../../../../../src/services/http-error');

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-20T12:00:00Z');

const note = (title: string, daysAgo: number): ReleaseNote => ({
  title,
  link: `https://release-notes.example/${title}`,
  pubDate: new Date(NOW.getTime() - daysAgo * DAY_MS),
  description: `About ${title}`,
});

const card = (title: string, daysAgo: number, isNewsArticle: boolean): NewsCard => ({
  title,
  link: `https://news.example/${title}`,
  imgSrc: null,
  publishedDate: new Date(NOW.getTime() - daysAgo * DAY_MS),
  isNewsArticle,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetStores({ only: ['feeds'] });
  card$ = createReleaseNotesStore();
  services.getReleaseNotes.mockReset();
  services.getEBooks.mockReset();
  services.getBlogPosts.mockReset();
  clients.httpClients.mockReset().mockReturnValue({ gateway: clients.gateway });
  clients.createHttpClient.mockReset().mockImplementation((options: unknown) => ({ options }));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  vi.useRealTimers();
});

describe('$releaseNotes', () => {
  it('starts idle and empty', () => {
    expect($releaseNotes.get()).toEqual({ status: 'idle', items: [] });
  });

  it('is loading while the feed is fetched, then holds the 3 newest, newest first', async () => {
    const answer = deferred<ReleaseNote[]>();
    services.getReleaseNotes.mockReturnValue(answer.promise);
    const loading = loadReleaseNotes();
    expect($releaseNotes.get()).toEqual({ status: 'loading', items: [] });
    answer.resolve([note('old', 40), note('newest', 2), note('middle', 20), note('oldest', 90), note('newer', 10)]);
    await loading;
    expect($releaseNotes.get()).toEqual({ status: 'loaded', items: [note('newest', 2), note('newer', 10), note('middle', 20)] });
    expect(services.getReleaseNotes).toHaveBeenCalledWith(clients.gateway);
  });

  it('holds fewer when the feed has fewer', async () => {
    services.getReleaseNotes.mockResolvedValue([note('only', 1)]);
    await loadReleaseNotes();
    expect($releaseNotes.get()).toEqual({ status: 'loaded', items: [note('only', 1)] });
  });

  it('on a failure logs "Error parsing RSS feed" with the error, and ends loading with an empty list', async () => {
    const failure = new Error('not well-formed');
    services.getReleaseNotes.mockRejectedValue(failure);
    await loadReleaseNotes();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Error parsing RSS feed', failure);
    expect($releaseNotes.get()).toEqual({ status: 'loaded', items: [] });
  });

  it('treats a failure to make the HTTP client the same way', async () => {
    const failure = new Error('no client for the gateway');
    clients.httpClients.mockImplementation(() => {
      throw failure;
    });
    await loadReleaseNotes();
    expect(consoleError).toHaveBeenCalledWith('Error parsing RSS feed', failure);
    expect($releaseNotes.get()).toEqual({ status: 'loaded', items: [] });
  });

  it('marks the card refused and notes the page refused (a warning, no "Error parsing RSS feed") when the gateway refused the origin', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    services.getReleaseNotes.mockRejectedValue(unansweredCallError(new TypeError('Failed to fetch'), true));
    await loadReleaseNotes();
    expect($releaseNotes.get()).toEqual({ status: 'loaded', items: [], refused: true });
    expect($originRefused.get()).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });

  it('an HTTP failure that is no refusal (a 500, an unreachable gateway) is an error, not refused', async () => {
    // A new page: no refusal noted yet.
    resetStores({ only: ['session'] });
    for (const failure of [new HttpError('bad-response', 'HTTP 500', 500), unansweredCallError(new TypeError('Failed to fetch'), false)]) {
      consoleError.mockClear();
      card$ = createReleaseNotesStore();
      services.getReleaseNotes.mockRejectedValue(failure);
      await loadReleaseNotes();
      expect($releaseNotes.get()).toEqual({ status: 'loaded', items: [] });
      expect(consoleError).toHaveBeenCalledWith('Error parsing RSS feed', failure);
    }
    expect($originRefused.get()).toBe(false);
  });

  it('empties the list of an earlier load while loading again', async () => {
    services.getReleaseNotes.mockResolvedValue([note('first', 1)]);
    await loadReleaseNotes();
    services.getReleaseNotes.mockReturnValue(new Promise(() => undefined));
    void loadReleaseNotes();
    expect($releaseNotes.get()).toEqual({ status: 'loading', items: [] });
  });

  it('shares a load in progress instead of fetching twice', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1)]);
    await Promise.all([loadReleaseNotes(), loadReleaseNotes()]);
    expect(services.getReleaseNotes).toHaveBeenCalledTimes(1);
  });

  it('loads from an explicit gateway with a client of its own (credentials on), up to the asked count', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1), note('b', 2), note('c', 3), note('d', 4), note('e', 5)]);
    await loadReleaseNotesFrom('https://gateway.example', 4);
    expect(clients.createHttpClient).toHaveBeenCalledWith({ baseURL: 'https://gateway.example', withCredentials: true });
    expect(services.getReleaseNotes).toHaveBeenCalledWith({ options: { baseURL: 'https://gateway.example', withCredentials: true } });
    expect(clients.httpClients).not.toHaveBeenCalled();
    expect($releaseNotes.get().items.map((item) => item.title)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('loads 3 from an explicit gateway by default, and 3 for a nonsense count', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1), note('b', 2), note('c', 3), note('d', 4)]);
    await loadReleaseNotesFrom('https://gateway.example');
    expect($releaseNotes.get().items).toHaveLength(3);
    await loadReleaseNotesFrom('https://gateway.example', Number.NaN);
    expect($releaseNotes.get().items).toHaveLength(3);
    expect(clients.createHttpClient).toHaveBeenCalledTimes(1); // one client per address
  });

  it('logs and empties the list when the explicit gateway fails', async () => {
    const failure = new Error('HTTP 503');
    services.getReleaseNotes.mockRejectedValue(failure);
    await loadReleaseNotesFrom('https://gateway.example');
    expect(consoleError).toHaveBeenCalledWith('Error parsing RSS feed', failure);
    expect($releaseNotes.get()).toEqual({ status: 'loaded', items: [] });
  });

  it('lets the latest load win over an earlier one that answers late', async () => {
    const slow = deferred<ReleaseNote[]>();
    services.getReleaseNotes.mockReturnValueOnce(slow.promise).mockResolvedValueOnce([note('from the second gateway', 1)]);
    const first = loadReleaseNotesFrom('https://first.example');
    await loadReleaseNotesFrom('https://second.example');
    slow.resolve([note('from the first gateway', 1)]);
    await first;
    expect($releaseNotes.get()).toEqual({ status: 'loaded', items: [note('from the second gateway', 1)] });
  });
});

describe('$news', () => {
  it('starts idle and empty', () => {
    expect($news.get()).toEqual({ status: 'idle', items: [] });
  });

  it('loads e-books (gateway) and blog (its address) in parallel and merges them newest first', async () => {
    const eBooks = deferred<NewsCard[]>();
    const blog = deferred<NewsCard[]>();
    services.getEBooks.mockReturnValue(eBooks.promise);
    services.getBlogPosts.mockReturnValue(blog.promise);
    const loading = loadNews();
    expect($news.get()).toEqual({ status: 'loading', items: [] });
    await vi.waitFor(() => expect(services.getBlogPosts).toHaveBeenCalled(), { timeout: 10_000 });
    await vi.waitFor(() => expect(services.getEBooks).toHaveBeenCalled(), { timeout: 10_000 });
    expect(services.getEBooks).toHaveBeenCalledWith(clients.gateway);
    expect(services.getBlogPosts).toHaveBeenCalledWith($environment.get().BlogFeedUrl);
    eBooks.resolve([card('e-book 5', 5, false), card('e-book 30', 30, false)]);
    blog.resolve([card('blog 3', 3, true), card('blog 12', 12, true), card('blog 25', 25, true), card('blog 35', 35, true)]);
    await loading;
    expect($news.get().status).toBe('loaded');
    expect($news.get().items.map((item) => item.title)).toEqual(['blog 3', 'e-book 5', 'blog 12', 'blog 25', 'e-book 30', 'blog 35']);
  });

  it('keeps the blog when the e-book feed fails, logging the failure', async () => {
    const failure = new Error('e-books down');
    services.getEBooks.mockRejectedValue(failure);
    services.getBlogPosts.mockResolvedValue([card('blog 12', 12, true), card('blog 3', 3, true)]);
    await loadNews();
    expect($news.get()).toEqual({ status: 'loaded', items: [card('blog 3', 3, true), card('blog 12', 12, true)] });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/e-book/), failure);
  });

  it('keeps the e-books when the blog feed fails, logging the failure', async () => {
    const failure = new Error('blog down');
    services.getEBooks.mockResolvedValue([card('e-book 5', 5, false)]);
    services.getBlogPosts.mockRejectedValue(failure);
    await loadNews();
    expect($news.get()).toEqual({ status: 'loaded', items: [card('e-book 5', 5, false)] });
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/blog/), failure);
  });

  it('ends with an empty list when both fail (the gateway client too), logging both', async () => {
    clients.httpClients.mockImplementation(() => {
      throw new Error('no client');
    });
    services.getBlogPosts.mockRejectedValue(new Error('blog down'));
    await loadNews();
    expect($news.get()).toEqual({ status: 'loaded', items: [] });
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it('shares a load in progress instead of fetching twice', async () => {
    services.getEBooks.mockResolvedValue([]);
    services.getBlogPosts.mockResolvedValue([]);
    await Promise.all([loadNews(), loadNews()]);
    expect(services.getBlogPosts).toHaveBeenCalledTimes(1);
  });
});

describe('isNewRelease', () => {
  it('is true for less than 21 days, false from exactly 21 days on (now from the clock)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const at = (ms: number) => ({ pubDate: new Date(NOW.getTime() - ms) });
    expect(isNewRelease(at(0))).toBe(true);
    expect(isNewRelease(at(20 * DAY_MS))).toBe(true);
    expect(isNewRelease(at(21 * DAY_MS - 1))).toBe(true);
    expect(isNewRelease(at(21 * DAY_MS))).toBe(false);
    expect(isNewRelease(at(21 * DAY_MS + 1))).toBe(false);
    expect(isNewRelease(at(90 * DAY_MS))).toBe(false);
    vi.setSystemTime(NOW.getTime() + 1);
    expect(isNewRelease(at(21 * DAY_MS - 1))).toBe(false);
  });

  it('takes an explicit now, as a Date or a number', () => {
    const pubDate = new Date('2026-11-01T00:00:00Z');
    expect(isNewRelease({ pubDate }, new Date('2026-11-21T23:59:59Z'))).toBe(true);
    expect(isNewRelease({ pubDate }, Date.parse('2026-11-22T00:00:00Z'))).toBe(false);
    expect(isNewRelease({ pubDate }, undefined)).toBe(Date.now() - pubDate.getTime() < 21 * DAY_MS);
  });

  it('is false for an invalid date', () => {
    expect(isNewRelease({ pubDate: new Date(Number.NaN) }, NOW)).toBe(false);
  });
});

describe('formatDanishDate', () => {
  it('writes the long Danish date with weekday', () => {
    expect(formatDanishDate(new Date('2026-11-20T12:00:00Z'))).toBe('fredag den 20. november 2026');
    expect(formatDanishDate(new Date('2026-05-04T12:00:00Z'))).toBe('mandag den 4. maj 2026');
    expect(formatDanishDate(new Date('2027-01-01T12:00:00Z'))).toBe('fredag den 1. januar 2027');
  });
});

describe('one release-notes store per card', () => {
  it('two cards keep their own count and gateway, however their loads interleave', async () => {
    const explicit = [note('a1', 1), note('a2', 2), note('a3', 3), note('a4', 4)];
    const ofEnvironment = [note('e1', 1), note('e2', 2), note('e3', 3), note('e4', 4)];
    services.getReleaseNotes.mockImplementation(async (client: unknown) => (client === clients.gateway ? ofEnvironment : explicit));
    const first = createReleaseNotesStore();
    const second = createReleaseNotesStore();
    await Promise.all([first.loadFrom('https://gateway-a.example', 2), second.loadFromEnvironment()]);
    expect(first.$releaseNotes.get().items.map((item) => item.title)).toEqual(['a1', 'a2']);
    expect(second.$releaseNotes.get().items.map((item) => item.title)).toEqual(['e1', 'e2', 'e3']);
  });

  it('a card of the environment\'s gateway takes its own count too', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1), note('b', 2), note('c', 3), note('d', 4), note('e', 5)]);
    const five = createReleaseNotesStore();
    const plain = createReleaseNotesStore();
    await Promise.all([five.loadFromEnvironment(5), plain.loadFromEnvironment()]);
    expect(five.$releaseNotes.get().items).toHaveLength(5);
    expect(plain.$releaseNotes.get().items).toHaveLength(3);
  });

  it('a disposed card ignores its late answer', async () => {
    const slow = deferred<ReleaseNote[]>();
    services.getReleaseNotes.mockReturnValueOnce(slow.promise);
    const gone = createReleaseNotesStore();
    const loading = gone.loadFrom('https://gateway.example');
    gone.dispose();
    slow.resolve([note('late', 1)]);
    await loading;
    expect(gone.$releaseNotes.get()).toEqual({ status: 'loading', items: [] });
  });
});

describe('release notes: counts, order and retries', () => {
  it('a count is a whole number of at least 0: fractions round down, 0 shows none, a negative or endless count is the default 3', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1), note('b', 2), note('c', 3), note('d', 4), note('e', 5)]);
    await loadReleaseNotesFrom('https://gateway.example', 2.7);
    expect($releaseNotes.get().items.map((item) => item.title)).toEqual(['a', 'b']);
    await loadReleaseNotesFrom('https://gateway.example', 0);
    expect($releaseNotes.get()).toEqual({ status: 'loaded', items: [] });
    await loadReleaseNotesFrom('https://gateway.example', -1);
    expect($releaseNotes.get().items).toHaveLength(3);
    await loadReleaseNotesFrom('https://gateway.example', Number.POSITIVE_INFINITY);
    expect($releaseNotes.get().items).toHaveLength(3);
    await card$.loadFromEnvironment(4);
    expect($releaseNotes.get().items).toHaveLength(4);
  });

  it('newest first, whatever order the feed has; notes of the same date keep theirs', async () => {
    services.getReleaseNotes.mockResolvedValue([note('old', 9), note('same-1', 2), note('new', 1), note('same-2', 2)]);
    await loadReleaseNotesFrom('https://gateway.example', 10);
    expect($releaseNotes.get().items.map((item) => item.title)).toEqual(['new', 'same-1', 'same-2', 'old']);
  });

  it('a gateway client that could not be made is made again on the next load', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1)]);
    clients.createHttpClient.mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    await loadReleaseNotesFrom('https://gateway.example');
    expect($releaseNotes.get()).toEqual({ status: 'loaded', items: [] });
    await loadReleaseNotesFrom('https://gateway.example', 2);
    expect($releaseNotes.get().items.map((item) => item.title)).toEqual(['a']);
    expect(clients.createHttpClient).toHaveBeenCalledTimes(2);
  });

  it('two explicit gateways get a client each', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1)]);
    await loadReleaseNotesFrom('https://one.example');
    await loadReleaseNotesFrom('https://two.example');
    expect(clients.createHttpClient.mock.calls.map(([options]) => (options as { baseURL: string }).baseURL)).toEqual(['https://one.example', 'https://two.example']);
  });
});

describe('lazy', () => {
  it('loads once and keeps the answer; a failed load is tried again next time', async () => {
    const { lazy } = await import('../../../../../src/stores/feeds/release-notes');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const get = lazy(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('callers while a load runs share it', async () => {
    const { lazy } = await import('../../../../../src/stores/feeds/release-notes');
    const load = vi.fn(() => Promise.resolve('module'));
    const get = lazy(load);
    const [first, second] = [get(), get()];
    expect(first).toBe(second);
    await first;
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('release notes: which load a card shows', () => {
  it('after a dispose, a new load shows its own answer, never the late one of the load before', async () => {
    const first = deferred<ReleaseNote[]>();
    const second = deferred<ReleaseNote[]>();
    services.getReleaseNotes.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const cardStore = createReleaseNotesStore();
    const firstLoad = cardStore.loadFrom('https://gateway.example');
    cardStore.dispose();
    const secondLoad = cardStore.loadFrom('https://gateway.example');
    first.resolve([note('late', 1)]);
    await firstLoad;
    expect(cardStore.$releaseNotes.get()).toEqual({ status: 'loading', items: [] });
    second.resolve([note('fresh', 1)]);
    await secondLoad;
    expect(cardStore.$releaseNotes.get().items.map((item) => item.title)).toEqual(['fresh']);
  });

  it('a load of the environment’s feed with another count is a load of its own', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1), note('b', 2), note('c', 3), note('d', 4), note('e', 5)]);
    const two = card$.loadFromEnvironment(2);
    const four = card$.loadFromEnvironment(4);
    expect(four).not.toBe(two);
    await Promise.all([two, four]);
    expect($releaseNotes.get().items).toHaveLength(4);
  });
});

describe('release notes: an element\'s settings', () => {
  const loaded = () => vi.waitFor(() => expect($releaseNotes.get().status).toBe('loaded'));

  it('the first settings load the feed they choose: gateway-url wins over env, at most count (a whole number of at least 1, else 3)', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1), note('b', 2), note('c', 3), note('d', 4), note('e', 5)]);
    card$.applySettings({ gatewayUrl: ' https://gateway.example ', env: 'Dev', count: 4.7 });
    expect($releaseNotes.get().status, 'loading before any render').toBe('loading');
    await loaded();
    expect(clients.createHttpClient).toHaveBeenCalledWith({ baseURL: 'https://gateway.example', withCredentials: true });
    expect($releaseNotes.get().items).toHaveLength(4);
    card$.applySettings({ gatewayUrl: 'https://gateway.example', count: 0 });
    await loaded();
    expect($releaseNotes.get().items, 'count 0 is the default').toHaveLength(3);
  });

  it('without gateway-url and env, the environment\'s gateway', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1)]);
    card$.applySettings({});
    await loaded();
    expect(clients.httpClients).toHaveBeenCalledTimes(1);
    expect(services.getReleaseNotes).toHaveBeenCalledWith(clients.gateway);
  });

  it('the same choice again loads nothing; another gateway or count loads again', async () => {
    services.getReleaseNotes.mockResolvedValue([note('a', 1), note('b', 2)]);
    card$.applySettings({ gatewayUrl: 'https://gateway.example' });
    await loaded();
    card$.applySettings({ gatewayUrl: 'https://gateway.example', count: 3 });
    expect($releaseNotes.get().status, 'count 3 is the default: the same choice').toBe('loaded');
    expect(services.getReleaseNotes).toHaveBeenCalledTimes(1);
    card$.applySettings({ gatewayUrl: 'https://gateway.example', count: 1 });
    await loaded();
    card$.applySettings({ gatewayUrl: 'https://other.example', count: 1 });
    await loaded();
    expect(services.getReleaseNotes).toHaveBeenCalledTimes(3);
    expect(clients.createHttpClient).toHaveBeenLastCalledWith({ baseURL: 'https://other.example', withCredentials: true });
  });
});
