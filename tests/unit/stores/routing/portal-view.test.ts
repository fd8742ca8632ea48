import { describe, expect, it, vi } from 'vitest';
import { appDefinitions } from '../../../../src/config/app-definitions';
import { menuDefinition } from '../../../../src/config/menu-definitions';
import type { AccessibleCustomer } from '../../../../src/services/auth-types';
import { applyMenuAccess } from '../../../../src/stores/access/menu-access';
import { decideView, routeOf, type ViewInput } from '../../../../src/stores/routing/portal-view';
import { activeMenuEntry, productTitle } from '../../../../src/stores/routing/route-matching';

const account = (customerId: number, productTags: AccessibleCustomer['productTags'] = ['FREE']): AccessibleCustomer => ({
  customerId,
  customerName: `Customer ${customerId}`,
  partnerId: null,
  productTags,
});

/** The view of `path` for customer 1003 (FREE products only) unless told otherwise. */
function viewOf(path: string, change: Partial<ViewInput> = {}, customerId = 1003) {
  const accounts = [account(1001, ['FREE', 'WEB', 'MAIL', 'CDP']), account(1003)];
  const tags = accounts.find((each) => each.customerId === customerId)?.productTags ?? [];
  const menu = applyMenuAccess(menuDefinition('Dev'), customerId, tags);
  const route = routeOf(path);
  return decideView({
    route,
    initializing: false,
    isAdmin: false,
    accounts,
    selectedCustomerId: customerId,
    apps: appDefinitions('Dev'),
    definitionsSettled: true,
    active: route.name === 'home' ? null : activeMenuEntry(menu, path),
    menu,
    forbidden: null,
    ...change,
  });
}

describe('routeOf', () => {
  it('names home, internal tools, an app prefix (lower-cased) and anything else', () => {
    expect(routeOf('/')).toEqual({ name: 'home', path: '/' });
    expect(routeOf('/Internal-Tools/')).toEqual({ name: 'internalTools', path: '/Internal-Tools/' });
    expect(routeOf('/DASH/Dashboard/tnt')).toEqual({ name: 'app', path: '/DASH/Dashboard/tnt', prefix: 'dash', rest: '/Dashboard/tnt' });
    expect(routeOf('/9lives')).toEqual({ name: 'unknown', path: '/9lives' });
  });
});

describe('decideView: the routing rules', () => {
  it('loading before routing starts and while the login initialises', () => {
    expect(decideView({ ...inputFor('/'), route: null })).toEqual({ kind: 'loading' });
    expect(viewOf('/', { initializing: true })).toEqual({ kind: 'loading' });
  });

  it('home, and Not Found for a path that is no page and no known app', () => {
    expect(viewOf('/')).toEqual({ kind: 'home' });
    expect(viewOf('/no-such-area/x')).toEqual({ kind: 'notFound' });
    expect(viewOf('/9')).toEqual({ kind: 'notFound' });
  });

  it('internal tools only for an administrator', () => {
    expect(viewOf('/internal-tools')).toEqual({ kind: 'notFound' });
    expect(viewOf('/internal-tools', { isAdmin: true })).toEqual({ kind: 'internalTools' });
  });

  it('a forbidden result shows Not Allowed for its customer, on any page', () => {
    expect(viewOf('/dash/Dashboard/tnt', { forbidden: { customerId: 4030 } })).toEqual({ kind: 'notAllowed', customerId: 4030 });
    expect(viewOf('/', { forbidden: { customerId: 4030 } })).toEqual({ kind: 'notAllowed', customerId: 4030 });
  });

  it('an app waits for the definitions, then shows with its menu entry', () => {
    expect(viewOf('/dash/Dashboard/tnt', { definitionsSettled: false })).toEqual({ kind: 'loading' });
    expect(viewOf('/dash/Dashboard/tnt')).toMatchObject({ kind: 'app', path: '/dash/Dashboard/tnt', app: { appPrefix: 'dash' }, entry: { id: 'account-dashboard' } });
  });

  it('a path under an app that no menu entry matches is named by the menu: the platform of the product, else its entry', () => {
    expect(viewOf('/cdp/no-such-page', {}, 1001)).toMatchObject({ kind: 'app', entry: null, productTitle: 'Customer Data Platform' });
    expect(viewOf('/dash/Dashboard/tnt')).not.toHaveProperty('productTitle');
  });

  it('productTitle: a platform holding the prefix, else the entry outside the platforms, else null', () => {
    const menu = menuDefinition('Dev');
    expect(productTitle(menu, 'cdp')).toBe('Customer Data Platform');
    expect(productTitle(menu, 'tc')).toBe('Trust Center');
    expect(productTitle(menu, 'nothing-by-that-name')).toBeNull();
  });

  it('an area waits for a confirmed customer', () => {
    expect(viewOf('/dash/Dashboard/tnt', { selectedCustomerId: null })).toEqual({ kind: 'loading' });
  });

  it('a customer id in the path that is not among the accounts sends the user home; a known one shows the app', () => {
    expect(viewOf('/dash/Dashboard/999999')).toEqual({ kind: 'redirectHome', reason: 'unknown-customer' });
    expect(viewOf('/dash/Dashboard/1001')).toMatchObject({ kind: 'app' });
    expect(viewOf('/dash/Dashboard/999999', { accounts: null })).toEqual({ kind: 'loading' });
  });

  it('an app’s own record ids are not customer ids', () => {
    expect(viewOf('/oi/incidents/4711')).toMatchObject({ kind: 'app', app: { appPrefix: 'oi' } });
  });

  it('a locked item shows its landing page when it names one, else Not Found', () => {
    // Audience Builder needs CDP, which 1003 lacks, and names a landing page.
    expect(viewOf('/cdp/tnt/audienceslist')).toMatchObject({ kind: 'landing', entry: { id: 'audience-builder' } });
    const noLanding = viewOf('/cdp/tnt/audienceslist', {
      active: { platform: null, item: { id: 'x', appPrefix: 'cdp', route: '/cdp/tnt/audienceslist', title: 'X', isLocked: true }, subitem: null },
    });
    expect(noLanding).toEqual({ kind: 'notFound' });
    expect(viewOf('/cdp/tnt/audienceslist', {}, 1001)).toMatchObject({ kind: 'app' });
  });

  it('a restricted (hidden) item or platform sends the user home', () => {
    // The Website Widget Designer is listed for a few customers only; 1003 is not one of them.
    const path = activeRoute('website-widget-designer');
    expect(viewOf(path)).toEqual({ kind: 'redirectHome', reason: 'restricted' });
    expect(viewOf(path, {}, 1001)).toMatchObject({ kind: 'app' });
  });
});

