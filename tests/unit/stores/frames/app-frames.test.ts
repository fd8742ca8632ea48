import { describe, expect, it, vi } from 'vitest';
import type { AccessibleCustomer } from '../../../../src/services/auth-types';
import { until } from '../store-test-kit';
import { APPS, appOrigin, blankTab, childWindow, current, customer, shellAt, token, appFramesHarness, readyDashAt, user } from './app-frames-kit';

// The frame pool: its frames, their elements, their life with the page, the account and the session,
// in Node (the harness: app-frames-kit.ts). What the shell does with each message of a frame:
// app-frame-messages.test.ts; how a flooding frame is paced: app-frame-pacing.test.ts.

const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), createAccessToken: vi.fn() }));
vi.mock('../../../../src/services/auth-service', realModuleWith(auth));
appFramesHarness(auth);

describe('the frame of a product area', () => {
  it('opening an area makes one loading frame for its app, at the frame URL with the customer id', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    expect(s.$appFrames.get()).toHaveLength(1);
    expect(s.frameOf('dash')).toMatchObject({ key: 'dash', state: 'loading', src: 'https://dash.apps.portal.example/dash/Dashboard/20' });
    expect(s.$activeFrameKey.get()).toBe('dash');
  });

  it('ready: the frame is ready and gets its token, issued for its client and services and the customer, to its origin only', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const { child } = s.attach('dash');
    s.send('dash', 'childReady', {});
    expect(s.frameOf('dash')?.state).toBe('ready');
    await until(() => expect(s.postedTo('dash', 'axiosAuthorization')).toEqual([{ token: 'token-1', expirationUtc: '2099-01-01T00:00:00Z' }]));
    expect(auth.createAccessToken).toHaveBeenCalledWith(expect.anything(), { client: 'dashboardui', services: ['dashboard-api', 'trackingstats'], impersonateCustomerId: 20 });
    expect(child.posted.every((entry) => entry.origin === appOrigin('dash'))).toBe(true);
  });

  it('a renewed token is sent too, the same token only once', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt');
    await until(() => expect(s.postedTo('dash', 'axiosAuthorization')).toHaveLength(1));
    const { $tokens, tokenKey } = await import('../../../../src/stores/access/token-cache');
    const key = tokenKey({ client: 'dashboardui', services: ['dashboard-api', 'trackingstats'], impersonateCustomerId: 20 });
    $tokens.setKey(key, token('token-1'));
    $tokens.setKey(key, token('token-2'));
    expect(s.postedTo('dash', 'axiosAuthorization')).toEqual([
      { token: 'token-1', expirationUtc: '2099-01-01T00:00:00Z' },
      { token: 'token-2', expirationUtc: '2099-01-01T00:00:00Z' },
    ]);
  });

  it('a token that cannot be had shows the no-token state', async () => {
    // The token is asked as the frame is made.
    auth.createAccessToken.mockRejectedValue(new Error('down'));
    const s = await shellAt('/dash/Dashboard/tnt');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.attach('dash');
    s.send('dash', 'childReady', {});
    await until(() => expect(s.frameOf('dash')?.state).toBe('no-token'));
    expect(s.postedTo('dash', 'axiosAuthorization')).toEqual([]);
  });

  it('no ready report within the timeout: the timeout state; Retry makes a new loading frame at the current path', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    vi.useFakeTimers();
    s.$frameReadyTimeoutMs.set(1000);
    const first = s.frameOf('dash')!;
    s.attach('dash');
    vi.advanceTimersByTime(999);
    expect(s.frameOf('dash')?.state).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(s.frameOf('dash')?.state).toBe('timeout');
    s.retryFrame('dash');
    expect(s.frameOf('dash')).toMatchObject({ state: 'loading', src: first.src });
    expect(s.frameOf('dash')?.instance).not.toBe(first.instance);
    s.retryFrame('nothing');
    expect(s.$appFrames.get()).toHaveLength(1);
  });

  it('a ready report stops the timeout', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    vi.useFakeTimers();
    s.$frameReadyTimeoutMs.set(1000);
    s.attach('dash');
    s.send('dash', 'childReady', {});
    vi.advanceTimersByTime(5000);
    expect(s.frameOf('dash')?.state).toBe('ready');
  });

  it('a detached frame hears nothing more, and attaching an unknown frame does nothing', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const { detach } = s.attach('dash');
    detach();
    s.send('dash', 'childReady', {});
    expect(s.frameOf('dash')?.state).toBe('loading');
    expect(s.$droppedMessages.get()['unknown-source']).toBe(1);
    const none = s.attachFrame('nope', 1, { contentWindow: childWindow() } as unknown as HTMLIFrameElement);
    none();
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['dash']);
  });
});

