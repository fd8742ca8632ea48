// A kept sidebar state is read back only when every part fits: one opened group that is not a
// platform id (text) makes the whole state the initial one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage } from '../store-test-kit';

const SIDEBAR_KEY = 'portal-shell:sidebar';
let storage: FakeStorage;

async function sidebarFrom(stored: unknown) {
  storage.setItem(SIDEBAR_KEY, JSON.stringify(stored));
  vi.resetModules();
  return import('../../../../src/stores/sidebar');
}

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kept sidebar state', () => {
  it('with an opened group that is not text, is not read: the sidebar starts as a rail', async () => {
    for (const openedListItems of [['analytics', 5], [null, 'analytics'], [{ id: 'analytics' }]]) {
      const s = await sidebarFrom({ rail: false, isMenuFixed: true, openedListItems });
      expect(s.$sidebar.get()).toEqual({ rail: true, isMenuFixed: false, openedListItems: [] });
    }
  });

  it('with text groups only, is read as it was', async () => {
    const s = await sidebarFrom({ rail: false, isMenuFixed: true, openedListItems: ['analytics', 'cdp'] });
    expect(s.$sidebar.get()).toEqual({ rail: false, isMenuFixed: true, openedListItems: ['analytics', 'cdp'] });
  });
});
