import { describe, expect, it } from 'vitest';
import { menuDefinition } from '../../../../src/config/menu-definitions';
import type { Menu, MenuItem } from '../../../../src/config/menu-types';
import { activeMenuEntry, customerIdInPath } from '../../../../src/stores/routing/route-matching';

const menu = menuDefinition('Dev');

/** The customer id a path names once it is matched against the menu, as the shell reads it. */
function idIn(path: string): number | null {
  const entry = activeMenuEntry(menu, path);
  return entry ? customerIdInPath((entry.subitem ?? entry.item).route, path) : null;
}

describe('customerIdInPath: only the place of the route’s tnt placeholder names a customer', () => {
  it('reads the digits where the route has tnt', () => {
    expect(customerIdInPath('/dash/Dashboard/tnt', '/dash/Dashboard/1003')).toBe(1003);
    expect(customerIdInPath('/cdp/tnt/audienceslist', '/cdp/1002/audienceslist/17')).toBe(1002);
    expect(customerIdInPath('/dash/Dashboard/tnt', '/dash/Dashboard/1003?tab=2#top')).toBe(1003);
  });

  it('leaves every other segment to the app: record ids, versions, years', () => {
    expect(customerIdInPath('/oi/tnt', '/oi/incidents/4711')).toBeNull();
    expect(customerIdInPath('/docs/', '/docs/v2/2024')).toBeNull();
    expect(customerIdInPath('/oi/tnt', '/oi/1003/incidents/4711')).toBe(1003);
  });

  it('a path still showing the placeholder, or a route without one, names nobody', () => {
    expect(customerIdInPath('/dash/Dashboard/tnt', '/dash/Dashboard/tnt')).toBeNull();
    expect(customerIdInPath('/dash/Dashboard/tnt', '/dash/Dashboard/12ab')).toBeNull();
    expect(customerIdInPath('/scv/search', '/scv/search/1003')).toBeNull();
  });

  it('through the menu: an app’s record pages are not customer ids', () => {
    expect(idIn('/oi/incidents/4711')).toBeNull();
    expect(idIn('/docs/v2/2024')).toBeNull();
    expect(idIn('/dash/Dashboard/1003')).toBe(1003);
    expect(idIn('/dash/Dashboard/1003/reports/2024')).toBe(1003);
  });
});

describe('activeMenuEntry', () => {
  it('the longest matching route wins', () => {
    const nested = {
      ...menu,
      platforms: [
        {
          platformId: 'p',
          title: 'P',
          icon: 'x',
          hasSubitems: false,
          items: [
            { id: 'short', appPrefix: 'dash', route: '/dash', title: 'Short' },
            { id: 'long', appPrefix: 'dash', route: '/dash/Dashboard/tnt', title: 'Long' },
          ],
        },
      ],
    };
    expect(activeMenuEntry(nested, '/dash/Dashboard/1003/x')?.item.id).toBe('long');
    expect(activeMenuEntry(nested, '/dash/other')?.item.id).toBe('short');
  });

  it('home has no entry', () => {
    expect(activeMenuEntry(menu, '/')).toBeNull();
  });
});

/** A menu of one platform holding `items`, with nothing else in it. */
function menuOf(items: MenuItem[], rest: Partial<Menu> = {}): Menu {
  return {
    platforms: [{ platformId: 'p', title: 'P', icon: 'x', hasSubitems: false, items }],
    rightitems: [],
    internaltools: [],
    administration: { items: [] },
    ...rest,
  };
}

const item = (id: string, route: string, more: Partial<MenuItem> = {}): MenuItem => ({ id, appPrefix: 'app', route, title: id, ...more });

