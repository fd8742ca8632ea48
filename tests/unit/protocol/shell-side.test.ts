import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEntry } from '../../../src/config/app-types';
import { readChildMessage } from '../../../src/protocol/child-message';
import { PROTOCOL, PROTOCOL_VERSION, type ChildMessageType } from '../../../src/protocol/client';
import { createFrameBridge, type DropReason, type FrameRegistration } from '../../../src/protocol/frame-bridge';
import { appOrigin, frameUrlFor, isAllowedRedirect, shellPathFor, type PlaceholderIds } from '../../../src/protocol/frame-url';

/** The shell's side of the protocol (src/protocol/README.md): reading a child's message, the bridge's checks, frame URLs and redirects. */

const APPS = 'https://apps.portal.example';
const OTHER = 'https://evil.example.net';

const envelope = (type: string, payload: unknown) => ({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type, payload });

/** One valid message of each child->shell type. */
const VALID: Record<ChildMessageType, Record<string, unknown>> = {
  childReady: {},
  childUrlChanged: { url: '/dash/1234/reports?tab=2#top', navigated: true },
  childClick: {},
  dirtyStateChanged: { newValue: true },
  childLogout: {},
  redirectWithReturnUrl: { url: 'https://login.portal.example/identity?x=1' },
  gatewayResult: { status: 403, customerId: 1234, requestId: 'r-1' },
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('readChildMessage', () => {
  it.each(Object.entries(VALID))('accepts %s with a valid payload', (type, payload) => {
    const message = envelope(type, payload);
    expect(readChildMessage(message)).toEqual(message);
  });

  it('accepts the edge values the payloads allow', () => {
    expect(readChildMessage(envelope('childUrlChanged', { url: '', navigated: false }))).not.toBeNull();
    expect(readChildMessage(envelope('childUrlChanged', { url: 'x'.repeat(2048), navigated: false }))).not.toBeNull();
    expect(readChildMessage(envelope('redirectWithReturnUrl', { url: 'x'.repeat(2048) }))).not.toBeNull();
    expect(readChildMessage(envelope('gatewayResult', { status: 200, customerId: 0, requestId: 'r'.repeat(200) }))).not.toBeNull();
    expect(readChildMessage(envelope('dirtyStateChanged', { newValue: false }))).not.toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'childReady'],
    ['a JSON string of a valid message', JSON.stringify(envelope('childReady', {}))],
    ['an array', [PROTOCOL, PROTOCOL_VERSION, 'childReady', {}]],
    ['another protocol', { ...envelope('childReady', {}), protocol: 'luigi' }],
    ['no protocol', { version: PROTOCOL_VERSION, type: 'childReady', payload: {} }],
    ['version 2', { ...envelope('childReady', {}), version: 2 }],
    ['version 0', { ...envelope('childReady', {}), version: 0 }],
    ['version "1"', { ...envelope('childReady', {}), version: '1' }],
    ['no version', { protocol: PROTOCOL, type: 'childReady', payload: {} }],
    ['a null payload', envelope('childReady', null)],
    ['an array payload', envelope('childReady', [])],
    ['a string payload', envelope('childReady', '{}')],
    ['no payload', { protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'childReady' }],
  ])('rejects %s', (_name, value) => {
    expect(readChildMessage(value)).toBeNull();
  });

  it.each([
    'unknownType',
    '',
    'ChildReady',
    'childready',
    ' childReady',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'isPrototypeOf',
    '__defineGetter__',
    // Shell->child types are not messages in.
    'axiosAuthorization',
    'parentUrlChanged',
    'gatewayResultReply',
  ])('rejects the type %j', (type) => {
    expect(readChildMessage(envelope(type, {}))).toBeNull();
    expect(readChildMessage(envelope(type, { url: '/x', navigated: true, newValue: true, status: 403, customerId: 1, requestId: 'r' }))).toBeNull();
  });

  it('rejects a non-string type, including objects that stringify to a known type', () => {
    expect(readChildMessage(envelope(7 as unknown as string, {}))).toBeNull();
    expect(readChildMessage(envelope({ toString: () => 'childReady' } as unknown as string, {}))).toBeNull();
    expect(readChildMessage(envelope(['childReady'] as unknown as string, {}))).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['childUrlChanged', { navigated: true }],
    ['childUrlChanged', { url: '/x' }],
    ['childUrlChanged', { url: 7, navigated: true }],
    ['childUrlChanged', { url: null, navigated: true }],
    ['childUrlChanged', { url: ['/x'], navigated: true }],
    ['childUrlChanged', { url: new String('/x'), navigated: true }],
    ['childUrlChanged', { url: '/x', navigated: 'true' }],
    ['childUrlChanged', { url: '/x', navigated: 1 }],
    ['childUrlChanged', { url: '/x', navigated: null }],
    ['childUrlChanged', { url: 'x'.repeat(2049), navigated: true }],
    ['childUrlChanged', { url: 'x'.repeat(1_000_000), navigated: true }],
    ['dirtyStateChanged', {}],
    ['dirtyStateChanged', { newValue: 'true' }],
    ['dirtyStateChanged', { newValue: 1 }],
    ['dirtyStateChanged', { newValue: null }],
    ['dirtyStateChanged', { newValue: new Boolean(true) }],
    ['redirectWithReturnUrl', {}],
    ['redirectWithReturnUrl', { url: 42 }],
    ['redirectWithReturnUrl', { url: { href: 'https://x' } }],
    ['redirectWithReturnUrl', { url: 'x'.repeat(2049) }],
    ['gatewayResult', { customerId: 1, requestId: 'r' }],
    ['gatewayResult', { status: '403', customerId: 1, requestId: 'r' }],
    ['gatewayResult', { status: 403.5, customerId: 1, requestId: 'r' }],
    ['gatewayResult', { status: Number.NaN, customerId: 1, requestId: 'r' }],
    ['gatewayResult', { status: Infinity, customerId: 1, requestId: 'r' }],
    ['gatewayResult', { status: 403, requestId: 'r' }],
    ['gatewayResult', { status: 403, customerId: '1234', requestId: 'r' }],
    ['gatewayResult', { status: 403, customerId: -1, requestId: 'r' }],
    ['gatewayResult', { status: 403, customerId: 1.5, requestId: 'r' }],
    ['gatewayResult', { status: 403, customerId: Number.NaN, requestId: 'r' }],
    ['gatewayResult', { status: 403, customerId: 1 }],
    ['gatewayResult', { status: 403, customerId: 1, requestId: 7 }],
    ['gatewayResult', { status: 403, customerId: 1, requestId: 'r'.repeat(201) }],
  ])('rejects %s with the payload %#', (type, payload) => {
    expect(readChildMessage(envelope(type, payload))).toBeNull();
  });

  it('never throws on getters that throw, anywhere in the message', () => {
    const throwing = (keys: string[], base: Record<string, unknown>) => {
      const value = { ...base };
      for (const key of keys) {
        Object.defineProperty(value, key, {
          enumerable: true,
          get() {
            throw new Error(`boom ${key}`);
          },
        });
      }
      return value;
    };
    for (const key of ['protocol', 'version', 'type', 'payload']) {
      expect(readChildMessage(throwing([key], envelope('childReady', {})))).toBeNull();
    }
    for (const key of ['url', 'navigated']) {
      expect(readChildMessage(envelope('childUrlChanged', throwing([key], VALID.childUrlChanged)))).toBeNull();
    }
    expect(readChildMessage(envelope('dirtyStateChanged', throwing(['newValue'], {})))).toBeNull();
    for (const key of ['status', 'customerId', 'requestId']) {
      expect(readChildMessage(envelope('gatewayResult', throwing([key], VALID.gatewayResult)))).toBeNull();
    }
  });

  it('never throws on Proxies whose traps throw (the message, its payload, or a field)', () => {
    const boom = () => {
      throw new Error('boom');
    };
    const allTraps = { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom };
    expect(readChildMessage(new Proxy({}, allTraps))).toBeNull();
    expect(readChildMessage(new Proxy(envelope('childReady', {}), allTraps))).toBeNull();
    expect(readChildMessage(envelope('childUrlChanged', new Proxy({}, allTraps)))).toBeNull();
    expect(readChildMessage(envelope('gatewayResult', new Proxy({}, allTraps)))).toBeNull();
    // A revoked proxy throws on every operation.
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(readChildMessage(proxy)).toBeNull();
    expect(readChildMessage(envelope('dirtyStateChanged', proxy))).toBeNull();
    // A Proxy that only pretends to be a valid payload shape still has to pass every check.
    const liar = new Proxy({}, { get: (_t, key) => (key === 'url' ? 42 : true) });
    expect(readChildMessage(envelope('childUrlChanged', liar))).toBeNull();
  });

  it('never throws on primitives and exotic objects', () => {
    for (const value of [Symbol('x'), 10n, () => {}, new Date(), /re/, new Map(), new Set(), new Uint8Array(4), Object.create(null)]) {
      expect(readChildMessage(value)).toBeNull();
    }
  });

  it("is not fooled by own '__proto__' keys (as JSON.parse and structured clone create them)", () => {
    const parse = (json: string) => JSON.parse(json) as unknown;
    const head = `"protocol":"${PROTOCOL}","version":${PROTOCOL_VERSION}`;
    expect(readChildMessage(parse(`{${head},"type":"__proto__","payload":{}}`))).toBeNull();
    expect(readChildMessage(parse(`{${head},"type":"dirtyStateChanged","payload":{"__proto__":{"newValue":true}}}`))).toBeNull();
    expect(readChildMessage(parse(`{${head},"type":"childUrlChanged","payload":{"__proto__":{"url":"/x","navigated":true}}}`))).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// The frame bridge with fake windows.

type Listener = (event: MessageEvent) => void;

/** A fake host window: captures the bridge's message listener. */
function fakeHost() {
  const listeners = new Set<Listener>();
  const host = {
    addEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === 'message') listeners.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === 'message') listeners.delete(listener);
    }),
  };
  /** Delivers a message event as the browser would. */
  const deliver = (data: unknown, source: unknown, origin: string) => {
    const event = { data, source, origin } as unknown as MessageEvent;
    for (const listener of [...listeners]) listener(event);
  };
  return { host: host as unknown as Window, raw: host, listeners, deliver };
}

