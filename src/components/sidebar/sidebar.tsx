import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type FocusEvent } from 'react';
import { $menu } from '../../stores/access/access';
import { $activeMenuEntry, $basePath, activeIds } from '../../stores/routing/routing';
import { $sidebar, clearSidebarGroups, openActivePlatformGroup, sidebarToggleLabel, toggleSidebarFixed, toggleSidebarGroup } from '../../stores/sidebar';
import { ADMINISTRATION_GROUP_ID, activeGroupId, sidebarGroups, type SidebarGroup as Group } from './sidebar-model';
import { Icon, platformIconName } from './sidebar-icons';
import { SidebarItem } from './sidebar-item';
import type { PartName } from '../element-parts';

interface GroupEntryProps {
  group: Group;
  /** The group's items are shown (open, and the sidebar is not a rail). */
  shown: boolean;
  active: boolean;
  activeItemId: string | null;
  basePath: string;
}

/** A platform (or Administration): one row that navigates for a one-item platform, else an expandable group. */
function GroupEntry({ group, shown, active, activeItemId, basePath }: GroupEntryProps) {
  const listId = useId();
  const [only] = group.items;
  if (only && group.items.length === 1 && group.id !== ADMINISTRATION_GROUP_ID) {
    return (
      <li className="sidebar__group" data-active={active || undefined}>
        <SidebarItem item={only} label={group.title} icon={group.icon} activeItemId={activeItemId} basePath={basePath} fallbackUrlLink={group.URLLink} />
      </li>
    );
  }
  return (
    <li className="sidebar__group" data-active={active || undefined}>
      <button
        type="button"
        className="sidebar__row sidebar__group-toggle"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        // The lock is drawn only: the name says it (its entries are disabled and described instead).
        aria-label={group.isLocked ? `${group.title}, locked` : undefined}
        onClick={() => toggleSidebarGroup(group.id)}
      >
        <Icon name={platformIconName(group.icon)} className="sidebar__icon" />
        <span className="sidebar__label">{group.title}</span>
        {group.isLocked && <Icon name="lock" className="sidebar__lock" size={16} />}
      </button>
      {shown && (
        <ul className="sidebar__items" id={listId} aria-label={group.title}>
          {group.items.map((item) =>
            item.isHeader ? (
              <li key={item.id} className="sidebar__heading">
                {item.title}
              </li>
            ) : (
              <li key={item.id} className={item.hasBorderTop ? 'sidebar__entry sidebar__entry--border-top' : 'sidebar__entry'}>
                <SidebarItem item={item} label={item.title} activeItemId={activeItemId} basePath={basePath} fallbackUrlLink={group.URLLink} />
                {item.subitems && item.subitems.some((subitem) => !subitem.isHidden) && (
                  <ul className="sidebar__subitems">
                    {item.subitems
                      .filter((subitem) => !subitem.isHidden)
                      .map((subitem) => (
                        <li key={subitem.id} className="sidebar__entry">
                          <SidebarItem item={subitem} label={subitem.title} activeItemId={activeItemId} basePath={basePath} fallbackUrlLink={group.URLLink} />
                        </li>
                      ))}
                  </ul>
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </li>
  );
}

/**
 * The left sidebar: the visible platforms of the menu and the Administration group,
 * locked products disabled with a tooltip, and the collapse / keep-open control at the bottom.
 * It starts as a rail of icons and opens to its full width on hover or keyboard focus; kept
 * open, it takes its full width in the layout.
 */
export function Sidebar({ drawer = false }: { /** Shown in the phone's drawer: always open, no rail control. */ drawer?: boolean }) {
  const menu = useStore($menu);
  const sidebar = useStore($sidebar);
  const activeEntry = useStore($activeMenuEntry);
  const basePath = useStore($basePath);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const groups = useMemo(() => sidebarGroups(menu), [menu]);
  const activeGroup = activeGroupId(menu, activeEntry);
  const { itemId: activeItemId } = activeIds(activeEntry);
  const docked = drawer || !sidebar.rail;
  const expanded = docked || hovered || focused;

  // Not a rail: the active platform's group opens (the store leaves a rail alone).
  useEffect(() => openActivePlatformGroup(activeGroup), [activeGroup, sidebar.rail]);
  // The drawer opens on the current page's group.
  useEffect(() => {
    if (drawer && activeGroup && !$sidebar.get().openedListItems.includes(activeGroup)) toggleSidebarGroup(activeGroup);
  }, [drawer, activeGroup]);
  // Back to a rail (the pointer or keyboard focus left): the groups opened meanwhile close.
  useEffect(() => {
    // The store is read afresh: it may have been kept open since this render.
    if (!expanded && $sidebar.get().rail) clearSidebarGroups();
  }, [expanded]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus opens the rail; a mouse click inside does not keep it open after the pointer leaves.
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };

  return (
    <div
      className="sidebar"
      part={'sidebar' satisfies PartName}
      data-docked={docked || undefined}
      data-drawer={drawer || undefined}
      data-expanded={expanded || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* The keep-open control is in the navigation landmark too: no control of ours is outside a landmark. */}
      <nav className="sidebar__panel" aria-label="Platforms">
        <div className="sidebar__nav">
          <ul className="sidebar__groups">
            {groups.map((group) => (
              <GroupEntry
                key={group.id}
                group={group}
                shown={expanded && sidebar.openedListItems.includes(group.id)}
                active={group.id === activeGroup}
                activeItemId={activeItemId}
                basePath={basePath}
              />
            ))}
          </ul>
        </div>
        {!drawer && (
          <div className="sidebar__footer">
            <button type="button" className="sidebar__row sidebar__toggle" onClick={() => toggleSidebarFixed(activeGroup)}>
              <Icon name={sidebar.isMenuFixed ? 'collapse' : 'pin'} className="sidebar__icon" />
              <span className="sidebar__label">{sidebarToggleLabel(sidebar)}</span>
            </button>
          </div>
        )}
      </nav>
    </div>
  );
}
