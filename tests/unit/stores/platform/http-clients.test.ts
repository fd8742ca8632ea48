import { beforeEach, describe, expect, it, vi } from 'vitest';

// The HTTP clients of the environment in force: one per base address, whose code (axios) loads with the first call.

const library = vi.hoisted(() => ({ createHttpClient: vi.fn() }));
const HTTP_CLIENT = '../../../../src/services/http-client';
vi.mock('../../../../src/services/http-client', () => ({ createHttpClient: library.createHttpClient }));

async function load() {
  vi.resetModules();
  const clients = await import('../../../../src/stores/platform/http-clients');
  const { $environment, $hostParams } = await import('../../../../src/stores/platform/environment');
  return { ...clients, $environment, $hostParams };
}

beforeEach(() => {
  library.createHttpClient.mockReset().mockImplementation((options: unknown) => ({
    get: (url: string, config?: unknown) => Promise.resolve({ data: { get: url, config, options } }),
    post: (url: string, data: unknown, config?: unknown) => Promise.resolve({ data: { post: url, body: data, config, options } }),
  }));
});

describe('httpClients', () => {
  it('one client per base address of the environment, with credentials; the auth client follows no redirects', async () => {
    const s = await load();
    const env = s.$environment.get();
    const { auth, profile, gateway } = s.httpClients();
    expect((await auth.get('/a', { params: { q: 1 } })).data).toEqual({ get: '/a', config: { params: { q: 1 } }, options: { baseURL: env.AuthServerUrl, withCredentials: true, noRedirects: true } });
    expect((await profile.post('/p', { x: 1 })).data).toEqual({ post: '/p', body: { x: 1 }, config: undefined, options: { baseURL: env.ProfileApiUrl, withCredentials: true } });
    expect((await gateway.get('/g')).data).toMatchObject({ options: { baseURL: env.GatewayUrl, withCredentials: true } });
  });

  it('makes no client before the first call, then one per base address however many calls', async () => {
    const s = await load();
    const { auth } = s.httpClients();
    expect(library.createHttpClient).not.toHaveBeenCalled();
    await Promise.all([auth.get('/1'), auth.get('/2'), auth.post('/3')]);
    expect(library.createHttpClient).toHaveBeenCalledTimes(1);
  });

  it('made once per environment, and again for another one', async () => {
    const s = await load();
    const first = s.httpClients();
    expect(s.httpClients()).toBe(first);
    s.$hostParams.set(JSON.stringify({ EnvName: 'Dev' }));
    const second = s.httpClients();
    expect(second).not.toBe(first);
    expect((await second.profile.get('/p')).data).toMatchObject({ options: { baseURL: s.$environment.get().ProfileApiUrl } });
  });

  it('fails a call whose code could not be loaded, and loads it again for the next call', async () => {
    vi.doMock(HTTP_CLIENT, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const s = await load();
    const { auth } = s.httpClients();
    await expect(auth.get('/a')).rejects.toThrow(/dynamically imported module|error when mocking/);
    vi.doMock(HTTP_CLIENT, () => ({ createHttpClient: library.createHttpClient }));
    vi.resetModules();
    expect((await auth.get('/a')).data).toMatchObject({ get: '/a' });
  });
});
