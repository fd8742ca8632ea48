import { describe, expect, it } from 'vitest';
import { menuLink, portalPath } from '../../../src/config/safe-url';


describe('menu links: a portal path or an http(s) URL, nothing else', () => {
  it('accepts portal paths and web addresses', () => {
    expect(portalPath('/internal-tools')).toBe('/internal-tools');
    expect(menuLink('/dash/Dashboard/tnt')).toBe('/dash/Dashboard/tnt');
    expect(menuLink('https://tools.example/raptor?c=tnt')).toBe('https://tools.example/raptor?c=tnt');
  });

  it.each(['//evil.example/tool', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'tools', '', '/\t/evil.example', 42, null])(
    'refuses %j',
    (value) => {
      expect(menuLink(value)).toBeNull();
    },
  );
});
