import { atom } from 'nanostores';
import { NEW_BADGE_DAYS } from '../../config/business-constants';
import type { NewsCard, ReleaseNote } from '../../services/feeds/feed-types';
import { $environment, httpClients } from '../platform/platform';
import { lazy, newestFirst, type FeedStatus } from './release-notes';
import { onStoreReset } from '../store-reset';

export type { FeedStatus, ReleaseNotesState } from './release-notes';

/** The home page's news: e-books and blog posts merged, newest first. */
export interface NewsState {
  status: FeedStatus;
  items: NewsCard[];
}

export const $news = atom<NewsState>({ status: 'idle', items: [] });

const DAY_MS = 24 * 60 * 60 * 1000;

const newsService = lazy(() => import('../../services/feeds/news-service'));

let newsRun = 0;
let newsInFlight: Promise<void> | undefined;

/**
 * Loads the news: the e-book feed (gateway) and the blog feed (its fixed address)
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
      (async () => (await newsService()).getEBooks(httpClients().gateway))(),
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

/** True when a release note is NEW: published less than 21 days before `now` (exactly 21 days is not). */
export function isNewRelease(note: Pick<ReleaseNote, 'pubDate'>, now: Date | number = Date.now()): boolean {
  return Number(now) - note.pubDate.getTime() < NEW_BADGE_DAYS * DAY_MS;
}

const danishDate = new Intl.DateTimeFormat('da-DK', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** A date in the Danish locale, long, with weekday: "fredag den 20. november 2026". */
export function formatDanishDate(date: Date): string {
  return danishDate.format(date);
}

// A new page: the news idle, nothing in flight.
onStoreReset('feeds', () => {
  newsRun += 1;
  newsInFlight = undefined;
  $news.set({ status: 'idle', items: [] });
});
