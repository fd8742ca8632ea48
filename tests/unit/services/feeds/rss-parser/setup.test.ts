// How parseRss reads character references, trims and limits what it parses. The parser is set up
// once per module instance, on first use: each test here imports the module afresh, so what it
// checks is the set-up itself, not the one another test happened to make first.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readsAs } from '../../../reads-as';
import type * as FeedErrors from '../../../../../src/services/feeds/feed-error';
import { MAX_FEED_SIZE } from '../../../../../src/services/feeds/feed-error';
import type * as RssParser from '../../../../../src/services/feeds/rss-parser';
import { itemXml, rss, thrown } from '../rss-fixtures';

let parseRss: typeof RssParser.parseRss;
let FeedError: typeof FeedErrors.FeedError;
type FeedError = FeedErrors.FeedError;

beforeEach(async () => {
  vi.resetModules();
  ({ parseRss } = await import('../../../../../src/services/feeds/rss-parser'));
  ({ FeedError } = await import('../../../../../src/services/feeds/feed-error'));
});

/** The title of the only item of a feed whose title is `titleXml` (raw XML). */
const titleOf = (titleXml: string): string | undefined => parseRss(rss([itemXml({ title: titleXml })]))[0]?.title;

/** The FeedError `run` throws (fails the test when it throws anything else or nothing). */
const feedError = (run: () => unknown): FeedError => thrown(run, FeedError);

/** A DOCTYPE declaring `count` entities whose values are `size` characters long. */
const doctype = (count: number, size = 1) =>
  `<!DOCTYPE rss [${Array.from({ length: count }, (_, index) => `<!ENTITY e${index} "${'x'.repeat(size)}">`).join('')}]>`;

describe('character references: the characters XML allows, U+FFFD for the others', () => {
  readsAs(titleOf, [
    ['keeps tab, line feed and carriage return, the only control characters XML allows', [
      ['a&#9;b&#10;c&#13;d', 'a\tb\nc\rd'],
      ['a&#x9;b&#xA;c&#xD;d', 'a\tb\nc\rd'],
    ]],
    ['replaces NUL and the other C0 control characters, and keeps the space that follows them', [
      ['a&#0;b&#1;c&#x1F;d', 'a\ufffdb\ufffdc\ufffdd'],
      ['a&#32;b&#x21;c', 'a b!c'],
    ]],
    ['replaces lone surrogates, U+FFFE and U+FFFF; keeps their neighbours', [
      ['&#xD800;&#xDBFF;&#xDC00;&#xDFFF;', '\ufffd\ufffd\ufffd\ufffd'],
      ['&#xD7FF;|&#xE000;', '\ud7ff|\ue000'],
      ['&#xFFFE;&#xFFFF;|&#xFFFD;', '\ufffd\ufffd|\ufffd'],
      ['&#xFFFC;', '\ufffc'],
    ]],
    ['reads references up to U+10FFFF and replaces those beyond it', [
      ['&#x10FFFF;', String.fromCodePoint(0x10ffff)],
      ['&#1114111;', String.fromCodePoint(0x10ffff)],
      ['&#x110000;', '\ufffd'],
      ['&#x1F600;', '😀'],
    ]],
    ['reads at most eight decimal digits: a longer reference stays text', [
      ['&#00000065;', 'A'],
      ['&#000000065;', '&#000000065;'],
    ]],
    ['decodes the five predefined entities; text without an ampersand is as written', [
      ['&lt;&gt;&quot;&apos;&amp;', '<>"\'&'],
      ['Plain text; #x41 and lt;', 'Plain text; #x41 and lt;'],
    ]],
  ]);
});

