import { describe, expect, it, vi } from 'vitest';
import { current, routingAt, routingHarness } from '../routing-kit';

// What the routing store reads from and writes to the tab's address: the base path, the sign-in
// return, paths no route matches, and what a navigation writes.

routingHarness();
const address = () => location.pathname + location.search + location.hash;

describe('normaliseBasePath', () => {
  it('a leading slash, no trailing slashes, and "" for the root or nothing', async () => {
    const { normaliseBasePath } = await routingAt('http://portal.test/');
    expect(normaliseBasePath('cms/portal')).toBe('/cms/portal');
    expect(normaliseBasePath('/cms/portal//')).toBe('/cms/portal');
    expect(normaliseBasePath('  /cms  ')).toBe('/cms');
    expect(normaliseBasePath('/')).toBe('');
    expect(normaliseBasePath('   ')).toBe('');
    expect(normaliseBasePath(null)).toBe('');
    expect(normaliseBasePath(undefined)).toBe('');
  });
});

describe('activeIds', () => {
  it('the platform and the sub-item (else the item) of an entry; nulls without one', async () => {
    const { activeIds } = await routingAt('http://portal.test/');
    const item = { id: 'item', appPrefix: 'a', route: '/a', title: 'Item' };
    const subitem = { id: 'sub', appPrefix: 'a', route: '/a/b', title: 'Sub' };
    const platform = { platformId: 'plat', title: 'P', icon: 'x', hasSubitems: true, items: [item] };
    expect(activeIds({ platform, item, subitem })).toEqual({ platformId: 'plat', itemId: 'sub' });
    expect(activeIds({ platform: null, item, subitem: null })).toEqual({ platformId: null, itemId: 'item' });
    expect(activeIds(null)).toEqual({ platformId: null, itemId: null });
  });
});

describe('the sign-in return on the address', () => {
  it('initialurl of this portal is restored, and both parameters leave the address', async () => {
    const routing = await routingAt('http://portal.test/?fromauth=true&initialurl=%2Fdash%2FDashboard%2F1003%3Ftab%3D2%23top');
    routing.startRouting();
    expect(address()).toBe('/dash/Dashboard/1003?tab=2#top');
    expect(routing.$portalUrl.get()).toBe('/dash/Dashboard/1003?tab=2#top');
  });

  it.each([
    ['https%3A%2F%2Fevil.example%2F', ''],
    ['%2F..%2F%2F127.0.0.1%3A7812%2Fx', ''],
    ['%2F%2Fevil.example%2Fx', ''],
    ['%2F%5Cevil.example', ''],
    ['%2F%255Cevil.example', ''],
    ['%2Fa%252F..%252F..%252Fevil', ''],
    ['javascript%3Aalert(1)', ''],
    ['%2Fcms%2F..%2Fx', '/cms'],
  ])('an initialurl %s that resolves to no page of this portal under base %j opens the home page on the same origin; the parameters leave', async (initial, base) => {
    const routing = await routingAt(`http://portal.test${base}/oi?keep=1&fromauth=true&initialurl=${initial}`);
    routing.startRouting(base);
    expect(location.origin).toBe('http://portal.test');
    expect(address()).toBe(`${base}/`);
    expect(routing.$portalUrl.get()).toBe('/');
  });

  it('a first address whose path resolves to another host opens the home page', async () => {
    const routing = await routingAt('http://portal.test//evil.example/x?q=1');
    routing.startRouting();
    expect(address()).toBe('/');
    expect(routing.$portalPath.get()).toBe('/');
  });

  it('fromauth alone leaves the address too', async () => {
    const routing = await routingAt('http://portal.test/oi?fromauth=true');
    routing.startRouting();
    expect(address()).toBe('/oi');
  });

  it('an address without them is left as it is', async () => {
    const routing = await routingAt('http://portal.test/oi?x=1#h');
    const replaceState = vi.spyOn(history, 'replaceState');
    routing.startRouting();
    expect(address()).toBe('/oi?x=1#h');
    // The history guard numbers the entry, keeping its address; nothing else rewrites it.
    for (const call of replaceState.mock.calls) expect(String(call[2])).toBe('http://portal.test/oi?x=1#h');
  });
});

describe('the address under a base path', () => {
  it('the portal path is the address without the base, "/" at the base itself', async () => {
    const routing = await routingAt('http://portal.test/cms/portal');
    routing.startRouting('/cms/portal');
    expect(routing.$portalPath.get()).toBe('/');
    routing.openPath('dash/Dashboard/1003');
    expect(address()).toBe('/cms/portal/dash/Dashboard/1003');
  });

  it('an address outside the base is Not Found there, keeping its query and hash', async () => {
    const routing = await routingAt('http://portal.test/elsewhere/page?q=1#h');
    routing.startRouting('/cms/portal');
    expect(routing.$portalUrl.get()).toBe('/elsewhere/page?q=1#h');
    expect(routing.$portalPath.get()).toBe('/elsewhere/page');
  });
});

describe('navigation', () => {
  it('openPath before routing starts does nothing', async () => {
    const routing = await routingAt('http://portal.test/');
    routing.openPath('/oi');
    expect(address()).toBe('/');
    expect(routing.$portalUrl.get()).toBeNull();
  });

  it('a push makes a new history entry; a replace does not', async () => {
    const routing = await routingAt('http://portal.test/');
    routing.startRouting();
    routing.openPath('/oi');
    expect(current.tab?.entries()).toEqual(['/', '/oi']);
    routing.openPath('/dash', true);
    expect(current.tab?.entries()).toEqual(['/', '/dash']);
    expect(current.tab?.index()).toBe(1);
  });

  it('navigate to the page already shown resolves false and changes nothing', async () => {
    const routing = await routingAt('http://portal.test/oi');
    routing.startRouting();
    await expect(routing.navigate('/oi')).resolves.toBe(false);
    expect(current.tab?.entries()).toEqual(['/oi']);
    await expect(routing.navigate('/dash')).resolves.toBe(true);
    expect(current.tab?.entries()).toEqual(['/oi', '/dash']);
  });

  it('navigate with replace replaces the entry', async () => {
    const routing = await routingAt('http://portal.test/oi');
    routing.startRouting();
    await expect(routing.navigate('/dash', { replace: true })).resolves.toBe(true);
    expect(current.tab?.entries()).toEqual(['/dash']);
  });
});
