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

describe('$contentPlatformHost', () => {
  it('is off until the element says it is in a content platform', async () => {
    const env = await load();
    expect(env.$contentPlatformHost.get()).toBe(false);
  });
});
