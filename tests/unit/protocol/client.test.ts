import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShellClient, isEnvelope, PROTOCOL, PROTOCOL_VERSION, type ShellClient } from '../../../src/protocol/client';

const SHELL = 'https://portal.example.com';
const OTHER = 'https://evil.example.net';

type Listener = (event: MessageEvent) => void;

interface FakeOptions {
  /** The first entry of location.ancestorOrigins; undefined leaves the property out (as in Firefox). */
  ancestor?: string;
  referrer?: string;
  framed?: boolean;
}

/** A fake app window with a fake parent: just what the client touches, with spies. */
function fakeWindow({ ancestor, referrer = '', framed = true }: FakeOptions = {}) {
  const listeners = new Set<Listener>();
  const parent = { postMessage: vi.fn() };
  const win = {
    location: ancestor === undefined ? {} : { ancestorOrigins: [ancestor] },
    document: { referrer },
    addEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === 'message') listeners.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === 'message') listeners.delete(listener);
    }),
    parent: parent as unknown,
  };
  if (!framed) win.parent = win;
  /** Delivers a message event to the app, by default from the parent on the shell origin. */
  const dispatch = (data: unknown, from: { source?: unknown; origin?: string } = {}) => {
    const event = { data, source: 'source' in from ? from.source : parent, origin: from.origin ?? SHELL } as unknown as MessageEvent;
    for (const listener of [...listeners]) listener(event);
  };
  return { win: win as unknown as Window, parent, listeners, dispatch, raw: win };
}

const envelope = (type: string, payload: unknown) => ({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type, payload });

