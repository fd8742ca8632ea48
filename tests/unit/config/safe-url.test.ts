import { describe, expect, it } from 'vitest';
import { menuLink, portalPath, portalUrlOf } from '../../../src/config/safe-url';

const ORIGIN = 'https://portal.example';

describe('portalUrlOf: a return address is a page of this portal only as the browser parses it', () => {
  it('keeps a path of the portal with its query and hash', () => {
    expect(portalUrlOf('/dash/Dashboard/1003?tab=2#x', ORIGIN, '')).toBe('/dash/Dashboard/1003?tab=2#x');
    expect(portalUrlOf(`${ORIGIN}/cdp/tnt/audienceslist`, ORIGIN, '')).toBe('/cdp/tnt/audienceslist');
  });

  it.each(['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'refuses %j: another origin once parsed',
    (value) => {
      expect(portalUrlOf(value, ORIGIN, '')).toBeNull();
    },
  );

  it('under a base path, only its own pages', () => {
    expect(portalUrlOf('/portal/dash/x', ORIGIN, '/portal')).toBe('/portal/dash/x');
    expect(portalUrlOf('/portal', ORIGIN, '/portal')).toBe('/portal');
    expect(portalUrlOf('/portalx/dash', ORIGIN, '/portal')).toBeNull();
    expect(portalUrlOf('/other', ORIGIN, '/portal')).toBeNull();
  });
});

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
