import type { EnvName } from './environment-types';
import type { Menu, MenuItem, Platform } from './menu-types';

/** Customers that see the Website Widget Designer ("only for a few listed customer ids"). */
export const WIDGET_DESIGNER_CUSTOMERS: readonly number[] = [1001, 1002, 5150];

/** Customers that never see the Group Dashboard (single-site customers). */
export const GROUP_DASHBOARD_EXCLUDED: readonly number[] = [1003];

const MARKETING = 'https://portal.example/products';

function item(id: string, appPrefix: string, route: string, title: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { id, appPrefix, route, title, licenseId: 'FREE', ...extra };
}

function platform(platformId: string, title: string, icon: string, items: MenuItem[], extra: Partial<Platform> = {}): Platform {
  return { platformId, title, icon, hoverIcon: `${icon}-hover`, hasSubitems: items.length > 1, items, ...extra };
}

const licensed = (licenseId: MenuItem['licenseId'], landingPageName: string, product: string): Partial<MenuItem> => ({
  licenseId,
  landingPageName,
  URLLink: `${MARKETING}/${product}`,
});

function platforms(env: EnvName): Platform[] {
  const dev = env !== 'Production';
  return [
    platform('home', 'Home', 'home', [item('home', '', '/', 'Home')]),
    platform('analytics', 'Analytics & Insights', 'chart', [
      item('account-dashboard', 'dash', '/dash/Dashboard/tnt', 'Account Dashboard'),
      item('group-dashboard', 'dash', '/dash/GroupDashboard/tnt', 'Group Dashboard', { excludeForCustomers: [...GROUP_DASHBOARD_EXCLUDED] }),
      item('tracking-stats', 'dash', '/dash/TrackingStats/tnt', 'Tracking Stats', licensed('WEB', 'analytics', 'analytics')),
    ]),
    platform('data-management', 'Data Management', 'database', [
      item('implementing-tracking', 'pc', '/pc/customer/tnt/implementation', 'Implementing Tracking'),
      item('live-tracking-stream', 'pc', '/pc/customer/tnt/livestream', 'Live Tracking Stream'),
      item('email-marketing-integration', 'cset', '/cset/customer/tnt/emi', 'E-mail Marketing Integration', licensed('MAIL', 'email', 'email')),
      item('dataflows', 'dtmn', '/dtmn/tnt/dataflows', 'Dataflows', { ...licensed('CDP', 'cdp', 'cdp'), hasBorderTop: true }),
      item('destinations', 'dtmn', '/dtmn/tnt/destinations', 'Destinations', licensed('CDP', 'cdp', 'cdp')),
      item('schemas', 'dtmn', '/dtmn/tnt/schemas', 'Schemas', licensed('CDP', 'cdp', 'cdp')),
      item('sources', 'dtmn', '/dtmn/tnt/sources', 'Sources', licensed('CDP', 'cdp', 'cdp')),
    ]),
    platform('cdp', 'Customer Data Platform', 'people', [
      item('audience-builder', 'cdp', '/cdp/tnt/audienceslist', 'Audience Builder', licensed('CDP', 'cdp', 'cdp')),
      item('activations', 'act', '/act/tnt/activations', 'Activations', licensed('CDP', 'cdp', 'cdp')),
      item('calculated-attributes', 'cdp', '/cdp/tnt/calculatedattributes', 'Calculated Attributes', licensed('CDP', 'cdp', 'cdp')),
      item('single-customer-view', 'scv', '/scv/tnt/profiles', 'Single Customer View', licensed('CDP', 'cdp', 'cdp')),
      item('profile-unification', 'rup', '/rup/tnt/rules', 'Profile Unification', licensed('CDP', 'cdp', 'cdp')),
      item('profile-unification-analytics', 'rup', '/rup/tnt/analytics', 'Profile Unification Analytics', {
        ...licensed('CDP', 'cdp', 'cdp'),
        superscript: 'Beta',
      }),
    ]),
    platform('recommendations', 'Recommendations', 'sparkle', [
      item('website', 'drtui', '/drtui/tnt/website', 'Website', licensed('WEB', 'recommendations', 'recommendations')),
      item('email', 'drtui', '/drtui/tnt/email', 'E-mail', licensed('MAIL', 'recommendations', 'recommendations')),
      item('search-product-pages', 'drtui', '/drtui/tnt/search', 'Search product pages', licensed('SEARCH', 'recommendations', 'recommendations')),
      item('website-widget-designer', 'wgtdes', '/wgtdes/tnt', 'Website Widget Designer', {
        ...licensed('WEB', 'recommendations', 'recommendations'),
        visibleForCustomers: [...WIDGET_DESIGNER_CUSTOMERS],
      }),
      item('email-layout-designer', 'layt', '/layt/tnt', 'E-mail Layout Designer', licensed('MAIL', 'recommendations', 'recommendations')),
      ...(dev ? [item('widgets', 'wgt', '/wgt/tnt', 'Widgets (preview)', { superscript: 'Dev' })] : []),
    ]),
    platform('email-triggers', 'E-mail Triggers', 'mail', [
      item('email-triggers', 'drtui', '/drtui/tnt/triggers', 'E-mail Triggers', licensed('TRIGGER', 'triggers', 'email-triggers')),
    ]),
    platform('site-search', 'Site Search', 'search', [
      item('search-configurator', 'search', '/search/tnt/configurator', 'Search Configurator', licensed('SITESEARCH', 'search', 'site-search')),
      item('search-ranking', 'search', '/search/tnt/ranking', 'Search Ranking', licensed('SITESEARCH', 'search', 'site-search')),
    ]),
    platform('merchandising', 'Merchandising', 'tag', [
      item('boosted-campaigns', 'mc', '/mc/tnt/boosted', 'Boosted Campaigns', licensed('MC', 'merchandising', 'merchandising')),
      item('customized-feeds', 'mc', '/mc/tnt/feeds', 'Customized Feeds', licensed('MC', 'merchandising', 'merchandising')),
    ]),
    platform('ai-models', 'AI Models', 'brain', [
      item('customer-lifetime-value', 'clvui', '/clvui/tnt', 'Customer Lifetime Value', licensed('CDP', 'ai', 'ai-models')),
      ...(dev ? [item('ai-playground', 'ai', '/ai/tnt', 'AI Playground', { superscript: 'Dev' })] : []),
    ]),
  ];
}

