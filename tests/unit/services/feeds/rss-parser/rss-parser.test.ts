import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it, vi } from 'vitest';
import { blogFeed, eBooksFeed, hostileFeed, malformedFeed, releaseNotesFeed } from '../../../../../demo/server/content/feeds';
import { FeedError, MAX_FEED_SIZE } from '../../../../../src/services/feeds/feed-error';
import { parseRss } from '../../../../../src/services/feeds/rss-parser';
import { cdata, itemXml, rss, thrown } from '../rss-fixtures';

const NOW = new Date('2026-11-20T12:00:00Z');

/** The FeedError `run` throws (fails the test when it throws anything else or nothing). */
const feedError = (run: () => unknown): FeedError => thrown(run, FeedError);

describe('parseRss: the demo feeds', () => {
  it('reads every item of the release notes, e-books and blog as text fields', () => {
    for (const xml of [releaseNotesFeed(NOW), eBooksFeed(NOW), blogFeed(NOW)]) {
      const items = parseRss(xml);
      expect(items).toHaveLength(6);
      for (const item of items) {
        for (const value of Object.values(item)) expect(typeof value).toBe('string');
        expect(item.link).toMatch(/^https:\/\//);
        expect(Date.parse(item.pubDate)).not.toBeNaN();
      }
    }
  });

  it('keeps a numeric-looking title as the text it is', () => {
    expect(parseRss(releaseNotesFeed(NOW))[0]?.title).toBe('2026.11');
    expect(parseRss(rss([itemXml({ title: '007' }), itemXml({ title: '1e3' })])).map((item) => item.title)).toEqual(['007', '1e3']);
  });

  it('merges CDATA into the text, undecoded, and decodes XML entities once', () => {
    const [first] = parseRss(releaseNotesFeed(NOW).replace('<title>2026.11</title>', '<title><![CDATA[Q&A <b>]]></title>'));
    expect(first?.title).toBe('Q&A <b>');
    const notes = parseRss(releaseNotesFeed(NOW));
    expect(notes[1]?.title).toBe('Search & Merchandising: boosted campaigns in site search');
    expect(notes[1]?.description).toContain('Search &amp; Merchandising'); // HTML, for the HTML reader to decode
    expect(parseRss(eBooksFeed(NOW))[0]?.contentEncoded).toMatch(/^<p><img src="https:\/\/insights\.portal\.example\/images\/personalisation-playbook\.jpg"/);
  });
});

describe('parseRss: structure', () => {
  it('gives a list for a single item', () => {
    const items = parseRss(rss([itemXml({ title: 'Only one', link: 'https://a.example/' })]));
    expect(Array.isArray(items)).toBe(true);
    expect(items).toEqual([{ title: 'Only one', link: 'https://a.example/', pubDate: '', description: '', contentEncoded: '' }]);
  });

  it('gives an empty list for a channel without items, or an empty channel', () => {
    expect(parseRss(rss([]))).toEqual([]);
    expect(parseRss('<rss version="2.0"><channel/></rss>')).toEqual([]);
  });

  it('defaults missing fields to the empty string and keeps empty items in their place', () => {
    const items = parseRss(rss(['<item/>', itemXml({ title: 'Second' }), '<item></item>']));
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({ title: '', link: '', pubDate: '', description: '', contentEncoded: '' });
    expect(items[1]?.title).toBe('Second');
  });

  it('takes the first of repeated fields and the text of a field with child elements', () => {
    const [item] = parseRss(rss(['<item><link>https://first.example/</link><link>https://second.example/</link><title>Half <b>bold</b></title></item>']));
    expect(item?.link).toBe('https://first.example/');
    expect(item?.title).toBe('Half');
  });

  it('ignores attributes, so they cannot become fields', () => {
    const [item] = parseRss(rss(['<item title="from an attribute"><guid isPermaLink="true">https://a.example/</guid><enclosure url="https://a.example/a.jpg" type="image/jpeg"/></item>']));
    expect(item?.title).toBe('');
  });

  it('keeps prototype-polluting element names from doing harm: __proto__ and constructor are refused, toString is renamed', () => {
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      expect(feedError(() => parseRss(rss([`<item><${name}><polluted>yes</polluted></${name}><title>t</title></item>`]))).kind).toBe('invalid-xml');
    }
    const [item] = parseRss(rss(['<item><toString>x</toString><hasOwnProperty>y</hasOwnProperty><title>t</title></item>']));
    expect(item?.title).toBe('t');
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('tolerates a byte order mark and white space before the declaration', () => {
    expect(parseRss(`\ufeff\n  ${rss([itemXml({ title: 'x' })])}`)).toHaveLength(1);
  });

  it('rejects a well-formed document that is not RSS 2.0 as not-rss', () => {
    expect(feedError(() => parseRss('<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</title></entry></feed>')).kind).toBe('not-rss');
    expect(feedError(() => parseRss('<rss version="2.0"/>')).kind).toBe('not-rss');
    expect(feedError(() => parseRss(undefined as unknown as string)).kind).toBe('not-rss');
  });
});

describe('parseRss: hostile input', () => {
  const hostile = parseRss(hostileFeed(NOW));

  it('keeps a script in a title as text', () => {
    expect(hostile[0]?.title).toBe('<script>alert("title")</script>2026.11');
  });

  it('decodes a double-encoded title once: the text shows the entity, it never turns into markup', () => {
    expect(hostile[1]?.title).toBe('Double-encoded &lt;b&gt;not bold&lt;/b&gt; &lt;img src=x onerror=alert(5)&gt;');
  });

  it('does not expand the billion-laughs DOCTYPE entity (left as text, so no exponential work is done)', () => {
    expect(hostile[3]?.title).toBe('Laughs &lol9;');
  });

  it('does not expand even a flat DOCTYPE entity (only the predefined XML entities are decoded)', () => {
    const doctype = '<!DOCTYPE rss [ <!ENTITY company "Evil Corp"> ]>';
    const [item] = parseRss(rss([itemXml({ title: '&company; &amp; &#65;&#x42; &nbsp;' })], doctype));
    expect(item?.title).toBe('&company; & AB &nbsp;');
  });

  it('refuses an external (SYSTEM) entity outright, so nothing is ever fetched or read', () => {
    const doctype = '<!DOCTYPE rss [ <!ENTITY ext SYSTEM "file:///etc/passwd"> ]>';
    expect(feedError(() => parseRss(rss([itemXml({ title: '&ext;' })], doctype))).kind).toBe('invalid-xml');
  });

  it('refuses a DOCTYPE declaring a flood of entities', () => {
    const entities = Array.from({ length: 500 }, (_, index) => `<!ENTITY e${index} "${'x'.repeat(100)}">`).join('');
    const error = feedError(() => parseRss(rss([itemXml({ title: '&e1;' })], `<!DOCTYPE rss [${entities}]>`)));
    expect(error.kind).toBe('invalid-xml');
  });

  it('rejects a 5 MB feed as too-large without reading it (neither validated nor parsed)', () => {
    const item = itemXml({ title: 'x'.repeat(1000), link: 'https://a.example/', description: cdata('<p>padding</p>') });
    const huge = rss(Array.from({ length: Math.ceil((5 * 1024 * 1024) / item.length) }, () => item));
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    const validate = vi.spyOn(XMLValidator, 'validate');
    const parse = vi.spyOn(XMLParser.prototype, 'parse');
    try {
      expect(feedError(() => parseRss(huge)).kind).toBe('too-large');
      expect(validate, 'not validated').not.toHaveBeenCalled();
      expect(parse, 'not parsed').not.toHaveBeenCalled();
    } finally {
      validate.mockRestore();
      parse.mockRestore();
    }
  });

  it('reads a feed just under the cap', () => {
    const item = itemXml({ title: 'x'.repeat(1000), link: 'https://a.example/' });
    const count = Math.floor((MAX_FEED_SIZE - 5000) / (item.length + 1));
    expect(parseRss(rss(Array.from({ length: count }, () => item)))).toHaveLength(count);
  });

  it('rejects invalid XML with a typed error that says where', () => {
    const error = feedError(() => parseRss(malformedFeed()));
    expect(error.kind).toBe('invalid-xml');
    expect(error.message).toMatch(/line \d+/);
    for (const broken of ['', 'not xml at all', '<rss><channel><item></channel></rss>', '<rss><channel><title>a & b</title></channel></rss>']) {
      expect(feedError(() => parseRss(broken)).kind).toBe('invalid-xml');
    }
  });

  it('refuses absurdly deep nesting', () => {
    const deep = `<rss><channel><item><title>${'<b>'.repeat(200)}x${'</b>'.repeat(200)}</title></item></channel></rss>`;
    expect(feedError(() => parseRss(deep)).kind).toBe('invalid-xml');
  });
});
