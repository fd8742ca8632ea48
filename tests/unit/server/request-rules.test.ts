// The local backend's request rules: which token requests it mints, which callers and bodies it takes.
import { describe, expect, it } from 'vitest';
import { tokenRefusal } from '../../../demo/server/content/app-catalogue';
import { isTrustedCaller, mediaTypeOf } from '../../../demo/server/http/request-guards';

describe('tokenRefusal', () => {
  it('mints an app\'s own client with all or some of its services, for anyone', () => {
    expect(tokenRefusal('dashboardui', ['dashboard-api', 'trackingstats'], false)).toBeNull();
    expect(tokenRefusal('dashboardui', ['dashboard-api'], false)).toBeNull();
    expect(tokenRefusal('docsui', ['docs'], false)).toBeNull();
  });

  it('refuses a client no app uses, and a service its app does not have', () => {
    expect(tokenRefusal('any-client-i-choose', ['dashboard-api'], true)).toBe('No app uses the client any-client-i-choose');
    expect(tokenRefusal('dashboardui', ['dashboard-api', 'cdp-api'], true)).toBe('The client dashboardui has no service cdp-api');
    expect(tokenRefusal('constructor', [], true)).toBe('No app uses the client constructor');
  });

  it('gives the internal tools\' client, with its own services only, to administrators only', () => {
    expect(tokenRefusal('portalui', ['modulebuilder', 'modulebuilder-api', 'tcen', 'domngr'], true)).toBeNull();
    expect(tokenRefusal('portalui', ['tcen'], false)).toBe('Only administrators may use the internal tools');
    expect(tokenRefusal('portalui', ['dashboard-api'], true)).toBe('The client portalui has no service dashboard-api');
  });
});

describe('mediaTypeOf and isTrustedCaller', () => {
  it('reads the media type without parameters, in lower case', () => {
    expect(mediaTypeOf('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(mediaTypeOf('text/plain;charset=UTF-8')).toBe('text/plain');
    expect(mediaTypeOf(undefined)).toBe('');
  });

  it('trusts a caller without an Origin (a tool) or on a listed origin, and nothing else', () => {
    const trusted = ['http://localhost:5173'];
    expect(isTrustedCaller(undefined, trusted)).toBe(true);
    expect(isTrustedCaller('http://localhost:5173', trusted)).toBe(true);
    for (const origin of ['http://localhost:5174', 'null', '', 'http://localhost:5173.evil.example']) expect(isTrustedCaller(origin, trusted)).toBe(false);
  });
});
