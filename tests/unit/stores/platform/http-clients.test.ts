import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALL_KEY, type EarlyCall } from '../../../../src/services/early-call';

// The HTTP clients of the environment in force: one per base address, whose code (axios) loads
// with the first call; a call made before it is there leaves at once, and axios takes it over.

const library = vi.hoisted(() => ({ createHttpClient: vi.fn() }));
const HTTP_CLIENT = '../../../../src/services/http-client';
vi.mock('../../../../src/services/http-client', () => ({ createHttpClient: library.createHttpClient }));

async function load() {
  vi.resetModules();
  const clients = await import('../../../../src/stores/platform/http-clients');
  const { $environment, $hostParams } = await import('../../../../src/stores/platform/environment');
  return { ...clients, $environment, $hostParams };
}

/** The platform's fetch: an early call sends its Request through it. */
const platformFetch = vi.fn<(request: Request) => Promise<Response>>();

/** The early call a call handed to axios carries in its options, if any. */
const earlyOf = (config: unknown) => (config as { fetchOptions?: Record<string, unknown> } | undefined)?.fetchOptions?.[EARLY_CALL_KEY];

afterEach(() => void vi.unstubAllGlobals());

beforeEach(() => {
  platformFetch.mockReset().mockImplementation((request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))));
  vi.stubGlobal('fetch', platformFetch);
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
    expect((await auth.get('/a', { params: { q: 1 } })).data).toMatchObject({ get: '/a', config: { params: { q: 1 } }, options: { baseURL: env.AuthServerUrl, withCredentials: true, noRedirects: true } });
    expect((await profile.post('/p', { x: 1 })).data).toMatchObject({ post: '/p', body: { x: 1 }, options: { baseURL: env.ProfileApiUrl, withCredentials: true } });
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

  it('a call made before the code is there leaves at once, by the client\'s rules, and axios takes it over when it has loaded', async () => {
    const s = await load();
    const { auth, profile } = s.httpClients();
    const asked = auth.get('/authapi/Login/GetUserData');
    const defined = profile.get('/profileapi/portal/apps', { params: { env: 'Dev' } });
    expect(platformFetch, 'sent before anything is awaited').toHaveBeenCalledTimes(2);
    const [userData, apps] = platformFetch.mock.calls.map(([request]) => request);
    expect(userData).toMatchObject({ method: 'GET', url: `${s.$environment.get().AuthServerUrl}/authapi/Login/GetUserData`, credentials: 'include', redirect: 'manual' });
    expect(apps).toMatchObject({ url: `${s.$environment.get().ProfileApiUrl}/profileapi/portal/apps?env=Dev`, credentials: 'include', redirect: 'follow' });
    const handed = [(await asked).data, (await defined).data] as Array<{ config: { params?: unknown } }>;
    expect(handed.map(({ config }) => (earlyOf(config) as EarlyCall | undefined)?.request)).toEqual([userData, apps]);
    expect(handed[1]!.config.params).toEqual({ env: 'Dev' });
  });

  it('once the code is there, a call is axios\'s alone; a call no early call spells waits for it', async () => {
    const s = await load();
    const { gateway } = s.httpClients();
    const feed = (await gateway.get('/feed', { responseType: 'text' })).data as { config: unknown };
    expect([platformFetch.mock.calls.length, earlyOf(feed.config)]).toEqual([0, undefined]);
    const later = (await gateway.get('/later')).data as { config: unknown };
    expect([platformFetch.mock.calls.length, later.config]).toEqual([0, undefined]);
  });

  it('fails a call whose code could not be loaded (its early call stopped), and loads it again for the next call', async () => {
    vi.doMock(HTTP_CLIENT, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const s = await load();
    const { auth } = s.httpClients();
    await expect(auth.get('/a')).rejects.toThrow(/dynamically imported module|error when mocking/);
    expect(platformFetch.mock.calls[0]![0].signal.aborted).toBe(true);
    vi.doMock(HTTP_CLIENT, () => ({ createHttpClient: library.createHttpClient }));
    vi.resetModules();
    expect((await auth.get('/a')).data).toMatchObject({ get: '/a' });
  });
});
