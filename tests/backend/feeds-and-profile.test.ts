import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { schemaProblem } from '../../demo/server/http/openapi-validator';
import { TEST_PORTAL_ORIGIN, signIn, useBackend } from './backend-fixture';
import { DAY_MS, NEW_WINDOW_DAYS, rssItemsOf, type RssItem } from './rss-kit';

const DEV_ONLY_PREFIXES = ['docs', 'ai', 'wgt'];

/** Parses RSS text as the portal does (titles stay strings) and returns its items. */
function rssItems(xml: string): RssItem[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const items = rssItemsOf(xml);
  expect(Array.isArray(items)).toBe(true);
  return items ?? [];
}

/** Age in days of an RFC 822 date. */
const ageInDays = (pubDate: string) => (Date.now() - Date.parse(pubDate)) / DAY_MS;

/** Every appPrefix anywhere in a menu. */
function menuPrefixes(menu: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'appPrefix' && typeof inner === 'string') found.push(inner);
        else walk(inner);
      }
    }
  };
  walk(menu);
  return found;
}

describe('feeds, app and menu definitions, page visits', () => {
  const backend = useBackend();

  const getFeed = (url: string, origin = TEST_PORTAL_ORIGIN) =>
    fetch(url, { headers: { origin, accept: 'application/rss+xml, application/xml;q=0.9' } });

  /** The items of the feed at `url`, checked to be served as RSS with at least four items. */
  const servedItems = async (url: string) => {
    const response = await getFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/rss\+xml/);
    const items = rssItems(await response.text());
    expect(items.length).toBeGreaterThanOrEqual(4);
    return items;
  };

  describe('release notes feed (gateway)', () => {
    const url = () => `${backend().origins.gateway}/category/releasenotes/feed/`;

    it('is RSS that parses, with title, link, pubDate and HTML description per item', async () => {
      const items = await servedItems(url());
      for (const item of items) {
        expect(typeof item.title).toBe('string');
        expect(item.link).toMatch(/^https:\/\//);
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
        expect(item.description).toMatch(/<p>/);
      }
      // A numeric-looking title stays text.
      expect(items.map((item) => item.title)).toContain('2026.11');
    });

    it('has items newer than 21 days and items older, dated relative to now, newest first', async () => {
      const items = rssItems(await (await getFeed(url())).text());
      const ages = items.map((item) => ageInDays(item.pubDate));
      expect(ages.filter((age) => age < NEW_WINDOW_DAYS).length).toBeGreaterThanOrEqual(1);
      expect(ages.filter((age) => age >= NEW_WINDOW_DAYS).length).toBeGreaterThanOrEqual(1);
      // Among the three the card shows, at least one is NEW.
      expect(ages.slice(0, 3).some((age) => age < NEW_WINDOW_DAYS)).toBe(true);
      // No item in the future, and none absurdly old.
      for (const age of ages) {
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThan(366);
      }
      expect([...ages].sort((a, b) => a - b)).toEqual(ages);
    });

    it('allows the portal origin with credentials (the feed is fetched with credentials)', async () => {
      const response = await getFeed(url());
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    });
  });

  describe('e-books feed (gateway)', () => {
    it('is RSS with content:encoded holding an image; some images are .png and some are not', async () => {
      const response = await getFeed(`${backend().origins.gateway}/category/e-books/feed/`);
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
      const items = rssItems(xml);
      expect(items.length).toBeGreaterThanOrEqual(4);
      const images = items.map((item) => /<img[^>]*\ssrc="([^"]+)"/.exec(item['content:encoded'] ?? '')?.[1]);
      for (const image of images) expect(image).toMatch(/^https:\/\/.+\.(png|jpe?g)$/);
      const firstFour = images.slice(0, 4);
      expect(firstFour.filter((image) => image?.endsWith('.png')).length).toBeGreaterThanOrEqual(1);
      expect(firstFour.filter((image) => !image?.endsWith('.png')).length).toBeGreaterThanOrEqual(1);
      for (const item of items) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    });
  });

  describe('blog feed (own origin)', () => {
    const url = () => `${backend().origins.blog}/feed/`;

    it('is RSS whose descriptions start with an image, dated in the past', async () => {
      const items = await servedItems(url());
      for (const item of items) {
        expect(item.description).toMatch(/^<img[^>]*\ssrc="https:\/\/[^"]+"/);
        expect(item.link).toMatch(/^https:\/\//);
        expect(ageInDays(item.pubDate)).toBeGreaterThanOrEqual(0);
      }
    });

    it('is public: CORS "*" for any origin and never credentials', async () => {
      for (const origin of [TEST_PORTAL_ORIGIN, 'https://anyone.example']) {
        const response = await getFeed(url(), origin);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      }
    });

    it('is not served at other paths', async () => {
      const response = await fetch(`${backend().origins.blog}/nothing-here`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404 });
    });
  });

  describe('app and menu definitions (profile API)', () => {
    const getApps = (env: string) => fetch(`${backend().origins.profile}/profileapi/portal/apps?env=${encodeURIComponent(env)}`, { headers: { origin: TEST_PORTAL_ORIGIN } });
    const getMenu = (env: string) => fetch(`${backend().origins.profile}/profileapi/portal/menu?env=${encodeURIComponent(env)}`, { headers: { origin: TEST_PORTAL_ORIGIN } });

    it.each(['Production', 'Dev', 'Staging', 'Local'])('serves app entries and a menu matching the API description for %s', async (env) => {
      const apps = await getApps(env);
      expect(apps.status).toBe(200);
      expect(apps.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
      const entries = (await apps.json()) as Array<{ appPrefix: string; iframeBaseUrl: string; tokenDescriptor: { client: string; services: string[] } }>;
      expect(entries.length).toBeGreaterThan(10);
      for (const entry of entries) {
        expect(schemaProblem('AppEntry', entry)).toBeNull();
        expect(entry.tokenDescriptor.client.length).toBeGreaterThan(0);
        expect(entry.tokenDescriptor.services.length).toBeGreaterThan(0);
      }
      expect(new Set(entries.map((entry) => entry.appPrefix)).size).toBe(entries.length);

      const menu = await getMenu(env);
      expect(menu.status).toBe(200);
      expect(schemaProblem('Menu', await menu.json())).toBeNull();
    });

    it('points Local apps at the backend\'s apps origin', async () => {
      const entries = (await (await getApps('Local')).json()) as Array<{ appPrefix: string; iframeBaseUrl: string }>;
      for (const entry of entries) expect(entry.iframeBaseUrl).toBe(`${backend().origins.apps}/${entry.appPrefix}`);
    });

    it('points Production apps at https, not at localhost', async () => {
      const entries = (await (await getApps('Production')).json()) as Array<{ iframeBaseUrl: string }>;
      for (const entry of entries) {
        expect(entry.iframeBaseUrl).toMatch(/^https:\/\//);
        expect(entry.iframeBaseUrl).not.toContain('localhost');
      }
    });

    it('lists no docs, ai or wgt in Production apps or menu', async () => {
      const prefixes = ((await (await getApps('Production')).json()) as Array<{ appPrefix: string }>).map((entry) => entry.appPrefix);
      const menuPrefixList = menuPrefixes(await (await getMenu('Production')).json());
      for (const prefix of DEV_ONLY_PREFIXES) {
        expect(prefixes).not.toContain(prefix);
        expect(menuPrefixList).not.toContain(prefix);
      }
      // The other prefixes are there.
      for (const prefix of ['profile', 'myacc', 'dash', 'cdp', 'search', 'wgtdes', 'search-internal']) expect(prefixes).toContain(prefix);
    });

    it.each(['Dev', 'Staging', 'Local'])('lists docs, ai and wgt in %s apps and menu', async (env) => {
      const prefixes = ((await (await getApps(env)).json()) as Array<{ appPrefix: string }>).map((entry) => entry.appPrefix);
      const menuPrefixList = menuPrefixes(await (await getMenu(env)).json());
      for (const prefix of DEV_ONLY_PREFIXES) {
        expect(prefixes).toContain(prefix);
        expect(menuPrefixList).toContain(prefix);
      }
    });

    it.each(['Nowhere', 'production', '', 'Local;drop'])('answers 400 JSON for the env %j', async (env) => {
      for (const response of [await getApps(env), await getMenu(env)]) {
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: expect.stringContaining('env'), status: 400 });
      }
    });

    it('answers 400 without an env parameter', async () => {
      const response = await fetch(`${backend().origins.profile}/profileapi/portal/apps`);
      expect(response.status).toBe(400);
    });
  });

  describe('page-visit tracking', () => {
    const url = () => `${backend().origins.profile}/profileapi/tracking/page-visit`;
    const visit = { customerId: 1001, pageTitle: 'Account Dashboard', platformTitle: 'Analytics & Insights', domain: 'nordic-outdoor.example' };
    const postVisit = (body: string, cookie?: string) =>
      fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_PORTAL_ORIGIN, ...(cookie ? { cookie } : {}) }, body });
    const readSink = async () => {
      const response = await fetch(`${backend().origins.profile}/__admin/sinks/page-visits`);
      expect(response.status).toBe(200);
      return (await response.json()) as Array<Record<string, unknown>>;
    };

    it('answers 401 without a cookie and records nothing', async () => {
      const response = await postVisit(JSON.stringify(visit));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 401 });
      expect(await readSink()).toEqual([]);
    });

    it.each<[string, string]>([
      ['missing customerId', JSON.stringify({ ...visit, customerId: undefined })],
      ['missing domain', JSON.stringify({ ...visit, domain: undefined })],
      ['customerId as a string', JSON.stringify({ ...visit, customerId: '1001' })],
      ['customerId zero', JSON.stringify({ ...visit, customerId: 0 })],
      ['pageTitle as a number', JSON.stringify({ ...visit, pageTitle: 3 })],
      ['a too long pageTitle', JSON.stringify({ ...visit, pageTitle: 'x'.repeat(301) })],
      ['an extra field', JSON.stringify({ ...visit, userId: 'u-ada' })],
      ['an array', JSON.stringify([visit])],
      ['non-JSON', 'customerId=1001'],
      ['an empty body', ''],
      ['a huge body', JSON.stringify({ ...visit, pageTitle: 'x'.repeat(100_000) })],
    ])('answers 400 JSON for %s and records nothing', async (_label, body) => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await postVisit(body, cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 400 });
      expect(await readSink()).toEqual([]);
    });

    it('answers 204 and the visit is readable from the sink with the user id', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await postVisit(JSON.stringify(visit), cookie);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
      const sink = await readSink();
      expect(sink).toHaveLength(1);
      expect(sink[0]).toMatchObject({ ...visit, userId: 'u-cora' });
      expect(Number.isNaN(Date.parse(String(sink[0]?.receivedAt)))).toBe(false);
    });

    it('answers 403 for a customer the user may not act for, and records nothing', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await postVisit(JSON.stringify({ ...visit, customerId: 4030 }), cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 403 });
      expect(await readSink()).toEqual([]);
    });

    it('keeps visits in order and empties the sink between tests', async () => {
      expect(await readSink()).toEqual([]);
      const cora = await signIn(backend(), 'u-cora');
      const mads = await signIn(backend(), 'u-mads');
      expect((await postVisit(JSON.stringify(visit), cora)).status).toBe(204);
      expect((await postVisit(JSON.stringify({ ...visit, customerId: 1002, pageTitle: 'Home' }), mads)).status).toBe(204);
      const sink = await readSink();
      expect(sink.map((entry) => [entry.userId, entry.customerId, entry.pageTitle])).toEqual([
        ['u-cora', 1001, 'Account Dashboard'],
        ['u-mads', 1002, 'Home'],
      ]);
    });
  });
});
