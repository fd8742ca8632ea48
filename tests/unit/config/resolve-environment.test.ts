import { describe, expect, it, vi } from 'vitest';
import { ENVIRONMENTS } from '../../../src/config/environments';
import { isLocalOrTestHost } from '../../../src/config/host-kind';
import { LOCAL_PORTS } from '../../../src/config/local-ports';
import { parseHostParams, resolveEnvironment } from '../../../src/config/resolve-environment';

/** Resolves with a spy as `warn`, so no test writes to the console and each can count warnings. */
function resolve(hostname: string, hostParams?: Parameters<typeof resolveEnvironment>[1]) {
  const warn = vi.fn<(message: string) => void>();
  const settings = resolveEnvironment(hostname, hostParams, warn);
  return { settings, warn };
}

const URL_FIELDS = ['AuthServerUrl', 'AuthServerReturnUrl', 'ProfileApiUrl', 'ChatApiUrl', 'GatewayUrl'] as const;

describe('Environments are Production (default), Dev, Staging and Local', () => {
  it('resolves Production for a normal host without HostParamsJson', () => {
    const { settings, warn } = resolve('portal.example');
    expect(settings).toEqual(ENVIRONMENTS.Production);
    expect(settings.EnvName).toBe('Production');
    expect(settings.UseSampleData).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('Production talks to https production servers, never to localhost', () => {
    const production = ENVIRONMENTS.Production;
    for (const field of URL_FIELDS) {
      expect(production[field]).toMatch(/^https:\/\//);
      expect(production[field]).not.toContain('localhost');
    }
  });

  it('returns a copy: changing the result does not change the environment table', () => {
    const { settings } = resolve('portal.example');
    settings.AuthServerUrl = 'https://changed.example';
    expect(ENVIRONMENTS.Production.AuthServerUrl).not.toBe('https://changed.example');
    expect(resolve('portal.example').settings.AuthServerUrl).toBe(ENVIRONMENTS.Production.AuthServerUrl);
  });
});

describe('On localhost the dev settings plus sample data apply (Local); "Local and test hosts are localhost, {ip} and any host containing portaltest"', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '::1', '[::1]', '10.1.2.3', '255.255.255.255', 'eu.portaltest.example', 'portaltest'])(
    '%s is a local or test host and resolves to Local',
    (hostname) => {
      expect(isLocalOrTestHost(hostname)).toBe(true);
      const { settings, warn } = resolve(hostname);
      expect(settings.EnvName).toBe('Local');
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it.each(['portal.example', '999.1.1.1', '1.2.3', 'portal-test.example', 'example.com', ''])('%s is not a local or test host and resolves to Production', (hostname) => {
    expect(isLocalOrTestHost(hostname)).toBe(false);
    expect(resolve(hostname).settings.EnvName).toBe('Production');
  });

  it('Local uses sample data', () => {
    expect(resolve('localhost').settings.UseSampleData).toBe(true);
    expect(ENVIRONMENTS.Local.UseSampleData).toBe(true);
  });

  it('Local points every backend at the local backend (http://localhost:<port>)', () => {
    const local = resolve('localhost').settings;
    expect(local.AuthServerUrl).toBe(`http://localhost:${LOCAL_PORTS.auth}`);
    expect(local.ProfileApiUrl).toBe(`http://localhost:${LOCAL_PORTS.profile}`);
    expect(local.ChatApiUrl).toBe(`http://localhost:${LOCAL_PORTS.chat}`);
    expect(local.GatewayUrl).toBe(`http://localhost:${LOCAL_PORTS.gateway}`);
    expect(local.AuthServerReturnUrl).toBe(`http://localhost:${LOCAL_PORTS.portal}/`);
    for (const field of URL_FIELDS) expect(new URL(local[field]).hostname).toBe('localhost');
  });

  it('the other environments do not use sample data', () => {
    expect(ENVIRONMENTS.Production.UseSampleData).toBe(false);
    expect(ENVIRONMENTS.Dev.UseSampleData).toBe(false);
    expect(ENVIRONMENTS.Staging.UseSampleData).toBe(false);
  });
});

describe('If the host page provides a JSON settings object (HostParamsJson) with EnvName Dev, the dev settings are used', () => {
  it('HostParamsJson as JSON text selects Dev', () => {
    const { settings, warn } = resolve('portal.example', '{"EnvName":"Dev"}');
    expect(settings).toEqual(ENVIRONMENTS.Dev);
    expect(warn).not.toHaveBeenCalled();
  });

  it('HostParamsJson as an object selects Dev', () => {
    const { settings, warn } = resolve('portal.example', { EnvName: 'Dev' });
    expect(settings).toEqual(ENVIRONMENTS.Dev);
    expect(warn).not.toHaveBeenCalled();
  });

  it('EnvName Dev wins over the hostname rule on a local host too', () => {
    expect(resolve('localhost', { EnvName: 'Dev' }).settings.EnvName).toBe('Dev');
  });

  it('the dev settings differ from production for every backend URL', () => {
    for (const field of URL_FIELDS) expect(ENVIRONMENTS.Dev[field]).not.toBe(ENVIRONMENTS.Production[field]);
  });

  it('EnvName Production on a local host selects Production', () => {
    expect(resolve('localhost', { EnvName: 'Production' }).settings).toEqual(ENVIRONMENTS.Production);
  });

  it('EnvName Local on a normal host selects Local', () => {
    expect(resolve('portal.example', { EnvName: 'Local' }).settings).toEqual(ENVIRONMENTS.Local);
  });
});

describe('With EnvName Staging, the staging auth and profile URLs are used', () => {
  const staging = resolve('portal.example', '{"EnvName":"Staging"}').settings;

  it('selects Staging', () => {
    expect(staging.EnvName).toBe('Staging');
    expect(staging.UseSampleData).toBe(false);
  });

  it('uses the staging auth server and profile API', () => {
    expect(staging.AuthServerUrl).toBe(ENVIRONMENTS.Staging.AuthServerUrl);
    expect(staging.ProfileApiUrl).toBe(ENVIRONMENTS.Staging.ProfileApiUrl);
    expect(staging.AuthServerUrl).toContain('staging');
    expect(staging.ProfileApiUrl).toContain('staging');
    expect(staging.AuthServerUrl).not.toBe(ENVIRONMENTS.Production.AuthServerUrl);
    expect(staging.ProfileApiUrl).not.toBe(ENVIRONMENTS.Production.ProfileApiUrl);
  });

  it('uses production for the rest (chat API, gateway, blog feed)', () => {
    expect(staging.ChatApiUrl).toBe(ENVIRONMENTS.Production.ChatApiUrl);
    expect(staging.GatewayUrl).toBe(ENVIRONMENTS.Production.GatewayUrl);
    expect(staging.BlogFeedUrl).toBe(ENVIRONMENTS.Production.BlogFeedUrl);
  });
});

describe('Invalid settings JSON is ignored, with a console warning', () => {
  it('invalid JSON text is ignored with exactly one warning, on a normal host (Production)', () => {
    const { settings, warn } = resolve('portal.example', '{"EnvName":"Dev"');
    expect(settings).toEqual(ENVIRONMENTS.Production);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/HostParamsJson/);
  });

  it('invalid JSON text is ignored with exactly one warning, on a local host (Local, as without params)', () => {
    const { settings, warn } = resolve('localhost', 'not json at all');
    expect(settings).toEqual(ENVIRONMENTS.Local);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an array', '["Dev"]'],
    ['a number', '42'],
    ['the null literal', 'null'],
    ['a string', '"Dev"'],
    ['a boolean', 'true'],
  ])('JSON that is %s is ignored with one warning', (_label, json) => {
    const { settings, warn } = resolve('portal.example', json);
    expect(settings).toEqual(ENVIRONMENTS.Production);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('an array given as an object is ignored with one warning', () => {
    const { settings, warn } = resolve('portal.example', ['Dev'] as unknown as Record<string, unknown>);
    expect(settings).toEqual(ENVIRONMENTS.Production);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['the empty string', ''],
  ])('no HostParamsJson (%s) gives no warning', (_label, input) => {
    const { settings, warn } = resolve('portal.example', input);
    expect(settings).toEqual(ENVIRONMENTS.Production);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns through console.warn when no `warn` is given', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(resolveEnvironment('portal.example', '{oops').EnvName).toBe('Production');
      expect(consoleWarn).toHaveBeenCalledTimes(1);
    } finally {
      consoleWarn.mockRestore();
    }
  });

  it('parseHostParams tells an object, nothing, and a reason apart', () => {
    expect(parseHostParams('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseHostParams(undefined)).toEqual({ ok: true, value: null });
    expect(parseHostParams('[1]').ok).toBe(false);
    expect(parseHostParams('{').ok).toBe(false);
  });
});

describe('HostParamsJson overrides: URL fields only when http(s); UseSampleData only as a boolean', () => {
  it('an https URL field overrides the environment value, the others stay', () => {
    const { settings } = resolve('portal.example', { AuthServerUrl: ENVIRONMENTS.Staging.AuthServerUrl });
    expect(settings.AuthServerUrl).toBe(ENVIRONMENTS.Staging.AuthServerUrl);
    expect(settings.ProfileApiUrl).toBe(ENVIRONMENTS.Production.ProfileApiUrl);
    expect(settings.EnvName).toBe('Production');
  });

  // The identity server is one of the shipped ones or none (host-settings.test.ts).
  it.each(URL_FIELDS.filter((field) => field !== 'AuthServerUrl'))('an http URL in %s overrides it (JSON text)', (field) => {
    const { settings } = resolve('portal.example', JSON.stringify({ [field]: 'http://override.example:8080' }));
    expect(settings[field]).toBe('http://override.example:8080');
  });

  it('URL overrides apply on top of the selected environment', () => {
    const { settings } = resolve('portal.example', { EnvName: 'Dev', GatewayUrl: 'https://gw.custom.example' });
    expect(settings.GatewayUrl).toBe('https://gw.custom.example');
    expect(settings.AuthServerUrl).toBe(ENVIRONMENTS.Dev.AuthServerUrl);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative URL', '/auth'],
    ['a protocol-relative URL', '//evil.example'],
    ['a data: URL', 'data:text/html,hi'],
    ['a file: URL', 'file:///etc/passwd'],
    ['a number', 42],
    ['null', null],
  ])('%s in a URL field refuses the whole value, with one warning', (_label, value) => {
    const { settings, warn } = resolve('portal.example', { EnvName: 'Dev', AuthServerUrl: value, ChatApiUrl: value });
    expect(settings).toEqual(ENVIRONMENTS.Production);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('(AuthServerUrl, ChatApiUrl)');
  });

  it('UseSampleData true (a boolean) turns sample data on in Production', () => {
    expect(resolve('portal.example', { UseSampleData: true }).settings.UseSampleData).toBe(true);
  });

  it('UseSampleData false (a boolean) turns sample data off on Local', () => {
    const { settings } = resolve('localhost', '{"UseSampleData":false}');
    expect(settings.EnvName).toBe('Local');
    expect(settings.UseSampleData).toBe(false);
  });

  it.each([
    ['the string "true"', 'true'],
    ['the number 1', 1],
  ])('UseSampleData as %s does not turn sample data on in Production', (_label, value) => {
    expect(resolve('portal.example', { UseSampleData: value }).settings.UseSampleData).toBe(false);
  });

  it.each([
    ['the string "false"', 'false'],
    ['the number 0', 0],
    ['null', null],
  ])('UseSampleData as %s does not turn sample data off on Local', (_label, value) => {
    expect(resolve('localhost', { UseSampleData: value }).settings.UseSampleData).toBe(true);
  });

  it('EnvName itself is not overridden by a foreign value', () => {
    expect(resolve('portal.example', { EnvName: 'Dev', UseSampleData: true }).settings.EnvName).toBe('Dev');
  });
});

describe('an unknown EnvName refuses the value (one warning): the hostname rule applies', () => {
  it.each(['Test', 'dev', 'PRODUCTION', '', 42, null])('EnvName %j on a normal host -> Production', (envName) => {
    const { settings, warn } = resolve('portal.example', { EnvName: envName });
    expect(settings).toEqual(ENVIRONMENTS.Production);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each(['Test', 'dev', 'staging'])('EnvName %j on localhost -> Local', (envName) => {
    expect(resolve('localhost', { EnvName: envName }).settings).toEqual(ENVIRONMENTS.Local);
  });

  it('EnvName "Unknown" on a portaltest host -> Local, none of the value taken (its valid address neither)', () => {
    const { settings, warn } = resolve('eu.portaltest.example', '{"EnvName":"Unknown","ChatApiUrl":"https://chat.custom.example"}');
    expect(settings).toEqual(ENVIRONMENTS.Local);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
