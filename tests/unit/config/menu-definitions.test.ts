import { describe, expect, it } from 'vitest';
import { appDefinitions } from '../../../src/config/app-definitions';
import type { EnvName } from '../../../src/config/environment-types';
import { GROUP_DASHBOARD_EXCLUDED, menuDefinition, WIDGET_DESIGNER_CUSTOMERS } from '../../../src/config/menu-definitions';
import { LICENSE_IDS, type Menu, type MenuItem, type MenuSubItem } from '../../../src/config/menu-types';

const ENVS: readonly EnvName[] = ['Production', 'Dev', 'Staging', 'Local'];
const NON_PRODUCTION: readonly EnvName[] = ['Dev', 'Staging', 'Local'];

/** "Dev and staging environments also list /docs/, /ai/ and /wgt/." */
const DEV_PREFIXES = ['docs', 'ai', 'wgt'];

/** Every item and sub-item of a menu, with where it sits. */
function allEntries(menu: Menu): MenuSubItem[] {
  const items: MenuItem[] = [
    ...menu.platforms.flatMap((platform) => platform.items),
    ...menu.rightitems,
    ...menu.internaltools,
    ...menu.administration.items,
  ];
  return items.flatMap((entry) => [entry, ...(entry.subitems ?? [])]);
}

function platformOf(menu: Menu, title: string) {
  const platform = menu.platforms.find((candidate) => candidate.title === title);
  if (!platform) throw new Error(`No platform "${title}"`);
  return platform;
}

function itemOf(menu: Menu, title: string): MenuItem {
  const found = [...menu.platforms.flatMap((platform) => platform.items), ...menu.administration.items].find((entry) => entry.title === title);
  if (!found) throw new Error(`No item "${title}"`);
  return found;
}

const production = menuDefinition('Production');

describe('Platforms and items (Production menu)', () => {
  it('has exactly the platforms of the table, in its order (Administration is a separate group)', () => {
    expect(production.platforms.map((platform) => platform.title)).toEqual([
      'Home',
      'Analytics & Insights',
      'Data Management',
      'Customer Data Platform',
      'Recommendations',
      'E-mail Triggers',
      'Site Search',
      'Merchandising',
      'AI Models',
    ]);
  });

  it.each([
    ['Home', ['Home']],
    ['Analytics & Insights', ['Account Dashboard', 'Group Dashboard', 'Tracking Stats']],
    [
      'Data Management',
      ['Implementing Tracking', 'Live Tracking Stream', 'E-mail Marketing Integration', 'Dataflows', 'Destinations', 'Schemas', 'Sources'],
    ],
    [
      'Customer Data Platform',
      ['Audience Builder', 'Activations', 'Calculated Attributes', 'Single Customer View', 'Profile Unification', 'Profile Unification Analytics'],
    ],
    ['Recommendations', ['Website', 'E-mail', 'Search product pages', 'Website Widget Designer', 'E-mail Layout Designer']],
    ['Site Search', ['Search Configurator', 'Search Ranking']],
    ['Merchandising', ['Boosted Campaigns', 'Customized Feeds']],
    ['AI Models', ['Customer Lifetime Value']],
  ])('platform %s has the items of the table', (title, items) => {
    expect(platformOf(production, title).items.map((entry) => entry.title)).toEqual(items);
  });

  it('E-mail Triggers is "one area"', () => {
    expect(platformOf(production, 'E-mail Triggers').items).toHaveLength(1);
  });

  it('Home (/) is the home route, outside every embedded app', () => {
    const home = itemOf(production, 'Home');
    expect(home.route).toBe('/');
    expect(home.appPrefix).toBe('');
  });

  it('hasSubitems is true exactly for platforms with more than one item', () => {
    for (const platform of production.platforms) expect(platform.hasSubitems).toBe(platform.items.length > 1);
  });

  it.each([
    ['Account Dashboard', 'dash', '/dash/Dashboard/tnt'],
    ['Audience Builder', 'cdp', '/cdp/tnt/audienceslist'],
    ['E-mail Marketing Integration', 'cset', '/cset/customer/tnt/emi'],
  ])('"%s" routes to app %s at %s (tnt for the customer id)', (title, appPrefix, route) => {
    const found = itemOf(production, title);
    expect(found.appPrefix).toBe(appPrefix);
    expect(found.route).toBe(route);
  });

  it.each(['Implementing Tracking', 'Live Tracking Stream'])('"%s" routes under /pc/customer/tnt/...', (title) => {
    const found = itemOf(production, title);
    expect(found.appPrefix).toBe('pc');
    expect(found.route.startsWith('/pc/customer/tnt/')).toBe(true);
    expect(found.route.length).toBeGreaterThan('/pc/customer/tnt/'.length);
  });

  it.each(['Dataflows', 'Destinations', 'Schemas', 'Sources'])('"%s" routes under /dtmn/tnt...', (title) => {
    const found = itemOf(production, title);
    expect(found.appPrefix).toBe('dtmn');
    expect(found.route.startsWith('/dtmn/tnt')).toBe(true);
  });

  it('every route of an embedded-app item starts with /<appPrefix>/ (or is /<appPrefix>)', () => {
    for (const env of ENVS) {
      for (const entry of allEntries(menuDefinition(env))) {
        if (!entry.appPrefix) continue;
        expect(entry.route === `/${entry.appPrefix}` || entry.route.startsWith(`/${entry.appPrefix}/`), `${env} ${entry.title} ${entry.route}`).toBe(true);
      }
    }
  });

  it('routes never hold a literal customer id', () => {
    for (const entry of allEntries(production)) expect(entry.route, entry.title).not.toMatch(/\/\d+(\/|$)/);
  });
});

