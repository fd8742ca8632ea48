import { describe, expect, it } from 'vitest';
import { firstAddress, isUnderBase, startAddress } from '../../../../src/stores/session/start-address';

// A start address (the sign-in return's initialurl, the page a sign-in comes back to, the tab's
// first address, a path a host navigates to) opens only as a plain path of this portal.

const ORIGIN = 'https://portal.example';

describe('startAddress: a page of this portal, else the home page', () => {
  it('keeps a path of the portal with its query and hash, also given as a whole URL of this origin', () => {
    expect(startAddress('/dash/Dashboard/1003?tab=2#x', ORIGIN, '')).toBe('/dash/Dashboard/1003?tab=2#x');
    expect(startAddress(`${ORIGIN}/cdp/tnt/audienceslist`, ORIGIN, '')).toBe('/cdp/tnt/audienceslist');
    expect(startAddress('/dash/Dashboard/tnt/', ORIGIN, '')).toBe('/dash/Dashboard/tnt/');
    expect(startAddress('/', ORIGIN, '')).toBe('/');
  });

  it('keeps an encoded slash or backslash inside a segment: read as a separator it still names a plain path', () => {
    expect(startAddress('/search/term/a%2Fb?q=1', ORIGIN, '')).toBe('/search/term/a%2Fb?q=1');
    expect(startAddress('/search/term/a%5Cb', ORIGIN, '')).toBe('/search/term/a%5Cb');
    expect(startAddress('/search/term/a%252F..%252Fb', ORIGIN, '')).toBe('/search/term/a%252F..%252Fb');
  });

  it('resolves dot segments that stay inside the base', () => {
    expect(startAddress('/cms/a/../dash', ORIGIN, '/cms')).toBe('/cms/dash');
    expect(startAddress('/cms/./dash', ORIGIN, '/cms')).toBe('/cms/dash');
  });

  it.each([
    // resolves to a path that the browser reads as another host
    '/..//127.0.0.1:7812/x',
    '/../..//evil.example/x',
    '/%2e%2e//evil.example',
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    // separators hidden behind percent signs
    '%2F%2Fevil',
    '/%2F%2Fevil',
    '/%2f/evil',
    '/%5Cevil',
    '/%5cevil',
    '/a%5C..%5C..%5Cevil',
    '/%5C%5Cevil',
    '/dash/%2E%2E%2F%2E%2E%2Fevil',
    '/dash/..%2F..%2Fevil',
    // empty segments inside the path
    '/dash//x',
    // other origins and schemes
    'http://other/',
    'https://portal.example.evil.example/',
    'http://portal.example/',
    'https://portal.example:444/',
    'https://user:pw@portal.example/dash',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://portal.example/1',
    'mailto:a@b.example',
    'http://[',
    // control characters and oversize
    '/dash\u0000',
    '/dash\u007f',
    `/${'x'.repeat(2048)}`,
  ])('%j opens the home page', (value) => {
    expect(startAddress(value, ORIGIN, '')).toBe('/');
  });

  it.each(['/cms/../x', '/cms/%2e%2e/x', '/cms/..', '/cmsx/dash', '/other', '/', '', '/cms%2F..%2Fx', '//evil.example/cms/x'])('under base /cms, %j opens the home page', (value) => {
    expect(startAddress(value, ORIGIN, '/cms')).toBe('/cms/');
  });

  it('null and non-text open the home page', () => {
    expect(startAddress(null, ORIGIN, '/cms')).toBe('/cms/');
    expect(startAddress(undefined, ORIGIN, '')).toBe('/');
  });

  it('under a base path, the base itself and its pages in any letter case (as the router matches)', () => {
    expect(startAddress('/cms', ORIGIN, '/cms')).toBe('/cms');
    expect(startAddress('/CMS/dash/x', ORIGIN, '/cms')).toBe('/CMS/dash/x');
  });

  it('never carries a sign-in return of its own', () => {
    expect(startAddress('/oi?fromauth=true&initialurl=%2F%2Fevil&keep=1', ORIGIN, '')).toBe('/oi?keep=1');
  });
});

describe('firstAddress: where a tab opening the portal is moved before the first render', () => {
  it('back from the identity server, the page initialurl names, else home', () => {
    expect(firstAddress(`${ORIGIN}/?fromauth=true&initialurl=%2Fdash%2Fx%3Ftab%3D2`, '')).toBe('/dash/x?tab=2');
    expect(firstAddress(`${ORIGIN}/?fromauth=true&initialurl=%2F..%2F%2F127.0.0.1%3A7812%2Fx`, '')).toBe('/');
    expect(firstAddress(`${ORIGIN}/cms/dash?initialurl=%2Fcms%2F..%2Fx`, '/cms')).toBe('/cms/');
  });

  it('a plain address is left alone; a stray fromauth leaves it', () => {
    expect(firstAddress(`${ORIGIN}/dash/x?tab=2#h`, '')).toBeNull();
    expect(firstAddress(`${ORIGIN}/dash/x?fromauth=true`, '')).toBe('/dash/x');
  });

  it('the tab’s own address under the base is held to the same rule', () => {
    expect(firstAddress(`${ORIGIN}//127.0.0.1:7812/x`, '')).toBe('/');
    expect(firstAddress(`${ORIGIN}/cms//evil.example`, '/cms')).toBe('/cms/');
    expect(firstAddress(`${ORIGIN}/cms/%5Cevil`, '/cms')).toBe('/cms/');
  });

  it('outside the base the address is the host page’s, left alone but for a sign-in return', () => {
    expect(firstAddress(`${ORIGIN}/elsewhere//page?q=1`, '/cms')).toBeNull();
    expect(firstAddress(`${ORIGIN}/elsewhere?q=1&fromauth=true#h`, '/cms')).toBe('/elsewhere?q=1#h');
  });
});

describe('isUnderBase', () => {
  it('the base itself and paths under it, in any letter case; everything under the root', () => {
    expect(isUnderBase('/cms', '/cms')).toBe(true);
    expect(isUnderBase('/Cms/x', '/cms')).toBe(true);
    expect(isUnderBase('/cmsx', '/cms')).toBe(false);
    expect(isUnderBase('/anything', '')).toBe(true);
  });
});
