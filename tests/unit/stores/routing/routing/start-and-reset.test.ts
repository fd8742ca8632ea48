import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Routing from '../../../../../src/stores/routing/routing';
import { current, routingAt, routingHarness } from '../routing-kit';

// Before routing starts, starting it twice, and the end of a page (the stores' reset).

let routing: typeof Routing;

beforeEach(async () => {
  routing = await routingAt('http://portal.test/', 'all');
});
routingHarness();

describe('before routing starts', () => {
  it('the portal sits at the root, on no page, with no menu entry', () => {
    expect(routing.$basePath.get()).toBe('');
    expect(routing.$portalPath.get()).toBeNull();
    expect(routing.$route.get()).toBeNull();
    expect(routing.$activeMenuEntry.get()).toBeNull();
    expect(routing.$view.get()).toEqual({ kind: 'loading' });
  });
});

describe('while the login has not answered', () => {
  it('every page waits: the view is loading, even at home', () => {
    routing.startRouting();
    expect(routing.$route.get()).toEqual({ name: 'home', path: '/' });
    expect(routing.$view.get()).toEqual({ kind: 'loading' });
  });
});

describe('starting routing again under the same base', () => {
  it('changes nothing: the portal keeps its page and the tab’s entries stay as they are', () => {
    routing.startRouting();
    // The host rewrites the address without telling anyone (no popstate).
    history.pushState({ host: 'kept' }, '', '/host/page');
    routing.startRouting('/');
    expect(routing.$portalUrl.get()).toBe('/');
    expect(history.state).toEqual({ host: 'kept' });
    expect(current.tab!.entries()).toEqual(['/', '/host/page']);
  });
});

describe('the end of the page (the stores’ reset)', () => {
  it('leaves no page, no forbidden result and no router: opening a page or going back does nothing', async () => {
    routing.startRouting();
    routing.openPath('/oi');
    routing.setForbiddenResult(4030);
    current.resetStores!({ only: ['routing'] });
    expect(routing.$portalUrl.get()).toBeNull();
    expect(routing.$forbiddenResult.get()).toBeNull();
    routing.openPath('/dash');
    expect(current.tab!.entries()).toEqual(['/', '/oi']);
    history.back();
    // The tab moves a millisecond later; the stores' unmount, a second later, stays on hold.
    await vi.advanceTimersByTimeAsync(1);
    expect(location.pathname).toBe('/');
    expect(routing.$portalUrl.get()).toBeNull();
  });

  it('a new start after it reads the address afresh', () => {
    routing.startRouting();
    current.resetStores!({ only: ['routing'] });
    history.pushState(null, '', '/oi');
    routing.startRouting();
    expect(routing.$portalPath.get()).toBe('/oi');
  });
});
