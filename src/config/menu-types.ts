/**
 * All licence ids, in the spec's order: the one list. `LicenseId`, the definitions schema, the
 * sample customers and the test kits take it from here; `demo/server/openapi.json` writes it out
 * three times and `tests/backend/contract.test.ts` checks those against it.
 */
export const LICENSE_IDS = ['WEB', 'MAIL', 'TRIGGER', 'SEARCH', 'SITESEARCH', 'CDP', 'MC', 'FREE'] as const;

/** A licence id. FREE never locks an item. */
export type LicenseId = (typeof LICENSE_IDS)[number];

/** Who may see a menu entry, by customer id. */
export interface CustomerVisibility {
  /** When present, only these customers see the entry. */
  visibleForCustomers?: number[];
  /** These customers never see the entry. */
  excludeForCustomers?: number[];
}

/** A sub-item of a menu item: the same fields as an item, without sub-items. */
export interface MenuSubItem extends CustomerVisibility {
  id: string;
  /** The embedded app's prefix, e.g. `dash`; empty for portal pages and external links. */
  appPrefix: string;
  /** Portal route, with `tnt` for the customer id and `ptn` for the partner id. */
  route: string;
  title: string;
  /** Absolute link, opened in a new tab (internal tools, help). */
  href?: string;
  shortDescription?: string;
  licenseId?: LicenseId;
  /** Marketing page for customers without the licence. */
  URLLink?: string;
  superscript?: string;
  /** Landing page shown when the item is locked (else Not Found). */
  landingPageName?: string;
  hasBorderTop?: boolean;
  isHeader?: boolean;
  isHidden?: boolean;
  isLocked?: boolean;
}

/** A menu item. */
export interface MenuItem extends MenuSubItem {
  subitems?: MenuSubItem[];
}

/** A platform of the left sidebar. */
export interface Platform extends CustomerVisibility {
  platformId: string;
  title: string;
  /** Name of the icon (the shell maps names to its icon set). */
  icon: string;
  hoverIcon?: string;
  URLLink?: string;
  hasSubitems: boolean;
  isHidden?: boolean;
  isLocked?: boolean;
  items: MenuItem[];
}

/** The whole menu. */
export interface Menu {
  platforms: Platform[];
  /** The right-hand menu: [customer profile, partner profile, admin profile]. */
  rightitems: MenuItem[];
  internaltools: MenuItem[];
  administration: { items: MenuItem[] };
}
