import type { HttpClient } from '../http-client';
import { FEED_ITEMS_PER_FEED } from '../../config/business-constants';
import { parseFeedDate } from './feed-date';
import { getFeedText } from './feed-http';
import type { NewsCard } from './feed-types';
import { firstImageSrc } from './html-text';
import { parseRss, type RawFeedItem } from './rss-parser';
import { HttpError } from '../http-error';
import { httpUrl } from '../../config/safe-url';

/** The e-book feed, on the gateway. */
const E_BOOKS_FEED_PATH = '/category/e-books/feed/';

/** True when an image address ends in ".png" (its path, in any case; a query or fragment does not count). */
export function isPngImage(src: string): boolean {
  return /\.png$/i.test(src.replace(/[?#].*$/s, ''));
}

/** A news card, or null when the item has no title, no http(s) link or no readable date. */
function toNewsCard(item: RawFeedItem, imageHtml: string, isNewsArticle: boolean): NewsCard | null {
  const title = item.title.replace(/\s+/g, ' ').trim();
  const link = httpUrl(item.link);
  const publishedDate = parseFeedDate(item.pubDate);
  if (title === '' || link === null || publishedDate === null) return null;
  const src = firstImageSrc(imageHtml);
  return { title, link, imgSrc: src === null ? null : httpUrl(src), publishedDate, isNewsArticle };
}

/**
 * E-book cards out of an RSS document: only the first 4 items of the feed are used;
 * of those, an item whose image (the first `<img>` of its content:encoded) ends in .png is
 * skipped, and so is an item without a title, an http(s) link or a readable date. So 4 items
 * with 2 .png covers give 2 cards: the 5th item does not move up.
 */
export function readEBooks(xml: string): NewsCard[] {
  return parseRss(xml)
    .slice(0, FEED_ITEMS_PER_FEED)
    .flatMap((item) => {
      const src = firstImageSrc(item.contentEncoded);
      if (src !== null && isPngImage(src)) return [];
      return toNewsCard(item, item.contentEncoded, false) ?? [];
    });
}

/**
 * Blog cards out of an RSS document: the first 4 items of the feed, image from the
 * description, NEWS badge on; an item without a title, an http(s) link or a readable date is skipped.
 */
export function readBlogPosts(xml: string): NewsCard[] {
  return parseRss(xml)
    .slice(0, FEED_ITEMS_PER_FEED)
    .flatMap((item) => toNewsCard(item, item.description, true) ?? []);
}

/**
 * GET {gateway}/category/e-books/feed/ (unlike the release notes, without credentials):
 * the e-book cards, in feed order.
 *
 * @throws {HttpError} when the call fails; {@link FeedError} when the answer is no readable feed.
 */
export async function getEBooks(gateway: Pick<HttpClient, 'get'>): Promise<NewsCard[]> {
  return readEBooks(await getFeedText(gateway, E_BOOKS_FEED_PATH, false));
}

/**
 * GET the blog feed at its fixed external address, without credentials: the blog cards,
 * in feed order. The HTTP client is made here, on first use, unless one is given (tests).
 *
 * @throws {HttpError} when the address is not http(s) or the call fails; {@link FeedError} when
 *   the answer is no readable feed.
 */
export async function getBlogPosts(blogFeedUrl: string, client?: Pick<HttpClient, 'get'>): Promise<NewsCard[]> {
  const url = httpUrl(blogFeedUrl);
  if (url === null) throw new HttpError('bad-request', `The blog feed address is not an http(s) URL: ${blogFeedUrl}`);
  const http = client ?? (await blogClient());
  return readBlogPosts(await getFeedText(http, url, false));
}

let blog: Promise<HttpClient> | undefined;

/** One client for the blog, made on first use: the HTTP client loads only when a feed is fetched. */
function blogClient(): Promise<HttpClient> {
  if (blog === undefined) {
    const made = import('../http-client').then(({ createHttpClient }) => createHttpClient({ baseURL: '', withCredentials: false }));
    // A failed load (e.g. the chunk could not be fetched) is tried again next time.
    made.catch(() => {
      if (blog === made) blog = undefined;
    });
    blog = made;
  }
  return blog;
}
