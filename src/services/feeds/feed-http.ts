import type { HttpClient } from '../http-client';
import { HttpError, toHttpError } from '../http-error';
import { MAX_FEED_SIZE } from './feed-error';

/** The Accept header of a feed request. */
export const RSS_ACCEPT = 'application/rss+xml, application/xml, text/xml';

/**
 * GETs a feed as text. The download itself is capped (the client stops reading past the cap), so a
 * huge answer fails fast; the parser caps the characters again.
 *
 * @throws {HttpError} when the call fails, or `invalid-body` when the answer is not text.
 */
export async function getFeedText(client: Pick<HttpClient, 'get'>, url: string, withCredentials: boolean): Promise<string> {
  let data: unknown;
  try {
    ({ data } = await client.get<unknown>(url, {
      headers: { Accept: RSS_ACCEPT },
      responseType: 'text',
      withCredentials,
      maxContentLength: MAX_FEED_SIZE,
    }));
  } catch (error) {
    throw toHttpError(error);
  }
  if (typeof data !== 'string') throw new HttpError('invalid-body', `${url}: the feed is not text`);
  return data;
}
