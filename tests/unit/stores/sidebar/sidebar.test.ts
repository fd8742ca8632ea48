import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage } from '../store-test-kit';

const SIDEBAR_KEY = 'portal-shell:sidebar';

let storage: FakeStorage;

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Sidebar', () => {
  async function sidebar(stored?: string) {
    if (stored !== undefined) storage.setItem(SIDEBAR_KEY, stored);
    vi.resetModules();
    return import('../../../../src/stores/sidebar');
  }
  const persisted = () => JSON.parse(storage.getItem(SIDEBAR_KEY) ?? 'null') as unknown;

  it('"It starts as a rail (collapsed, expands on hover)."', async () => {
    const s = await sidebar();
    expect(s.$sidebar.get()).toEqual({ rail: true, isMenuFixed: false, openedListItems: [] });
  });

  it('"The fixed-open toggle switches between the labels Collapse sidebar and Keep sidebar open."', async () => {
    const s = await sidebar();
    expect(s.sidebarToggleLabel(s.$sidebar.get())).toBe('Keep sidebar open');
    s.toggleSidebarFixed('analytics');
    expect(s.sidebarToggleLabel(s.$sidebar.get())).toBe('Collapse sidebar');
    s.toggleSidebarFixed('analytics');
    expect(s.sidebarToggleLabel(s.$sidebar.get())).toBe('Keep sidebar open');
  });

  it('"Otherwise the group of the active platform is opened." (keeping it open)', async () => {
    const s = await sidebar();
    s.toggleSidebarFixed('analytics');
    expect(s.$sidebar.get()).toEqual({ rail: false, isMenuFixed: true, openedListItems: ['analytics'] });
  });

  it('keeping it open without an active platform opens no group', async () => {
    const s = await sidebar();
    s.toggleSidebarFixed(null);
    expect(s.$sidebar.get()).toEqual({ rail: false, isMenuFixed: true, openedListItems: [] });
  });

  it('"When collapsed to a rail, the opened groups are cleared."', async () => {
    const s = await sidebar();
    s.toggleSidebarFixed('analytics');
    s.toggleSidebarGroup('cdp');
    expect(s.$sidebar.get().openedListItems).toEqual(['analytics', 'cdp']);
    s.toggleSidebarFixed('analytics');
    expect(s.$sidebar.get()).toEqual({ rail: true, isMenuFixed: false, openedListItems: [] });
  });

  it('openActivePlatformGroup opens the active group only when the sidebar is not a rail, once', async () => {
    const s = await sidebar();
    s.openActivePlatformGroup('analytics');
    expect(s.$sidebar.get().openedListItems).toEqual([]);
    s.toggleSidebarFixed(null);
    s.openActivePlatformGroup('analytics');
    s.openActivePlatformGroup('analytics');
    expect(s.$sidebar.get().openedListItems).toEqual(['analytics']);
    s.toggleSidebarGroup('analytics');
    expect(s.$sidebar.get().openedListItems).toEqual([]);
  });

  it('Sidebar state (rail, isMenuFixed, openedListItems) is also persisted under portal-shell:sidebar', async () => {
    const s = await sidebar();
    s.toggleSidebarFixed('analytics');
    expect(persisted()).toEqual({ rail: false, isMenuFixed: true, openedListItems: ['analytics'] });
    const again = await sidebar();
    expect(again.$sidebar.get()).toEqual({ rail: false, isMenuFixed: true, openedListItems: ['analytics'] });
  });

  it.each(['{bad', '"text"', '42', 'null', '[]', '{"rail":"yes","isMenuFixed":false,"openedListItems":[]}', '{"rail":true,"isMenuFixed":false,"openedListItems":[1]}', '{"rail":true}'])(
    'corrupted stored state %j -> the default rail',
    async (stored) => {
      const s = await sidebar(stored);
      expect(s.$sidebar.get()).toEqual({ rail: true, isMenuFixed: false, openedListItems: [] });
    },
  );

  it.each(['{"rail":true,"isMenuFixed":"no","openedListItems":[]}', '{"rail":true,"isMenuFixed":false,"openedListItems":"cdp"}'])(
    'a stored state with a wrong field %j -> the default rail',
    async (stored) => {
      const s = await sidebar(stored);
      expect(s.$sidebar.get()).toEqual({ rail: true, isMenuFixed: false, openedListItems: [] });
    },
  );

  it('a stored state that fits is read back as it was', async () => {
    const s = await sidebar('{"rail":false,"isMenuFixed":true,"openedListItems":["cdp","analytics"]}');
    expect(s.$sidebar.get()).toEqual({ rail: false, isMenuFixed: true, openedListItems: ['cdp', 'analytics'] });
  });

  it('groups open and close one at a time, keeping the others in their order', async () => {
    const s = await sidebar('{"rail":false,"isMenuFixed":true,"openedListItems":["a"]}');
    s.toggleSidebarGroup('b');
    s.toggleSidebarGroup('c');
    s.toggleSidebarGroup('b');
    expect(s.$sidebar.get().openedListItems).toEqual(['a', 'c']);
    s.openActivePlatformGroup(null);
    expect(s.$sidebar.get().openedListItems).toEqual(['a', 'c']);
    s.openActivePlatformGroup('d');
    expect(s.$sidebar.get()).toEqual({ rail: false, isMenuFixed: true, openedListItems: ['a', 'c', 'd'] });
  });

  it('clearSidebarGroups closes every group and keeps the rest; with none open it writes nothing', async () => {
    const s = await sidebar('{"rail":false,"isMenuFixed":false,"openedListItems":["a","b"]}');
    s.clearSidebarGroups();
    expect(s.$sidebar.get()).toEqual({ rail: false, isMenuFixed: false, openedListItems: [] });
    const setItem = vi.spyOn(storage, 'setItem');
    s.clearSidebarGroups();
    expect(setItem).not.toHaveBeenCalled();
  });
});