/** A fake frame window: a postMessage spy. */
const fakeFrameWindow = () => ({ postMessage: vi.fn() });

function setUp() {
  const fake = fakeHost();
  const drops: DropReason[] = [];
  const bridge = createFrameBridge(fake.host, (reason) => drops.push(reason));
  const count = (reason: DropReason) => drops.filter((r) => r === reason).length;
  const frame = (origin = APPS, win: unknown = fakeFrameWindow()) => {
    let current = win;
    const onMessage = vi.fn();
    const registration: FrameRegistration = { window: () => current as Window | null, origin, onMessage };
    return {
      registration,
      onMessage,
      win: current as ReturnType<typeof fakeFrameWindow>,
      /** The frame navigated or was removed: its element now has another (or no) window. */
      setWindow: (next: unknown) => {
        current = next;
      },
    };
  };
  return { ...fake, bridge, drops, count, frame };
}

describe('createFrameBridge: what it accepts', () => {
  it('listens once on the host window and accepts a valid message from the registered frame on its origin', () => {
    const { raw, bridge, deliver, frame, drops } = setUp();
    expect(raw.addEventListener).toHaveBeenCalledTimes(1);
    const app = frame();
    bridge.register(app.registration);
    const message = envelope('childUrlChanged', VALID.childUrlChanged);
    deliver(message, app.win, APPS);
    expect(app.onMessage).toHaveBeenCalledExactlyOnceWith(message);
    expect(drops).toEqual([]);
  });

  it.each(Object.entries(VALID))('passes %s on to the frame', (type, payload) => {
    const { bridge, deliver, frame } = setUp();
    const app = frame();
    bridge.register(app.registration);
    deliver(envelope(type, payload), app.win, APPS);
    expect(app.onMessage).toHaveBeenCalledTimes(1);
  });

  it('drops a valid message from any other source as unknown-source, whatever its origin', () => {
    const { bridge, deliver, frame, count, drops } = setUp();
    const app = frame();
    bridge.register(app.registration);
    const valid = envelope('dirtyStateChanged', { newValue: true });
    deliver(valid, fakeFrameWindow(), APPS); // another window on the app's origin (a second, unregistered frame)
    deliver(valid, null, APPS); // no source at all
    deliver(valid, undefined, APPS);
    deliver(valid, { ...app.win }, APPS); // a look-alike object
    deliver(valid, 'self', APPS);
    deliver(valid, fakeFrameWindow(), OTHER);
    expect(app.onMessage).not.toHaveBeenCalled();
    expect(count('unknown-source')).toBe(6);
    expect(drops.length).toBe(6);
  });

  it('drops a message from a registered frame whose window is null (not loaded, removed), even with a null source', () => {
    const { bridge, deliver, frame, count } = setUp();
    const app = frame(APPS, null);
    bridge.register(app.registration);
    deliver(envelope('childReady', {}), null, APPS);
    app.setWindow(undefined);
    deliver(envelope('childReady', {}), undefined, APPS);
    deliver(envelope('childReady', {}), null, APPS);
    expect(app.onMessage).not.toHaveBeenCalled();
    expect(count('unknown-source')).toBe(3);
  });

  it('drops a message from the registered window on any other origin as wrong-origin', () => {
    const { bridge, deliver, frame, count } = setUp();
    const app = frame();
    bridge.register(app.registration);
    const valid = envelope('childLogout', {});
    for (const origin of [OTHER, 'null', '', '*', `${APPS}/`, `${APPS}:443`, 'http://apps.portal.example', 'https://APPS.portal.example', 'https://apps.portal.example.evil.net', 'https://x.apps.portal.example']) {
      deliver(valid, app.win, origin);
    }
    expect(app.onMessage).not.toHaveBeenCalled();
    expect(count('wrong-origin')).toBe(10);
  });

  it("accepts nothing from a frame registered with something other than an exact origin (opaque 'null' origins all look alike)", () => {
    const { bridge, deliver, frame, count } = setUp();
    for (const origin of ['null', '', '*', `${APPS}/`]) {
      const app = frame(origin);
      bridge.register(app.registration);
      deliver(envelope('childReady', {}), app.win, origin);
      expect(app.onMessage).not.toHaveBeenCalled();
    }
    expect(count('wrong-origin')).toBe(4);
  });

  it('checks the window at message time: after the frame navigates elsewhere, the old window is unknown', () => {
    const { bridge, deliver, frame, count } = setUp();
    const app = frame();
    bridge.register(app.registration);
    const old = app.win;
    const next = fakeFrameWindow();
    app.setWindow(next);
    deliver(envelope('childReady', {}), old, APPS);
    expect(count('unknown-source')).toBe(1);
    deliver(envelope('childReady', {}), next, APPS);
    expect(app.onMessage).toHaveBeenCalledTimes(1);
  });

  it('drops malformed messages from the right window and origin as malformed', () => {
    const { bridge, deliver, frame, count } = setUp();
    const app = frame();
    bridge.register(app.registration);
    const bad: unknown[] = [
      null,
      'childReady',
      envelope('childReady', null),
      { ...envelope('childReady', {}), version: 2 },
      envelope('__proto__', {}),
      envelope('constructor', {}),
      envelope('toString', {}),
      envelope('childUrlChanged', { url: 'x'.repeat(2049), navigated: true }),
      envelope('gatewayResult', { status: 403, customerId: 1, requestId: 'r'.repeat(201) }),
      envelope('dirtyStateChanged', { newValue: 'yes' }),
      new Proxy({}, { get: () => { throw new Error('boom'); } }),
    ];
    for (const data of bad) deliver(data, app.win, APPS);
    expect(app.onMessage).not.toHaveBeenCalled();
    expect(count('malformed')).toBe(bad.length);
  });

  it('routes each message to its own frame only', () => {
    const { bridge, deliver, frame } = setUp();
    const dash = frame(APPS);
    const cdp = frame('https://cdp.portal.example');
    bridge.register(dash.registration);
    bridge.register(cdp.registration);
    deliver(envelope('childClick', {}), cdp.win, 'https://cdp.portal.example');
    expect(cdp.onMessage).toHaveBeenCalledTimes(1);
    expect(dash.onMessage).not.toHaveBeenCalled();
    // The right window, but the other frame's origin.
    deliver(envelope('childClick', {}), dash.win, 'https://cdp.portal.example');
    expect(dash.onMessage).not.toHaveBeenCalled();
  });

  it('never throws: not when onMessage throws (it logs), not when onDrop throws, not when a window getter throws', () => {
    const fake = fakeHost();
    const bridge = createFrameBridge(fake.host, () => {
      throw new Error('onDrop failed');
    });
    const win = fakeFrameWindow();
    const onMessage = vi.fn(() => {
      throw new Error('handler failed');
    });
    bridge.register({ window: () => win as unknown as Window, origin: APPS, onMessage });
    expect(() => fake.deliver(envelope('childReady', {}), win, APPS)).not.toThrow();
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(() => fake.deliver('junk', {}, APPS)).not.toThrow();
    bridge.register({
      window: () => {
        throw new Error('window getter failed');
      },
      origin: APPS,
      onMessage,
    });
    expect(() => fake.deliver(envelope('childReady', {}), {}, APPS)).not.toThrow();
    // An event whose properties throw.
    const hostile = new Proxy({}, { get: () => { throw new Error('boom'); } }) as MessageEvent;
    expect(() => {
      for (const listener of fake.listeners) listener(hostile);
    }).not.toThrow();
  });

  it('accepts nothing from a frame after its unregister, and nothing at all after dispose', () => {
    const { raw, bridge, deliver, frame, listeners, count } = setUp();
    const dash = frame();
    const cdp = frame('https://cdp.portal.example');
    const unregister = bridge.register(dash.registration);
    bridge.register(cdp.registration);
    unregister();
    deliver(envelope('childReady', {}), dash.win, APPS);
    expect(dash.onMessage).not.toHaveBeenCalled();
    expect(count('unknown-source')).toBe(1);
    deliver(envelope('childReady', {}), cdp.win, 'https://cdp.portal.example');
    expect(cdp.onMessage).toHaveBeenCalledTimes(1);
    bridge.dispose();
    expect(raw.removeEventListener).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    deliver(envelope('childReady', {}), cdp.win, 'https://cdp.portal.example');
    expect(cdp.onMessage).toHaveBeenCalledTimes(1);
  });
});

