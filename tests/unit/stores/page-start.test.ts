import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeTab, type FakeTab } from './routing/fake-history';
import { FakeStorage, deferred, until, user, settle } from './store-test-kit';

// Every element on a page calls startPortal as soon as it is connected: the host's settings of
// each are taken, the start itself happens once, and the login reads the page's `fromauth` flag.
// What the shell waits for is asked at once, and storage of earlier releases is cleared.
// The network: the start-up calls are stubbed and answer only when a test says so.

const { realModuleWith } = await vi.hoisted(() => import('./store-test-kit'));
const net = vi.hoisted(() => ({ getUserData: vi.fn(), getAccessibleCustomers: vi.fn(), getMenuDefinition: vi.fn(), getAppDefinitions: vi.fn() }));
// Not a start-up call: the refresh that keeps a confirmed sign-in for new tabs, never answered here.
const refresh = vi.hoisted(() => ({ refreshLogin: vi.fn(() => new Promise<never>(() => {})) }));
vi.mock('../../../src/services/auth-service', realModuleWith({ ...net, ...refresh }));
vi.mock('../../../src/services/definitions-service', realModuleWith(net));

// The first frame is rendered at once unless a test holds it; the other tabs' part is watched.
const frame = vi.hoisted(() => ({ rendered: (): Promise<void> => Promise.resolve() }));
vi.mock('../../../src/stores/platform/first-frame', () => ({ afterFirstFrame: () => frame.rendered() }));
const siblings = vi.hoisted(() => ({ startSiblingTabs: vi.fn(), askSiblingTabs: vi.fn() }));
vi.mock('../../../src/stores/session/sibling-session', () => siblings);

// Error reporting listens on a window this node process has not got.
vi.mock('../../../src/stores/reporting/error-reporting', () => ({ startErrorReporting: () => Promise.resolve(), reportError: () => {}, reportWarning: () => {} }));

const ada = user({ email: 'ada.lovelace@customer.example', userName: 'ada.lovelace@customer.example', customerId: 1001 });

let tab: FakeTab | undefined;

async function load() {
  vi.resetModules();
  const { startPortal } = await import('../../../src/stores/page-start');
  const { $session } = await import('../../../src/stores/session/session');
  const { $hostParams } = await import('../../../src/stores/platform/environment');
  return { startPortal, $session, $hostParams };
}

beforeEach(() => {
  frame.rendered = () => Promise.resolve();
  siblings.startSiblingTabs.mockReset();
  siblings.askSiblingTabs.mockReset();
  vi.stubGlobal('localStorage', new FakeStorage());
  const pending = deferred<never>();
  for (const call of Object.values(net)) call.mockReset().mockReturnValue(pending.promise);
});

afterEach(() => {
  tab?.uninstall();
  tab = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startPortal', () => {
  it('takes the HostParamsJson an element was given; an element given none leaves it as it is', async () => {
    const s = await load();
    const dev = JSON.stringify({ EnvName: 'Dev' });
    s.startPortal(dev);
    expect(s.$hostParams.get()).toBe(dev);
    for (const none of [undefined, null, '']) {
      s.startPortal(none);
      expect(s.$hostParams.get()).toBe(dev);
    }
    const object = { EnvName: 'Production' };
    s.startPortal(object);
    expect(s.$hostParams.get()).toBe(object);
    // This start's own calls are out before the next test counts its calls.
    await until(() => {
      for (const call of Object.values(net)) expect(call).toHaveBeenCalled();
    });
  });

  it('makes the four start-up calls inside the call that starts the portal, before anything else runs (an element renders right after it, in the same step)', async () => {
    const s = await load();
    s.startPortal(undefined);
    for (const call of Object.values(net)) expect(call).toHaveBeenCalledTimes(1);
    await settle();
  });

  it('starts once however many elements ask: the login and the definitions are asked for once', async () => {
    const s = await load();
    s.startPortal(undefined);
    s.startPortal(undefined);
    await until(() => {
      for (const call of Object.values(net)) expect(call).toHaveBeenCalled();
    });
    s.startPortal(undefined);
    await settle();
    for (const call of Object.values(net)) expect(call).toHaveBeenCalledTimes(1);
  });

  it('a sign-in already settled is not asked again; the definitions still are', async () => {
    const s = await load();
    s.$session.set({ status: 'authenticated', user: ada, fromAuth: false, isDevelopmentUser: false });
    s.startPortal(undefined);
    await until(() => expect(net.getMenuDefinition).toHaveBeenCalledTimes(1));
    await settle();
    expect(net.getUserData).not.toHaveBeenCalled();
  });

  it('reads the fromauth flag of the page the login starts on', async () => {
    tab = installFakeTab('https://portal.example/?fromauth=true');
    const s = await load();
    net.getUserData.mockResolvedValue(ada);
    s.startPortal(undefined);
    await until(() => expect(s.$session.get().status).toBe('authenticated'));
    expect(s.$session.get().fromAuth).toBe(true);
  });
});