describe('the pool of kept-alive frames', () => {
  it('a hidden frame may still report ready, but not act on the shell', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.openPath('/oi/x');
    expect(s.$activeFrameKey.get()).toBe('oi');
    s.send('dash', 'childReady', {});
    expect(s.frameOf('dash')?.state).toBe('ready');
    s.send('dash', 'childClick', {});
    s.send('dash', 'dirtyStateChanged', { newValue: true });
    s.send('dash', 'childUrlChanged', { url: '/dash/elsewhere', navigated: true });
    s.nextFrame();
    s.send('dash', 'gatewayResult', { status: 403, customerId: 20, requestId: 'r' });
    expect(s.$closeMenusSignal.get()).toBe(0);
    expect(s.$dirty.get()).toBe(false);
    expect(s.$portalPath.get()).toBe('/oi/x');
    expect(s.$view.get().kind).toBe('app');
    expect(s.postedTo('dash', 'gatewayResultReply')).toEqual([{ requestId: 'r', handled: false }]);
  });

  it('coming back to a live app reuses its frame and tells it the new path', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt');
    const instance = s.frameOf('dash')?.instance;
    s.openPath('/oi/x');
    s.openPath('/dash/Dashboard/tnt/reports');
    expect(s.frameOf('dash')?.instance).toBe(instance);
    expect(s.postedTo('dash', 'parentUrlChanged')).toEqual([{ url: '/dash/Dashboard/20/reports' }]);
    s.openPath('/oi/x');
    s.openPath('/dash/Dashboard/tnt/reports');
    expect(s.postedTo('dash', 'parentUrlChanged')).toHaveLength(1);
  });

  it('the app confirming the path it was sent is not echoed back; an older report crossing it is ignored', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt');
    s.openPath('/oi/x');
    s.openPath('/dash/Dashboard/tnt/reports');
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/old', navigated: false });
    s.nextFrame();
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt/reports');
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/later', navigated: false });
    s.nextFrame();
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt/later');
  });

  it('beyond the pool size the least recently used frame goes', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.setFramePoolSize(2);
    expect(s.$framePoolSize.get()).toBe(2);
    // Each visit a second after the one before, so that "least recently used" is never a tie.
    vi.useFakeTimers({ now: Date.now() + 1000 });
    s.openPath('/oi/x');
    vi.setSystemTime(Date.now() + 1000);
    s.openPath('/scv/x');
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['oi', 'scv']);
    s.setFramePoolSize(0);
    expect(s.$framePoolSize.get()).toBe(3);
  });

  it('another account drops every frame and opens the area afresh', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.openPath('/oi/x');
    const before = s.frameOf('oi')!;
    s.$lastSelectedCustomerId.set(30);
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['oi']);
    expect(s.frameOf('oi')?.instance).not.toBe(before.instance);
  });

  it('another user drops every frame', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.$session.set({ status: 'authenticated', user: user('user-2'), fromAuth: false, isDevelopmentUser: false });
    expect(s.$appFrames.get()).toEqual([]);
  });

  it('work given up (the dirty flag cleared by the portal) drops that app’s frame after the navigation', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.send('dash', 'dirtyStateChanged', { newValue: true });
    s.openPath('/oi/x');
    s.$dirty.set(false);
    expect(s.frameOf('dash')).toBeDefined();
    vi.advanceTimersByTime(0);
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['oi']);
  });
});

