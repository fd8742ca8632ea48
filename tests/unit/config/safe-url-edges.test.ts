// The edges of the link checks: the length cap, the control-character ranges and credentials.
import { describe, expect, it } from 'vitest';
import { httpUrl, menuLink, portalPath } from '../../../src/config/safe-url';

const MAX_URL_LENGTH = 2048;

describe('httpUrl', () => {
  it('accepts a URL of 2048 characters (after trimming) and refuses 2049', () => {
    const head = 'https://a.example/';
    const atCap = head + 'x'.repeat(MAX_URL_LENGTH - head.length);
    expect(httpUrl(atCap)).toBe(atCap);
    expect(httpUrl(`  ${atCap}\n`)).toBe(atCap);
    expect(httpUrl(`${atCap}x`)).toBeNull();
  });

  it('refuses DEL and the C1 control characters, keeps the first character after them', () => {
    for (const control of ['\u007f', '\u0080', '\u0085', '\u009f']) expect(httpUrl(`https://a.example/a${control}b`), JSON.stringify(control)).toBeNull();
    expect(httpUrl('https://a.example/\u00a1')).toBe('https://a.example/%C2%A1');
  });

  it('refuses a password without a user name, an empty host and a port out of range', () => {
    expect(httpUrl('https://user@a.example/')).toBeNull();
    expect(httpUrl('https://user:pw@a.example/')).toBeNull();
    expect(httpUrl('https://:pw@a.example/')).toBeNull();
    expect(httpUrl('http://:80/')).toBeNull();
    expect(httpUrl('https://a.example:99999/')).toBeNull();
  });

  it('refuses a scheme not followed by exactly two slashes and a host, even with an http address later in the text', () => {
    // The URL parser reads both as http://evil.example/.
    expect(httpUrl('http:evil.example/?next=http://a.example')).toBeNull();
    expect(httpUrl('http:///evil.example/?next=http://a.example')).toBeNull();
  });

  it('accepts http as well as https, in any case', () => {
    expect(httpUrl('http://a.example')).toBe('http://a.example/');
    expect(httpUrl('HTTPS://A.EXAMPLE')).toBe('https://a.example/');
  });
});

describe('portalPath', () => {
  it('accepts a path of 2048 characters and refuses 2049', () => {
    const atCap = `/${'x'.repeat(MAX_URL_LENGTH - 1)}`;
    expect(portalPath(atCap)).toBe(atCap);
    expect(portalPath(`${atCap}x`)).toBeNull();
  });

  it('refuses C0 and C1 control characters and DEL; a space or a no-break space is no control character', () => {
    for (const control of ['\u0000', '\u001f', '\u007f', '\u0085', '\u009f']) expect(portalPath(`/a${control}b`), JSON.stringify(control)).toBeNull();
    expect(portalPath('/a b')).toBe('/a b');
    expect(portalPath('/a\u00a0b')).toBe('/a\u00a0b');
  });

  it('accepts the root path; refuses a path that is not text', () => {
    expect(portalPath('/')).toBe('/');
    expect(portalPath(['/a'])).toBeNull();
  });
});

describe('menuLink', () => {
  it('prefers the path as written; an absolute URL comes back normalised', () => {
    expect(menuLink('/a?b#c')).toBe('/a?b#c');
    expect(menuLink(' https://a.example ')).toBe('https://a.example/');
  });
});
