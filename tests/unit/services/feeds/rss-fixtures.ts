/** Small RSS documents for the feed tests. */
import { expect } from 'vitest';

export interface ItemXml {
  title?: string;
  link?: string;
  pubDate?: string;
  description?: string;
  contentEncoded?: string;
}

const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';

/** One `<item>`; every field is raw XML (escape it yourself, or wrap it in CDATA with {@link cdata}). */
export function itemXml({ title, link, pubDate, description, contentEncoded }: ItemXml): string {
  return [
    '<item>',
    title === undefined ? '' : `<title>${title}</title>`,
    link === undefined ? '' : `<link>${link}</link>`,
    pubDate === undefined ? '' : `<pubDate>${pubDate}</pubDate>`,
    description === undefined ? '' : `<description>${description}</description>`,
    contentEncoded === undefined ? '' : `<content:encoded>${contentEncoded}</content:encoded>`,
    '</item>',
  ].join('');
}

/** An RSS 2.0 document around the given items (raw XML), with an optional DOCTYPE. */
export function rss(items: readonly string[], doctype = ''): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    doctype,
    `<rss version="2.0" xmlns:content="${CONTENT_NS}"><channel><title>Test feed</title><link>https://feed.example/</link>`,
    ...items,
    '</channel></rss>',
  ].join('\n');
}

export const cdata = (html: string): string => `<![CDATA[${html}]]>`;

/** RFC 822 date `days` days before `now` (as the demo backend writes it). */
export const daysBefore = (now: Date, days: number): string => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toUTCString();

/**
 * The error `run` throws; fails the test when it throws nothing or an error of another kind.
 * @param run what should throw
 * @param kind the class the error must be an instance of (the freshly imported one where a test resets modules)
 * @returns the error
 */
export function thrown<E>(run: () => unknown, kind: abstract new (...args: never[]) => E): E {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return error as E;
  }
  throw new Error(`expected a ${kind.name}`);
}
