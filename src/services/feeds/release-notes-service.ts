import type { HttpClient } from '../http-client';
import { parseFeedDate } from './feed-date';
import { getFeedText } from './feed-http';
import type { ReleaseNote } from './feed-types';
import { firstParagraphText } from './html-text';
import { parseRss, type RawFeedItem } from './rss-parser';
import { httpUrl } from '../../config/safe-url';

/** The release-notes feed, on the gateway. */
const RELEASE_NOTES_FEED_PATH = '/category/releasenotes/feed/';

/** A release note, or null when the item has no title, no http(s) link or no readable date. */
function toReleaseNote(item: RawFeedItem): ReleaseNote | null {
  const title = item.title.replace(/\s+/g, ' ').trim();
  const link = httpUrl(item.link);
  const pubDate = parseFeedDate(item.pubDate);
  if (title === '' || link === null || pubDate === null) return null;
  return { title, link, pubDate, description: firstParagraphText(item.description) };
}

/** Release notes out of an RSS document, in feed order; unusable items are dropped. */
export function readReleaseNotes(xml: string): ReleaseNote[] {
  return parseRss(xml).flatMap((item) => toReleaseNote(item) ?? []);
}

/**
 * GET {gateway}/category/releasenotes/feed/ with credentials and the RSS Accept header:
 * every usable release note, in feed order (the store sorts and cuts). The description is the
 * text of the first paragraph of the item's HTML.
 *
 * @throws {HttpError} when the call fails; {@link FeedError} when the answer is no readable feed.
 */
export async function getReleaseNotes(gateway: Pick<HttpClient, 'get'>): Promise<ReleaseNote[]> {
  return readReleaseNotes(await getFeedText(gateway, RELEASE_NOTES_FEED_PATH, true));
}
