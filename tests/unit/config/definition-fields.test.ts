// Field by field, what parseMenu and parseAppEntries keep, normalise or drop.
import { describe, expect, it } from 'vitest';
import { parseAppEntries, parseMenu } from '../../../src/config/definition-schemas';

const item = (id: string, extra: Record<string, unknown> = {}) => ({ id, appPrefix: 'dash', route: `/dash/${id}`, title: id, ...extra });
const platform = (items: unknown[], extra: Record<string, unknown> = {}) => ({ platformId: 'p', title: 'P', icon: 'chart', hasSubitems: true, items, ...extra });
const menuOf = (platforms: unknown[], extra: Record<string, unknown> = {}) => ({
  platforms,
  rightitems: [],
  internaltools: [],
  administration: { items: [] },
  ...extra,
});
const itemsOf = (items: unknown[]) => parseMenu(menuOf([platform(items)]))?.platforms[0]?.items;

describe('menu entries', () => {
  it('an empty route is a container (a profile menu); a route that is no portal path drops the entry', () => {
    expect(itemsOf([item('container', { route: '' }), item('relative', { route: 'dash/x' }), item('absolute', { route: 'https://a.example/' })])?.map((each) => each.id)).toEqual([
      'container',
    ]);
  });

  it('an href may be a portal path or an http(s) URL', () => {
    const items = itemsOf([item('path', { href: '/internal-tools' }), item('web', { href: 'https://tools.example/x' }), item('ftp', { href: 'ftp://tools.example/' })]);
    expect(items?.map((each) => [each.id, each.href])).toEqual([
      ['path', '/internal-tools'],
      ['web', 'https://tools.example/x'],
    ]);
  });

  it('a marketing link is kept, normalised, when it is a link, and left out otherwise', () => {
    const items = itemsOf([
      item('web', { URLLink: 'HTTPS://Portal.Example/products/cdp', licenseId: 'CDP' }),
      item('path', { URLLink: '/products', licenseId: 'CDP' }),
      item('number', { URLLink: 42, licenseId: 'CDP' }),
      item('none', { licenseId: 'CDP' }),
    ]);
    expect(items?.map((each) => each.URLLink)).toEqual(['https://portal.example/products/cdp', '/products', undefined, undefined]);
    expect(items?.map((each) => each.id)).toEqual(['web', 'path', 'number', 'none']);
  });

  it('customer lists must hold whole numbers; null reads as no list', () => {
    const items = itemsOf([item('fraction', { visibleForCustomers: [1.5] }), item('none', { excludeForCustomers: null }), item('ok', { excludeForCustomers: [1003] })]);
    expect(items?.map((each) => [each.id, each.excludeForCustomers])).toEqual([
      ['none', undefined],
      ['ok', [1003]],
    ]);
  });

  it('keeps the flags and texts as given, and drops an entry with a flag that is not a boolean', () => {
    const items = itemsOf([
      item('full', { isHeader: true, isHidden: false, isLocked: true, hasBorderTop: true, superscript: 'Beta', shortDescription: 'Short', landingPageName: 'cdp' }),
      item('bad-flag', { isHidden: 'yes' }),
    ]);
    expect(items).toEqual([
      item('full', { isHeader: true, isHidden: false, isLocked: true, hasBorderTop: true, superscript: 'Beta', shortDescription: 'Short', landingPageName: 'cdp' }),
    ]);
  });

  it('sub-items are checked like items, and drop what hangs under them', () => {
    const items = itemsOf([item('parent', { subitems: [item('good'), item('bad', { route: '//evil.example' }), item('nested', { subitems: [item('x')] })] })]);
    expect(items?.[0]?.subitems?.map((sub) => sub.id)).toEqual(['good', 'nested']);
    expect(items?.[0]?.subitems?.[1]).not.toHaveProperty('subitems');
  });
});

describe('platforms', () => {
  it('an icon defaults to none, hasSubitems to false; a marketing link is normalised', () => {
    const parsed = parseMenu(menuOf([{ platformId: 'p', title: 'P', items: [], URLLink: 'https://portal.example' }]));
    expect(parsed?.platforms[0]).toMatchObject({ platformId: 'p', icon: '', hasSubitems: false, items: [], URLLink: 'https://portal.example/' });
  });

  it('a platform without a title or items list is dropped, its siblings kept', () => {
    const parsed = parseMenu(menuOf([{ platformId: 'untitled', items: [] }, platform([], { platformId: 'kept' }), { platformId: 'p', title: 'P', items: 'x' }]));
    expect(parsed?.platforms.map((each) => each.platformId)).toEqual(['kept']);
  });

  it('every group must be a list: a menu whose rightitems, internaltools or administration items are not is no menu', () => {
    expect(parseMenu(menuOf([], { rightitems: 'x' }))).toBeNull();
    expect(parseMenu(menuOf([], { internaltools: {} }))).toBeNull();
    expect(parseMenu(menuOf([], { administration: { items: null } }))).toBeNull();
    expect(parseMenu(menuOf([], { administration: { items: [item('a'), 3] } }))?.administration.items.map((each) => each.id)).toEqual(['a']);
  });
});

describe('app entries', () => {
  const app = (extra: Record<string, unknown> = {}) => ({ appPrefix: 'dash', iframeBaseUrl: 'https://apps.example/dash', tokenDescriptor: { client: 'c', services: ['s'] }, ...extra });

  it('keeps http and https frame addresses and refuses others', () => {
    const parsed = parseAppEntries([
      app({ appPrefix: 'web' }),
      app({ appPrefix: 'local', iframeBaseUrl: 'http://localhost:5305/local' }),
      app({ appPrefix: 'script', iframeBaseUrl: 'javascript:alert(1)' }),
      app({ appPrefix: 'path', iframeBaseUrl: '/dash' }),
    ]);
    expect(parsed?.map((each) => each.appPrefix)).toEqual(['web', 'local']);
  });

  it('refuses a prefix with a slash or starting with a digit, and a token descriptor with services that are not text', () => {
    const parsed = parseAppEntries([app({ appPrefix: 'search-internal' }), app({ appPrefix: 'a/b' }), app({ appPrefix: '1a' }), app({ tokenDescriptor: { client: 'c', services: [1] } })]);
    expect(parsed?.map((each) => each.appPrefix)).toEqual(['search-internal']);
  });

  it('is null for a value that is no list', () => {
    expect(parseAppEntries(null)).toBeNull();
    expect(parseAppEntries('dash')).toBeNull();
    expect(parseAppEntries([])).toEqual([]);
  });
});