describe('a person painted from the browser’s copy (a new tab), not confirmed yet', () => {
  it('no area loads and no token is asked on their behalf until GetUserData confirms them; then the area opens', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.$session.set({ ...s.$session.get(), revalidating: true, fromBrowserCopy: true });
    s.dropAllFrames();
    auth.createAccessToken.mockClear();
    s.openPath('/oi/x');
    expect(s.$appFrames.get()).toEqual([]);
    s.openPath('/dash/Dashboard/tnt');
    expect(s.$appFrames.get()).toEqual([]);
    expect(auth.createAccessToken).not.toHaveBeenCalled();
    s.$session.set({ status: 'authenticated', user: user(), fromAuth: false, isDevelopmentUser: false });
    await until(() => expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['dash']));
    expect(s.frameOf('dash')).toMatchObject({ state: 'loading', src: 'https://dash.apps.portal.example/dash/Dashboard/20' });
  });

  it('GetUserData naming another person: no area loads for the painted one, only for the person it names', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.$session.set({ ...s.$session.get(), revalidating: true, fromBrowserCopy: true });
    s.dropAllFrames();
    // Each frame made, with the person shown when it was made.
    const made = new Map<number, string | undefined>();
    const stop = s.$appFrames.listen((frames) => {
      for (const frame of frames) if (!made.has(frame.instance)) made.set(frame.instance, s.$session.get().user?.userId);
    });
    s.openPath('/oi/x');
    s.$session.set({ status: 'authenticated', user: user('user-2'), fromAuth: false, isDevelopmentUser: false });
    await until(() => expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['oi']));
    stop();
    expect([...made.values()]).toEqual(['user-2']);
  });
});

describe('a person painted from this tab’s own cache (a reload), not confirmed yet', () => {
  it('the area’s frame is made at once (this tab’s last page confirmed them); its token waits for GetUserData', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.$session.set({ ...s.$session.get(), revalidating: true });
    s.dropAllFrames();
    auth.createAccessToken.mockClear();
    s.openPath('/oi/x');
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['oi']);
    expect(auth.createAccessToken).not.toHaveBeenCalled();
  });
});

describe('the frame URL and the page', () => {
  it('a partner user’s partner id stands in for the ptn segment', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.$session.set({ status: 'authenticated', user: { ...user(), partnerId: 77 }, fromAuth: false, isDevelopmentUser: false });
    s.openPath('/oi/ptn/list');
    expect(s.frameOf('oi')?.src).toBe('https://oi.apps.portal.example/oi/77/list');
  });

  it('Retry opens the frame at the current path with its query', async () => {
    const s = await shellAt('/dash/Dashboard/tnt?tab=2');
    s.retryFrame('dash');
    expect(s.frameOf('dash')?.src).toBe('https://dash.apps.portal.example/dash/Dashboard/20?tab=2');
  });

  it('after a reset (a new page) no bridge listens to the page’s messages until a frame is attached again', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    current.resetStores({ only: ['frames'] });
    s.send('dash', 'childClick', {}, { source: childWindow() });
    expect(s.$droppedMessages.get()['unknown-source']).toBe(0);
  });
});

describe('frame elements and their numbers', () => {
  it('an element of an older instance (before a Retry) is not attached', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const old = s.frameOf('dash')!.instance;
    s.retryFrame('dash');
    s.attach('dash');
    const child = childWindow();
    s.attachFrame('dash', old, { contentWindow: child } as unknown as HTMLIFrameElement);
    s.send('dash', 'childReady', {}, { source: child });
    expect(s.frameOf('dash')?.state).toBe('loading');
    expect(s.$droppedMessages.get()['unknown-source']).toBe(1);
  });

  it('each Retry gives the frame a number it never had', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const seen = [s.frameOf('dash')!.instance];
    for (let retry = 0; retry < 3; retry += 1) {
      s.retryFrame('dash');
      seen.push(s.frameOf('dash')!.instance);
    }
    expect(new Set(seen).size).toBe(4);
  });

  it('the detach of an element replaced by a newer one leaves the newer one attached', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const { detach: first } = s.attach('dash');
    s.attach('dash');
    first();
    s.send('dash', 'childReady', {});
    expect(s.frameOf('dash')?.state).toBe('ready');
  });

  it('a frame whose element is gone is not told paths when it is shown again', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const { detach } = s.attach('dash');
    s.send('dash', 'childReady', {});
    detach();
    s.openPath('/oi/x');
    expect(() => s.openPath('/dash/Dashboard/tnt/reports')).not.toThrow();
    expect(s.postedTo('dash', 'parentUrlChanged')).toEqual([]);
  });
});

