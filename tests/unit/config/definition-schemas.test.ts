import { describe, expect, it } from 'vitest';
import { parseAppEntries, parseMenu } from '../../../src/config/definition-schemas';
import { appDefinitions } from '../../../src/config/app-definitions';
import { menuDefinition } from '../../../src/config/menu-definitions';
import { applyMenuAccess } from '../../../src/stores/access/menu-access';

const item = (id: string, extra: Record<string, unknown> = {}) => ({ id, appPrefix: 'dash', route: `/dash/${id}`, title: id, ...extra });
const menuWith = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  platforms: [{ platformId: 'p', title: 'P', icon: 'chart', hasSubitems: true, items }],
  rightitems: [],
  internaltools: [],
  administration: { items: [] },
  ...extra,
});

describe('parseMenu: every entry checked, what does not fit dropped', () => {
  it('keeps the bundled menus of every environment as they are', () => {
    for (const env of ['Production', 'Dev', 'Staging', 'Local'] as const) expect(parseMenu(menuDefinition(env))).toEqual(menuDefinition(env));
  });

  it('drops an item that is null and keeps its siblings', () => {
    expect(parseMenu(menuWith([null, item('a')]))?.platforms[0]?.items.map((each) => each.id)).toEqual(['a']);
  });

  it('drops subitems that are not a list, keeps the item', () => {
    const parsed = parseMenu(menuWith([item('a', { subitems: 'x' }), item('b', { subitems: [item('c'), 7] })]));
    expect(parsed?.platforms[0]?.items.map((each) => [each.id, each.subitems?.map((sub) => sub.id)])).toEqual([
      ['a', undefined],
      ['b', ['c']],
    ]);
  });

  it('a menu that made applyMenuAccess throw is applied without throwing once parsed', () => {
    const broken = menuWith([null, item('a', { subitems: { not: 'a list' } })]);
    expect(() => applyMenuAccess(broken as never, 1001, [])).toThrow();
    const parsed = parseMenu(broken);
    expect(parsed).not.toBeNull();
    expect(() => applyMenuAccess(parsed!, 1001, [])).not.toThrow();
  });

  it.each([
    ['a protocol-relative route', { route: '//evil.example/tool' }],
    ['a route with a backslash', { route: '/\\evil.example' }],
    ['a javascript: href', { href: 'javascript:alert(1)' }],
    ['a protocol-relative href', { href: '//evil.example/tool' }],
    ['an unknown licence', { licenseId: 'GOLD' }],
    ['customer ids that are not numbers', { visibleForCustomers: ['1001'] }],
    ['a title that is not text', { title: 42 }],
  ])('drops an item with %s', (_label, extra) => {
    expect(parseMenu(menuWith([item('bad', extra), item('good')]))?.platforms[0]?.items.map((each) => each.id)).toEqual(['good']);
  });

  it('keeps an item whose marketing link is no link, without that link', () => {
    const parsed = parseMenu(menuWith([item('a', { URLLink: '//evil.example/buy', licenseId: 'WEB' })]));
    expect(parsed?.platforms[0]?.items[0]).toMatchObject({ id: 'a', licenseId: 'WEB' });
    expect(parsed?.platforms[0]?.items[0]?.URLLink).toBeUndefined();
  });

  it('reads an API null as absent', () => {
    expect(parseMenu(menuWith([item('a', { href: null, subitems: null, isLocked: null })]))?.platforms[0]?.items[0]).toEqual(item('a'));
  });

  it.each([null, 'menu', [], {}, { platforms: [] }])('is null for %j, which is no menu', (value) => {
    expect(parseMenu(value)).toBeNull();
  });
});

describe('parseAppEntries', () => {
  it('keeps the bundled app sets as they are', () => {
    expect(parseAppEntries(appDefinitions('Dev'))).toEqual(appDefinitions('Dev'));
  });

  it('drops entries that do not fit, null for no list', () => {
    const [good] = appDefinitions('Dev');
    expect(parseAppEntries([good, { ...good, iframeBaseUrl: '//evil.example' }, 3])).toEqual([good]);
    expect(parseAppEntries({})).toBeNull();
  });
});