/** A framed client with a spy on each of the three callbacks. */
function connected(options: FakeOptions = { ancestor: SHELL }) {
  const fake = fakeWindow(options);
  const client = createShellClient({ allowedShellOrigins: [SHELL], window: fake.win });
  if (!client) throw new Error('expected a client');
  const onToken = vi.fn();
  const onParentUrl = vi.fn();
  const onReply = vi.fn();
  client.onToken(onToken);
  client.onParentUrlChanged(onParentUrl);
  client.onGatewayReply(onReply);
  const calls = () => onToken.mock.calls.length + onParentUrl.mock.calls.length + onReply.mock.calls.length;
  return { ...fake, client, onToken, onParentUrl, onReply, calls };
}

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('createShellClient: finding the shell', () => {
  it('takes the shell origin from location.ancestorOrigins first', () => {
    const { win } = fakeWindow({ ancestor: SHELL, referrer: `${OTHER}/page` });
    expect(createShellClient({ allowedShellOrigins: [SHELL], window: win })?.shellOrigin).toBe(SHELL);
  });

  it('falls back to the origin of document.referrer', () => {
    const { win } = fakeWindow({ referrer: `${SHELL}/dash/1234/overview?x=1#y` });
    expect(createShellClient({ allowedShellOrigins: [SHELL], window: win })?.shellOrigin).toBe(SHELL);
  });

  it.each([
    ['an origin not in the list', { ancestor: OTHER }],
    ['a referrer not in the list', { referrer: `${OTHER}/` }],
    ['another port', { ancestor: `${SHELL}:8443` }],
    ['another scheme', { ancestor: SHELL.replace('https:', 'http:') }],
    ['a sub-domain', { ancestor: 'https://app.portal.example.com' }],
    ['no ancestor and no referrer', {}],
    ['an unparsable referrer', { referrer: 'not a url' }],
    ['an opaque (sandboxed) shell', { ancestor: 'null' }],
    ['a page that is not framed', { ancestor: SHELL, framed: false }],
  ])('returns null for %s, warns once and posts nothing', (_name, options: FakeOptions) => {
    const { win, parent, listeners } = fakeWindow(options);
    expect(createShellClient({ allowedShellOrigins: [SHELL, 'null'], window: win })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('matches allowed origins exactly (no prefix, no trailing slash)', () => {
    const { win } = fakeWindow({ ancestor: SHELL });
    expect(createShellClient({ allowedShellOrigins: [`${SHELL}/`, 'https://portal.example'], window: win })).toBeNull();
  });

  it('returns null when there is no window at all (e.g. on a server)', () => {
    expect(createShellClient({ allowedShellOrigins: [SHELL] })).toBeNull();
  });
});

describe('createShellClient: messages to the shell', () => {
  it.each<[string, (client: ShellClient) => void, string, unknown]>([
    ['ready', (c) => c.ready(), 'childReady', {}],
    ['reportUrl', (c) => c.reportUrl('/dash/1234/reports?tab=2#top', true), 'childUrlChanged', { url: '/dash/1234/reports?tab=2#top', navigated: true }],
    ['reportUrl (replace)', (c) => c.reportUrl('/dash', false), 'childUrlChanged', { url: '/dash', navigated: false }],
    ['reportClick', (c) => c.reportClick(), 'childClick', {}],
    ['setDirty', (c) => c.setDirty(true), 'dirtyStateChanged', { newValue: true }],
    ['logout', (c) => c.logout(), 'childLogout', {}],
    ['redirect', (c) => c.redirect('https://login.example.com/?returnUrl=x'), 'redirectWithReturnUrl', { url: 'https://login.example.com/?returnUrl=x' }],
    ['reportGatewayResult', (c) => c.reportGatewayResult(403, 1234, 'r-1'), 'gatewayResult', { status: 403, customerId: 1234, requestId: 'r-1' }],
  ])('%s posts a versioned envelope to the exact shell origin', (_name, act, type, payload) => {
    const { client, parent } = connected();
    act(client);
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).toHaveBeenCalledWith({ protocol: 'portal-shell', version: 1, type, payload }, SHELL);
  });

  it('never posts with "*", whatever is sent', () => {
    const { client, parent } = connected({ referrer: `${SHELL}/x` });
    client.ready();
    client.reportUrl('/a', true);
    client.reportClick();
    client.setDirty(false);
    client.logout();
    client.redirect('https://example.com/');
    client.reportGatewayResult(200, 0, 'r');
    expect(parent.postMessage).toHaveBeenCalledTimes(7);
    for (const [message, targetOrigin] of parent.postMessage.mock.calls) {
      expect(targetOrigin).toBe(SHELL);
      expect(isEnvelope(message)).toBe(true);
    }
  });
});

describe('createShellClient: messages from the shell', () => {
  it('delivers a token, a parent URL and a gateway reply to their callbacks, with only their fields', () => {
    const { dispatch, onToken, onParentUrl, onReply } = connected();
    dispatch(envelope('axiosAuthorization', { token: 'abc', expirationUtc: '2030-01-01T00:00:00Z', extra: 1 }));
    dispatch(envelope('parentUrlChanged', { url: '/dash/1234?x=1#h' }));
    dispatch(envelope('gatewayResultReply', { requestId: 'r-1', handled: true }));
    expect(onToken).toHaveBeenCalledExactlyOnceWith({ token: 'abc', expirationUtc: '2030-01-01T00:00:00Z' });
    expect(onParentUrl).toHaveBeenCalledExactlyOnceWith('/dash/1234?x=1#h');
    expect(onReply).toHaveBeenCalledExactlyOnceWith({ requestId: 'r-1', handled: true });
  });

  it('ignores valid messages from another source or another origin', () => {
    const { dispatch, calls, win } = connected();
    const token = envelope('axiosAuthorization', { token: 'abc', expirationUtc: 'x' });
    dispatch(token, { origin: OTHER });
    dispatch(token, { origin: `${SHELL}/` });
    dispatch(token, { source: { postMessage: () => {} } });
    dispatch(token, { source: win });
    dispatch(token, { source: null });
    dispatch(token, { source: null, origin: OTHER });
    expect(calls()).toBe(0);
  });

  it.each([
    ['null', null],
    ['a string', 'hello'],
    ['a JSON string', JSON.stringify(envelope('parentUrlChanged', { url: '/x' }))],
    ['an array', [envelope('parentUrlChanged', { url: '/x' })]],
    ['another version', { ...envelope('parentUrlChanged', { url: '/x' }), version: 2 }],
    ['another protocol', { ...envelope('parentUrlChanged', { url: '/x' }), protocol: 'other' }],
    ['a child->shell type', envelope('childUrlChanged', { url: '/x', navigated: true })],
    ['an unknown type', envelope('somethingElse', { url: '/x' })],
    ['a prototype key as type', envelope('constructor', { url: '/x' })],
    ['__proto__ as type', envelope('__proto__', { url: '/x' })],
    ['a token without expiry', envelope('axiosAuthorization', { token: 'abc' })],
    ['a numeric token', envelope('axiosAuthorization', { token: 1, expirationUtc: 'x' })],
    ['a null expiry', envelope('axiosAuthorization', { token: 'a', expirationUtc: null })],
    ['a numeric url', envelope('parentUrlChanged', { url: 5 })],
    ['a url in an array', envelope('parentUrlChanged', { url: ['/x'] })],
    ['a string "handled"', envelope('gatewayResultReply', { requestId: 'r', handled: 'true' })],
    ['a numeric request id', envelope('gatewayResultReply', { requestId: 1, handled: true })],
    ['an array payload', envelope('parentUrlChanged', ['/x'])],
    ['a null payload', envelope('parentUrlChanged', null)],
    ['a payload whose getters throw', envelope('parentUrlChanged', new Proxy({}, { get: () => { throw new Error('boom'); } }))],
  ])('ignores %s without throwing', (_name, data) => {
    const { dispatch, calls } = connected();
    expect(() => dispatch(data)).not.toThrow();
    expect(calls()).toBe(0);
  });

  it('keeps delivering when one callback throws', () => {
    const { client, dispatch, onParentUrl } = connected();
    client.onParentUrlChanged(() => {
      throw new Error('app bug');
    });
    const after = vi.fn();
    client.onParentUrlChanged(after);
    expect(() => dispatch(envelope('parentUrlChanged', { url: '/x' }))).not.toThrow();
    expect(onParentUrl).toHaveBeenCalledOnce();
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
  });

  it('unsubscribes one callback and keeps the others', () => {
    const { client, dispatch, onToken } = connected();
    const other = vi.fn();
    const off = client.onToken(other);
    off();
    off();
    dispatch(envelope('axiosAuthorization', { token: 't', expirationUtc: 'e' }));
    expect(other).not.toHaveBeenCalled();
    expect(onToken).toHaveBeenCalledOnce();
  });

  it('dispose removes the listener, drops the callbacks and stops posting', () => {
    const { client, dispatch, calls, raw, listeners, parent } = connected();
    const listener = raw.addEventListener.mock.calls[0]?.[1];
    client.dispose();
    expect(raw.removeEventListener).toHaveBeenCalledWith('message', listener);
    expect(listeners.size).toBe(0);
    dispatch(envelope('parentUrlChanged', { url: '/x' }));
    listener?.({ data: envelope('parentUrlChanged', { url: '/x' }), source: parent, origin: SHELL } as unknown as MessageEvent);
    expect(calls()).toBe(0);
    client.ready();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('createShellClient: fuzzing the message listener', () => {
  /** mulberry32: a small seeded PRNG, so a failure replays. */
  function prng(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const KEYS = ['protocol', 'version', 'type', 'payload', 'token', 'expirationUtc', 'url', 'requestId', 'handled', 'navigated', 'constructor', 'toString', 'x', ''];
  const ATOMS: unknown[] = [
    null, undefined, true, false, 0, 1, 2, -1, NaN, Infinity, 1n, '', '1', 'portal-shell', 'Portal-Shell',
    'axiosAuthorization', 'parentUrlChanged', 'gatewayResultReply', 'childReady', '/dash/1?x#y', 'x'.repeat(10_000),
  ];

  function randomValue(rand: () => number, depth: number): unknown {
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
    const roll = rand();
    if (depth <= 0 || roll < 0.4) return pick(ATOMS);
    if (roll < 0.5) return Array.from({ length: Math.floor(rand() * 5) }, () => randomValue(rand, depth - 1));
    if (roll < 0.55) {
      // A wide object: thousands of keys.
      const wide: Record<string, unknown> = {};
      for (let i = 0; i < 2_000; i++) wide[`k${i}`] = pick(ATOMS);
      return wide;
    }
    if (roll < 0.75) {
      // A near-envelope: the right frame with random parts.
      const base = envelope(pick(['axiosAuthorization', 'parentUrlChanged', 'gatewayResultReply']), {
        token: pick(ATOMS), expirationUtc: pick(ATOMS), url: pick(ATOMS), requestId: pick(ATOMS), handled: pick(ATOMS),
      }) as Record<string, unknown>;
      base[pick(['protocol', 'version', 'type', 'payload', 'none'])] = randomValue(rand, depth - 1);
      return base;
    }
    const object: Record<string, unknown> = {};
    for (let i = Math.floor(rand() * 6); i > 0; i--) object[pick(KEYS)] = randomValue(rand, depth - 1);
    return object;
  }

  /** An independent statement of what the client must deliver for `data` from the right window and origin. */
  function expectedDelivery(data: unknown): 'token' | 'url' | 'reply' | undefined {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
    const { protocol, version, type, payload } = data as Record<string, unknown>;
    if (protocol !== 'portal-shell' || version !== 1) return undefined;
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
    const p = payload as Record<string, unknown>;
    if (type === 'axiosAuthorization' && typeof p.token === 'string' && typeof p.expirationUtc === 'string') return 'token';
    if (type === 'parentUrlChanged' && typeof p.url === 'string') return 'url';
    if (type === 'gatewayResultReply' && typeof p.requestId === 'string' && typeof p.handled === 'boolean') return 'reply';
    return undefined;
  }

  it('never throws on thousands of random values and calls back exactly for the valid ones', () => {
    const rand = prng(20_240_601);
    const { dispatch, onToken, onParentUrl, onReply } = connected();
    const expected = { token: 0, url: 0, reply: 0, ignored: 0 };
    for (let i = 0; i < 5_000; i++) {
      const data = randomValue(rand, 4);
      const kind = expectedDelivery(data);
      expected[kind ?? 'ignored']++;
      dispatch(data);
    }
    expect(onToken).toHaveBeenCalledTimes(expected.token);
    expect(onParentUrl).toHaveBeenCalledTimes(expected.url);
    expect(onReply).toHaveBeenCalledTimes(expected.reply);
    // The fuzz exercises both sides: mostly garbage, some valid messages.
    expect(expected.ignored).toBeGreaterThan(3_000);
    expect(expected.token + expected.url + expected.reply).toBeGreaterThan(0);
  });

  it('ignores every random value, valid or not, from a wrong source or origin', () => {
    const rand = prng(7);
    const { dispatch, calls, win } = connected();
    for (let i = 0; i < 2_000; i++) {
      const data = randomValue(rand, 3);
      const from = rand() < 0.5 ? { origin: OTHER } : { source: rand() < 0.5 ? win : null };
      dispatch(data, from);
    }
    expect(calls()).toBe(0);
  });
});
