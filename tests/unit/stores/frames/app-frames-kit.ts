// The frame pool's Node harness, shared by its test files: a fake tab, the stores loaded fresh
// for each test, frame elements whose windows record what the shell posts to them, and messages
// from an app as `message` events from its window. The auth service's mock stays in each test
// file (vi.mock is hoisted per file); its functions come in as `AuthMocks`.
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { appDefinitions } from '../../../../src/config/app-definitions';
import { LICENSE_IDS } from '../../../../src/config/menu-types';
import { PROTOCOL, PROTOCOL_VERSION, type ChildToShellEnvelope } from '../../../../src/protocol/client';
import type { AccessibleCustomer, AccessToken } from '../../../../src/services/auth-types';
import type { resetStores as ResetStores } from '../../../../src/stores/store-reset';
import { installFakeTab, type FakeTab } from '../routing/fake-history';
import { FakeStorage, keepMounted, until, user as anyUser } from '../store-test-kit';

/** The auth service's functions the frame tests replace. */
export interface AuthMocks {
  getAccessibleCustomers: Mock;
  refreshAccessibleCustomers: Mock;
  createAccessToken: Mock;
}

export const APPS = appDefinitions('Production');
/** The origin of an app's frame: each app has its own on the provider's environments. */
export const appOrigin = (key: string) => new URL(APPS.find((app) => app.appPrefix === key)!.iframeBaseUrl).origin;
export const user = (userId = 'user-1') => anyUser({ userId, customerId: 20 });
export const customer = (customerId: number): AccessibleCustomer => ({ customerId, customerName: `Customer ${customerId}`, partnerId: null, productTags: [...LICENSE_IDS] });
export const token = (value: string): AccessToken => ({ token: value, client: 'c', services: [], customerId: 20, expirationUtc: '2099-01-01T00:00:00Z' });

/** A frame's window: records what the shell posts to it. */
export interface ChildWindow {
  posted: Array<{ message: { type: string; payload: unknown }; origin: string }>;
  postMessage(message: { type: string; payload: unknown }, origin: string): void;
}
export const childWindow = (): ChildWindow => {
  const child: ChildWindow = {
    posted: [],
    postMessage: (message, origin) => child.posted.push({ message, origin }),
  };
  return child;
};

/** The current test's tab and store reset (set by `shellAt` or `blankTab`). */
export const current: { tab: FakeTab; resetStores: typeof ResetStores } = {
  tab: undefined as unknown as FakeTab,
  resetStores: () => {},
};

/** An empty tab at `url` with fresh store modules, nobody signed in; returns the frame pool. */
export async function blankTab(url: string) {
  // The tests wait in real time (until); the stores' own timers stay on fake time.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  current.tab = installFakeTab(url);
  vi.resetModules();
  const frames = await import('../../../../src/stores/frames/app-frames');
  ({ resetStores: current.resetStores } = await import('../../../../src/stores/store-reset'));
  return frames;
}

/**
 * A signed-in shell at `path` with the frame pool started, and helpers to drive its frames; with
 * `handlingLoaded: false` it does not wait for the message handling to load.
 */
export async function shellAt(path: string, { handlingLoaded = true } = {}) {
  const frames = await blankTab(`http://portal.example.com${path}`);
  const routing = await import('../../../../src/stores/routing/routing');
  const session = await import('../../../../src/stores/session/session');
  const { $accounts } = await import('../../../../src/stores/access/accounts');
  const { $appDefinitions, $definitionsSettled } = await import('../../../../src/stores/access/definitions');
  const selected = await import('../../../../src/stores/access/selected-customer');
  const { $dirty, $navigationPrompt, answerNavigation } = await import('../../../../src/stores/platform/navigation-confirmation');
  const { pacingClock } = await import('../../../../src/stores/frames/app-frame-pacing');
  const { browserNavigation } = await import('../../../../src/stores/platform/browser-navigation');
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  $appDefinitions.set(APPS);
  $definitionsSettled.set(true);
  keepMounted(routing.$view);
  routing.startRouting();
  session.$session.set({ status: 'authenticated', user: user(), fromAuth: false, isDevelopmentUser: false });
  await until(() => expect($accounts.get()).toMatchObject({ status: 'loaded', userId: 'user-1' }));
  frames.startAppFrames();
  // The messages' handling loads as a frame is made; the tests drive it once it is there
  // (app-frame-handling.test.ts drives the messages that come before).
  if (handlingLoaded) await (await import('../../../../src/stores/frames/app-frame-handling')).loadMessageHandling();

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
  /** The next animation frame (in Node a 16 ms timer, on fake time): URL reports apply there. */
  const nextFrame = () => vi.advanceTimersByTime(16);
  return { ...frames, ...routing, ...session, ...selected, $accounts, $dirty, $navigationPrompt, answerNavigation, pacingClock, assign, attach, send, frameOf, postedTo, nextFrame };
}

/** A signed-in shell at `path` whose dashboard frame is attached and has said it is ready. */
export async function readyDashAt(path: string) {
  const s = await shellAt(path);
  s.attach('dash');
  s.send('dash', 'childReady', {});
  return s;
}

/** Registers the harness's per-test set-up and teardown in the calling test file. */
export function appFramesHarness(auth: AuthMocks): void {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new FakeStorage());
    auth.getAccessibleCustomers.mockReset().mockResolvedValue([customer(10), customer(20), customer(30)]);
    auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
    auth.createAccessToken.mockReset().mockResolvedValue(token('token-1'));
  });

  afterEach(() => {
    current.resetStores();
    current.tab.uninstall();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}
