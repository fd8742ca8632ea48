import { beforeEach, describe, expect, it } from 'vitest';
import type * as Routing from '../../../../../src/stores/routing/routing';
import { routingAt, routingHarness } from '../routing-kit';

describe('routing in a tab', () => {
  let routing: typeof Routing;

  beforeEach(async () => {
    routing = await routingAt('http://portal.test/dash/Dashboard/tnt', 'none');
    routing.startRouting();
  });
  routingHarness();

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

  it('the path is derived from the full address, so the two never disagree', () => {
    routing.openPath('/oi/incidents/4711#notes');
    expect(routing.$portalPath.get()).toBe('/oi/incidents/4711');
    routing.openPath('/?tab=1');
    expect(routing.$portalPath.get()).toBe('/');
  });

  it('a later base path re-roots the portal: the same address is read under the new base, and navigation writes under it', () => {
    history.replaceState(history.state, '', '/cms/portal/dash/Dashboard/tnt');
    routing.startRouting('/cms/portal/');
    expect(routing.$basePath.get()).toBe('/cms/portal');
    expect(routing.$portalPath.get()).toBe('/dash/Dashboard/tnt');
    routing.openPath('/');
    expect(location.pathname).toBe('/cms/portal/');
    routing.startRouting('/cms/portal');
    expect(routing.$portalPath.get(), 'the same base, written differently, changes nothing').toBe('/');
  });

  it('every path under the base is a page of the portal, decided by one route table', () => {
    routing.openPath('/internal-tools');
    expect(routing.$route.get()).toEqual({ name: 'internalTools', path: '/internal-tools' });
    routing.openPath('/dash/Dashboard/1003');
    expect(routing.$route.get()).toMatchObject({ name: 'app', prefix: 'dash', rest: '/Dashboard/1003' });
    routing.openPath('/9lives');
    expect(routing.$route.get()).toEqual({ name: 'unknown', path: '/9lives' });
  });
});
