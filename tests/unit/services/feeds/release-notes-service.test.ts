import { describe, expect, it } from 'vitest';
import { hostileFeed, malformedFeed, releaseNotesFeed } from '../../../../demo/server/content/feeds';
import { FeedError } from '../../../../src/services/feeds/feed-error';
import { RSS_ACCEPT } from '../../../../src/services/feeds/feed-http';
import { getReleaseNotes, readReleaseNotes } from '../../../../src/services/feeds/release-notes-service';
import { HttpError, httpErrorOfStatus } from '../../../../src/services/http-error';
import { fakeClient, NOW, rejection } from './feed-client-kit';
import { daysBefore, itemXml, rss } from './rss-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

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
