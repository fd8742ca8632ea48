import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL, PROTOCOL_VERSION } from '../../../src/protocol/client';
import { createFrameBridge, type DropReason, type FrameRegistration } from '../../../src/protocol/frame-bridge';
import { APPS, envelope, OTHER, VALID } from './protocol-kit';

/** The bridge's checks of every frame's message (source window, exact origin, shape) and its posts. */

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());


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

describe('createFrameBridge: a handler that throws', () => {
  it('logs a warning that says what failed, with the error, and keeps listening', () => {
    const listeners = new Set<Listener>();
    const host = { addEventListener: (_type: string, listener: Listener) => listeners.add(listener), removeEventListener: vi.fn() };
    const bridge = createFrameBridge(host as unknown as Window, () => {});
    const frame = { postMessage: vi.fn() };
    const failure = new Error('handler failed');
    const onMessage = vi.fn().mockImplementationOnce(() => {
      throw failure;
    });
    bridge.register({ window: () => frame as unknown as Window, origin: APPS, onMessage });
    const deliver = () => {
      const event = { data: { protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'childClick', payload: {} }, source: frame, origin: APPS };
      for (const listener of listeners) listener(event as unknown as MessageEvent);
    };

    deliver();
    expect(warn).toHaveBeenCalledExactlyOnceWith('A message from an embedded app could not be handled.', failure);

    deliver();
    expect(onMessage).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledOnce();
  });
});
