import { computed } from 'nanostores';
import type { Menu, MenuItem, MenuSubItem } from '../../config/menu-types';
import { $roles } from '../session/session';
import { $menu } from './definitions';

/** The role flags that choose the profile entry. */
export interface ProfileRoles {
  isAdmin: boolean;
  isPartner: boolean;
}

/**
 * The right-hand menu entry of the user's role: the third for an administrator, the second for a
 * partner, the first otherwise (a customer, or nobody known).
 * @param menu - The menu in force.
 * @param roles - The user's role flags.
 * @returns The entry, or undefined when the menu has none at that place.
 */
export function profileEntry(menu: Menu, { isAdmin, isPartner }: ProfileRoles): MenuItem | undefined {
  return menu.rightitems[isAdmin ? 2 : isPartner ? 1 : 0];
}

/**
 * What the user menu lists above Logout: the sub-items of the role's profile entry, hidden ones left out.
 * @param menu - The menu in force.
 * @param roles - The user's role flags.
 * @returns The entries, in the menu's order.
 */
export function profileMenuItems(menu: Menu, roles: ProfileRoles): MenuSubItem[] {
  return (profileEntry(menu, roles)?.subitems ?? []).filter((item) => !item.isHidden);
}

/** The user menu's entries for the signed-in user's role and the current account's menu. */
export const $profileMenuItems = computed([$menu, $roles], profileMenuItems);
