import { describe, expect, it } from 'vitest';
import { appDefinitions } from '../../../src/config/app-definitions';
import { appOriginRules, trustedAppEntries } from '../../../src/config/app-origin-rules';
import {
  appOverrideRefusal,
  APP_OVERRIDE_LIFETIME_MS,
  appsWithOverrides,
  liveAppOverrides,
  overriddenBaseUrl,
  loopbackOrigin,
  parseAppOverrideRequest,
  parseStoredAppOverrides,
  takeAppOverrideRequests,
  type AppOverrideContext,
} from '../../../src/config/app-overrides';
import { frameUrlFor, shellPathFor } from '../../../src/protocol/frame-url';

const dev: AppOverrideContext = { appPrefixes: ['cdp', 'dash'], env: 'Dev', allowInProduction: false };

describe('loopbackOrigin', () => {
  it('accepts the loopback origins with a port, written as origins', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:4200', 'http://[::1]:8080']) expect(loopbackOrigin(origin)).toBe(origin);
  });

  it('refuses hostile and inexact inputs', () => {
    for (const text of [
      'http://localhost.evil.com:3000',
      'https://127.0.0.1.nip.io',
      'http://127.0.0.1.nip.io:3000',
      'http://user@localhost:3000',
      'http://user:pass@localhost:3000',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://localhost:3000',
      'http://localhost',
      'http://localhost:80',
      'http://localhost:3000/',
      'http://localhost:3000/app',
      'http://localhost:3000?x=1',
      'http://localhost:3000#x',
      'http://LOCALHOST:3000',
      'http://127.1:3000',
      'http://0.0.0.0:3000',
      '//localhost:3000',
      'localhost:3000',
      '',
    ]) {
      expect(loopbackOrigin(text), text).toBeNull();
    }
  });
});

describe('appOverrideRefusal', () => {
  it('allows a loopback origin for an app of the portal outside Production', () => {
    expect(appOverrideRefusal('cdp', 'http://localhost:3000', dev)).toBeNull();
    expect(appOverrideRefusal('cdp', 'http://localhost:3000', { ...dev, env: 'Local' })).toBeNull();
  });

  it('refuses a prefix that is no app, and a foreign origin', () => {
    expect(appOverrideRefusal('nope', 'http://localhost:3000', dev)).toMatch(/"nope" is not the prefix of an app/);
    expect(appOverrideRefusal('cdp', 'http://localhost.evil.com:3000', dev)).toMatch(/is not a loopback origin/);
    expect(appOverrideRefusal('cdp', 'javascript:alert(1)', dev)).toMatch(/is not a loopback origin/);
  });

  it('refuses every override in Production unless AllowAppOverrides is set', () => {
    const production = { ...dev, env: 'Production' as const };
    expect(appOverrideRefusal('cdp', 'http://localhost:3000', production)).toMatch(/off in Production.*AllowAppOverrides/);
    expect(appOverrideRefusal('cdp', 'http://localhost:3000', { ...production, allowInProduction: true })).toBeNull();
    expect(appOverrideRefusal('cdp', 'https://evil.example', { ...production, allowInProduction: true })).toMatch(/not a loopback origin/);
  });
});

describe('override requests in an address', () => {
  it('reads prefix=origin (slashes around the prefix dropped), reset, and malformed values', () => {
    expect(parseAppOverrideRequest('/cdp/=http://localhost:3000')).toEqual({ kind: 'set', appPrefix: 'cdp', origin: 'http://localhost:3000' });
    expect(parseAppOverrideRequest('reset')).toEqual({ kind: 'reset' });
    expect(parseAppOverrideRequest('http://localhost:3000')).toEqual({ kind: 'malformed', text: 'http://localhost:3000' });
    expect(parseAppOverrideRequest('=http://localhost:3000').kind).toBe('malformed');
  });

  it('trims the value, its prefix and its origin, and drops the slashes around the prefix, not inside it', () => {
    // A "+" in the query is a space.
    expect(parseAppOverrideRequest(' reset ')).toEqual({ kind: 'reset' });
    expect(parseAppOverrideRequest(' //cdp// = http://localhost:3000 ')).toEqual({ kind: 'set', appPrefix: 'cdp', origin: 'http://localhost:3000' });
    // "c/dp" names no app; it is never read as "cdp".
    expect(parseAppOverrideRequest('c/dp=http://localhost:3000')).toEqual({ kind: 'set', appPrefix: 'c/dp', origin: 'http://localhost:3000' });
  });

  it('takes every value out of the address and keeps the rest of it', () => {
    const taken = takeAppOverrideRequests('https://portal.example/cdp/x?a=1&portal-app-override=cdp%3Dhttp%3A%2F%2Flocalhost%3A3000&portal-app-override=reset#h');
    expect(taken).toEqual({
      requests: [{ kind: 'set', appPrefix: 'cdp', origin: 'http://localhost:3000' }, { kind: 'reset' }],
      rest: '/cdp/x?a=1#h',
    });
    expect(takeAppOverrideRequests('https://portal.example/cdp/x?a=1')).toBeNull();
  });
});

