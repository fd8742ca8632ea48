import { describe, expect, it } from 'vitest';
import type { AppEntry } from '../../../src/config/app-types';
import { appOrigin, frameUrlFor, isAllowedRedirect, shellPathFor, type PlaceholderIds } from '../../../src/protocol/frame-url';
import { APPS, OTHER } from './protocol-kit';

/** Frame URLs for shell paths and back, and redirect targets. */

const dash: AppEntry = { appPrefix: 'dash', iframeBaseUrl: `${APPS}/dash`, tokenDescriptor: { client: 'dashui', services: ['dash'] } };
const cdp: AppEntry = { appPrefix: 'cdp', iframeBaseUrl: `${APPS}/apps/cdp/`, tokenDescriptor: { client: 'cdpui', services: ['cdp'] } };
const IDS: PlaceholderIds = { customerId: 1234, partnerId: 77 };
const NO_IDS: PlaceholderIds = { customerId: null, partnerId: null };

describe('appOrigin', () => {
  it('is the exact origin of the iframeBaseUrl (scheme, host and non-default port; no path, no slash)', () => {
    expect(appOrigin(dash)).toBe(APPS);
    expect(appOrigin({ ...dash, iframeBaseUrl: 'http://localhost:5605/dash/' })).toBe('http://localhost:5605');
    expect(appOrigin({ ...dash, iframeBaseUrl: 'https://Apps.Portal.Example:443/dash' })).toBe(APPS);
    expect(appOrigin({ ...dash, iframeBaseUrl: 'https://apps.portal.example:8443/dash?x=1#h' })).toBe('https://apps.portal.example:8443');
  });
});

describe('frameUrlFor', () => {
  it.each([
    ['/dash/Dashboard/tnt', `${APPS}/dash/Dashboard/1234`],
    ['/dash/tnt', `${APPS}/dash/1234`],
    ['/dash/tnt/', `${APPS}/dash/1234/`],
    ['/dash/ptn/tnt/x', `${APPS}/dash/77/1234/x`],
    ['/dash/tnt/tnt', `${APPS}/dash/1234/1234`],
    ['/dash', `${APPS}/dash`],
    ['/dash/', `${APPS}/dash/`],
    ['/dash/tntx/xtnt/ptnptn/tnt-1/TNT', `${APPS}/dash/tntx/xtnt/ptnptn/tnt-1/TNT`],
    ['/dash/tnt/reports?tab=tnt&c=ptn#tnt', `${APPS}/dash/1234/reports?tab=tnt&c=ptn#tnt`],
    ['/dash/tnt?x=1', `${APPS}/dash/1234?x=1`],
    ['/dash/tnt#/ptn/route', `${APPS}/dash/1234#/ptn/route`],
    ['/dash?x=1', `${APPS}/dash?x=1`],
  ])('%s -> %s', (shellPath, expected) => {
    expect(frameUrlFor(dash, shellPath, IDS)).toBe(expected);
  });

  it('leaves the placeholders when the ids are not known', () => {
    expect(frameUrlFor(dash, '/dash/tnt/ptn', NO_IDS)).toBe(`${APPS}/dash/tnt/ptn`);
    expect(frameUrlFor(dash, '/dash/tnt/ptn', { customerId: 1234, partnerId: null })).toBe(`${APPS}/dash/1234/ptn`);
  });

  it('joins a base URL with a trailing slash without a double slash, and matches the prefix case-insensitively', () => {
    expect(frameUrlFor(cdp, '/cdp/tnt/audiences', IDS)).toBe(`${APPS}/apps/cdp/1234/audiences`);
    expect(frameUrlFor(dash, '/DASH/tnt', IDS)).toBe(`${APPS}/dash/1234`);
  });

  it('takes off only its own prefix, read literally (a dot in the prefix is a dot)', () => {
    expect(frameUrlFor(dash, '/other/tnt', IDS)).toBe(`${APPS}/dash/other/1234`);
    const dotted = { ...dash, appPrefix: 'a.b' };
    expect(frameUrlFor(dotted, '/a.b/tnt', IDS)).toBe(`${APPS}/dash/1234`);
    expect(frameUrlFor(dotted, '/axb/tnt', IDS)).toBe(`${APPS}/dash/axb/1234`);
  });

  it('drops every trailing slash of the base URL before joining', () => {
    expect(frameUrlFor({ ...dash, iframeBaseUrl: `${APPS}/dash//` }, '/dash/tnt', IDS)).toBe(`${APPS}/dash/1234`);
  });

  it('always stays on the app origin', () => {
    for (const path of ['/dash//evil.example/x', '/dash/@evil.example', '/dash/..%2F..%2Fx', '/dash/../../x']) {
      expect(new URL(frameUrlFor(dash, path, IDS)).origin).toBe(APPS);
    }
  });
});

