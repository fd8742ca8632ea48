import { describe, expect, it, vi } from 'vitest';
import { blogFeed, eBooksFeed, hostileFeed, malformedFeed, releaseNotesFeed } from '../../../../demo/server/content/feeds';
import { FeedError } from '../../../../src/services/feeds/feed-error';
import { RSS_ACCEPT } from '../../../../src/services/feeds/feed-http';
import { getBlogPosts, getEBooks, isPngImage, readBlogPosts, readEBooks } from '../../../../src/services/feeds/news-service';
import { getReleaseNotes, readReleaseNotes } from '../../../../src/services/feeds/release-notes-service';
import type { HttpClient } from '../../../../src/services/http-client';
import { HttpError, httpErrorOfStatus } from '../../../../src/services/http-error';
import { cdata, daysBefore, itemXml, rss } from './rss-fixtures';

const NOW = new Date('2026-11-20T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fake HTTP client answering every GET with `data` (or failing with `error`). */
function fakeClient(answer: { data?: unknown; error?: unknown }) {
  const get = vi.fn<(url: string, options?: unknown) => Promise<{ data: unknown }>>(() =>
    answer.error === undefined ? Promise.resolve({ data: answer.data }) : Promise.reject(answer.error),
  );
  return { client: { get } as unknown as HttpClient, get };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (caught: unknown) => caught,
  );
}

/** An e-book item with a cover image (in content:encoded), published `days` before NOW. */
const eBook = (slug: string, image: string, days: number) =>
  itemXml({
    title: slug,
    link: `https://insights.example/${slug}/`,
    pubDate: daysBefore(NOW, days),
    contentEncoded: cdata(`<p><img src="${image}" alt=""></p><p>${slug} teaser</p>`),
  });

