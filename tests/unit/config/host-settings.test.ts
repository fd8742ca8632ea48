// When HostParamsJson's settings are taken: complete and valid, with a shipped identity server.
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../../../src/config/environments';
import { isShippedIdentityServer, judgeHostSettings } from '../../../src/config/host-settings';
import { LOCAL_PORTS, localOrigins, localSettings } from '../../../src/config/local-ports';
import { judgeHostParams } from '../../../src/config/resolve-environment';

const reasonOf = (verdict: ReturnType<typeof judgeHostSettings>) => (verdict.ok ? null : verdict.reason);

describe('a value with nothing usable is refused', () => {
  it.each([
    ['an empty object', {}],
    ['only keys the portal does not read', { authServerUrl: 'https://auth.portal.example', Theme: 'dark' }],
  ])('%s', (_label, params) => {
    const verdict = judgeHostSettings(params, 'portal.example');
    expect(verdict.ok).toBe(false);
    expect(reasonOf(verdict)).toMatch(/^HostParamsJson names none of the settings the portal reads \(EnvName, .*AuthServerUrl.*\); it is ignored\.$/);
  });

  it('JSON text of an empty object too', () => {
    expect(judgeHostParams('portal.example', '{}').ok).toBe(false);
  });
});

describe('one invalid setting refuses the whole value, never a part of it', () => {
  it('an object whose addresses are all bad', () => {
    const verdict = judgeHostSettings({ AuthServerUrl: 'javascript:alert(1)', ProfileApiUrl: '/profile', GatewayUrl: 42, ChatApiUrl: null }, 'portal.example');
    expect(reasonOf(verdict)).toContain('HostParamsJson has invalid settings (AuthServerUrl, ProfileApiUrl, ChatApiUrl, GatewayUrl)');
    expect(reasonOf(verdict)).toMatch(/it is ignored\.$/);
  });

  it.each([
    ['a bad address beside good ones', { EnvName: 'Dev', GatewayUrl: 'https://gateway.dev.portal.example', BlogFeedUrl: 'ftp://blog.example/feed' }, 'BlogFeedUrl'],
    ['an unknown EnvName', { EnvName: 'dev', AuthServerUrl: ENVIRONMENTS.Dev.AuthServerUrl }, 'EnvName'],
    ['UseSampleData as text', { EnvName: 'Local', UseSampleData: 'true' }, 'UseSampleData'],
    ['AllowAppOverrides as a number', { AllowAppOverrides: 1 }, 'AllowAppOverrides'],
    ['an address with credentials', { ChatApiUrl: 'https://user:secret@chat.portal.example' }, 'ChatApiUrl'],
    ['an address that is no text', { ProfileApiUrl: ['https://profile.portal.example'] }, 'ProfileApiUrl'],
  ])('%s', (_label, params, field) => {
    expect(reasonOf(judgeHostSettings(params, 'portal.example'))).toContain(`invalid settings (${field})`);
  });
});

describe('a complete and valid value: its environment, its own settings over it', () => {
  it('EnvName alone selects that environment', () => {
    expect(judgeHostSettings({ EnvName: 'Dev' }, 'portal.example')).toEqual({ ok: true, settings: ENVIRONMENTS.Dev, allowAppOverrides: false });
  });

  it('without EnvName, the page host’s environment, with the given addresses and flags', () => {
    const verdict = judgeHostSettings({ ChatApiUrl: 'https://chat.custom.example', UseSampleData: true, AllowAppOverrides: true }, 'portal.example');
    expect(verdict).toEqual({ ok: true, settings: { ...ENVIRONMENTS.Production, ChatApiUrl: 'https://chat.custom.example', UseSampleData: true }, allowAppOverrides: true });
  });

  it('an empty SentryDsn turns error reporting off', () => {
    const verdict = judgeHostSettings({ SentryDsn: '' }, 'portal.example');
    expect(verdict.ok && verdict.settings.SentryDsn).toBe('');
  });

  it('keys the portal does not read are left alone beside a setting it reads', () => {
    expect(judgeHostSettings({ EnvName: 'Staging', Theme: 'dark' }, 'portal.example')).toMatchObject({ ok: true, settings: ENVIRONMENTS.Staging });
  });

  it('every address of the result is a URL', () => {
    const verdict = judgeHostSettings({ EnvName: 'Staging', GatewayUrl: 'https://gw.custom.example' }, 'portal.example');
    if (!verdict.ok) throw new Error(verdict.reason);
    for (const field of ['AuthServerUrl', 'AuthServerReturnUrl', 'ProfileApiUrl', 'ChatApiUrl', 'GatewayUrl', 'BlogFeedUrl'] as const) {
      expect(() => new URL(verdict.settings[field])).not.toThrow();
    }
  });
});