describe('shellPathFor', () => {
  it.each([
    [`${APPS}/dash/Dashboard/1234`, '/dash/Dashboard/tnt'],
    ['/dash/Dashboard/1234', '/dash/Dashboard/tnt'],
    ['/dash/1234/', '/dash/tnt/'],
    ['/dash/77/1234/x', '/dash/ptn/tnt/x'],
    ['/dash', '/dash'],
    ['/dash/', '/dash/'],
    ['/dash/12345/01234/1234x/x1234/1234', '/dash/12345/01234/1234x/x1234/tnt'],
    ['/dash/1234/reports?tab=1234&p=77#1234', '/dash/tnt/reports?tab=1234&p=77#1234'],
    ['/dash/1234#/77/route', '/dash/tnt#/77/route'],
    ['/dash/a/../1234', '/dash/tnt'],
  ])('%s -> %s', (childUrl, expected) => {
    expect(shellPathFor(dash, childUrl, IDS)).toBe(expected);
  });

  it('round-trips with frameUrlFor', () => {
    for (const shellPath of ['/dash/tnt', '/dash/Dashboard/tnt/reports?tab=2#x', '/dash/ptn/tnt/', '/dash/tntx/ptn']) {
      expect(shellPathFor(dash, frameUrlFor(dash, shellPath, IDS), IDS)).toBe(shellPath);
    }
  });

  it('swaps nothing back when the ids are not known', () => {
    expect(shellPathFor(dash, '/dash/1234/77', NO_IDS)).toBe('/dash/1234/77');
    expect(shellPathFor(dash, '/dash/null/null', NO_IDS)).toBe('/dash/null/null');
  });

  it('reads a base path with several trailing slashes as the path without them', () => {
    expect(shellPathFor({ ...dash, iframeBaseUrl: `${APPS}/dash//` }, '/dash/1234', IDS)).toBe('/dash/tnt');
  });

  it('works under a base path with a trailing slash', () => {
    expect(shellPathFor(cdp, '/apps/cdp/1234/audiences', IDS)).toBe('/cdp/tnt/audiences');
    expect(shellPathFor(cdp, '/apps/cdp', IDS)).toBe('/cdp');
    expect(shellPathFor(cdp, '/apps/cdpx/1234', IDS)).toBeNull();
  });

  it.each([
    ['outside the base path', '/other/1234'],
    ['a look-alike base path', '/dashboard/1234'],
    ['the root', '/'],
    ['climbing out of the base path', '/dash/../evil'],
    ['another origin', `${OTHER}/dash/1234`],
    ['another scheme', 'http://apps.portal.example/dash/1234'],
    ['another port', 'https://apps.portal.example:8443/dash/1234'],
    ['a sub-domain', 'https://x.apps.portal.example/dash'],
    ['a protocol-relative URL', '//evil.example.net/dash/1234'],
    ['a backslash host', '\\\\evil.example.net\\dash'],
    ['javascript:', 'javascript:alert(1)//dash'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['unparsable', 'https://exa mple.com/dash'],
    ['unparsable host', 'http://[::1/dash'],
  ])('is null for %s', (_name, childUrl) => {
    expect(shellPathFor(dash, childUrl, IDS)).toBeNull();
  });
});

describe('isAllowedRedirect', () => {
  const ALLOWED = ['https://example.com', 'https://login.portal.example', 'http://localhost:5601'];

  it.each([
    'https://example.com',
    'https://example.com/',
    'https://example.com/identity/login?returnUrl=x#y',
    'HTTPS://EXAMPLE.COM/path',
    'https://example.com:443/x',
    'https://login.portal.example/identity',
    'http://localhost:5601/identity/account/login',
  ])('allows %s', (target) => {
    expect(isAllowedRedirect(target, ALLOWED)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: that mentions an allowed origin', 'javascript://example.com/%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp: on an allowed host', 'ftp://example.com/'],
    ['blob:', 'blob:https://example.com/1234'],
    ['credentials', 'https://user:pass@example.com/'],
    ['a user name only', 'https://user@example.com/'],
    ['an allowed host as user name', 'https://example.com@evil.example/'],
    ['a look-alike sub-domain', 'https://evil.example.com/'],
    ['a look-alike suffix', 'https://example.com.evil.net/'],
    ['a look-alike prefix', 'https://notexample.com/'],
    ['another scheme of an allowed origin', 'http://example.com/'],
    ['another port of an allowed origin', 'https://example.com:8443/'],
    ['a protocol-relative URL', '//example.com/x'],
    ['a relative path', '/identity/login'],
    ['an empty string', ''],
    ['unparsable', 'https://exa mple.com/'],
    ['a backslash trick', 'https:\\\\evil.example\\@example.com'],
  ])('refuses %s', (_name, target) => {
    expect(isAllowedRedirect(target, ALLOWED)).toBe(false);
  });

  it('refuses everything when nothing is allowed, and never matches a prefix of an allowed origin', () => {
    expect(isAllowedRedirect('https://example.com/', [])).toBe(false);
    expect(isAllowedRedirect('https://example.com/', ['https://example.com/'])).toBe(false);
    expect(isAllowedRedirect('https://example.co/', ['https://example.com'])).toBe(false);
  });
});
