import { describe, expect, it } from 'vitest';
import { blogFeed, eBooksFeed, hostileFeed } from '../../../../demo/server/content/feeds';
import { RSS_ACCEPT } from '../../../../src/services/feeds/feed-http';
import { getBlogPosts, getEBooks, isPngImage, readBlogPosts, readEBooks } from '../../../../src/services/feeds/news-service';
import { HttpError, httpErrorOfStatus } from '../../../../src/services/http-error';
import { fakeClient, NOW, rejection } from './feed-client-kit';
import { cdata, daysBefore, itemXml, rss } from './rss-fixtures';

/** An e-book item with a cover image (in content:encoded), published `days` before NOW. */
const eBook = (slug: string, image: string, days: number) =>
  itemXml({
    title: slug,
    link: `https://insights.example/${slug}/`,
    pubDate: daysBefore(NOW, days),
    contentEncoded: cdata(`<p><img src="${image}" alt=""></p><p>${slug} teaser</p>`),
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
