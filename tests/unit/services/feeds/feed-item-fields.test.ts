// How the feed services read an item's title, and which news items they drop.
import { describe, expect, it } from 'vitest';
import { isPngImage, readBlogPosts, readEBooks } from '../../../../src/services/feeds/news-service';
import { readReleaseNotes } from '../../../../src/services/feeds/release-notes-service';
import { cdata, itemXml, rss } from './rss-fixtures';

const PUB_DATE = 'Fri, 20 Nov 2026 10:00:00 GMT';
const LINK = 'https://a.example/post';

describe('titles: white space collapsed to single spaces and trimmed', () => {
  // Character references are decoded after the XML parser trims, so white space written as one survives it.
  const feed = rss([itemXml({ title: '&#32;Two \n\t words&#10;', link: LINK, pubDate: PUB_DATE, description: cdata('<p>x</p>'), contentEncoded: cdata('<p>x</p>') })]);

  it.each([
    ['release notes', () => readReleaseNotes(feed)],
    ['e-books', () => readEBooks(feed)],
    ['blog posts', () => readBlogPosts(feed)],
  ])('%s', (_label, read) => {
    expect(read().map((entry) => entry.title)).toEqual(['Two words']);
  });
});

describe('news items without a title or a readable date are dropped', () => {
  const feed = rss([
    itemXml({ title: '&#32;&#9;', link: LINK, pubDate: PUB_DATE }),
    itemXml({ title: 'No date', link: LINK, pubDate: 'last Friday' }),
    itemXml({ title: 'Kept', link: LINK, pubDate: PUB_DATE }),
  ]);

  it.each([
    ['e-books', () => readEBooks(feed)],
    ['blog posts', () => readBlogPosts(feed)],
  ])('%s', (_label, read) => {
    expect(read().map((card) => card.title)).toEqual(['Kept']);
  });
});

describe('isPngImage', () => {
  it('only a path that ends in .png: not one with .png in the middle', () => {
    expect(isPngImage('https://i.example/a.png.jpg')).toBe(false);
    expect(isPngImage('https://i.example/a.png/b')).toBe(false);
    expect(isPngImage('https://i.example/a.jpg#b.png')).toBe(false);
  });
});