describe('decideView: the product rule for every path under an app prefix', () => {
  it('a sub-path no menu route matches takes its product\'s licence: 1003 (FREE only) sees the landing page of CDP, Merchandising and Site Search', () => {
    expect(viewOf('/cdp/tnt/segments')).toMatchObject({ kind: 'landing', name: 'cdp', entry: { appPrefix: 'cdp' } });
    expect(viewOf('/mc/tnt/other')).toMatchObject({ kind: 'landing', name: 'merchandising', entry: { appPrefix: 'mc' } });
    expect(viewOf('/search/tnt')).toMatchObject({ kind: 'landing', name: 'search', entry: { appPrefix: 'search' } });
    expect(viewOf('/cdp')).toMatchObject({ kind: 'landing', name: 'cdp' });
  });

  it('the same sub-paths open the app for an account holding the licence', () => {
    expect(viewOf('/cdp/tnt/segments', {}, 1001)).toMatchObject({ kind: 'app', app: { appPrefix: 'cdp' }, entry: null });
  });

  it('a product with one unlocked entry the account sees is available under any sub-path', () => {
    // The dashboard app has free entries beside the WEB-licensed Tracking Stats.
    expect(viewOf('/dash/tnt/anything')).toMatchObject({ kind: 'app', app: { appPrefix: 'dash' } });
  });

  it('a product the account does not see (hidden for it, or named by no menu entry) sends the user home', () => {
    expect(viewOf('/wgtdes/tnt/x')).toEqual({ kind: 'redirectHome', reason: 'restricted' });
    expect(viewOf('/wgtdes/tnt/x', {}, 1001)).toMatchObject({ kind: 'app' });
    const menu = menuDefinition('Dev');
    const withoutSearch = { ...menu, platforms: menu.platforms.filter((platform) => platform.platformId !== 'site-search') };
    expect(viewOf('/search/tnt', { menu: withoutSearch, active: null }, 1001)).toEqual({ kind: 'redirectHome', reason: 'restricted' });
  });
});

function inputFor(path: string): ViewInput {
  return { route: routeOf(path), initializing: false, isAdmin: false, accounts: [], selectedCustomerId: 1, apps: [], definitionsSettled: true, active: null, menu: menuDefinition('Dev'), forbidden: null };
}

function activeRoute(id: string): string {
  for (const platform of menuDefinition('Dev').platforms) for (const item of platform.items) if (item.id === id) return item.route;
  throw new Error(`no item ${id}`);
}

describe('routeOf: the kinds of path', () => {
  it('internal tools only at the top: a deeper internal-tools segment belongs to an app', () => {
    expect(routeOf('/dash/internal-tools')).toEqual({ name: 'app', path: '/dash/internal-tools', prefix: 'dash', rest: '/internal-tools' });
    expect(routeOf('/internal-tools')).toEqual({ name: 'internalTools', path: '/internal-tools' });
    expect(routeOf('/internal-tools-old')).toEqual({ name: 'app', path: '/internal-tools-old', prefix: 'internal-tools-old', rest: '' });
  });

  it('an app prefix alone is the app, with nothing after it', () => {
    expect(routeOf('/dash')).toEqual({ name: 'app', path: '/dash', prefix: 'dash', rest: '' });
  });

  it('the prefix is the whole first segment: a segment with other characters, or a prefix later in the path, is unknown', () => {
    expect(routeOf('/dash_x')).toEqual({ name: 'unknown', path: '/dash_x' });
    expect(routeOf('/9/dash')).toEqual({ name: 'unknown', path: '/9/dash' });
  });
});

describe('decideView: more of the order of the rules', () => {
  it('an unknown path is Not Found at once, without waiting for the definitions', () => {
    expect(viewOf('/9lives', { definitionsSettled: false })).toEqual({ kind: 'notFound' });
  });

  it('a hidden platform sends the user home even when its entry is not hidden', () => {
    const item = { id: 'x', appPrefix: 'dash', route: '/dash/Dashboard/tnt', title: 'X' };
    const active = { platform: { platformId: 'p', title: 'P', icon: 'x', hasSubitems: false, isHidden: true, items: [item] }, item, subitem: null };
    expect(viewOf('/dash/Dashboard/tnt', { active })).toEqual({ kind: 'redirectHome', reason: 'restricted' });
    expect(viewOf('/dash/Dashboard/tnt', { active: { ...active, platform: { ...active.platform, isHidden: false } } })).toMatchObject({ kind: 'app' });
  });

  it('a freshly loaded module answers the same loading view', async () => {
    vi.resetModules();
    const fresh = await import('../../../../src/stores/routing/portal-view');
    expect(fresh.decideView({ ...inputFor('/'), initializing: true })).toEqual({ kind: 'loading' });
  });
});
