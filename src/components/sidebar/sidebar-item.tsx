import { Suspense, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { MenuItem, MenuSubItem } from '../../config/menu-types';
import { navigate } from '../../stores/routing/routing';
import { lazyPart } from '../lazy-part';
import { isAbsoluteHref } from './sidebar-model';
import { Icon, platformIconName } from './sidebar-icons';

/**
 * The access explanation of locked items (an Ark hover card): loaded after the first paint. If its
 * code cannot be loaded, the item stays, without it, and loads it again on hover or focus.
 */
export const lockedItemPart = lazyPart(() => import('./locked-item').then((module) => module.LockedItem), {
  fallback: ({ className, children }, retry) => (
    <button type="button" className={className} aria-disabled="true" onPointerEnter={retry} onFocus={retry}>
      {children}
    </button>
  ),
});
const LockedItem = lockedItemPart.Component;

/** Props of {@link SidebarItem}. */
export interface SidebarItemProps {
  item: MenuItem | MenuSubItem;
  /** The text shown: the item's title, or the platform's title for a one-item platform. */
  label: string;
  /** The platform icon, for a one-item platform's row. */
  icon?: string | undefined;
  /** The id of the current page's menu entry. */
  activeItemId: string | null;
  /** The portal's base path, for the link's address (middle click, copy link). */
  basePath: string;
  /** The platform's marketing page, when the item has none of its own. */
  fallbackUrlLink?: string | undefined;
}

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One entry of the sidebar: a portal link (navigates after the unsaved-changes confirmation),
 * an absolute link (new tab), or a locked product (disabled, with the access explanation).
 */
export function SidebarItem({ item, label, icon, activeItemId, basePath, fallbackUrlLink }: SidebarItemProps) {
  const contents: ReactNode = (
    <>
      {icon && <Icon name={platformIconName(icon)} className="sidebar__icon" />}
      <span className="sidebar__label">
        {label}
        {item.superscript && (
          <>
            {' '}
            <sup className="sidebar__superscript">{item.superscript}</sup>
          </>
        )}
      </span>
      {item.isLocked && <Icon name="lock" className="sidebar__lock" size={16} />}
    </>
  );
  const className = `sidebar__row sidebar__link${icon ? '' : ' sidebar__link--item'}`;

  if (item.isLocked) {
    return (
      <Suspense
        fallback={
          <button type="button" className={`${className} sidebar__link--locked`} aria-disabled="true">
            {contents}
          </button>
        }
      >
        <LockedItem title={item.title} urlLink={item.URLLink ?? fallbackUrlLink} className={`${className} sidebar__link--locked`}>
        {contents}
      </LockedItem>
      </Suspense>
    );
  }
  if (isAbsoluteHref(item.href)) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {contents}
      </a>
    );
  }
  const go = () => void navigate(item.route);
  return (
    <a
      className={className}
      href={`${basePath}${item.route}`}
      aria-current={item.id === activeItemId ? 'page' : undefined}
      onClick={(event) => {
        if (modified(event)) return;
        event.preventDefault();
        go();
      }}
      // Menu entries answer Space as well as Enter, like the buttons beside them.
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        go();
      }}
    >
      {contents}
    </a>
  );
}
