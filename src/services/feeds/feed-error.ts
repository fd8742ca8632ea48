/**
 * Why a feed could not be read, apart from the HTTP call itself (that fails with an HttpError):
 * - `too-large`: the document is over the size cap ({@link MAX_FEED_SIZE}), rejected unread;
 * - `invalid-xml`: not well-formed XML, or XML the parser refuses (e.g. nested too deeply);
 * - `not-rss`: well-formed, but not an RSS 2.0 document (no rss/channel).
 */
export type FeedErrorKind = 'too-large' | 'invalid-xml' | 'not-rss';

/** A feed that could not be read. Services throw it; stores decide what it means. */
export class FeedError extends Error {
  constructor(
    readonly kind: FeedErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FeedError';
  }
}

/**
 * The most a feed may weigh, 2 MiB: bytes on the wire (the download stops there) and characters
 * in the parser (a longer document is rejected before it is read).
 */
export const MAX_FEED_SIZE = 2 * 1024 * 1024;
