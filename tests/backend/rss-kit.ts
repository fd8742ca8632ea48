import { XMLParser } from 'fast-xml-parser';

/** The fields of an RSS item the portal reads. */
export interface RssItem {
  title: string;
  link: string;
  pubDate: string;
  description?: string;
  'content:encoded'?: string;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How many days a release note counts as new. */
export const NEW_WINDOW_DAYS = 21;

// Tag values kept as strings, as the portal parses them: "2026.11" must stay a title, not become a number.
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, processEntities: true, isArray: (name) => name === 'item' });

/** The items of an RSS document, parsed as the portal does; undefined when it has no item list. */
export function rssItemsOf(xml: string): RssItem[] | undefined {
  const document = parser.parse(xml) as { rss?: { channel?: { item?: RssItem[] } } };
  return document.rss?.channel?.item;
}
