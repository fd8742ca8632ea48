import { describe, expect, it } from 'vitest';
import { menuDefinition } from '../../../src/config/menu-definitions';
import { activeMenuEntry, customerIdInPath } from '../../../src/stores/route-matching';

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