describe('createFrameBridge: post', () => {
  it('posts a versioned envelope to the frame window with its exact origin as targetOrigin', () => {
    const { bridge, frame } = setUp();
    const app = frame();
    bridge.register(app.registration);
    expect(bridge.post(app.registration, 'axiosAuthorization', { token: 't', expirationUtc: '2030-01-01T00:00:00Z' })).toBe(true);
    expect(bridge.post(app.registration, 'parentUrlChanged', { url: '/dash/1234' })).toBe(true);
    expect(bridge.post(app.registration, 'gatewayResultReply', { requestId: 'r', handled: false })).toBe(true);
    expect(app.win.postMessage.mock.calls).toEqual([
      [envelope('axiosAuthorization', { token: 't', expirationUtc: '2030-01-01T00:00:00Z' }), APPS],
      [envelope('parentUrlChanged', { url: '/dash/1234' }), APPS],
      [envelope('gatewayResultReply', { requestId: 'r', handled: false }), APPS],
    ]);
    for (const call of app.win.postMessage.mock.calls) expect(call[1]).not.toBe('*');
  });

  it('posts to the window the frame has at posting time (never a stale one)', () => {
    const { bridge, frame } = setUp();
    const app = frame();
    bridge.register(app.registration);
    const next = fakeFrameWindow();
    app.setWindow(next);
    bridge.post(app.registration, 'parentUrlChanged', { url: '/x' });
    expect(app.win.postMessage).not.toHaveBeenCalled();
    expect(next.postMessage).toHaveBeenCalledWith(envelope('parentUrlChanged', { url: '/x' }), APPS);
  });

  it('refuses an unregistered frame, an unregistered one after unregister, and every frame after dispose', () => {
    const { bridge, frame } = setUp();
    const stranger = frame();
    expect(bridge.post(stranger.registration, 'axiosAuthorization', { token: 't', expirationUtc: 'x' })).toBe(false);
    const app = frame();
    const unregister = bridge.register(app.registration);
    unregister();
    expect(bridge.post(app.registration, 'axiosAuthorization', { token: 't', expirationUtc: 'x' })).toBe(false);
    const other = frame();
    bridge.register(other.registration);
    bridge.dispose();
    expect(bridge.post(other.registration, 'axiosAuthorization', { token: 't', expirationUtc: 'x' })).toBe(false);
    // A copy of a registration (same fields) is not the registration.
    const live = frame();
    bridge.register(live.registration);
    expect(bridge.post({ ...live.registration }, 'parentUrlChanged', { url: '/x' })).toBe(false);
    for (const f of [stranger, app, other, live]) expect(f.win.postMessage).not.toHaveBeenCalled();
  });

  it('refuses a frame whose window is null or undefined', () => {
    const { bridge, frame } = setUp();
    const app = frame(APPS, null);
    bridge.register(app.registration);
    expect(bridge.post(app.registration, 'parentUrlChanged', { url: '/x' })).toBe(false);
    app.setWindow(undefined);
    expect(bridge.post(app.registration, 'parentUrlChanged', { url: '/x' })).toBe(false);
  });

  it("refuses anything but an exact origin ('null', '', '*', '/', a URL), so nothing is ever posted to '*' or to an opaque frame", () => {
    const { bridge, frame } = setUp();
    for (const origin of ['null', '', '*', '/', `${APPS}/`, `${APPS}/dash`, 'apps.portal.example', 'data:text/html,x']) {
      const app = frame(origin);
      bridge.register(app.registration);
      expect(bridge.post(app.registration, 'axiosAuthorization', { token: 't', expirationUtc: 'x' })).toBe(false);
      expect(app.win.postMessage).not.toHaveBeenCalled();
    }
  });

  it('returns false, without throwing, when postMessage throws (e.g. an origin the browser cannot parse)', () => {
    const { bridge, frame } = setUp();
    const win = {
      postMessage: vi.fn(() => {
        throw new Error('SyntaxError');
      }),
    };
    const app = frame(APPS, win);
    bridge.register(app.registration);
    expect(bridge.post(app.registration, 'parentUrlChanged', { url: '/x' })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Frame URLs and redirects.

const dash: AppEntry = { appPrefix: 'dash', iframeBaseUrl: `${APPS}/dash`, tokenDescriptor: { client: 'dashui', services: ['dash'] } };
const cdp: AppEntry = { appPrefix: 'cdp', iframeBaseUrl: `${APPS}/apps/cdp/`, tokenDescriptor: { client: 'cdpui', services: ['cdp'] } };
const IDS: PlaceholderIds = { customerId: 1234, partnerId: 77 };
const NO_IDS: PlaceholderIds = { customerId: null, partnerId: null };

describe('appOrigin', () => {
  it('is the exact origin of the iframeBaseUrl (scheme, host and non-default port; no path, no slash)', () => {
    expect(appOrigin(dash)).toBe(APPS);
    expect(appOrigin({ ...dash, iframeBaseUrl: 'http://localhost:5605/dash/' })).toBe('http://localhost:5605');
    expect(appOrigin({ ...dash, iframeBaseUrl: 'https://Apps.Portal.Example:443/dash' })).toBe(APPS);
    expect(appOrigin({ ...dash, iframeBaseUrl: 'https://apps.portal.example:8443/dash?x=1#h' })).toBe('https://apps.portal.example:8443');
  });
});

describe('frameUrlFor', () => {
  it.each([
    ['/dash/Dashboard/tnt', `${APPS}/dash/Dashboard/1234`],
    ['/dash/tnt', `${APPS}/dash/1234`],
    ['/dash/tnt/', `${APPS}/dash/1234/`],
    ['/dash/ptn/tnt/x', `${APPS}/dash/77/1234/x`],
    ['/dash/tnt/tnt', `${APPS}/dash/1234/1234`],
    ['/dash', `${APPS}/dash`],
    ['/dash/', `${APPS}/dash/`],
    ['/dash/tntx/xtnt/ptnptn/tnt-1/TNT', `${APPS}/dash/tntx/xtnt/ptnptn/tnt-1/TNT`],
    ['/dash/tnt/reports?tab=tnt&c=ptn#tnt', `${APPS}/dash/1234/reports?tab=tnt&c=ptn#tnt`],
    ['/dash/tnt?x=1', `${APPS}/dash/1234?x=1`],
    ['/dash/tnt#/ptn/route', `${APPS}/dash/1234#/ptn/route`],
    ['/dash?x=1', `${APPS}/dash?x=1`],
  ])('%s -> %s', (shellPath, expected) => {
    expect(frameUrlFor(dash, shellPath, IDS)).toBe(expected);
  });

  it('leaves the placeholders when the ids are not known', () => {
    expect(frameUrlFor(dash, '/dash/tnt/ptn', NO_IDS)).toBe(`${APPS}/dash/tnt/ptn`);
    expect(frameUrlFor(dash, '/dash/tnt/ptn', { customerId: 1234, partnerId: null })).toBe(`${APPS}/dash/1234/ptn`);
  });

  it('joins a base URL with a trailing slash without a double slash, and matches the prefix case-insensitively', () => {
    expect(frameUrlFor(cdp, '/cdp/tnt/audiences', IDS)).toBe(`${APPS}/apps/cdp/1234/audiences`);
    expect(frameUrlFor(dash, '/DASH/tnt', IDS)).toBe(`${APPS}/dash/1234`);
  });

  it('takes off only its own prefix, read literally (a dot in the prefix is a dot)', () => {
    expect(frameUrlFor(dash, '/other/tnt', IDS)).toBe(`${APPS}/dash/other/1234`);
    const dotted = { ...dash, appPrefix: 'a.b' };
    expect(frameUrlFor(dotted, '/a.b/tnt', IDS)).toBe(`${APPS}/dash/1234`);
    expect(frameUrlFor(dotted, '/axb/tnt', IDS)).toBe(`${APPS}/dash/axb/1234`);
  });

  it('drops every trailing slash of the base URL before joining', () => {
    expect(frameUrlFor({ ...dash, iframeBaseUrl: `${APPS}/dash//` }, '/dash/tnt', IDS)).toBe(`${APPS}/dash/1234`);
  });

  it('always stays on the app origin', () => {
    for (const path of ['/dash//evil.example/x', '/dash/@evil.example', '/dash/..%2F..%2Fx', '/dash/../../x']) {
      expect(new URL(frameUrlFor(dash, path, IDS)).origin).toBe(APPS);
    }
  });
});

describe('shellPathFor', () => {
  it.each([
    [`${APPS}/dash/Dashboard/1234`, '/dash/Dashboard/tnt'],
    ['/dash/Dashboard/1234', '/dash/Dashboard/tnt'],
    ['/dash/1234/', '/dash/tnt/'],
    ['/dash/77/1234/x', '/dash/ptn/tnt/x'],
    ['/dash', '/dash'],
    ['/dash/', '/dash/'],
    ['/dash/12345/01234/1234x/x1234/1234', '/dash/12345/01234/1234x/x1234/tnt'],
    ['/dash/1234/reports?tab=1234&p=77#1234', '/dash/tnt/reports?tab=1234&p=77#1234'],
    ['/dash/1234#/77/route', '/dash/tnt#/77/route'],
    ['/dash/a/../1234', '/dash/tnt'],
  ])('%s -> %s', (childUrl, expected) => {
    expect(shellPathFor(dash, childUrl, IDS)).toBe(expected);
  });

  it('round-trips with frameUrlFor', () => {
    for (const shellPath of ['/dash/tnt', '/dash/Dashboard/tnt/reports?tab=2#x', '/dash/ptn/tnt/', '/dash/tntx/ptn']) {
      expect(shellPathFor(dash, frameUrlFor(dash, shellPath, IDS), IDS)).toBe(shellPath);
    }
  });

  it('swaps nothing back when the ids are not known', () => {
    expect(shellPathFor(dash, '/dash/1234/77', NO_IDS)).toBe('/dash/1234/77');
    expect(shellPathFor(dash, '/dash/null/null', NO_IDS)).toBe('/dash/null/null');
  });

  it('reads a base path with several trailing slashes as the path without them', () => {
    expect(shellPathFor({ ...dash, iframeBaseUrl: `${APPS}/dash//` }, '/dash/1234', IDS)).toBe('/dash/tnt');
  });

  it('works under a base path with a trailing slash', () => {
    expect(shellPathFor(cdp, '/apps/cdp/1234/audiences', IDS)).toBe('/cdp/tnt/audiences');
    expect(shellPathFor(cdp, '/apps/cdp', IDS)).toBe('/cdp');
    expect(shellPathFor(cdp, '/apps/cdpx/1234', IDS)).toBeNull();
  });

  it.each([
    ['outside the base path', '/other/1234'],
    ['a look-alike base path', '/dashboard/1234'],
    ['the root', '/'],
    ['climbing out of the base path', '/dash/../evil'],
    ['another origin', `${OTHER}/dash/1234`],
    ['another scheme', 'http://apps.portal.example/dash/1234'],
    ['another port', 'https://apps.portal.example:8443/dash/1234'],
    ['a sub-domain', 'https://x.apps.portal.example/dash'],
    ['a protocol-relative URL', '//evil.example.net/dash/1234'],
    ['a backslash host', '\\\\evil.example.net\\dash'],
    ['javascript:', 'javascript:alert(1)//dash'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['unparsable', 'https://exa mple.com/dash'],
    ['unparsable host', 'http://[::1/dash'],
  ])('is null for %s', (_name, childUrl) => {
    expect(shellPathFor(dash, childUrl, IDS)).toBeNull();
  });
});

describe('isAllowedRedirect', () => {
  const ALLOWED = ['https://example.com', 'https://login.portal.example', 'http://localhost:5601'];

  it.each([
    'https://example.com',
    'https://example.com/',
    'https://example.com/identity/login?returnUrl=x#y',
    'HTTPS://EXAMPLE.COM/path',
    'https://example.com:443/x',
    'https://login.portal.example/identity',
    'http://localhost:5601/identity/account/login',
  ])('allows %s', (target) => {
    expect(isAllowedRedirect(target, ALLOWED)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: that mentions an allowed origin', 'javascript://example.com/%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp: on an allowed host', 'ftp://example.com/'],
    ['blob:', 'blob:https://example.com/1234'],
    ['credentials', 'https://user:pass@example.com/'],
    ['a user name only', 'https://user@example.com/'],
    ['an allowed host as user name', 'https://example.com@evil.example/'],
    ['a look-alike sub-domain', 'https://evil.example.com/'],
    ['a look-alike suffix', 'https://example.com.evil.net/'],
    ['a look-alike prefix', 'https://notexample.com/'],
    ['another scheme of an allowed origin', 'http://example.com/'],
    ['another port of an allowed origin', 'https://example.com:8443/'],
    ['a protocol-relative URL', '//example.com/x'],
    ['a relative path', '/identity/login'],
    ['an empty string', ''],
    ['unparsable', 'https://exa mple.com/'],
    ['a backslash trick', 'https:\\\\evil.example\\@example.com'],
  ])('refuses %s', (_name, target) => {
    expect(isAllowedRedirect(target, ALLOWED)).toBe(false);
  });

  it('refuses everything when nothing is allowed, and never matches a prefix of an allowed origin', () => {
    expect(isAllowedRedirect('https://example.com/', [])).toBe(false);
    expect(isAllowedRedirect('https://example.com/', ['https://example.com/'])).toBe(false);
    expect(isAllowedRedirect('https://example.co/', ['https://example.com'])).toBe(false);
  });
});
