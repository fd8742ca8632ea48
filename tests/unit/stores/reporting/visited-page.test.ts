import { describe, expect, it } from 'vitest';
import type { AppEntry } from '../../../../src/config/app-types';
import type { Menu, MenuItem, Platform } from '../../../../src/config/menu-types';
import type { ActiveMenuEntry } from '../../../../src/stores/routing/route-matching';
import { platformTitleOf, visitedPageOf } from '../../../../src/stores/reporting/visited-page';

// The page names of page-visit tracking on small menus written out here, so that each rule shows.

const item = (id: string, route: string, more: Partial<MenuItem> = {}): MenuItem => ({ id, appPrefix: 'app', route, title: `Title ${id}`, ...more });
const platform = (platformId: string, items: MenuItem[]): Platform => ({ platformId, title: `Platform ${platformId}`, icon: 'x', hasSubitems: false, items });
const menuOf = (platforms: Platform[], rest: Partial<Menu> = {}): Menu => ({ platforms, rightitems: [], internaltools: [], administration: { items: [] }, ...rest });
const app: AppEntry = { appPrefix: 'dash', iframeBaseUrl: 'https://dash.example.com/', tokenDescriptor: { client: 'dash', services: ['dash-api'] } } as AppEntry;

describe('visitedPageOf: home', () => {
  it('home is named by the menu item at "/" and its platform, wherever that platform sits', () => {
    const menu = menuOf([platform('first', [item('elsewhere', '/elsewhere')]), platform('start', [item('other', '/other'), item('welcome', '/')])]);
    expect(visitedPageOf({ kind: 'home' }, null, menu, '/')).toEqual({ id: 'home', pageTitle: 'Title welcome', platformTitle: 'Platform start' });
  });

  it('without an item at "/", home is "Home" under "Home"', () => {
    const menu = menuOf([platform('first', [item('elsewhere', '/elsewhere')])]);
    expect(visitedPageOf({ kind: 'home' }, null, menu, '/')).toEqual({ id: 'home', pageTitle: 'Home', platformTitle: 'Home' });
    expect(visitedPageOf({ kind: 'home' }, null, menuOf([]), '/')).toEqual({ id: 'home', pageTitle: 'Home', platformTitle: 'Home' });
  });
});

describe('visitedPageOf: pages without a menu entry', () => {
  const menu = menuOf([]);

  it('internal tools without an entry: "Internal Tools" with no platform', () => {
    expect(visitedPageOf({ kind: 'internalTools' }, null, menu, '/internal-tools')).toEqual({ id: 'internal-tools', pageTitle: 'Internal Tools', platformTitle: '' });
  });

  it('internal tools with an entry is that entry, under its own id', () => {
    const tools = item('tools', '/internal-tools');
    const page = visitedPageOf({ kind: 'internalTools' }, { platform: null, item: tools, subitem: null }, menuOf([], { internaltools: [tools] }), '/internal-tools');
    expect(page).toEqual({ id: 'internal-tools:tools', pageTitle: 'Title tools', platformTitle: 'Internal Tools' });
  });

  it('an app path of a product the menu does not name is a page of that app, named by its prefix', () => {
    expect(visitedPageOf({ kind: 'app', app, path: '/dash/x', entry: null }, null, menu, '/dash/x')).toEqual({ id: 'app:dash', pageTitle: 'dash', platformTitle: '' });
  });

  it("an app path no menu entry matches is named as its title names it: the menu's name of the product, under its platform or group", () => {
    const inPlatform = menuOf([platform('insights', [item('board', '/dash/board', { appPrefix: 'dash' })])]);
    expect(visitedPageOf({ kind: 'app', app, path: '/dash/x', entry: null }, null, inPlatform, '/dash/x')).toEqual({
      id: 'app:dash',
      pageTitle: 'Platform insights',
      platformTitle: 'Platform insights',
    });
    const inAdministration = menuOf([], { administration: { items: [item('trust', '/dash/trust', { appPrefix: 'dash' })] } });
    expect(visitedPageOf({ kind: 'app', app, path: '/dash/x', entry: null }, null, inAdministration, '/dash/x')).toEqual({
      id: 'app:dash',
      pageTitle: 'Title trust',
      platformTitle: 'Administration',
    });
  });

  it('a landing page without an active entry is named by the view entry', () => {
    const entry = item('locked', '/locked');
    expect(visitedPageOf({ kind: 'landing', name: 'locked', entry }, null, menu, '/locked')).toEqual({ id: 'landing:locked', pageTitle: 'Title locked', platformTitle: '' });
  });

  it('a landing page with an active entry is that entry, under the landing kind', () => {
    const entry = item('locked', '/locked');
    const p = platform('area', [entry]);
    expect(visitedPageOf({ kind: 'landing', name: 'locked', entry }, { platform: p, item: entry, subitem: null }, menuOf([p]), '/locked')).toEqual({
      id: 'landing:locked',
      pageTitle: 'Title locked',
      platformTitle: 'Platform area',
    });
  });

  it('Not Found and Not Allowed are named by their path (and the customer), also without a path', () => {
    expect(visitedPageOf({ kind: 'notFound' }, null, menu, '/nowhere')).toEqual({ id: 'not-found:/nowhere', pageTitle: 'Not Found', platformTitle: '' });
    expect(visitedPageOf({ kind: 'notFound' }, null, menu, null)).toEqual({ id: 'not-found:', pageTitle: 'Not Found', platformTitle: '' });
    expect(visitedPageOf({ kind: 'notAllowed', customerId: 4030 }, null, menu, '/dash/4030')).toEqual({
      id: 'not-allowed:4030:/dash/4030',
      pageTitle: 'Not Allowed',
      platformTitle: '',
    });
    expect(visitedPageOf({ kind: 'notAllowed', customerId: 4030 }, null, menu, null)?.id).toBe('not-allowed:4030:');
  });
});

describe('platformTitleOf', () => {
  it('an entry outside the platforms and groups: its item title for a sub-item, else nothing', () => {
    const sub = item('settings', '/profile/settings');
    const profile = item('profile', '/profile', { subitems: [sub] });
    const menu = menuOf([], { rightitems: [profile] });
    const entry = (subitem: MenuItem | null): ActiveMenuEntry => ({ platform: null, item: profile, subitem });
    expect(platformTitleOf(entry(sub), menu)).toBe('Title profile');
    expect(platformTitleOf(entry(null), menu)).toBe('');
  });
});
