import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeTab, type FakeTab } from './fake-history';
import { FakeStorage } from './store-test-kit';
import type * as Routing from '../../../src/stores/routing';

describe('routing in a tab', () => {
  let tab: FakeTab;
  let routing: typeof Routing;

  beforeEach(async () => {
    Object.defineProperty(globalThis, 'localStorage', { value: new FakeStorage(), configurable: true });
    tab = installFakeTab('http://portal.test/dash/Dashboard/tnt');
    vi.resetModules();
    routing = await import('../../../src/stores/routing');
    routing.startRouting();
  });
  afterEach(() => {
    routing.resetRoutingForTests();
    tab.uninstall();
  });

  it('a forbidden result holds until the next navigation, which clears it', () => {
    routing.setForbiddenResult(4030);
    expect(routing.$forbiddenResult.get()).toEqual({ customerId: 4030 });
    routing.openPath('/');
    expect(routing.$forbiddenResult.get()).toBeNull();
  });

  it('the path and the full address follow a navigation', () => {
    routing.openPath('/dash/reports?tab=2#top');
    expect(routing.$portalPath.get()).toBe('/dash/reports');
    expect(routing.$portalUrl.get()).toBe('/dash/reports?tab=2#top');
    expect(location.pathname + location.search + location.hash).toBe('/dash/reports?tab=2#top');
  });
});