describe('startPortal: what the shell waits for is asked at once', () => {
  it('asks GetUserData, the accessible customers and the menu and app definitions in parallel, before any of them answers', async () => {
    vi.resetModules();
    const pending = deferred<never>();
    for (const call of Object.values(net)) call.mockReset().mockReturnValue(pending.promise);
    const { startPortal } = await import('../../../src/stores/page-start');
    const { $session } = await import('../../../src/stores/session/session');
    startPortal(undefined);
    await until(() => {
      for (const call of Object.values(net)) expect(call).toHaveBeenCalledTimes(1);
    });
    expect($session.get().status).toBe('initializing');
  });

  it('asks the four calls in the task that started the portal (on a first visit; the HTTP client\'s code loads with the first of them)', async () => {
    vi.resetModules();
    const pending = deferred<never>();
    for (const call of Object.values(net)) call.mockReset().mockReturnValue(pending.promise);
    const { startPortal } = await import('../../../src/stores/page-start');
    startPortal(undefined);
    // Promise jobs only: no timer, no I/O, no frame runs in between.
    for (let job = 0; job < 10; job += 1) await Promise.resolve();
    for (const call of Object.values(net)) expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('startPortal: storage of earlier releases', () => {
  it('removes the unversioned menu and the last selection that belonged to no user, and nothing else, after the first frame', async () => {
    vi.resetModules();
    const held = deferred<void>();
    frame.rendered = () => held.promise;
    const storage = new FakeStorage();
    storage.setItem('portal-shell:menu', '{"env":"Production","menu":{}}');
    storage.setItem('portal-shell:last-selected-customer', '1005');
    storage.setItem('portal-shell:menu:v2', 'kept');
    storage.setItem('host-page-key', 'kept');
    vi.stubGlobal('localStorage', storage);
    const pending = deferred<never>();
    for (const call of Object.values(net)) call.mockReset().mockReturnValue(pending.promise);
    try {
      const { startPortal } = await import('../../../src/stores/page-start');
      startPortal(undefined);
      await settle();
      expect(storage.getItem('portal-shell:menu'), 'not before the first frame').not.toBeNull();
      held.resolve();
      await until(() => expect(storage.getItem('portal-shell:menu')).toBeNull());
      expect(storage.getItem('portal-shell:last-selected-customer')).toBeNull();
      expect(storage.getItem('portal-shell:menu:v2')).toBe('kept');
      expect(storage.getItem('host-page-key')).toBe('kept');
      // This start's own calls are out before the next test counts its calls.
      await until(() => {
        for (const call of Object.values(net)) expect(call).toHaveBeenCalled();
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('startPortal: the portal\'s other tabs', () => {
  /** Holds the page's first frame until the test renders it. */
  function holdFirstFrame(): () => void {
    const held = deferred<void>();
    frame.rendered = () => held.promise;
    return () => held.resolve();
  }

  /** The start asked no other tab, and joined them only once its held first frame was rendered. */
  async function joinedAfterFirstFrameAskingNobody(render: () => void): Promise<void> {
    await settle();
    expect(siblings.startSiblingTabs).not.toHaveBeenCalled();
    render();
    await until(() => expect(siblings.startSiblingTabs).toHaveBeenCalledTimes(1));
    expect(siblings.askSiblingTabs).not.toHaveBeenCalled();
  }

  it('a first visit joins the other tabs and asks them at once, before its first frame', async () => {
    holdFirstFrame();
    const s = await load();
    s.startPortal(undefined);
    await until(() => expect(siblings.askSiblingTabs).toHaveBeenCalledTimes(1));
    expect(siblings.startSiblingTabs).toHaveBeenCalledTimes(1);
  });

  it('back from signing in (fromauth) it asks nobody, and joins the others only after its first frame', async () => {
    tab = installFakeTab('https://portal.example/?fromauth=true');
    const render = holdFirstFrame();
    const s = await load();
    s.startPortal(undefined);
    await joinedAfterFirstFrameAskingNobody(render);
  });

  it('with a sign-in already settled it asks nobody, and joins the others after its first frame', async () => {
    const render = holdFirstFrame();
    const s = await load();
    s.$session.set({ status: 'authenticated', user: ada, fromAuth: false, isDevelopmentUser: false });
    s.startPortal(undefined);
    await joinedAfterFirstFrameAskingNobody(render);
  });

  it('a reload from the tab\'s cache asks nobody, and joins the others after its first frame', async () => {
    vi.stubGlobal('sessionStorage', new FakeStorage());
    const first = await load();
    net.getUserData.mockResolvedValue(ada);
    first.startPortal(undefined);
    await until(() => expect(first.$session.get().status).toBe('authenticated'));
    const { resetStores } = await import('../../../src/stores/store-reset');
    resetStores({ keepTabCache: true });
    siblings.startSiblingTabs.mockReset();
    siblings.askSiblingTabs.mockReset();
    const render = holdFirstFrame();
    const s = await load();
    s.startPortal(undefined);
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', revalidating: true });
    await joinedAfterFirstFrameAskingNobody(render);
  });

  it('when the other tabs\' part cannot be loaded: a warning, and the tab starts alone', async () => {
    vi.doMock('../../../src/stores/session/sibling-session', () => {
      throw new Error('chunk not loaded');
    });
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const s = await load();
      s.startPortal(undefined);
      await until(() => expect(warn).toHaveBeenCalledWith('The portal could not join its other tabs.', expect.any(Error)));
      for (const call of Object.values(net)) expect(call).toHaveBeenCalledTimes(1);
    } finally {
      vi.doMock('../../../src/stores/session/sibling-session', () => siblings);
    }
  });
});