describe('frames that go', () => {
  it('a frame dropped from the pool no longer hears its element', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.setFramePoolSize(1);
    s.attach('dash');
    s.openPath('/oi/x');
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['oi']);
    s.send('dash', 'childClick', {});
    expect(s.$droppedMessages.get()['unknown-source']).toBe(1);
  });

  it('after an account change the old element is not heard for the new frame of the same app', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.attach('dash');
    s.$lastSelectedCustomerId.set(30);
    expect(s.frameOf('dash')?.state).toBe('loading');
    s.send('dash', 'childReady', {});
    expect(s.frameOf('dash')?.state).toBe('loading');
    expect(s.$droppedMessages.get()['unknown-source']).toBe(1);
  });

  it('a frame made from other definitions (another address or client) is replaced by a new one', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const { $appDefinitions } = await import('../../../../src/stores/access/definitions');
    const before = s.frameOf('dash')!;
    s.attach('dash');
    const moved = APPS.map((app) => (app.appPrefix === 'dash' ? { ...app, iframeBaseUrl: 'https://dash.apps.portal.example/dash-v2' } : app));
    $appDefinitions.set(moved);
    const after = s.frameOf('dash')!;
    expect(after.instance).not.toBe(before.instance);
    expect(after.src).toBe('https://dash.apps.portal.example/dash-v2/Dashboard/20');
    expect(s.$appFrames.get()).toHaveLength(1);
    s.send('dash', 'childReady', {});
    expect(s.frameOf('dash')?.state).toBe('loading');
    const reclient = moved.map((app) => (app.appPrefix === 'dash' ? { ...app, tokenDescriptor: { ...app.tokenDescriptor, client: 'other' } } : app));
    $appDefinitions.set(reclient);
    expect(s.frameOf('dash')?.instance).not.toBe(after.instance);
  });

  it('unsaved work raised by the app keeps its frame; only the portal clearing it drops the frame', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.openPath('/oi/x');
    const oi = s.frameOf('oi')!.instance;
    s.openPath('/dash/Dashboard/tnt');
    s.send('dash', 'dirtyStateChanged', { newValue: true });
    vi.advanceTimersByTime(0);
    expect(s.frameOf('dash')).toBeDefined();
    s.openPath('/oi/x');
    s.$dirty.set(false);
    vi.advanceTimersByTime(0);
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['oi']);
    expect(s.frameOf('oi')?.instance).toBe(oi);
  });
});

describe('the pool follows use and the session', () => {
  it('coming back to an app makes it recently used: the app not used longest goes', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.setFramePoolSize(2);
    vi.useFakeTimers({ now: Date.now() + 1000 });
    s.openPath('/oi/x');
    vi.setSystemTime(Date.now() + 1000);
    s.openPath('/dash/Dashboard/tnt');
    vi.setSystemTime(Date.now() + 1000);
    s.openPath('/scv/x');
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['dash', 'scv']);
  });

  it('showing a live app again changes the frame list once per showing, never with a copy of the same frames (only a count of the list’s listener calls sees one)', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt?tab=1');
    const changes = vi.fn();
    const stop = s.$appFrames.listen(changes);
    // The address's query changes, the page (and its view) stays: the frame is shown again once, its last use noted.
    s.openPath('/dash/Dashboard/tnt?tab=3');
    stop();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('a new query on the same page is told to the app', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt?tab=1');
    s.openPath('/dash/Dashboard/tnt?tab=3');
    expect(s.postedTo('dash', 'parentUrlChanged')).toEqual([{ url: '/dash/Dashboard/20?tab=3' }]);
  });

  it('the same user’s data again (a confirmation, a new name) keeps the frames, also after a change of user', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const first = s.frameOf('dash')!.instance;
    s.$session.set({ status: 'authenticated', user: { ...user(), fullName: 'Ada King' }, fromAuth: false, isDevelopmentUser: false });
    expect(s.frameOf('dash')?.instance).toBe(first);
    s.$session.set({ status: 'authenticated', user: user('user-2'), fromAuth: false, isDevelopmentUser: false });
    await until(() => expect(s.$accounts.get()).toMatchObject({ status: 'loaded', userId: 'user-2' }));
    const second = s.frameOf('dash')!.instance;
    s.$session.set({ status: 'authenticated', user: { ...user('user-2'), fullName: 'Bob' }, fromAuth: false, isDevelopmentUser: false });
    expect(s.frameOf('dash')?.instance).toBe(second);
  });
});

