import type { AxiosInstance } from 'axios';
import { atom } from 'nanostores';
import { NEW_BADGE_DAYS, RELEASE_NOTES_MAX } from '../config/business-constants';
import type { NewsCard, ReleaseNote } from '../services/feeds/feed-types';
import { $environment } from './environment';
import { httpClients } from './http-clients';

/** Where a feed stands: not asked yet, being fetched, or done (with whatever could be shown). */
export type FeedStatus = 'idle' | 'loading' | 'loaded';

/** The release-notes card's feed (SPEC 2.2): newest first, at most the asked number of items. */
export interface ReleaseNotesState {
  status: FeedStatus;
  items: ReleaseNote[];
}

/** The home page's news (SPEC 2.2): e-books and blog posts merged, newest first. */
export interface NewsState {
  status: FeedStatus;
  items: NewsCard[];
}

export const $releaseNotes = atom<ReleaseNotesState>({ status: 'idle', items: [] });
export const $news = atom<NewsState>({ status: 'idle', items: [] });

const DAY_MS = 24 * 60 * 60 * 1000;

/** A module loaded on first use and kept; a failed load (e.g. a chunk that could not be fetched) is tried again next time. */
function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (loading === undefined) {
      const started = load();
      loading = started;
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading;
  };
}

// The feed services (and the XML parser they use) load with the first feed, not with the page.
const releaseNotesService = lazy(() => import('../services/feeds/release-notes-service'));
const newsService = lazy(() => import('../services/feeds/news-service'));

/** Newest first; items with the same date keep their order. */
const newestFirst = <T>(items: readonly T[], dateOf: (item: T) => Date): T[] =>
  [...items].sort((a, b) => dateOf(b).getTime() - dateOf(a).getTime());

/** The asked number of items: a whole number of at least 0, else the spec's 3. */
const itemCount = (max: number): number => (Number.isFinite(max) && max >= 0 ? Math.floor(max) : RELEASE_NOTES_MAX);

let releaseNotesRun = 0;
let releaseNotesInFlight: { key: string; done: Promise<void> } | undefined;

/**
 * Loads the release notes from a gateway: `loading` (no items), then `loaded` with the newest
 * `max`. Any failure (call, XML, anything) is logged as "Error parsing RSS feed" and ends with an
 * empty list (SPEC 8). A second call for the same gateway while one runs shares it; a call for
 * another gateway wins over the one before it.
 */
function loadReleaseNotesWith(key: string, gateway: () => Promise<AxiosInstance>, max: number): Promise<void> {
  if (releaseNotesInFlight?.key === key) return releaseNotesInFlight.done;
  const run = (releaseNotesRun += 1);
  $releaseNotes.set({ status: 'loading', items: [] });
  const done = (async () => {
    let items: ReleaseNote[] = [];
    try {
      const { getReleaseNotes } = await releaseNotesService();
      items = newestFirst(await getReleaseNotes(await gateway()), (note) => note.pubDate).slice(0, max);
    } catch (error) {
      console.error('Error parsing RSS feed', error);
    }
    if (run !== releaseNotesRun) return;
    releaseNotesInFlight = undefined;
    $releaseNotes.set({ status: 'loaded', items });
  })();
  releaseNotesInFlight = { key, done };
  return done;
}

/** Loads the release notes of the portal's environment (its gateway, SPEC 7): at most 3. */
export function loadReleaseNotes(): Promise<void> {
  const { GatewayUrl } = $environment.get();
  return loadReleaseNotesWith(`env ${GatewayUrl} ${RELEASE_NOTES_MAX}`, async () => (await httpClients()).gateway, RELEASE_NOTES_MAX);
}

const gatewayClients = new Map<string, Promise<AxiosInstance>>();

/** A gateway client of its own for an explicit address (credentials on, like the portal's). */
function gatewayClient(gatewayUrl: string): Promise<AxiosInstance> {
  let client = gatewayClients.get(gatewayUrl);
  if (client === undefined) {
    // Loaded on demand like http-clients.ts does, so that axios stays off the first-paint path.
    client = import('../services/http-client').then(({ createHttpClient }) => createHttpClient({ baseURL: gatewayUrl, withCredentials: true }));
    gatewayClients.set(gatewayUrl, client);
    // A failed load (e.g. the chunk could not be fetched) is tried again next time.
    client.catch(() => gatewayClients.delete(gatewayUrl));
  }
  return client;
}

/**
 * Loads the release notes from an explicit gateway address, for the standalone
 * `<portal-release-notes>` element: at most `max` (default 3), same states and failure
 * handling as {@link loadReleaseNotes}.
 */
export function loadReleaseNotesFrom(gatewayUrl: string, max: number = RELEASE_NOTES_MAX): Promise<void> {
  const count = itemCount(max);
  return loadReleaseNotesWith(`url ${gatewayUrl} ${count}`, () => gatewayClient(gatewayUrl), count);
}

let newsRun = 0;
let newsInFlight: Promise<void> | undefined;

/**
 * Loads the news (SPEC 2.2, 8): the e-book feed (gateway) and the blog feed (its fixed address)
 * in parallel, merged newest first by publish date. A failing feed is only logged: the other one
 * still shows; with both failing the list stays empty. A call while one runs shares it.
 */
export function loadNews(): Promise<void> {
  if (newsInFlight !== undefined) return newsInFlight;
  const run = (newsRun += 1);
  $news.set({ status: 'loading', items: [] });
  const { BlogFeedUrl } = $environment.get();
  const done = (async () => {
    const [eBooks, blog] = await Promise.allSettled([
      (async () => (await newsService()).getEBooks((await httpClients()).gateway))(),
      (async () => (await newsService()).getBlogPosts(BlogFeedUrl))(),
    ]);
    const items: NewsCard[] = [];
    if (eBooks.status === 'fulfilled') items.push(...eBooks.value);
    else console.error('Error loading the e-book feed', eBooks.reason);
    if (blog.status === 'fulfilled') items.push(...blog.value);
    else console.error('Error loading the blog feed', blog.reason);
    if (run !== newsRun) return;
    newsInFlight = undefined;
    $news.set({ status: 'loaded', items: newestFirst(items, (card) => card.publishedDate) });
  })();
  newsInFlight = done;
  return done;
}

/** True when a release note is NEW (SPEC 2.2): published less than 21 days before `now` (exactly 21 days is not). */
export function isNewRelease(note: Pick<ReleaseNote, 'pubDate'>, now: Date | number = Date.now()): boolean {
  return Number(now) - note.pubDate.getTime() < NEW_BADGE_DAYS * DAY_MS;
}

const danishDate = new Intl.DateTimeFormat('da-DK', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** A date in the Danish locale, long, with weekday (SPEC 2.2): "fredag den 20. november 2026". */
export function formatDanishDate(date: Date): string {
  return danishDate.format(date);
}

/** Test helper: both feeds back to idle, nothing in flight. */
export function resetHomeFeedsForTests(): void {
  releaseNotesRun += 1;
  newsRun += 1;
  releaseNotesInFlight = undefined;
  newsInFlight = undefined;
  gatewayClients.clear();
  $releaseNotes.set({ status: 'idle', items: [] });
  $news.set({ status: 'idle', items: [] });
}
