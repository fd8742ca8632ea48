import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The HTTP clients of the environment in force, and the hold on the HTTP library's import while a
// shell painted from the tab's cache has not reported its first frame.

const library = vi.hoisted(() => ({ createHttpClient: vi.fn() }));
vi.mock('../../../src/services/http-client', () => ({ createHttpClient: library.createHttpClient }));

async function load() {
  vi.resetModules();
  const clients = await import('../../../src/stores/http-clients');
  const { $environment, $hostParams } = await import('../../../src/stores/environment');
  return { ...clients, $environment, $hostParams };
}

/** Lets promise jobs run (the fake clock does not move). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

beforeEach(() => {
  library.createHttpClient.mockReset().mockImplementation((options: unknown) => ({ options }));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('httpClients', () => {
  it('one client per base address of the environment, with credentials; the auth client follows no redirects', async () => {
    const s = await load();
    const env = s.$environment.get();
    const clients = await s.httpClients();
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
    await first;
    s.$hostParams.set(JSON.stringify({ EnvName: 'Dev' }));
    const second = s.httpClients();
    expect(second).not.toBe(first);
    expect((await second).profile).toEqual({ options: expect.objectContaining({ baseURL: s.$environment.get().ProfileApiUrl }) });
    expect(library.createHttpClient).toHaveBeenCalledTimes(6);
  });
});

describe('the hold on the HTTP library', () => {
  it('while held, clients wait; the release lets them come', async () => {
    const s = await load();
    s.holdHttpClientUntilPainted();
    let ready = false;
    void s.httpClients().then(() => (ready = true));
    await settle();
    expect(ready).toBe(false);
    s.releaseHttpClient();
    await vi.waitFor(() => expect(ready).toBe(true), { timeout: 10_000 });
  });

  it('a hold nobody releases ends after 500 ms, not before', async () => {
    const s = await load();
    expect(s.HTTP_CLIENT_HOLD_MAX_MS).toBe(500);
    s.holdHttpClientUntilPainted();
    let ready = false;
    void s.httpClients().then(() => (ready = true));
    vi.advanceTimersByTime(499);
    await settle();
    expect(ready).toBe(false);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(ready).toBe(true), { timeout: 10_000 });
  });

  it('no hold once the import has started, and a second hold while one is on changes nothing', async () => {
    const s = await load();
    s.holdHttpClientUntilPainted();
    s.holdHttpClientUntilPainted();
    s.releaseHttpClient();
    await s.httpClients();
    s.holdHttpClientUntilPainted();
    s.$hostParams.set(JSON.stringify({ EnvName: 'Dev' }));
    let ready = false;
    void s.httpClients().then(() => (ready = true));
    await vi.waitFor(() => expect(ready).toBe(true), { timeout: 10_000 });
  });

  it('a release without a hold does nothing', async () => {
    const s = await load();
    expect(() => s.releaseHttpClient()).not.toThrow();
    await expect(s.httpClients()).resolves.toBeDefined();
  });
});