describe('activeMenuEntry: how a menu route matches a path', () => {
  it('a route ending in one or more slashes matches itself and everything under it', () => {
    const menu = menuOf([item('docs', '/docs/'), item('wiki', '/wiki//')]);
    expect(activeMenuEntry(menu, '/docs')?.item.id).toBe('docs');
    expect(activeMenuEntry(menu, '/docs/v2/2024')?.item.id).toBe('docs');
    expect(activeMenuEntry(menu, '/wiki')?.item.id).toBe('wiki');
    expect(activeMenuEntry(menu, '/wiki/page')?.item.id).toBe('wiki');
  });

  it('a literal segment matches only itself, not digits in its place', () => {
    const menu = menuOf([item('dash', '/dash/Dashboard')]);
    expect(activeMenuEntry(menu, '/dash/1003')).toBeNull();
    expect(activeMenuEntry(menu, '/dash/Dashboard/1003')?.item.id).toBe('dash');
  });

  it('the tnt and ptn placeholders match their own name or digits, nothing else', () => {
    const menu = menuOf([item('customer', '/c/tnt/list'), item('partner', '/p/ptn/list')]);
    expect(activeMenuEntry(menu, '/c/1003/list')?.item.id).toBe('customer');
    expect(activeMenuEntry(menu, '/c/tnt/list')?.item.id).toBe('customer');
    expect(activeMenuEntry(menu, '/p/77/list')?.item.id).toBe('partner');
    expect(activeMenuEntry(menu, '/p/ptn/list')?.item.id).toBe('partner');
    expect(activeMenuEntry(menu, '/p/abc/list')).toBeNull();
  });

  it('the match ignores letter case', () => {
    const menu = menuOf([item('dash', '/dash/Dashboard/tnt')]);
    expect(activeMenuEntry(menu, '/DASH/dashboard/1003')?.item.id).toBe('dash');
  });

  it('a route of the prefix alone does not match a longer word that starts with it', () => {
    const menu = menuOf([item('dash', '/dash')]);
    expect(activeMenuEntry(menu, '/dashboard')).toBeNull();
  });

  it('an entry at "/" (home), one without a route, and an external link match no path', () => {
    const menu = menuOf([
      item('home', '/'),
      item('group', '', { subitems: [item('sub', '/sub')] }),
      item('link', '/tools', { href: 'https://tools.example.com/' }),
    ]);
    expect(activeMenuEntry(menu, '/nowhere/at/all')).toBeNull();
    expect(activeMenuEntry(menu, '/tools')).toBeNull();
    const found = activeMenuEntry(menu, '/sub/page');
    expect(found?.item.id).toBe('group');
    expect(found?.subitem?.id).toBe('sub');
  });

  it('an external link among sub-items is passed over for its parent', () => {
    const menu = menuOf([item('parent', '/area', { subitems: [item('ext', '/area/ext', { href: 'https://x.example.com/' })] })]);
    const found = activeMenuEntry(menu, '/area/ext');
    expect(found?.item.id).toBe('parent');
    expect(found?.subitem).toBeNull();
  });

  it('home, and an empty path, have no entry even when a route made of slashes alone would match them', () => {
    const menu = menuOf([item('slashes', '//')]);
    expect(activeMenuEntry(menu, '/')).toBeNull();
    expect(activeMenuEntry(menu, '')).toBeNull();
  });

  it('entries outside the platforms are found with no platform: administration, right-hand menu, internal tools', () => {
    const menu = menuOf([], {
      administration: { items: [item('users', '/admin/users')] },
      rightitems: [item('profile', '/profile', { subitems: [item('settings', '/profile/settings')] })],
      internaltools: [item('tool', '/internal/tool')],
    });
    expect(activeMenuEntry(menu, '/admin/users/4')).toEqual({ platform: null, item: expect.objectContaining({ id: 'users' }), subitem: null });
    expect(activeMenuEntry(menu, '/profile/settings')?.subitem?.id).toBe('settings');
    expect(activeMenuEntry(menu, '/profile/settings')?.platform).toBeNull();
    expect(activeMenuEntry(menu, '/internal/tool')?.item.id).toBe('tool');
  });
});

describe('customerIdInPath: what counts as a customer id', () => {
  it('only a segment of digits alone: digits after letters are no id', () => {
    expect(customerIdInPath('/dash/Dashboard/tnt', '/dash/Dashboard/ab12')).toBeNull();
    expect(customerIdInPath('/dash/Dashboard/tnt', '/dash/Dashboard/12')).toBe(12);
  });

  it('the placeholder is found in any letter case', () => {
    expect(customerIdInPath('/dash/Dashboard/TNT', '/dash/Dashboard/1003')).toBe(1003);
  });

  it('a route that starts with its placeholder reads the first segment of the path', () => {
    expect(customerIdInPath('tnt/list', '1003/list')).toBe(1003);
  });

  it('a path shorter than the route names nobody', () => {
    expect(customerIdInPath('/dash/Dashboard/tnt', '/dash/Dashboard')).toBeNull();
  });
});

describe('activeMenuEntry: which of several matching routes wins', () => {
  it('the longest, wherever it stands in the menu', () => {
    const menu = menuOf([item('long', '/dash/Dashboard/tnt'), item('short', '/dash')]);
    expect(activeMenuEntry(menu, '/dash/Dashboard/1003')?.item.id).toBe('long');
  });

  it('of routes of the same length, the first in the menu', () => {
    const menu = menuOf([item('customer', '/dash/tnt'), item('partner', '/dash/ptn')]);
    expect(activeMenuEntry(menu, '/dash/5')?.item.id).toBe('customer');
  });
});
