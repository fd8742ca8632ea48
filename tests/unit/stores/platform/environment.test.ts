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

describe('$contentPlatformHost', () => {
  it('is off until the element says it is in a content platform', async () => {
    const env = await load();
    expect(env.$contentPlatformHost.get()).toBe(false);
  });
});