describe('Administration group', () => {
  it('has User Management, Trust Center, Operational Insights and Data Retention (Production)', () => {
    expect(production.administration.items.map((entry) => entry.title)).toEqual([
      'User Management',
      'Trust Center',
      'Operational Insights',
      'Data Retention',
    ]);
  });

  it.each(NON_PRODUCTION)('%s keeps the four administration items first', (env) => {
    expect(
      menuDefinition(env)
        .administration.items.slice(0, 4)
        .map((entry) => entry.title),
    ).toEqual(['User Management', 'Trust Center', 'Operational Insights', 'Data Retention']);
  });
});

describe('profile menus: "The third is shown for admin, the second for partner, the first otherwise"', () => {
  it('rightitems are exactly [Customer Profile, Partner Profile, Admin Profile]', () => {
    expect(production.rightitems.map((entry) => entry.title)).toEqual(['Customer Profile', 'Partner Profile', 'Admin Profile']);
  });

  it('each profile offers My account', () => {
    for (const profile of production.rightitems) {
      const myAccount = profile.subitems?.find((sub) => sub.title === 'My account');
      expect(myAccount, profile.title).toBeDefined();
      expect(myAccount?.appPrefix).toBe('myacc');
    }
  });

  it('the partner profile\'s My account carries the ptn placeholder', () => {
    const partner = production.rightitems[1];
    expect(partner?.subitems?.find((sub) => sub.title === 'My account')?.route).toContain('/ptn');
  });

  it('"Admin Profile, which adds Internal Tools at /internal-tools"', () => {
    const admin = production.rightitems[2];
    const tools = admin?.subitems?.find((sub) => sub.title === 'Internal Tools');
    expect(tools?.route).toBe('/internal-tools');
    expect(tools?.appPrefix).toBe('');
  });

  it('"Only the administrator sees Internal Tools": customer and partner profiles lack it', () => {
    for (const profile of production.rightitems.slice(0, 2)) {
      expect(profile.subitems?.some((sub) => sub.title === 'Internal Tools' || sub.route === '/internal-tools'), profile.title).toBe(false);
    }
  });
});