describe('kept overrides', () => {
  const at = (origin: unknown, until: unknown = 5) => ({ origin, until });

  it('keeps only loopback origins with a lapse time under real prefixes, per user', () => {
    const read = parseStoredAppOverrides({
      'user-1': { cdp: at('http://localhost:3000'), dash: at('https://evil.example'), '/x/': at('http://localhost:1'), ai: 42, act: at('http://localhost:2', '5'), scv: at('http://localhost:2', null) },
      'user-2': 'http://localhost:3000',
      'user-3': { dash: at('http://localhost.evil.com:1') },
      'user-4': ['http://localhost:3000'],
      'user-5': null,
      'user-6': { '': at('http://localhost:3000') },
      // As kept before overrides lapsed: no time, so not kept.
      'user-7': { cdp: 'http://localhost:3000' },
    });
    expect(read).toEqual({ 'user-1': { cdp: { origin: 'http://localhost:3000', until: 5 } } });
    expect(parseStoredAppOverrides(null)).toBeNull();
    expect(parseStoredAppOverrides([])).toBeNull();
    expect(parseStoredAppOverrides('x')).toBeNull();
  });

  it('is in force until its time, and never for longer than a lifetime from now (12 hours)', () => {
    expect(APP_OVERRIDE_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
    const now = 1_000_000;
    const kept = {
      cdp: { origin: 'http://localhost:1', until: now + 1 },
      dash: { origin: 'http://localhost:2', until: now },
      act: { origin: 'http://localhost:3', until: now + APP_OVERRIDE_LIFETIME_MS },
      scv: { origin: 'http://localhost:4', until: now + APP_OVERRIDE_LIFETIME_MS + 1 },
    };
    expect(liveAppOverrides(kept, now)).toEqual([
      { appPrefix: 'cdp', origin: 'http://localhost:1', until: now + 1 },
      { appPrefix: 'act', origin: 'http://localhost:3', until: now + APP_OVERRIDE_LIFETIME_MS },
    ]);
    expect(liveAppOverrides(kept, now + 1).map(({ appPrefix }) => appPrefix)).toEqual(['act', 'scv']);
  });
});

describe('overriddenBaseUrl', () => {
  it('replaces the origin only: the shipped path stays, without a trailing slash', () => {
    expect(overriddenBaseUrl('https://cdp.apps.portal.example/cdp', 'http://localhost:5200')).toBe('http://localhost:5200/cdp');
    expect(overriddenBaseUrl('https://apps.example/area/sub/', 'http://127.0.0.1:1')).toBe('http://127.0.0.1:1/area/sub');
    expect(overriddenBaseUrl('https://apps.example', 'http://[::1]:8080')).toBe('http://[::1]:8080');
  });
});

describe('definitions with an override', () => {
  const apps = appDefinitions('Dev');
  const [first, second] = apps;
  const override = { appPrefix: first!.appPrefix, origin: 'http://localhost:3000' };
  const overridden = appsWithOverrides(apps, [override]);

  it('serves only the overridden app from the override origin, at the path production frames, with its own token descriptor', () => {
    const prefix = first!.appPrefix;
    expect(overridden[0]).toEqual({ ...first, iframeBaseUrl: `http://localhost:3000/${prefix}` });
    expect(overridden.slice(1)).toEqual(apps.slice(1));
    const ids = { customerId: 7, partnerId: null };
    const shipped = new URL(frameUrlFor(first!, `/${prefix}/tnt/reports?q=1`, ids));
    const served = new URL(frameUrlFor(overridden[0]!, `/${prefix}/tnt/reports?q=1`, ids));
    expect(served.href).toBe(`http://localhost:3000/${prefix}/7/reports?q=1`);
    expect(served.pathname + served.search).toBe(shipped.pathname + shipped.search);
    // The area reports the path it was opened at: the portal's address is the one it came from.
    expect(shellPathFor(overridden[0]!, `/${prefix}/7/reports?q=1`, ids)).toBe(`/${prefix}/tnt/reports?q=1`);
  });

  it('is trusted by the origin rules only through the override hook, and only for that app', () => {
    const rules = appOriginRules('Dev', 'dev.portal.example');
    const dropped: string[] = [];
    expect(trustedAppEntries(overridden, rules, (message) => dropped.push(message))).toEqual(apps.slice(1));
    expect(trustedAppEntries(overridden, rules, () => {}, override)).toEqual(overridden);
    const moved = appsWithOverrides(apps, [{ appPrefix: second!.appPrefix, origin: 'http://localhost:3000' }]);
    expect(trustedAppEntries(moved, rules, () => {}, override)).toEqual(apps.filter((app) => app !== second));
  });
});
