import { describe, expect, it, vi } from 'vitest';
import { until } from '../store-test-kit';
import { appOrigin, current, shellAt, token, appFramesHarness, readyDashAt } from './app-frames-kit';

// What the shell does with each message of an embedded app's frame, and what it says to the frame:
// its token, its path (the harness: app-frames-kit.ts).

const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), createAccessToken: vi.fn() }));
vi.mock('../../../../src/services/auth-service', realModuleWith(auth));
appFramesHarness(auth);

describe('what an app may do', () => {
  it('moving inside the app replaces the shell address (no new entry)', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt');
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/reports?tab=2', navigated: true });
    s.nextFrame();
    expect(s.$portalUrl.get()).toBe('/dash/Dashboard/tnt/reports?tab=2');
    expect(current.tab.entries()).toEqual(['/dash/Dashboard/tnt/reports?tab=2']);
  });

  it('a URL outside the app is dropped as malformed', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.send('dash', 'childUrlChanged', { url: '/oi/x', navigated: true });
    s.nextFrame();
    expect(s.$droppedMessages.get().malformed).toBe(1);
    expect(s.$portalUrl.get()).toBe('/dash/Dashboard/tnt');
  });

  it('a click closes the shell menus; unsaved work sets the dirty state and clears it', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.send('dash', 'childClick', {});
    s.send('dash', 'childClick', {});
    expect(s.$closeMenusSignal.get()).toBe(2);
    s.send('dash', 'dirtyStateChanged', { newValue: true });
    expect(s.$dirty.get()).toBe(true);
    s.send('dash', 'dirtyStateChanged', { newValue: false });
    expect(s.$dirty.get()).toBe(false);
  });

  it('logout from the app signs out with the redirect', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.send('dash', 'childLogout', {});
    await until(() => expect(s.$session.get().status).toBe('unauthenticated'));
    expect(s.assign).toHaveBeenCalledTimes(1);
  });

  it('a redirect to the identity server carries the page as returnUrl; one to another site is dropped', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.send('dash', 'redirectWithReturnUrl', { url: 'https://evil.example/x' });
    expect(s.assign).not.toHaveBeenCalled();
    expect(s.$droppedMessages.get()['redirect-not-allowed']).toBe(1);
    s.send('dash', 'redirectWithReturnUrl', { url: 'http://portal.example.com/elsewhere' });
    const target = new URL(String(s.assign.mock.calls[0]?.[0]));
    expect(target.origin + target.pathname).toBe('http://portal.example.com/elsewhere');
    expect(target.searchParams.get('returnUrl')).toBe('http://portal.example.com/dash/Dashboard/tnt');
  });

  it('a 403 from the app on screen shows Not Allowed and is answered handled; another status is not', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.send('dash', 'gatewayResult', { status: 500, customerId: 20, requestId: 'r1' });
    expect(s.$view.get().kind).toBe('app');
    s.send('dash', 'gatewayResult', { status: 403, customerId: 20, requestId: 'r2' });
    expect(s.$view.get()).toEqual({ kind: 'notAllowed', customerId: 20 });
    expect(s.postedTo('dash', 'gatewayResultReply')).toEqual([
      { requestId: 'r1', handled: false },
      { requestId: 'r2', handled: true },
    ]);
  });

  it('a message from the right window but another origin is dropped', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.send('dash', 'childClick', {}, { origin: 'https://evil.example' });
    expect(s.$closeMenusSignal.get()).toBe(0);
    expect(s.$droppedMessages.get()['wrong-origin']).toBe(1);
  });
});

describe('paths between the shell and a frame', () => {
  it('a frame that is ready where it was opened is told nothing; one the shell moved on from while it loaded is told where to go', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt');
    expect(s.postedTo('dash', 'parentUrlChanged')).toEqual([]);
    s.retryFrame('dash');
    s.attach('dash');
    s.openPath('/dash/Dashboard/tnt/other#part');
    expect(s.postedTo('dash', 'parentUrlChanged')).toEqual([]);
    s.send('dash', 'childReady', {});
    expect(s.postedTo('dash', 'parentUrlChanged')).toEqual([{ url: '/dash/Dashboard/20/other#part' }]);
  });

  it('a hidden frame that becomes ready is not told the shell’s path', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.openPath('/oi/x');
    s.send('dash', 'childReady', {});
    expect(s.postedTo('dash', 'parentUrlChanged')).toEqual([]);
  });

  it('a report of the path the shell already shows changes nothing', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt');
    const replaceState = vi.spyOn(history, 'replaceState');
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20', navigated: false });
    s.nextFrame();
    expect(replaceState).not.toHaveBeenCalled();
    expect(s.$portalUrl.get()).toBe('/dash/Dashboard/tnt');
  });

  it('after the shell sent a path, the app’s own navigation still counts even when it differs', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt');
    s.openPath('/dash/Dashboard/tnt?tab=2');
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/clicked', navigated: true });
    s.nextFrame();
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt/clicked');
  });

  it('the path the shell sent, once confirmed, lets the next report through', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt');
    s.openPath('/dash/Dashboard/tnt?tab=2');
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20?tab=2', navigated: false });
    s.nextFrame();
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/next', navigated: false });
    s.nextFrame();
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt/next');
  });
});