describe('getReleaseNotes', () => {
  it('GETs the release-notes feed with credentials, the RSS Accept header and a text answer', async () => {
    const { client, get } = fakeClient({ data: releaseNotesFeed(NOW) });
    await getReleaseNotes(client);
    expect(get).toHaveBeenCalledWith('/category/releasenotes/feed/', expect.objectContaining({ withCredentials: true, responseType: 'text' }));
    expect(get.mock.calls[0]?.[1]).toMatchObject({ headers: { Accept: 'application/rss+xml, application/xml, text/xml' }, maxContentLength: 2 * 1024 * 1024 });
    expect(RSS_ACCEPT).toBe('application/rss+xml, application/xml, text/xml');
  });

  it('maps every item: title, http(s) link, date and the text of the first paragraph, in feed order', async () => {
    const { client } = fakeClient({ data: releaseNotesFeed(NOW) });
    const notes = await getReleaseNotes(client);
    expect(notes).toHaveLength(6);
    expect(notes[0]).toEqual({
      title: '2026.11',
      link: 'https://release-notes.portal.example/2026-11',
      pubDate: new Date(Math.floor((NOW.getTime() - 2 * DAY_MS) / 1000) * 1000),
      description: 'The November release brings faster audience estimates and a new home page for the portal.',
    });
    expect(notes[1]?.description).toBe('Search & Merchandising: boosted campaigns now also apply to site search, so you\u2019ll see campaign products ranked higher.');
    expect(notes.map((note) => Math.round((NOW.getTime() - note.pubDate.getTime()) / DAY_MS))).toEqual([2, 10, 20, 22, 40, 90]);
  });

  it('keeps the hostile feed inert: scripts stay text, javascript: links are dropped, nothing expands', async () => {
    const { client } = fakeClient({ data: hostileFeed(NOW) });
    const notes = await getReleaseNotes(client);
    expect(notes.map((note) => note.title)).toEqual(['Inline handlers', 'Laughs &lol9;']);
    expect(notes[0]?.description).toBe('Hover me');
    for (const note of notes) expect(note.link).toMatch(/^https:\/\/release-notes\.portal\.example\//);
  });

  it('keeps a script in a title as text when the link is fine', () => {
    const [note] = readReleaseNotes(
      rss([itemXml({ title: '&lt;script&gt;alert(1)&lt;/script&gt; Title', link: 'https://a.example/', pubDate: daysBefore(NOW, 1) })]),
    );
    expect(note?.title).toBe('<script>alert(1)</script> Title');
  });

  it('decodes a double-encoded description once per layer: escaped XML holding escaped HTML gives the literal text "<b>"', () => {
    const [note] = readReleaseNotes(
      rss([itemXml({ title: 't', link: 'https://a.example/', pubDate: daysBefore(NOW, 1), description: '&lt;p&gt;Say &amp;lt;b&amp;gt; please&lt;/p&gt;' })]),
    );
    expect(note?.description).toBe('Say <b> please');
  });

  it('drops items without a usable link, date or title, and defaults a missing description', () => {
    const date = daysBefore(NOW, 1);
    const notes = readReleaseNotes(
      rss([
        itemXml({ title: 'no link', pubDate: date }),
        itemXml({ title: 'javascript link', link: 'javascript:alert(1)', pubDate: date }),
        itemXml({ title: 'data link', link: 'data:text/html,x', pubDate: date }),
        itemXml({ title: 'relative link', link: '/notes/1', pubDate: date }),
        itemXml({ title: 'no date', link: 'https://a.example/1' }),
        itemXml({ title: 'bad date', link: 'https://a.example/2', pubDate: 'sometime soon' }),
        itemXml({ title: '   ', link: 'https://a.example/3', pubDate: date }),
        itemXml({ title: 'kept', link: 'https://a.example/4', pubDate: date }),
        '<item/>',
      ]),
    );
    expect(notes).toEqual([{ title: 'kept', link: 'https://a.example/4', pubDate: new Date(date), description: '' }]);
  });

  it('works for a feed with a single item', async () => {
    const { client } = fakeClient({ data: rss([itemXml({ title: 'Only', link: 'https://a.example/', pubDate: 'Fri, 20 Nov 2026 10:00:00 +0200' })]) });
    expect(await getReleaseNotes(client)).toEqual([{ title: 'Only', link: 'https://a.example/', pubDate: new Date('2026-11-20T08:00:00Z'), description: '' }]);
  });

  it('throws a FeedError for invalid XML and a too-large feed', async () => {
    const invalid = await rejection(getReleaseNotes(fakeClient({ data: malformedFeed() }).client));
    expect(invalid).toBeInstanceOf(FeedError);
    expect((invalid as FeedError).kind).toBe('invalid-xml');
    const huge = await rejection(getReleaseNotes(fakeClient({ data: `<rss>${' '.repeat(5 * 1024 * 1024)}</rss>` }).client));
    expect((huge as FeedError).kind).toBe('too-large');
  });

  it('throws an HttpError when the call fails or the answer is not text', async () => {
    const server = await rejection(getReleaseNotes(fakeClient({ error: httpErrorOfStatus(503) }).client));
    expect(server).toBeInstanceOf(HttpError);
    expect((server as HttpError).status).toBe(503);
    const network = await rejection(getReleaseNotes(fakeClient({ error: new TypeError('Failed to fetch') }).client));
    expect((network as HttpError).kind).toBe('network');
    const json = await rejection(getReleaseNotes(fakeClient({ data: { not: 'xml' } }).client));
    expect((json as HttpError).kind).toBe('invalid-body');
  });
});

describe('getEBooks', () => {
  it('GETs the e-book feed without credentials', async () => {
    const { client, get } = fakeClient({ data: eBooksFeed(NOW) });
    await getEBooks(client);
    expect(get).toHaveBeenCalledWith('/category/e-books/feed/', expect.objectContaining({ withCredentials: false, responseType: 'text' }));
  });

  it('uses only the first 4 items and skips the .png ones among them (the demo feed gives 2 cards)', async () => {
    const cards = await getEBooks(fakeClient({ data: eBooksFeed(NOW) }).client);
    expect(cards).toEqual([
      {
        title: 'The Personalisation Playbook 2026',
        link: 'https://insights.portal.example/e-books/personalisation-playbook/',
        imgSrc: 'https://insights.portal.example/images/personalisation-playbook.jpg',
        publishedDate: expect.any(Date),
        isNewsArticle: false,
      },
      expect.objectContaining({ title: 'Site Search Benchmark Report', imgSrc: 'https://insights.portal.example/images/site-search-benchmark.jpg' }),
    ]);
  });

  it('cuts at 4 items before skipping: a 5th item does not move up to replace a .png one', () => {
    const cards = readEBooks(
      rss([
        eBook('one', 'https://i.example/1.jpg', 1),
        eBook('two', 'https://i.example/2.PNG', 2),
        eBook('three', 'https://i.example/3.png?ver=2', 3),
        eBook('four', 'https://i.example/4.jpeg', 4),
        eBook('five', 'https://i.example/5.jpg', 5),
      ]),
    );
    expect(cards.map((card) => card.title)).toEqual(['one', 'four']);
  });

  it('gives at most 4 cards', () => {
    const cards = readEBooks(rss(Array.from({ length: 7 }, (_, index) => eBook(`book-${index}`, `https://i.example/${index}.jpg`, index))));
    expect(cards.map((card) => card.title)).toEqual(['book-0', 'book-1', 'book-2', 'book-3']);
  });

  it('keeps an e-book without an image, or with an unsafe one, with no image', () => {
    const cards = readEBooks(
      rss([
        itemXml({ title: 'no image', link: 'https://a.example/1', pubDate: daysBefore(NOW, 1), contentEncoded: cdata('<p>Text only</p>') }),
        eBook('unsafe', 'javascript:alert(1)', 2),
        eBook('relative', '/images/cover.jpg', 3),
      ]),
    );
    expect(cards.map((card) => [card.title, card.imgSrc])).toEqual([
      ['no image', null],
      ['unsafe', null],
      ['relative', null],
    ]);
  });

  it('keeps the hostile feed inert', () => {
    const cards = readEBooks(hostileFeed(NOW));
    expect(cards.map((card) => [card.title, card.imgSrc])).toEqual([
      ['Inline handlers', 'https://insights.portal.example/images/hostile.jpg'],
      ['Laughs &lol9;', 'https://insights.portal.example/images/laughs.jpg'],
    ]);
  });
});

describe('isPngImage', () => {
  it('looks at the end of the path, in any case', () => {
    expect(isPngImage('https://i.example/a.png')).toBe(true);
    expect(isPngImage('https://i.example/a.PNG')).toBe(true);
    expect(isPngImage('https://i.example/a.png?w=300#x')).toBe(true);
    expect(isPngImage('https://i.example/a.jpg')).toBe(false);
    expect(isPngImage('https://i.example/a.jpg?format=.png')).toBe(false);
    expect(isPngImage('https://i.example/png')).toBe(false);
  });
});

describe('getBlogPosts', () => {
  const BLOG = 'https://blog.portal.example/feed/';

  it('GETs the blog feed at its address, without credentials', async () => {
    const { client, get } = fakeClient({ data: blogFeed(NOW) });
    await getBlogPosts(BLOG, client);
    expect(get).toHaveBeenCalledWith(BLOG, expect.objectContaining({ withCredentials: false, responseType: 'text', headers: { Accept: RSS_ACCEPT } }));
  });

  it('gives the first 4 posts with the image of the description and the NEWS flag', async () => {
    const cards = await getBlogPosts(BLOG, fakeClient({ data: blogFeed(NOW) }).client);
    expect(cards).toHaveLength(4);
    expect(cards[0]).toEqual({
      title: 'Five recommendation tricks for Black Friday',
      link: 'https://blog.portal.example/black-friday-recommendations/',
      imgSrc: 'https://blog.portal.example/wp-content/uploads/black-friday-recommendations.jpg',
      publishedDate: expect.any(Date),
      isNewsArticle: true,
    });
    expect(cards.every((card) => card.isNewsArticle)).toBe(true);
  });

  it('does not skip .png images in the blog', () => {
    const cards = readBlogPosts(
      rss([itemXml({ title: 'png post', link: 'https://b.example/1', pubDate: daysBefore(NOW, 1), description: cdata('<img src="https://b.example/a.png"><p>x</p>') })]),
    );
    expect(cards[0]?.imgSrc).toBe('https://b.example/a.png');
  });

  it('keeps the hostile feed inert: javascript: links dropped, onerror images give no image', () => {
    const cards = readBlogPosts(hostileFeed(NOW));
    expect(cards.map((card) => [card.title, card.imgSrc])).toEqual([
      ['Inline handlers', null],
      ['Laughs &lol9;', null],
    ]);
  });

  it('refuses a blog address that is not http(s), without calling', async () => {
    const { client, get } = fakeClient({ data: blogFeed(NOW) });
    const error = await rejection(getBlogPosts('javascript:alert(1)', client));
    expect(error).toBeInstanceOf(HttpError);
    expect(get).not.toHaveBeenCalled();
  });

  it('throws an HttpError when the call fails', async () => {
    const error = await rejection(getBlogPosts(BLOG, fakeClient({ error: httpErrorOfStatus(404) }).client));
    expect((error as HttpError).status).toBe(404);
  });
});
