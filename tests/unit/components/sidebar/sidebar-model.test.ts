// What the sidebar lists for a menu: its groups, the current page's group, and which links leave the portal.
import { describe, expect, it } from 'vitest';
import type { Menu, MenuItem, Platform } from '../../../../src/config/menu-types';
import { activeGroupId, ADMINISTRATION_GROUP_ID, isAbsoluteHref, sidebarGroups } from '../../../../src/components/sidebar/sidebar-model';

const item = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({ id, appPrefix: id, route: `/${id}`, title: id.toUpperCase(), ...extra });

const platform = (platformId: string, items: MenuItem[], extra: Partial<Platform> = {}): Platform => ({
  platformId,
  title: platformId.toUpperCase(),
  icon: `${platformId}-icon`,
  hasSubitems: false,
  items,
  ...extra,
});

const menu = (platforms: Platform[], administration: MenuItem[] = []): Menu => ({ platforms, rightitems: [], internaltools: [], administration: { items: administration } });

describe('sidebarGroups', () => {
  it('lists the visible platforms in menu order, each with its visible items, then Administration', () => {
    const groups = sidebarGroups(
      menu(
        [
          platform('web', [item('dash'), item('old', { isHidden: true }), item('stats')], { URLLink: 'https://www.example/web' }),
          platform('gone', [item('x')], { isHidden: true }),
          platform('mail', [item('campaigns')]),
        ],
        [item('users'), item('secret', { isHidden: true })],
      ),
    );
    expect(groups.map((group) => [group.id, group.items.map((entry) => entry.id)])).toEqual([
      ['web', ['dash', 'stats']],
      ['mail', ['campaigns']],
      [ADMINISTRATION_GROUP_ID, ['users']],
    ]);
    expect(groups[0]).toMatchObject({ title: 'WEB', icon: 'web-icon', URLLink: 'https://www.example/web', isLocked: false });
    expect(groups[2]).toMatchObject({ title: 'Administration', icon: 'admin', isLocked: false });
  });

  it('leaves out a platform whose items are all hidden, and Administration without a visible item', () => {
    const groups = sidebarGroups(menu([platform('web', [item('a', { isHidden: true })]), platform('mail', [item('b')])], [item('users', { isHidden: true })]));
    expect(groups.map((group) => group.id)).toEqual(['mail']);
  });

  it('locks a platform as the menu says, and Administration when every visible item of it is locked', () => {
    expect(sidebarGroups(menu([platform('web', [item('a')], { isLocked: true })]))[0]!.isLocked).toBe(true);
    const locked = sidebarGroups(menu([], [item('users', { isLocked: true }), item('roles', { isLocked: true }), item('open', { isHidden: true })]));
    expect(locked[0]!.isLocked).toBe(true);
    const partly = sidebarGroups(menu([], [item('users', { isLocked: true }), item('roles')]));
    expect(partly[0]!.isLocked).toBe(false);
  });
});

describe('activeGroupId', () => {
  const users = item('users');
  const dash = item('dash');
  const web = platform('web', [dash]);
  const theMenu = menu([web], [users]);

  it('is the platform of the current entry, Administration for its items, and null otherwise', () => {
    expect(activeGroupId(theMenu, { platform: web, item: dash, subitem: null })).toBe('web');
    expect(activeGroupId(theMenu, { platform: null, item: users, subitem: null })).toBe(ADMINISTRATION_GROUP_ID);
    expect(activeGroupId(theMenu, { platform: null, item: item('profile'), subitem: null })).toBeNull();
    expect(activeGroupId(theMenu, null)).toBeNull();
  });
});

describe('isAbsoluteHref', () => {
  it('takes http and https links only, not routes or other schemes', () => {
    expect(isAbsoluteHref('https://help.example/a')).toBe(true);
    expect(isAbsoluteHref('http://tools.example/')).toBe(true);
    for (const href of [undefined, '', '/dash', 'javascript:alert(1)', 'mailto:a@b.example', '//evil.example/']) expect(isAbsoluteHref(href), String(href)).toBe(false);
  });
});
