import type { Menu, MenuItem } from '../../config/menu-types';
import { isHttpUrl } from '../../config/safe-url';
import { type ActiveMenuEntry, activeIds } from '../../stores/routing/routing';

/** The id under which the Administration group's open state is kept in the sidebar store. */
export const ADMINISTRATION_GROUP_ID = 'administration';

/** One group of the sidebar: a platform of the menu, or the Administration group at the end. */
export interface SidebarGroup {
  id: string;
  title: string;
  /** Icon name of the shell's icon set. */
  icon: string;
  /** Marketing page of the platform, for the locked tooltip when an item has none. */
  URLLink?: string;
  /** Every visible item is locked. */
  isLocked: boolean;
  /** The visible items, in menu order. */
  items: MenuItem[];
}

const visible = <T extends { isHidden?: boolean }>(entries: readonly T[]): T[] => entries.filter((entry) => !entry.isHidden);

/** The groups the sidebar lists for the menu as computed for the customer: visible platforms, then Administration. */
export function sidebarGroups(menu: Menu): SidebarGroup[] {
  const groups: SidebarGroup[] = visible(menu.platforms)
    .map((platform) => ({
      id: platform.platformId,
      title: platform.title,
      icon: platform.icon,
      URLLink: platform.URLLink,
      isLocked: Boolean(platform.isLocked),
      items: visible(platform.items),
    }))
    .filter((group) => group.items.length > 0);
  const administration = visible(menu.administration.items);
  if (administration.length > 0) {
    groups.push({
      id: ADMINISTRATION_GROUP_ID,
      title: 'Administration',
      icon: 'admin',
      isLocked: administration.every((item) => item.isLocked),
      items: administration,
    });
  }
  return groups;
}

/** The group of the current page's menu entry (Administration for its items), or null. */
export function activeGroupId(menu: Menu, entry: ActiveMenuEntry | null): string | null {
  const { platformId } = activeIds(entry);
  if (platformId) return platformId;
  if (entry && menu.administration.items.some((item) => item.id === entry.item.id)) return ADMINISTRATION_GROUP_ID;
  return null;
}

/** An absolute link (http or https), opened in a new tab rather than inside the portal. */
export function isAbsoluteHref(href: string | undefined): href is string {
  return isHttpUrl(href);
}
