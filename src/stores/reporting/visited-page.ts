import type { Menu, MenuItem } from '../../config/menu-types';
import { productEntry, productTitleOf, type ActiveMenuEntry, type PortalView } from '../routing/routing';

/** A page as page-visit tracking names it: what it is called, and under which platform. */
export interface VisitedPage {
  /**
   * What makes two moments the same page: the kind of page and its menu entry (or, for a status
   * page, its path). Moving around inside one product area stays on one page.
   */
  id: string;
  pageTitle: string;
  platformTitle: string;
}

/** Titles of the portal's own pages, which are not menu entries. */
const PAGE_TITLES = {
  home: 'Home',
  internalTools: 'Internal Tools',
  notFound: 'Not Found',
  notAllowed: 'Not Allowed',
  administration: 'Administration',
} as const;

const hasItem = (items: readonly MenuItem[], item: MenuItem) => items.some((candidate) => candidate.id === item.id);

/**
 * The platform title of a menu entry: its platform's; for an entry outside the platforms, the
 * group it sits in (Administration, Internal Tools) or, for a profile menu's sub-item, that menu's title.
 */
export function platformTitleOf(entry: ActiveMenuEntry, menu: Menu): string {
  if (entry.platform) return entry.platform.title;
  if (hasItem(menu.administration.items, entry.item)) return PAGE_TITLES.administration;
  if (hasItem(menu.internaltools, entry.item)) return PAGE_TITLES.internalTools;
  return entry.subitem ? entry.item.title : '';
}

function ofEntry(kind: string, entry: ActiveMenuEntry, menu: Menu): VisitedPage {
  const shown = entry.subitem ?? entry.item;
  return { id: `${kind}:${shown.id}`, pageTitle: shown.title, platformTitle: platformTitleOf(entry, menu) };
}

/** The home page as the menu names it (its item at `/`), else "Home" under "Home". */
function homePage(menu: Menu): VisitedPage {
  for (const platform of menu.platforms) {
    const item = platform.items.find((candidate) => candidate.route === '/');
    if (item) return { id: 'home', pageTitle: item.title, platformTitle: platform.title };
  }
  return { id: 'home', pageTitle: PAGE_TITLES.home, platformTitle: PAGE_TITLES.home };
}

/**
 * A path of an app that no menu entry names is still a page of that app, named as the page's title
 * names it (the menu's name of the product; its prefix only when the menu has none), under the
 * platform or group of the product's entry.
 */
function productPage(appPrefix: string, menu: Menu): VisitedPage {
  const entry = productEntry(menu, appPrefix);
  const id = `app:${appPrefix}`;
  return entry ? { id, pageTitle: productTitleOf(entry), platformTitle: platformTitleOf(entry, menu) } : { id, pageTitle: appPrefix, platformTitle: '' };
}

/**
 * The page a person is on, for page-visit tracking: a menu entry (product area, or a locked
 * entry's landing page) with its title and its platform's title; home; internal tools; Not Found;
 * Not Allowed. Null while there is no page yet (loading, or on the way home after a redirect).
 */
export function visitedPageOf(view: PortalView, active: ActiveMenuEntry | null, menu: Menu, path: string | null): VisitedPage | null {
  switch (view.kind) {
    case 'loading':
    case 'redirectHome':
      return null;
    case 'home':
      return homePage(menu);
    case 'internalTools':
      return active ? ofEntry('internal-tools', active, menu) : { id: 'internal-tools', pageTitle: PAGE_TITLES.internalTools, platformTitle: '' };
    case 'app':
      return active ? ofEntry('app', active, menu) : productPage(view.app.appPrefix, menu);
    case 'landing':
      return active ? ofEntry('landing', active, menu) : { id: `landing:${view.entry.id}`, pageTitle: view.entry.title, platformTitle: '' };
    case 'notFound':
      return { id: `not-found:${path ?? ''}`, pageTitle: PAGE_TITLES.notFound, platformTitle: '' };
    case 'notAllowed':
      return { id: `not-allowed:${view.customerId}:${path ?? ''}`, pageTitle: PAGE_TITLES.notAllowed, platformTitle: '' };
  }
}
