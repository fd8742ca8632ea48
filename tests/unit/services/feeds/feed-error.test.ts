// The error of a feed that could not be read.
import { describe, expect, it } from 'vitest';
import { FeedError } from '../../../../src/services/feeds/feed-error';

describe('FeedError', () => {
  it('a FeedError is an Error named FeedError', () => {
    const error = new FeedError('not-rss', 'no channel');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FeedError');
    expect(String(error)).toBe('FeedError: no channel');
  });

  it('keeps its kind, for the store to decide what it means, and the cause it was given', () => {
    const cause = new SyntaxError('unclosed tag');
    const error = new FeedError('invalid-xml', 'not XML', { cause });
    expect(error.kind).toBe('invalid-xml');
    expect(error.cause).toBe(cause);
    expect(new FeedError('too-large', 'over the cap').cause).toBeUndefined();
  });
});