describe('an identity server outside the shipped environments is refused', () => {
  it.each(Object.values(ENVIRONMENTS).map(({ EnvName, AuthServerUrl }) => [EnvName, AuthServerUrl]))('%s’s identity server (%s) is taken, whatever the EnvName', (_env, url) => {
    for (const EnvName of ['Production', 'Dev', 'Staging', 'Local']) {
      expect(judgeHostSettings({ EnvName, AuthServerUrl: url }, 'portal.example').ok).toBe(true);
    }
  });

  it.each([
    'https://auth.attacker.example',
    'https://auth.portal.example.attacker.example',
    'http://auth.portal.example',
    'https://auth.portal.example:8443',
    'https://evil.portal.example',
  ])('%s is refused on a public host, even for the Local environment', (url) => {
    for (const EnvName of ['Production', 'Local']) {
      const verdict = judgeHostSettings({ EnvName, AuthServerUrl: url }, 'portal.example');
      expect(reasonOf(verdict)).toBe(`HostParamsJson's AuthServerUrl (${new URL(url).origin}) is not the identity server of any of the portal's environments; it is ignored.`);
    }
  });

  it('the shipped identity server with a path is still that server', () => {
    expect(isShippedIdentityServer('https://auth.portal.example/identity', 'Production', 'portal.example')).toBe(true);
  });
});

describe('the Local environment’s identity server, on the ports the local backend took', () => {
  const moved = localOrigins({ ...LOCAL_PORTS, auth: 7101, profile: 7102, gateway: 7103, chat: 7104, apps: 7105, blog: 7106, errors: 7107 });

  it('the settings the demo and the browser tests hand over (Local, moved ports) are taken on localhost', () => {
    const settings = localSettings(moved, 'http://localhost:8000', false);
    expect(judgeHostSettings({ ...settings }, 'localhost')).toEqual({ ok: true, settings, allowAppOverrides: false });
  });

  it('a local page may name another environment against the local backend (the demo’s CMS page: Dev)', () => {
    expect(isShippedIdentityServer(moved.auth, 'Dev', 'localhost')).toBe(true);
    expect(isShippedIdentityServer(moved.auth, 'Dev', 'eu.portaltest.example')).toBe(true);
  });

  it('the Local environment on a page of another loopback address (a cross-site host) takes it', () => {
    expect(isShippedIdentityServer(moved.auth, 'Local', '127.0.0.1')).toBe(true);
  });

  it('the Local environment under the demo’s own host name takes that name on any port', () => {
    expect(isShippedIdentityServer('http://portal.example.com:7101', 'Local', 'portal.example.com')).toBe(true);
    expect(isShippedIdentityServer('http://portal.example.com:7101', 'Production', 'portal.example.com')).toBe(false);
  });

  it('a moved local port is refused on a public host outside the Local environment', () => {
    for (const env of ['Production', 'Dev', 'Staging'] as const) expect(isShippedIdentityServer(moved.auth, env, 'portal.example')).toBe(false);
  });

  it('another host is refused on a local page too', () => {
    expect(isShippedIdentityServer('https://auth.attacker.example', 'Local', 'localhost')).toBe(false);
    expect(isShippedIdentityServer('http://127.0.0.1:7101', 'Local', 'localhost')).toBe(false);
  });

  it('no address is no identity server', () => {
    expect(isShippedIdentityServer('not a url', 'Local', 'localhost')).toBe(false);
  });
});