describe('the app’s own logout', () => {
  /** The app on screen has unsaved work and asks to log out: the question is on screen. */
  async function logoutAsked() {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.send('dash', 'dirtyStateChanged', { newValue: true });
    s.send('dash', 'childLogout', {});
    await until(() => expect(s.$navigationPrompt.get()).not.toBeNull());
    return s;
  }

  it('over unsaved work asks Stay or Leave first, as the user menu’s Logout does: Stay keeps the session', async () => {
    const s = await logoutAsked();
    expect(s.$session.get().status).toBe('authenticated');
    s.answerNavigation(false);
    await until(() => expect(s.$navigationPrompt.get()).toBeNull());
    expect(s.$session.get().status).toBe('authenticated');
    expect(s.$dirty.get()).toBe(true);
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('Leave signs out with the redirect, and the app may ask again after Stay', async () => {
    const s = await logoutAsked();
    s.answerNavigation(false);
    // The app asks again (as often as it likes: one question at a time).
    await until(() => {
      s.send('dash', 'childLogout', {});
      expect(s.$navigationPrompt.get()).not.toBeNull();
    });
    s.answerNavigation(true);
    await until(() => expect(s.$session.get().status).toBe('unauthenticated'));
    expect(s.assign).toHaveBeenCalledTimes(1);
  });
});

describe('tokens of a frame', () => {
  it('the visible area\'s token is asked as its frame is made, before the app reports ready; ready posts it to the app\'s origin, with one request in all', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    expect(s.frameOf('dash')).toBeDefined();
    await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(1));
    expect(auth.createAccessToken).toHaveBeenCalledWith(expect.anything(), { client: 'dashboardui', services: ['dashboard-api', 'trackingstats'], impersonateCustomerId: 20 });
    const { child } = s.attach('dash');
    expect(s.postedTo('dash', 'axiosAuthorization'), 'nothing before ready').toEqual([]);
    s.send('dash', 'childReady', {});
    await until(() => expect(s.postedTo('dash', 'axiosAuthorization')).toHaveLength(1));
    expect(child.posted.find((entry) => entry.message.type === 'axiosAuthorization')?.origin).toBe(appOrigin('dash'));
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
  });

  it('a ready report while the early request is still out waits for that same request', async () => {
    let answer!: (value: ReturnType<typeof token>) => void;
    auth.createAccessToken.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const s = await readyDashAt('/dash/Dashboard/tnt');
    await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(1));
    answer(token('token-early'));
    await until(() => expect(s.postedTo('dash', 'axiosAuthorization')).toEqual([expect.objectContaining({ token: 'token-early' })]));
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
  });

  it('a second ready report sends the token again, and a renewal reaches the app once (the earlier subscription stopped)', async () => {
    const s = await readyDashAt('/dash/Dashboard/tnt');
    await until(() => expect(s.postedTo('dash', 'axiosAuthorization')).toHaveLength(1));
    s.send('dash', 'childReady', {});
    await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(1));
    const { $tokens, tokenKey } = await import('../../../../src/stores/access/token-cache');
    $tokens.setKey(tokenKey({ client: 'dashboardui', services: ['dashboard-api', 'trackingstats'], impersonateCustomerId: 20 }), token('token-2'));
    expect(s.postedTo('dash', 'axiosAuthorization').map((payload) => (payload as { token: string }).token)).toEqual(['token-1', 'token-1', 'token-2']);
  });

  it('a failed token for a frame whose element is gone changes nothing', async () => {
    // The token is asked as the frame is made: the call that will fail is that one.
    let fail!: (error: unknown) => void;
    auth.createAccessToken.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    const s = await shellAt('/dash/Dashboard/tnt');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { detach } = s.attach('dash');
    s.send('dash', 'childReady', {});
    await until(() => expect(auth.createAccessToken).toHaveBeenCalledTimes(1));
    detach();
    fail(new Error('down'));
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(s.frameOf('dash')?.state).toBe('ready');
  });
});

describe('each frame speaks for its own app', () => {
  it('the second frame’s ready report asks its own token and is told its own path', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.openPath('/oi/x');
    s.attach('oi');
    s.openPath('/oi/x/later');
    s.send('oi', 'childReady', {});
    // Each frame's token was asked as the frame was made; the ready report asks nothing more.
    await until(() => expect(s.postedTo('oi', 'axiosAuthorization')).toHaveLength(1));
    expect(auth.createAccessToken).toHaveBeenCalledTimes(2);
    expect(auth.createAccessToken).toHaveBeenLastCalledWith(expect.anything(), { client: 'operationalinsightsui', services: ['insights-api'], impersonateCustomerId: 20 });
    expect(s.postedTo('oi', 'parentUrlChanged')).toEqual([{ url: '/oi/x/later' }]);
    s.send('oi', 'childUrlChanged', { url: '/oi/y', navigated: true });
    s.nextFrame();
    expect(s.$portalPath.get()).toBe('/oi/y');
  });

  it('a token that cannot be had is reported for the app by name', async () => {
    auth.createAccessToken.mockRejectedValue(new Error('down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    s.send('dash', 'childReady', {});
    await until(() => expect(s.frameOf('dash')?.state).toBe('no-token'));
    // The token cache hands the failure on as an HttpError.
    expect(warn).toHaveBeenCalledWith('No token for dash.', expect.objectContaining({ name: 'HttpError' }));
  });
});

describe('a redirect asked for when the page has no address', () => {
  it('is dropped as not allowed, and the tab stays', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const { browserNavigation } = await import('../../../../src/stores/platform/browser-navigation');
    vi.spyOn(browserNavigation, 'currentHref').mockReturnValue(null);
    s.attach('dash');
    s.send('dash', 'redirectWithReturnUrl', { url: 'https://auth.portal.example/identity/login' });
    expect(s.assign).not.toHaveBeenCalled();
    expect(s.$droppedMessages.get()['redirect-not-allowed']).toBe(1);
  });
});