describe('internal tools', () => {
  const tools = production.internaltools;
  const visible = tools.filter((tool) => !tool.isHidden);

  it('"Tools: Raptor Users, Partner Users, Search Internal, Module Builder, Manage Customers" are the visible tools', () => {
    expect(visible.map((tool) => tool.title)).toEqual(['Raptor Users', 'Partner Users', 'Search Internal', 'Module Builder', 'Manage Customers']);
  });

  it('"Hidden items are skipped": the other tools are flagged isHidden', () => {
    const hidden = tools.filter((tool) => tool.isHidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const tool of hidden) expect(tool.isHidden).toBe(true);
    expect(tools).toHaveLength(visible.length + hidden.length);
  });

  it('"Each has a title and a short description"', () => {
    for (const tool of tools) {
      expect(tool.title).not.toBe('');
      expect(tool.shortDescription, tool.title).toBeTruthy();
    }
  });

  it('"Manage Customers (external links)": it is an absolute https link', () => {
    const manage = tools.find((tool) => tool.title === 'Manage Customers');
    expect(manage?.href).toMatch(/^https:\/\//);
  });

  it('each tool either has an absolute href (new tab) or a portal route (navigate inside)', () => {
    for (const tool of tools) {
      if (tool.href) expect(tool.href, tool.title).toMatch(/^https:\/\//);
      else expect(tool.route, tool.title).toMatch(/^\//);
    }
  });

  it('Search Internal navigates inside the portal to its app with the tnt placeholder', () => {
    const search = tools.find((tool) => tool.title === 'Search Internal');
    expect(search?.href).toBeUndefined();
    expect(search?.appPrefix).toBe('search-internal');
    expect(search?.route).toBe('/search-internal/tnt');
  });
});

describe('License ids: WEB, MAIL, TRIGGER, SEARCH, SITESEARCH, CDP, MC, FREE', () => {
  it.each(ENVS)('every licenseId of the %s menu is from the allowed set', (env) => {
    const allowed = new Set<string>(LICENSE_IDS);
    for (const entry of allEntries(menuDefinition(env))) {
      if (entry.licenseId !== undefined) expect(allowed.has(entry.licenseId), `${entry.title}: ${entry.licenseId}`).toBe(true);
    }
  });

  it('every licensed (non-FREE) item has an https URLLink', () => {
    for (const entry of allEntries(production)) {
      if (entry.licenseId && entry.licenseId !== 'FREE') expect(entry.URLLink, entry.title).toMatch(/^https:\/\//);
    }
  });

  it('licensed areas: CDP items need CDP, Site Search needs SITESEARCH, Merchandising needs MC, E-mail Triggers needs TRIGGER', () => {
    for (const entry of platformOf(production, 'Customer Data Platform').items) expect(entry.licenseId, entry.title).toBe('CDP');
    for (const entry of platformOf(production, 'Site Search').items) expect(entry.licenseId, entry.title).toBe('SITESEARCH');
    for (const entry of platformOf(production, 'Merchandising').items) expect(entry.licenseId, entry.title).toBe('MC');
    for (const entry of platformOf(production, 'E-mail Triggers').items) expect(entry.licenseId, entry.title).toBe('TRIGGER');
  });

  it('Home is FREE (never locked)', () => {
    expect(itemOf(production, 'Home').licenseId ?? 'FREE').toBe('FREE');
  });
});

describe('Website Widget Designer is visible only for a fixed list of customer ids', () => {
  it('has visibleForCustomers, a non-empty list of customer ids', () => {
    const designer = itemOf(production, 'Website Widget Designer');
    expect(designer.visibleForCustomers).toEqual([...WIDGET_DESIGNER_CUSTOMERS]);
    expect(designer.visibleForCustomers?.length).toBeGreaterThan(0);
    for (const id of designer.visibleForCustomers ?? []) expect(Number.isInteger(id)).toBe(true);
  });

  it('no other Recommendations item is limited to listed customers', () => {
    for (const entry of platformOf(production, 'Recommendations').items) {
      if (entry.title !== 'Website Widget Designer') expect(entry.visibleForCustomers, entry.title).toBeUndefined();
    }
  });

  it('routes to the wgtdes app', () => {
    expect(itemOf(production, 'Website Widget Designer').appPrefix).toBe('wgtdes');
  });
});

describe('The environment chooses the menu set', () => {
  it.each(ENVS)('every appPrefix used by a %s menu item exists in that environment\'s app definitions', (env) => {
    const prefixes = new Set(appDefinitions(env).map((app) => app.appPrefix));
    for (const entry of allEntries(menuDefinition(env))) {
      if (entry.appPrefix) expect(prefixes.has(entry.appPrefix), `${env}: ${entry.title} uses ${entry.appPrefix}`).toBe(true);
    }
  });

  it('Production menus have no dev items and use no dev-only app', () => {
    for (const entry of allEntries(production)) {
      expect(DEV_PREFIXES.includes(entry.appPrefix), `${entry.title} uses ${entry.appPrefix}`).toBe(false);
      expect(entry.superscript, entry.title).not.toBe('Dev');
    }
  });

  it.each(NON_PRODUCTION)('%s menus add the dev items (docs, ai, wgt) on top of the production menu', (env) => {
    const menu = menuDefinition(env);
    const prefixes = new Set(allEntries(menu).map((entry) => entry.appPrefix));
    for (const prefix of DEV_PREFIXES) expect(prefixes.has(prefix), `${env} lacks ${prefix}`).toBe(true);
    const titles = new Set(allEntries(menu).map((entry) => entry.title));
    for (const entry of allEntries(production)) expect(titles.has(entry.title), `${env} lacks ${entry.title}`).toBe(true);
    expect(allEntries(menu).length).toBeGreaterThan(allEntries(production).length);
  });

  it('menuDefinition returns a fresh menu each time (callers may not share state)', () => {
    const first = menuDefinition('Production');
    const second = menuDefinition('Production');
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
    expect(first.platforms[0]).not.toBe(second.platforms[0]);
  });
});

describe('bundled customer lists', () => {
  it('the customer lists of the bundled menu', () => {
    expect({ GROUP_DASHBOARD_EXCLUDED, WIDGET_DESIGNER_CUSTOMERS }).toEqual({ GROUP_DASHBOARD_EXCLUDED: [1003], WIDGET_DESIGNER_CUSTOMERS: [1001, 1002, 5150] });
  });
});