function administration(env: EnvName): MenuItem[] {
  return [
    item('user-management', 'profile', '/profile/tnt/users', 'User Management'),
    item('trust-center', 'tc', '/tc/tnt', 'Trust Center'),
    item('operational-insights', 'oi', '/oi/tnt', 'Operational Insights'),
    item('data-retention', 'tc', '/tc/tnt/retention', 'Data Retention'),
    ...(env !== 'Production' ? [item('api-docs', 'docs', '/docs/', 'API Docs', { superscript: 'Dev' })] : []),
  ];
}

const myAccount = (id: string) => item(id, 'myacc', '/myacc/tnt', 'My account');

/** The right-hand menu: customer, partner and admin profiles. */
function rightItems(): MenuItem[] {
  return [
    item('customer-profile', '', '', 'Customer Profile', { subitems: [myAccount('customer-my-account')] }),
    item('partner-profile', '', '', 'Partner Profile', { subitems: [item('partner-my-account', 'myacc', '/myacc/ptn/tnt', 'My account')] }),
    item('admin-profile', '', '', 'Admin Profile', {
      subitems: [myAccount('admin-my-account'), item('internal-tools', '', '/internal-tools', 'Internal Tools', { hasBorderTop: true })],
    }),
  ];
}

const INTERNAL = 'https://internal.portal.example';

/** Internal tools: absolute links open in a new tab, the rest navigate inside. */
function internalTools(): MenuItem[] {
  return [
    item('raptor-users', '', '', 'Raptor Users', {
      href: `${INTERNAL}/users?customer=tnt`,
      shortDescription: 'Find and manage the users of every customer account.',
    }),
    item('partner-users', '', '', 'Partner Users', {
      href: `${INTERNAL}/partners/users`,
      shortDescription: 'Manage partner logins and the customers they can access.',
    }),
    item('search-internal', 'search-internal', '/search-internal/tnt', 'Search Internal', {
      shortDescription: 'Inspect and tune the search index of the current customer.',
    }),
    item('module-builder', '', '', 'Module Builder', {
      href: `${INTERNAL}/modulebuilder/tnt`,
      shortDescription: 'Build and publish modules for the current customer.',
    }),
    item('manage-customers', '', '', 'Manage Customers', {
      href: `${INTERNAL}/customers`,
      shortDescription: 'Create customers and set their licences and product tags.',
    }),
    item('legacy-reports', '', '', 'Legacy Reports', {
      href: `${INTERNAL}/legacy`,
      shortDescription: 'Retired reports, kept for reference.',
      isHidden: true,
    }),
  ];
}

/** The menu set of an environment (the environment chooses the menu set). */
export function menuDefinition(env: EnvName): Menu {
  return {
    platforms: platforms(env),
    rightitems: rightItems(),
    internaltools: internalTools(),
    administration: { items: administration(env) },
  };
}