describe('text, white space and a byte order mark', () => {
  it('trims the white space around each field, not inside it', () => {
    const [item] = parseRss(rss([itemXml({ title: '\n   Spaced  out   ', link: '  https://a.example/  ' })]));
    expect(item?.title).toBe('Spaced  out');
    expect(item?.link).toBe('https://a.example/');
  });

  it('removes only a leading byte order mark: one inside a field is text', () => {
    expect(titleOf('a\ufeffb')).toBe('a\ufeffb');
    expect(parseRss(`\ufeff${rss([itemXml({ title: 'x\ufeffy' })])}`)[0]?.title).toBe('x\ufeffy');
  });

  it('takes the first non-empty of repeated fields, and the empty string when all are empty', () => {
    const [item] = parseRss(rss(['<item><link></link><link>https://second.example/</link><title/><title/></item>']));
    expect(item?.link).toBe('https://second.example/');
    expect(item?.title).toBe('');
  });

  it('reads a field holding only child elements as the empty string', () => {
    const [item] = parseRss(rss(['<item><title><b>bold only</b></title><link>https://a.example/</link></item>']));
    expect(item).toEqual({ title: '', link: 'https://a.example/', pubDate: '', description: '', contentEncoded: '' });
  });

  it('gives a list for a feed with a single item', () => {
    expect(parseRss(rss([itemXml({ title: 'Only' })])).map((item) => item.title)).toEqual(['Only']);
  });

  it('reads the first channel of a document with several', () => {
    const xml = `<rss version="2.0"><channel>${itemXml({ title: 'First' })}</channel><channel>${itemXml({ title: 'Second' })}</channel></rss>`;
    expect(parseRss(xml).map((item) => item.title)).toEqual(['First']);
  });
});

describe('limits', () => {
  it('reads a DOCTYPE declaring 100 entities and refuses one declaring 101', () => {
    expect(parseRss(rss([itemXml({ title: 'x' })], doctype(100)))).toHaveLength(1);
    const error = feedError(() => parseRss(rss([itemXml({ title: 'x' })], doctype(101))));
    expect(error.kind).toBe('invalid-xml');
  });

  it('reads a declared entity of 1000 characters and refuses one of 1001', () => {
    expect(parseRss(rss([itemXml({ title: 'x' })], doctype(1, 1000)))).toHaveLength(1);
    expect(feedError(() => parseRss(rss([itemXml({ title: 'x' })], doctype(1, 1001)))).kind).toBe('invalid-xml');
  });

  it('reads elements nested 64 levels below the root element and refuses 65', () => {
    // channel, item and title are three levels below rss.
    const nested = (levels: number) => rss([`<item><title>${'<b>'.repeat(levels - 3)}x${'</b>'.repeat(levels - 3)}</title></item>`]);
    expect(parseRss(nested(64))).toHaveLength(1);
    expect(feedError(() => parseRss(nested(65))).kind).toBe('invalid-xml');
  });

  it('reads a document of exactly the maximum size and refuses one a character longer', () => {
    const feed = rss([itemXml({ title: 'At the cap' })]);
    const atCap = feed + ' '.repeat(MAX_FEED_SIZE - feed.length);
    expect(atCap).toHaveLength(MAX_FEED_SIZE);
    expect(parseRss(atCap).map((item) => item.title)).toEqual(['At the cap']);
    const error = feedError(() => parseRss(`${atCap} `));
    expect(error.kind).toBe('too-large');
    expect(error.message).toBe(`The feed is larger than ${MAX_FEED_SIZE} characters`);
  });
});

describe('the errors say what went wrong', () => {
  it('not text', () => {
    const error = feedError(() => parseRss(42 as unknown as string));
    expect(error.kind).toBe('not-rss');
    expect(error.message).toBe('The feed is not text');
  });

  it('not RSS', () => {
    expect(feedError(() => parseRss('<feed><entry/></feed>')).message).toBe('The document is not an RSS 2.0 feed (no rss/channel)');
  });

  it('refused by the parser: the reason, with the parser\'s error as the cause', () => {
    const error = feedError(() => parseRss(rss([itemXml({ title: 'x' })], doctype(101))));
    expect(error.message).toMatch(/^The feed could not be parsed: \S/);
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.message).toContain((error.cause as Error).message);
  });
});
