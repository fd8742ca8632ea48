import { afterEach, describe, expect, it, vi } from 'vitest';

// The environment in force: from the host's parameters (attribute or property), else the page
// global HostParamsJson, on the page's host name.

async function load() {
  vi.resetModules();
  return import('../../../../src/stores/platform/environment');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readPageHostParams', () => {
  it('reads window.HostParamsJson as JSON text or as an object', async () => {
    const env = await load();
    vi.stubGlobal('HostParamsJson', '{"EnvName":"Dev"}');
    expect(env.readPageHostParams()).toBe('{"EnvName":"Dev"}');
    const object = { EnvName: 'Staging' };
    vi.stubGlobal('HostParamsJson', object);
    expect(env.readPageHostParams()).toBe(object);
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['true', true],
  ])('anything else (%s) is no parameters', async (_what, value) => {
    const env = await load();
    vi.stubGlobal('HostParamsJson', value);
    expect(env.readPageHostParams()).toBeUndefined();
  });

  it('none on the page: no parameters', async () => {
    const env = await load();
    expect(env.readPageHostParams()).toBeUndefined();
  });
});

describe('$environment', () => {
  it('the page global applies when the host gave no parameters; the host’s own win', async () => {
    vi.stubGlobal('HostParamsJson', '{"EnvName":"Dev"}');
    const env = await load();
    expect(env.$environment.get().EnvName).toBe('Dev');
    env.$hostParams.set('{"EnvName":"Staging"}');
    expect(env.$environment.get().EnvName).toBe('Staging');
  });

  it('follows the page’s host name: a local host is the Local environment', async () => {
    const env = await load();
    expect(env.$environment.get().EnvName).toBe('Production');
    vi.stubGlobal('location', { hostname: 'localhost' });
    const local = await load();
    expect(local.$environment.get().EnvName).toBe('Local');
  });
});

describe('adoptHostParams', () => {
  it('an invalid value is ignored with one warning per value: the last valid settings stay in force', async () => {
    const env = await load();
    const warn = vi.fn<(message: string) => void>();
    env.adoptHostParams('{"EnvName":"Staging"}', warn);
    env.adoptHostParams('{', warn);
    env.adoptHostParams('{', warn);
    expect(env.$environment.get().EnvName).toBe('Staging');
    expect(warn).toHaveBeenCalledTimes(1);
    env.adoptHostParams('[1]', warn);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(env.$hostParams.get()).toBe('{"EnvName":"Staging"}');
  });

  it('nothing given changes nothing; a valid value, text or object, is taken', async () => {
    const env = await load();
    const warn = vi.fn<(message: string) => void>();
    env.adoptHostParams({ EnvName: 'Dev' }, warn);
    for (const nothing of [undefined, null, '']) env.adoptHostParams(nothing, warn);
    expect(env.$environment.get().EnvName).toBe('Dev');
    env.adoptHostParams('{"EnvName":"Staging"}', warn);
    expect(env.$environment.get().EnvName).toBe('Staging');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('adoptHostParams on a running page: a new value takes effect only when complete and valid', () => {
  const running = '{"EnvName":"Local","UseSampleData":false,"AuthServerUrl":"http://localhost:7101"}';

  async function runningPage() {
    vi.stubGlobal('location', { hostname: 'localhost' });
    const env = await load();
    const warn = vi.fn<(message: string) => void>();
    env.adoptHostParams(running, warn);
    expect(env.$environment.get().AuthServerUrl).toBe('http://localhost:7101');
    return { env, warn };
  }

  it.each([
    ['nothing usable', '{}', 'names none of the settings'],
    ['every address bad', '{"AuthServerUrl":"javascript:alert(1)","ProfileApiUrl":"/p","GatewayUrl":"gw"}', 'invalid settings (AuthServerUrl, ProfileApiUrl, GatewayUrl)'],
    ['an identity server nobody shipped', '{"EnvName":"Local","AuthServerUrl":"https://auth.attacker.example"}', 'is not the identity server'],
  ])('%s: ignored with one warning, however often it is written; the last valid settings stay', async (_label, value, said) => {
    const { env, warn } = await runningPage();
    env.adoptHostParams(value, warn);
    env.adoptHostParams(value, warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain(said);
    expect(env.$hostParams.get()).toBe(running);
    expect(env.$environment.get().AuthServerUrl).toBe('http://localhost:7101');
  });

  it('an equal object handed over anew (a framework’s render) is warned about once', async () => {
    const { env, warn } = await runningPage();
    env.adoptHostParams({ AuthServerUrl: 'https://auth.attacker.example' }, warn);
    env.adoptHostParams({ AuthServerUrl: 'https://auth.attacker.example' }, warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(env.$hostParams.get()).toBe(running);
  });

  it('a switch to another shipped identity server takes effect at once', async () => {
    const { env, warn } = await runningPage();
    env.adoptHostParams({ EnvName: 'Staging' }, warn);
    expect(env.$environment.get().AuthServerUrl).toBe('https://auth.staging.portal.example');
    expect(warn).not.toHaveBeenCalled();
  });

  it('the page global is judged by the same rule: a refused one is no settings, and allows no app overrides', async () => {
    vi.stubGlobal('HostParamsJson', '{"AuthServerUrl":"https://auth.attacker.example","AllowAppOverrides":true}');
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const env = await load();
      expect(env.$environment.get().AuthServerUrl).toBe('https://auth.portal.example');
      expect(env.$allowAppOverrides.get()).toBe(false);
      expect(consoleWarn).toHaveBeenCalled();
    } finally {
      consoleWarn.mockRestore();
    }
  });
});

describe('$contentPlatformHost', () => {
  it('is off until the element says it is in a content platform', async () => {
    const env = await load();
    expect(env.$contentPlatformHost.get()).toBe(false);
  });
});
