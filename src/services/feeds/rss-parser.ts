import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser';
import { isRecord } from '../json-guards';
import { FeedError, MAX_FEED_SIZE } from './feed-error';

/** One `<item>` of an RSS 2.0 feed, as text; a missing field is the empty string. */
export interface RawFeedItem {
  /** Plain text (XML entities decoded once; never HTML-decoded). */
  title: string;
  link: string;
  /** As written, RFC 822 in a well-behaved feed: see `parseFeedDate`. */
  pubDate: string;
  /** HTML. */
  description: string;
  /** HTML: `<content:encoded>` of the content module. */
  contentEncoded: string;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlCharacter(codePoint: number): string {
  const valid = codePoint === 0x9 || codePoint === 0xa || codePoint === 0xd || (codePoint >= 0x20 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff));
  return valid && codePoint !== 0xfffe && codePoint !== 0xffff ? String.fromCodePoint(codePoint) : '\ufffd';
}

/**
 * The entity decoder the parser uses: the five predefined XML entities and character references,
 * nothing else. Entities a DOCTYPE declares are ignored (`addInputEntities` drops them), so a
 * reference such as `&lol9;` of a "billion laughs" document stays literal text: nothing is expanded,
 * whatever the DOCTYPE says. Each text is decoded once (`&amp;lt;` becomes `&lt;`).
 */
const XML_ONLY_ENTITIES: EntityDecoderOptions = {
  setExternalEntities: () => undefined,
  addInputEntities: () => undefined,
  reset: () => undefined,
  setXmlVersion: () => undefined,
  decode: (text) =>
    // Stryker disable next-line StringLiteral: includes('') is always true, and then the replace finds no reference in a text without "&": the same text.
    text.includes('&')
      ? text.replace(/&(?:#(\d{1,8})|#x([0-9a-fA-F]{1,7})|(amp|lt|gt|quot|apos));/g, (_whole, decimal?: string, hex?: string, name?: string) =>
          // Stryker disable next-line StringLiteral: never used; the pattern only admits the five names XML_ENTITIES has, and a hex group whenever there is no decimal or name.
          name !== undefined ? (XML_ENTITIES[name] ?? '') : xmlCharacter(decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16)),
        )
      : text,
};

const ITEM_PATH = 'rss.channel.item';

let parser: XMLParser | undefined;

/**
 * The parser, set up for untrusted input: no DOCTYPE entity expansion (see {@link XML_ONLY_ENTITIES};
 * the DOCTYPE is still read, and one declaring over 100 entities is refused), no HTML entities,
 * CDATA merged into the text, values kept as text (`2026.11` stays a string), `<item>` always a
 * list, attributes ignored (no field we read lives in one: images come from the HTML), nesting
 * limited.
 */
function rssParser(): XMLParser {
  parser ??= new XMLParser({
    // Stryker disable next-line BooleanLiteral: attributes would only add "@_"-prefixed keys beside "#text", which textOf and readItem never read.
    ignoreAttributes: true,
    // Stryker disable next-line BooleanLiteral: the declaration would only add a top-level "?xml" key, beside rss.
    ignoreDeclaration: true,
    // Stryker disable next-line BooleanLiteral: a processing instruction would only add a "?name" key beside "#text", which textOf and readItem never read.
    ignorePiTags: true,
    parseTagValue: false,
    // Stryker disable next-line BooleanLiteral: attributes are ignored, so none is ever parsed.
    parseAttributeValue: false,
    trimValues: true,
    processEntities: { enabled: true, maxEntityCount: 100, maxEntitySize: 1000 },
    // Stryker disable next-line BooleanLiteral: only the parser's own decoder reads it, and entityDecoder replaces that decoder.
    htmlEntities: false,
    entityDecoder: XML_ONLY_ENTITIES,
    isArray: (_name, jPath) => jPath === ITEM_PATH,
    maxNestedTags: 64,
  });
  return parser;
}

/** The text of a parsed element: a string, the text of an element that also has children, or the first of repeated elements. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const text = textOf(entry);
      if (text !== '') return text;
    }
    return '';
  }
  return isRecord(value) && typeof value['#text'] === 'string' ? value['#text'] : '';
}

function readItem(item: unknown): RawFeedItem {
  const fields = isRecord(item) ? item : {};
  return {
    title: textOf(fields.title),
    link: textOf(fields.link),
    pubDate: textOf(fields.pubDate),
    description: textOf(fields.description),
    contentEncoded: textOf(fields['content:encoded']),
  };
}

/**
 * The items of an RSS 2.0 document, in feed order (an empty `<item/>` is an item with empty fields).
 *
 * @throws {FeedError} `too-large` over {@link MAX_FEED_SIZE} characters (checked before anything
 *   else, so a huge document is rejected at once); `invalid-xml` when it is not well-formed or the
 *   parser refuses it; `not-rss` when it has no `rss/channel`.
 */
export function parseRss(xml: string): RawFeedItem[] {
  if (typeof xml !== 'string') throw new FeedError('not-rss', 'The feed is not text');
  if (xml.length > MAX_FEED_SIZE) throw new FeedError('too-large', `The feed is larger than ${MAX_FEED_SIZE} characters`);
  // A byte order mark or white space before the XML declaration is a common, harmless server slip.
  const document = xml.replace(/^\ufeff/, '').trimStart();
  const validation = XMLValidator.validate(document);
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    throw new FeedError('invalid-xml', `The feed is not well-formed XML: ${msg} (line ${line}, column ${col})`);
  }
  let parsed: unknown;
  try {
    parsed = rssParser().parse(document);
  } catch (error) {
    throw new FeedError('invalid-xml', `The feed could not be parsed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const rss = isRecord(parsed) ? parsed.rss : undefined;
  const channels = isRecord(rss) ? rss.channel : undefined;
  const channel: unknown = Array.isArray(channels) ? channels[0] : channels;
  if (channel === '') return []; // <channel/>: a feed without items.
  if (!isRecord(channel)) throw new FeedError('not-rss', 'The document is not an RSS 2.0 feed (no rss/channel)');
  const items = channel.item;
  return Array.isArray(items) ? items.map(readItem) : [];
}
