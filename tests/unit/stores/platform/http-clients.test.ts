import { beforeEach, describe, expect, it, vi } from 'vitest';

// The HTTP clients of the environment in force.

const library = vi.hoisted(() => ({ createHttpClient: vi.fn() }));
vi.mock('../../../../src/services/http-client', () => ({ createHttpClient: library.createHttpClient }));

async function load() {
  vi.resetModules();
  const clients = await import('../../../../src/stores/platform/http-clients');
  const { $environment, $hostParams } = await import('../../../../src/stores/platform/environment');
  return { ...clients, $environment, $hostParams };
}

beforeEach(() => {
  library.createHttpClient.mockReset().mockImplementation((options: unknown) => ({ options }));
});

describe('httpClients', () => {
  it('one client per base address of the environment, with credentials; the auth client follows no redirects', async () => {
    const s = await load();
    const env = s.$environment.get();
    const clients = s.httpClients();
    expect(clients).toEqual({
      auth: { options: { baseURL: env.AuthServerUrl, withCredentials: true, noRedirects: true } },
      profile: { options: { baseURL: env.ProfileApiUrl, withCredentials: true } },
      gateway: { options: { baseURL: env.GatewayUrl, withCredentials: true } },
    });
  });

  it('made once per environment, and again for another one', async () => {
    const s = await load();
    const first = s.httpClients();
    expect(s.httpClients()).toBe(first);
    s.$hostParams.set(JSON.stringify({ EnvName: 'Dev' }));
    const second = s.httpClients();
    expect(second).not.toBe(first);
    expect(second.profile).toEqual({ options: expect.objectContaining({ baseURL: s.$environment.get().ProfileApiUrl }) });
    expect(library.createHttpClient).toHaveBeenCalledTimes(6);
  });
});
