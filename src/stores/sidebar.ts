import { persistentJsonAtom } from './platform/platform';

/** The sidebar's state, kept in localStorage (rail, isMenuFixed, openedListItems). */
export interface SidebarState {
  /** Collapsed to icons (expands on hover). */
  rail: boolean;
  /** Kept open by the user ("Keep sidebar open"). */
  isMenuFixed: boolean;
  /** Platform ids whose groups are open. */
  openedListItems: string[];
}

const INITIAL: SidebarState = { rail: true, isMenuFixed: false, openedListItems: [] };

const isSidebarState = (value: unknown): value is SidebarState => {
  const state = value as SidebarState;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof state.rail === 'boolean' &&
    typeof state.isMenuFixed === 'boolean' &&
    Array.isArray(state.openedListItems) &&
    state.openedListItems.every((id) => typeof id === 'string')
  );
};

/** The sidebar; it starts as a rail. */
export const $sidebar = persistentJsonAtom<SidebarState>('sidebar', INITIAL, isSidebarState);

/** The label of the fixed-open toggle. */
export function sidebarToggleLabel({ isMenuFixed }: SidebarState): 'Collapse sidebar' | 'Keep sidebar open' {
  return isMenuFixed ? 'Collapse sidebar' : 'Keep sidebar open';
}

/** Switches between kept open and rail. Collapsing to a rail clears the opened groups. */
export function toggleSidebarFixed(activePlatformId: string | null): void {
  const { isMenuFixed } = $sidebar.get();
  $sidebar.set(
    isMenuFixed
      ? { rail: true, isMenuFixed: false, openedListItems: [] }
      : { rail: false, isMenuFixed: true, openedListItems: activePlatformId ? [activePlatformId] : [] },
  );
}

/** Opens or closes one platform's group. */
export function toggleSidebarGroup(platformId: string): void {
  const state = $sidebar.get();
  const open = state.openedListItems.includes(platformId);
  $sidebar.set({ ...state, openedListItems: open ? state.openedListItems.filter((id) => id !== platformId) : [...state.openedListItems, platformId] });
}

/** Opens the active platform's group when the sidebar is not a rail. */
export function openActivePlatformGroup(activePlatformId: string | null): void {
  const state = $sidebar.get();
  if (state.rail || !activePlatformId || state.openedListItems.includes(activePlatformId)) return;
  $sidebar.set({ ...state, openedListItems: [...state.openedListItems, activePlatformId] });
}

/** Closes every group (the rail that opened on hover collapses again). */
export function clearSidebarGroups(): void {
  const state = $sidebar.get();
  if (state.openedListItems.length > 0) $sidebar.set({ ...state, openedListItems: [] });
}
