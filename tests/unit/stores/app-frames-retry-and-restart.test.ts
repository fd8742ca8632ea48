import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDefinitions } from '../../../src/config/app-definitions';
import { LICENSE_IDS } from '../../../src/config/menu-types';
import { PROTOCOL, PROTOCOL_VERSION, type ChildToShellEnvelope } from '../../../src/protocol/client';
import type * as AuthService from '../../../src/services/auth-service';
import type { AccessibleCustomer, AccessToken, UserData } from '../../../src/services/auth-types';
import { installFakeTab, type FakeTab } from './fake-history';
import { FakeStorage, until } from './store-test-kit';

// The frame pool started twice, Retry among several frames, and a redirect with no page address:
// the same Node setup as app-frames.test.ts (a fake tab, frame elements whose windows record posts).

const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), createAccessToken: vi.fn() }));
vi.mock('../../../src/services/auth-service', async () => ({
  ...(await vi.importActual<typeof AuthService>('../../../src/services/auth-service')),
  getAccessibleCustomers: auth.getAccessibleCustomers,
  refreshAccessibleCustomers: auth.refreshAccessibleCustomers,
  createAccessToken: auth.createAccessToken,
}));

const APPS = appDefinitions('Production');
/** The origin of an app's frame: each app has its own on the provider's environments. */
const appOrigin = (key: string) => new URL(APPS.find((app) => app.appPrefix === key)!.iframeBaseUrl).origin;
const user = (userId = 'user-1'): UserData => ({
  metadataUserId: 'meta-1',
  email: 'ada@customer.example',
  userId,
  userName: 'ada@customer.example',
  fullName: 'Ada Lovelace',
  customerId: 20,
  partnerId: null,
  userRole: 0,
});
const customer = (customerId: number): AccessibleCustomer => ({ customerId, customerName: `Customer ${customerId}`, partnerId: null, productTags: [...LICENSE_IDS] });
const token = (value: string): AccessToken => ({ token: value, client: 'c', services: [], customerId: 20, expirationUtc: '2099-01-01T00:00:00Z' });

/** A frame's window: records what the shell posts to it. */
interface ChildWindow {
  posted: Array<{ message: { type: string; payload: unknown }; origin: string }>;
  postMessage(message: { type: string; payload: unknown }, origin: string): void;
}
const childWindow = (): ChildWindow => {
  const child: ChildWindow = {
    posted: [],
    postMessage: (message, origin) => child.posted.push({ message, origin }),
  };
  return child;
};

let tab: FakeTab;
let resetStores: (options?: { only?: Array<'session' | 'routing' | 'frames' | 'feeds' | 'page-visits'> }) => void;
let unbinds: Array<() => void> = [];

async function shellAt(path: string) {
  // The stores' delayed unmount (a second after their last listener goes) stays on fake time, so
  // it never runs once this test's tab is gone; the tests wait in real time (until).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  tab = installFakeTab(`http://portal.example.com${path}`);
  vi.resetModules();
  const frames = await import('../../../src/stores/app-frames');
  const routing = await import('../../../src/stores/routing');
  const session = await import('../../../src/stores/session');
  const { $accounts } = await import('../../../src/stores/accounts');
  const { $appDefinitions, $definitionsSettled } = await import('../../../src/stores/definitions');
  const selected = await import('../../../src/stores/selected-customer');
  const { $dirty } = await import('../../../src/stores/navigation-confirmation');
  const { browserNavigation } = await import('../../../src/stores/browser-navigation');
  ({ resetStores } = await import('../../../src/stores/store-reset'));
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  $appDefinitions.set(APPS);
  $definitionsSettled.set(true);
  unbinds.push(routing.$view.listen(() => {}));
  routing.startRouting();
  session.$session.set({ status: 'authenticated', user: user(), fromAuth: false, isDevelopmentUser: false });
  await until(() => expect($accounts.get()).toMatchObject({ status: 'loaded', userId: 'user-1' }));
  frames.startAppFrames();

  const windows = new Map<string, ChildWindow>();
  /** The frame of `key` as the component would render it, attached with its own window. */
  const attach = (key: string) => {
    const frame = frames.$appFrames.get().find((candidate) => candidate.key === key);
    if (!frame) throw new Error(`no frame ${key}`);
    const child = childWindow();
    windows.set(key, child);
    const detach = frames.attachFrame(key, frame.instance, { contentWindow: child } as unknown as HTMLIFrameElement);
    return { child, detach };
  };
  /** A message of `key`'s app, from its window and origin (or those given). */
  const send = (key: string, type: ChildToShellEnvelope['type'], payload: object, from: { source?: unknown; origin?: string } = {}) => {
    const event = new Event('message');
    Object.defineProperties(event, {
      source: { value: from.source ?? windows.get(key) },
      origin: { value: from.origin ?? appOrigin(key) },
      data: { value: { protocol: PROTOCOL, version: PROTOCOL_VERSION, type, payload } },
    });
    dispatchEvent(event);
  };
  const frameOf = (key: string) => frames.$appFrames.get().find((candidate) => candidate.key === key);
  const postedTo = (key: string, type: string) => (windows.get(key)?.posted ?? []).filter((entry) => entry.message.type === type).map((entry) => entry.message.payload);
  return { ...frames, ...routing, ...session, ...selected, $accounts, $dirty, assign, attach, send, frameOf, postedTo };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new FakeStorage());
  auth.getAccessibleCustomers.mockReset().mockResolvedValue([customer(10), customer(20), customer(30)]);
  auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
  auth.createAccessToken.mockReset().mockResolvedValue(token('token-1'));
});

afterEach(() => {
  for (const unbind of unbinds) unbind();
  unbinds = [];
  resetStores();
  tab.uninstall();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the pool started more than once', () => {
  it('a second start changes nothing, and one reset stops following the page', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.startAppFrames();
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['dash']);
    resetStores({ only: ['frames'] });
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

describe('a redirect asked for when the page has no address', () => {
  it('is dropped as not allowed, and the tab stays', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const { browserNavigation } = await import('../../../src/stores/browser-navigation');
    vi.spyOn(browserNavigation, 'currentHref').mockReturnValue(null);
    s.attach('dash');
    s.send('dash', 'redirectWithReturnUrl', { url: 'https://auth.portal.example/identity/login' });
    expect(s.assign).not.toHaveBeenCalled();
    expect(s.$droppedMessages.get()['redirect-not-allowed']).toBe(1);
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