describe('the pool’s own life', () => {
  it('a reset of the frames (a new page) drops them and stops following the page until started again', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    current.resetStores({ only: ['frames'] });
    expect(s.$appFrames.get()).toEqual([]);
    s.openPath('/oi/x');
    expect(s.$appFrames.get()).toEqual([]);
    s.startAppFrames();
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['oi']);
  });

  it('the pool may start before anyone is signed in', async () => {
    const frames = await blankTab('http://portal.example.com/');
    expect(() => frames.startAppFrames()).not.toThrow();
    expect(frames.$appFrames.get()).toEqual([]);
  });
});

describe('a product the selected account may not use', () => {
  const freeOnly = (customerId: number): AccessibleCustomer => ({ ...customer(customerId), productTags: ['FREE'] });

  it.each(['/cdp/tnt/segments', '/mc/tnt/other', '/search/tnt'])('%s, a sub-path no menu route matches, shows the landing page: no frame, no token', async (path) => {
    auth.getAccessibleCustomers.mockResolvedValue([freeOnly(20)]);
    const s = await shellAt(path);
    await until(() => expect(s.$view.get()).toMatchObject({ kind: 'landing' }));
    expect(s.$appFrames.get()).toEqual([]);
    expect(auth.createAccessToken).not.toHaveBeenCalled();
  });

  it('a kept frame whose product the account has lost is refused its token when it reports ready', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = await shellAt('/cdp/tnt/segments');
    s.attach('cdp');
    s.$accounts.set({ status: 'loaded', customers: [freeOnly(10), freeOnly(20), freeOnly(30)], userId: 'user-1' });
    await until(() => expect(s.$view.get()).toMatchObject({ kind: 'landing' }));
    expect(s.frameOf('cdp')).toBeDefined();
    s.send('cdp', 'childReady', {});
    await until(() => expect(warn).toHaveBeenCalledWith('No token for cdp.', expect.objectContaining({ name: 'AppTokenRefused' })));
    // Asked once, as the frame was made, while the account still had the product; not again.
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
    expect(s.postedTo('cdp', 'axiosAuthorization')).toEqual([]);
  });
});

// The frame pool started twice, Retry among several frames, and a redirect with no page address.

describe('the pool started more than once', () => {
  it('a second start changes nothing, and one reset stops following the page', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.startAppFrames();
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['dash']);
    current.resetStores({ only: ['frames'] });
    s.openPath('/oi/x');
    expect(s.$appFrames.get()).toEqual([]);
  });
});

describe('Retry of one frame among several', () => {
  it('the new frame is made from that frame’s own app', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.openPath('/oi/x');
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['dash', 'oi']);
    const oi = s.frameOf('oi')!;
    s.retryFrame('oi');
    expect(s.frameOf('oi')?.instance).not.toBe(oi.instance);
    expect(new URL(s.frameOf('oi')!.src).origin + new URL(s.frameOf('oi')!.src).pathname).toBe(new URL(oi.src).origin + new URL(oi.src).pathname);
    expect(s.frameOf('oi')!.app).toBe(oi.app);
  });
});

describe('what is not the frames’ business', () => {
  it('the portal’s own unsaved work, cleared, leaves the frames as they are', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const frames = s.$appFrames.get();
    s.$dirty.set(true);
    s.$dirty.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.$appFrames.get()).toBe(frames);
  });

  it('an element offered for one app with another app’s frame number is not attached: its messages are no app’s', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    const stranger = { posted: [], postMessage: () => {} };
    s.attachFrame('oi', s.frameOf('dash')!.instance, { contentWindow: stranger } as unknown as HTMLIFrameElement);
    s.send('oi', 'childClick', {}, { source: stranger });
    expect(s.$droppedMessages.get()['unknown-source']).toBe(1);
  });
});
