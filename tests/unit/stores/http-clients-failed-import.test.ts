import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { until } from './store-test-kit';

// The HTTP library's chunk can fail to load (a network blip while it downloads). The preload that
// starts it early must not leave that failure, or a hold that came too late, in the way of the
// first request, which imports again. The waits here run in real time: the fake clock stands
// still, so a hold could only end by its release.

const library = { failures: 0, evaluations: 0, createHttpClient: (options: unknown) => ({ options }) };

/** Fresh stores, and a library whose next `library.failures` imports fail. */
async function load() {
  vi.resetModules();
  vi.doMock('../../../src/services/http-client', () => {
    library.evaluations += 1;
    if (library.failures > 0) {
      library.failures -= 1;
      throw new Error('Failed to fetch dynamically imported module');
    }
    return { createHttpClient: library.createHttpClient };
  });
  return import('../../../src/stores/http-clients');
}

/** Lets promise jobs run (the fake clock does not move). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

beforeEach(() => {
  library.failures = 0;
  library.evaluations = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.doUnmock('../../../src/services/http-client');
  vi.useRealTimers();
});

describe('preloadHttpClient', () => {
  it('starts loading the library at once, before any client is asked for', async () => {
    const s = await load();
    s.preloadHttpClient();
    await until(() => expect(library.evaluations).toBe(1));
    await s.httpClients();
    expect(library.evaluations).toBe(1);
  });

  it('a failed preload is no error of its own: the first request loads the library again and gets its clients', async () => {
    const s = await load();
    library.failures = 1;
    s.preloadHttpClient();
    await until(() => expect(library.evaluations).toBe(1));
    await settle();
    const clients = await s.httpClients();
    expect(clients.profile).toEqual({ options: expect.objectContaining({ withCredentials: true }) });
    expect(library.evaluations).toBe(2);
  });

  it('a hold asked for while the preload is under way does not hold back the request after that preload failed', async () => {
    const s = await load();
    library.failures = 1;
    s.preloadHttpClient();
    s.holdHttpClientUntilPainted();
    await until(() => expect(library.evaluations).toBe(1));
    await settle();
    let ready = false;
    void s.httpClients().then(() => (ready = true));
    await until(() => expect(ready).toBe(true));
  });
});

describe('httpClients', () => {
  it('a request whose library load failed is not the answer for ever: the next request loads it again', async () => {
    const s = await load();
    library.failures = 1;
    await expect(s.httpClients()).rejects.toThrow();
    const clients = await s.httpClients();
    expect(clients.auth).toEqual({ options: expect.objectContaining({ noRedirects: true }) });
    expect(library.evaluations).toBe(2);
  });
});

describe('holdHttpClientUntilPainted', () => {
  it('a second hold while the first holds a request back: one release lets the request go', async () => {
    const s = await load();
    s.holdHttpClientUntilPainted();
    let ready = false;
    void s.httpClients().then(() => (ready = true));
    s.holdHttpClientUntilPainted();
    s.releaseHttpClient();
    await until(() => expect(ready).toBe(true));
  });
});
