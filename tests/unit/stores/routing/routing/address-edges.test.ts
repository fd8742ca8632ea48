import { describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_FALLBACK_MS } from '../../../../../src/stores/platform/first-frame';
import { current, routingAt as routingAtFresh, routingHarness } from '../routing-kit';

// The edges of the address the routing store reads and writes: the base path in another letter
// case or only as a prefix of a segment, the base itself, addresses outside it, paths written
// without their slash, and how the shell numbers the entries it makes.

routingHarness();
const routingAt = (startUrl: string) => routingAtFresh(startUrl, 'all');
const address = () => location.pathname + location.search + location.hash;
const entryNumber = () => (history.state as { portalShellEntry?: number } | null)?.portalShellEntry;

describe('the base path on the address', () => {
  it('at the base itself the page is "/", with its query', async () => {
    const routing = await routingAt('http://portal.test/cms/portal?tab=2');
    routing.startRouting('/cms/portal');
    expect(routing.$portalUrl.get()).toBe('/?tab=2');
    expect(routing.$portalPath.get()).toBe('/');
  });

  it('matches in any letter case, as servers of CMS pages often do', async () => {
    const routing = await routingAt('http://portal.test/CMS/Portal/dash/Dashboard/1003/');
    routing.startRouting('/cms/portal');
    expect(routing.$portalPath.get()).toBe('/dash/Dashboard/1003');
    expect(routing.$route.get()).toMatchObject({ name: 'app', prefix: 'dash' });
  });

  it('a path that only begins with the letters of the base is outside it, Not Found at its own path', async () => {
    const routing = await routingAt('http://portal.test/cmsx/page');
    routing.startRouting('/cms');
    expect(routing.$portalPath.get()).toBe('/cmsx/page');
  });

  it('an address outside the base is kept exactly as the tab has it: its slash, repeated and bare parameters', async () => {
    const routing = await routingAt('http://portal.test/elsewhere/page/?q=1&q=2&flag#h');
    routing.startRouting('/cms/portal');
    expect(routing.$portalUrl.get()).toBe('/elsewhere/page/?q=1&q=2&flag#h');
    expect(routing.$portalPath.get()).toBe('/elsewhere/page/');
  });
});

describe('the page of the portal', () => {
  it('is "/" for an address of only a query or a hash', async () => {
    const routing = await routingAt('http://portal.test/');
    routing.startRouting();
    routing.$portalUrl.set('?tab=2');
    expect(routing.$portalPath.get()).toBe('/');
    routing.$portalUrl.set('#top');
    expect(routing.$portalPath.get()).toBe('/');
  });

  it('a path opened without its leading slash is the same page as with it', async () => {
    const routing = await routingAt('http://portal.test/cms/portal');
    routing.startRouting('/cms/portal');
    routing.openPath('dash/Dashboard/tnt?tab=2');
    expect(address()).toBe('/cms/portal/dash/Dashboard/tnt?tab=2');
    expect(routing.$portalUrl.get()).toBe('/dash/Dashboard/tnt?tab=2');
    expect(routing.$route.get()).toMatchObject({ name: 'app', prefix: 'dash', path: '/dash/Dashboard/tnt' });
  });
});

describe('the sign-in return', () => {
  it('an initialurl of another site without fromauth opens the home page too', async () => {
    const routing = await routingAt('http://portal.test/oi?keep=1&initialurl=https%3A%2F%2Fevil.example%2F');
    routing.startRouting();
    expect(address()).toBe('/');
    expect(routing.$portalUrl.get()).toBe('/');
  });

  it('outside the base the address is the host page’s: only the sign-in return leaves it', async () => {
    const routing = await routingAt('http://portal.test/elsewhere//page?keep=1&fromauth=true');
    routing.startRouting('/cms');
    expect(address()).toBe('/elsewhere//page?keep=1');
    expect(routing.$portalPath.get()).toBe('/elsewhere//page');
  });
});

describe('opening a page the host moved away from without telling the router', () => {
  // The host page rewrote the address itself (no popstate): the router still believes it shows
  // the page, so the shell writes the address itself.
  it('a push writes the page again as a new entry', async () => {
    const routing = await routingAt('http://portal.test/');
    routing.startRouting();
    routing.openPath('/oi');
    history.pushState(null, '', '/host/page');
    routing.openPath('/oi');
    expect(address()).toBe('/oi');
    expect(current.tab?.entries()).toEqual(['/', '/oi', '/host/page', '/oi']);
  });

  it('a replace writes it over the host’s entry', async () => {
    const routing = await routingAt('http://portal.test/');
    routing.startRouting();
    routing.openPath('/oi');
    history.pushState(null, '', '/host/page');
    routing.openPath('/oi', true);
    expect(address()).toBe('/oi');
    expect(current.tab?.entries()).toEqual(['/', '/oi', '/oi']);
  });
});

describe('the number of each entry the shell makes, kept in the entry’s state', () => {
  it('a push numbers the next entry; a replace, or opening the address already shown, keeps the number', async () => {
    const routing = await routingAt('http://portal.test/');
    routing.startRouting();
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_FALLBACK_MS);
    expect(entryNumber()).toBe(0);
    routing.openPath('/oi');
    expect(entryNumber()).toBe(1);
    routing.openPath('/oi');
    expect(entryNumber()).toBe(1);
    routing.openPath('/dash', true);
    expect(entryNumber()).toBe(1);
    routing.openPath('/cdp');
    routing.openPath('/scv', true);
    expect(entryNumber()).toBe(2);
    expect(current.tab?.entries()).toEqual(['/', '/dash', '/scv']);
  });
});
