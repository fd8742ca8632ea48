import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  blogFeed,
  eBooksFeed,
  hostileFeed,
  malformedFeed,
  releaseNotesFeed,
} from '../../../demo/server/content/feeds';
import { DAY_MS, NEW_WINDOW_DAYS, rssItemsOf, type RssItem } from '../../backend/rss-kit';

const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const NOWS = [new Date('2026-11-20T10:00:00Z'), new Date('2027-03-01T23:59:59.999Z')];

function itemsOf(xml: string): RssItem[] {
  return rssItemsOf(xml) ?? [];
}

function daysBefore(now: Date, pubDate: string): number {
  return (now.getTime() - Date.parse(pubDate)) / DAY_MS;
}

function firstImageSrc(html: string | undefined): string | undefined {
  return /<img[^>]*\ssrc="([^"]+)"/.exec(html ?? '')?.[1];
}

describe.each(NOWS)('feeds relative to now = %s', (now) => {
  it.each([
    ['release notes', releaseNotesFeed(now)],
    ['e-books', eBooksFeed(now)],
    ['blog', blogFeed(now)],
  ])('%s: well-formed RSS 2.0 with 6 items, RFC 822 dates, newest first, none in the future', (_name, xml) => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const items = itemsOf(xml);
    expect(items).toHaveLength(6);
    const ages = items.map((item) => daysBefore(now, item.pubDate));
    for (const item of items) expect(item.pubDate).toMatch(RFC_822);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    expect(new Set(ages).size).toBe(ages.length);
    expect(Math.min(...ages)).toBeGreaterThan(0);
  });

  it('release notes: published 2, 10, 20, 22, 40 and 90 days ago, so 3 are inside the NEW window', () => {
    const items = itemsOf(releaseNotesFeed(now));
    const ages = items.map((item) => daysBefore(now, item.pubDate));
    // toUTCString drops milliseconds, hence the rounding.
    expect(ages.map(Math.round)).toEqual([2, 10, 20, 22, 40, 90]);
    expect(ages.filter((age) => age < NEW_WINDOW_DAYS)).toHaveLength(3);
  });

  it('release notes: links, a numeric-looking title and HTML descriptions opening with a paragraph', () => {
    const items = itemsOf(releaseNotesFeed(now));
    for (const item of items) {
      expect(item.link).toMatch(/^https:\/\/release-notes\.portal\.example\//);
      expect(item.description).toMatch(/^<p>[^<]+<\/p>/);
    }
    expect(items.some((item) => /^\d{4}\.\d{2}$/.test(item.title))).toBe(true);
    expect(items.some((item) => item.description?.includes('&amp;') && item.description.includes('&#8217;'))).toBe(true);
    expect(items.some((item) => /<(ul|p)>/.test(item.description?.replace(/^<p>[^<]*<\/p>/, '') ?? ''))).toBe(true);
  });

  it('release notes: the numeric-looking title becomes a number under default parsing', () => {
    const parsed = new XMLParser().parse(releaseNotesFeed(now)) as { rss: { channel: { item: { title: unknown }[] } } };
    expect(parsed.rss.channel.item.some((item) => typeof item.title === 'number')).toBe(true);
  });

  it('e-books: declare the content module and carry a cover image in content:encoded, 2 of the first 4 .png', () => {
    const xml = eBooksFeed(now);
    expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    const items = itemsOf(xml);
    const images = items.map((item) => firstImageSrc(item['content:encoded']));
    for (const [index, item] of items.entries()) {
      expect(item.link).toMatch(/^https:\/\/insights\.portal\.example\/e-books\//);
      expect(images[index]).toMatch(/^https:\/\/insights\.portal\.example\/images\/.+\.(jpg|png)$/);
    }
    expect(images.slice(0, 4).filter((src) => src?.endsWith('.png'))).toHaveLength(2);
    expect(images.slice(0, 4).filter((src) => src?.endsWith('.jpg'))).toHaveLength(2);
  });

  it('blog: descriptions start with a .jpg image', () => {
    for (const item of itemsOf(blogFeed(now))) {
      expect(item.link).toMatch(/^https:\/\/blog\.portal\.example\//);
      expect(item.description).toMatch(/^<img [^>]*src="https:\/\/[^"]+\.jpg"/);
    }
  });

  it('e-books and blog interleave by date, so merging them newest first mixes both', () => {
    const dated = (xml: string, source: string) =>
      itemsOf(xml).slice(0, 4).map((item) => ({ source, time: Date.parse(item.pubDate) }));
    const merged = [...dated(eBooksFeed(now), 'e-book'), ...dated(blogFeed(now), 'blog')].sort((a, b) => b.time - a.time);
    expect(merged.slice(0, 4).map((entry) => entry.source)).toContain('e-book');
    expect(merged.slice(0, 4).map((entry) => entry.source)).toContain('blog');
  });
});

describe('malformedFeed', () => {
  it('is not well-formed XML', () => {
    expect(XMLValidator.validate(malformedFeed())).not.toBe(true);
  });
});

describe('hostileFeed', () => {
  const now = NOWS[0] ?? new Date();
  const xml = hostileFeed(now);
  const items = itemsOf(xml);

  it('is well-formed RSS with dated items', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) expect(daysBefore(now, item.pubDate)).toBeGreaterThan(0);
  });

  it('carries <script> in titles as escaped text', () => {
    expect(xml).not.toMatch(/<title><script/);
    expect(xml).toContain('<title>&lt;script&gt;');
    expect(items.some((item) => item.title.includes('<script>'))).toBe(true);
  });

  it('carries javascript: links and onerror images', () => {
    expect(items.some((item) => /^javascript:/i.test(item.link))).toBe(true);
    expect(items.some((item) => /<img[^>]*onerror=/.test(item.description ?? ''))).toBe(true);
    expect(items.some((item) => /<img[^>]*onerror=/.test(item['content:encoded'] ?? ''))).toBe(true);
  });

  it('declares and references a billion-laughs entity chain in its DOCTYPE', () => {
    expect(xml).toMatch(/<!DOCTYPE rss \[/);
    expect(xml).toContain('<!ENTITY lol "lol">');
    expect(xml).toContain(`<!ENTITY lol9 "${'&lol8;'.repeat(10)}">`);
    expect(xml).toMatch(/<title>[^<]*&lol9;[^<]*<\/title>/);
  });

  it('stays small when parsed: fast-xml-parser does not expand the nested entities', () => {
    for (const item of new XMLParser().parse(xml).rss.channel.item as { title: string }[]) {
      expect(String(item.title).length).toBeLessThan(200);
    }
  });

  it('carries double-encoded entities', () => {
    expect(xml).toContain('&amp;lt;b&amp;gt;');
    expect(items.some((item) => item.title.includes('&lt;b&gt;'))).toBe(true);
  });
});
