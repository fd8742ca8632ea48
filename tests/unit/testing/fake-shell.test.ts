// The fake shell of `portal-shell/testing` (src/protocol/fake-shell.ts), with the real client SDK in a bare window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShellClient, PROTOCOL, PROTOCOL_VERSION, type ShellClient } from '../../../src/protocol/client';
import { createBareWindow, createFakeShell, type FakeShell } from '../../../src/protocol/fake-shell';
import { createFrameBridge } from '../../../src/protocol/frame-bridge';

const SHELL = 'https://portal.test';

let win: Window;
let fake: FakeShell;
let client: ShellClient;

/** A bare app window framed by a fake shell, and the app's client connected to it. */
function connect(options: Parameters<typeof createFakeShell>[0] = {}) {
  win = createBareWindow();
  fake = createFakeShell({ window: win, origin: SHELL, ...options });
  const connected = createShellClient({ allowedShellOrigins: [SHELL], window: win });
  if (!connected) throw new Error('expected the client to find the fake shell');
  client = connected;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  connect();
});
afterEach(() => {
  client.dispose();
  fake.dispose();
  vi.restoreAllMocks();
});

describe('createFakeShell', () => {
  it('is found by the client SDK as the shell that frames the app, on its origin', () => {
    expect(client.shellOrigin).toBe(SHELL);
  });

  it('answers childReady with a token that expires after the configured lifetime', async () => {
    client.dispose();
    fake.dispose();
    connect({ token: 'tok_a', tokenLifetimeMs: 60_000 });
    const tokens: unknown[] = [];
    client.onToken((token) => tokens.push(token));
    const before = Date.now();
    client.ready();
    await expect(fake.next('childReady')).resolves.toEqual({});
    await vi.waitFor(() => expect(tokens).toHaveLength(1));
    const [{ token, expirationUtc }] = tokens as [{ token: string; expirationUtc: string }];
    expect(token).toBe('tok_a');
    expect(Date.parse(expirationUtc) - before).toBeGreaterThanOrEqual(60_000);
    expect(Date.parse(expirationUtc) - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('takes each token from a function when given one, called for every token', async () => {
    client.dispose();
    fake.dispose();
    let made = 0;
    connect({ token: () => `made-${(made += 1)}` });
    const tokens: string[] = [];
    client.onToken(({ token }) => tokens.push(token));
    await fake.renewToken();
    await fake.renewToken();
    expect(tokens).toEqual(['made-1', 'made-2']);
  });

  it('renews the token on demand, with a new value by default', async () => {
    const tokens: string[] = [];
    client.onToken(({ token }) => tokens.push(token));
    const renewed = await fake.renewToken();
    expect(renewed.token).toBe('fake-token-1');
    await fake.renewToken();
    expect(tokens).toEqual(['fake-token-1', 'fake-token-2']);
  });

  it('navigates the app (parentUrlChanged) and records the URL the app reports back', async () => {
    client.onParentUrlChanged((url) => client.reportUrl(url, false));
    await fake.navigate('/reports?tab=2');
    expect(fake.last('childUrlChanged')).toEqual({ url: '/reports?tab=2', navigated: false });
  });

  it('records every message in order, typed, and resolves next() with the next one of a type', async () => {
    const dirty = fake.next('dirtyStateChanged');
    client.ready();
    client.reportClick();
    client.setDirty(true);
    await expect(dirty).resolves.toEqual({ newValue: true });
    expect(fake.messages.map((message) => message.type)).toEqual(['childReady', 'childClick', 'dirtyStateChanged']);
    expect(fake.last('childLogout')).toBeUndefined();
  });

  it('answers gatewayResult with gatewayResultReply: handled for 403 by default', async () => {
    const replies: unknown[] = [];
    client.onGatewayReply((reply) => replies.push(reply));
    client.reportGatewayResult(403, 4030, 'r1');
    client.reportGatewayResult(500, 4030, 'r2');
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    expect(replies).toEqual([
      { requestId: 'r1', handled: true },
      { requestId: 'r2', handled: false },
    ]);
  });

  it('refuses a message the real shell drops: a payload of the wrong shape', async () => {
    const next = fake.next('dirtyStateChanged');
    win.parent.postMessage({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'dirtyStateChanged', payload: { newValue: 'yes' } }, SHELL);
    await expect(next).rejects.toThrow(/drops \(malformed\)/);
    expect(fake.messages).toEqual([]);
    expect(() => fake.assertNoDroppedMessages()).toThrow(/would drop 1 message/);
  });

  it.each([
    ['another protocol version', { protocol: PROTOCOL, version: 2, type: 'childReady', payload: {} }, SHELL],
    ['an unknown type', { protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'childHello', payload: {} }, SHELL],
    ['no envelope', 'childReady', SHELL],
    ['another target origin', { protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'childReady', payload: {} }, 'https://portal.example'],
    ["the '*' target origin", { protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'childReady', payload: {} }, '*'],
  ])('records %s as dropped, and answers nothing', async (_name, data, targetOrigin) => {
    const tokens: unknown[] = [];
    client.onToken((token) => tokens.push(token));
    win.parent.postMessage(data, targetOrigin);
    await Promise.resolve();
    expect(fake.dropped).toHaveLength(1);
    expect(tokens).toEqual([]);
    expect(() => fake.assertNoDroppedMessages()).toThrow();
  });

  it('throws in the app, as a browser does, for a message that cannot be cloned', () => {
    expect(() => win.parent.postMessage({ f: () => 1 }, SHELL)).toThrow();
  });

  it('passes assertNoDroppedMessages when every message was one the shell accepts', () => {
    client.ready();
    client.reportUrl('/a', true);
    expect(() => fake.assertNoDroppedMessages()).not.toThrow();
  });

  it('gives the app its own parent and referrer back when disposed', () => {
    fake.dispose();
    expect(win.parent).toBe(win);
    expect(win.document.referrer).toBe('');
    expect(createShellClient({ allowedShellOrigins: [SHELL], window: win })).toBeNull();
  });
});

describe('createFakeShell, the edges', () => {
  /** A promise's value if it has settled by now, else 'pending'. */
  const settled = (promise: Promise<unknown>) => Promise.race([promise, Promise.resolve('pending')]);

  it('takes the global window when none is passed, and says so when there is none', () => {
    expect(() => createFakeShell()).toThrow('createFakeShell: no window; run in a jsdom or happy-dom environment, a browser, or pass `window`.');
    const global = createBareWindow();
    vi.stubGlobal('window', global);
    try {
      const attached = createFakeShell();
      expect(global.parent).not.toBe(global);
      attached.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses a framed page, whose ancestor origin no script can fake', () => {
    const framed = Object.assign(createBareWindow(), { location: { ancestorOrigins: ['https://elsewhere.test'] } });
    expect(() => createFakeShell({ window: framed })).toThrow('createFakeShell: this page is framed; run the app top-level.');
  });

  it('takes its origin from the options, https://portal.test by default', () => {
    expect(createFakeShell({ window: createBareWindow() }).origin).toBe('https://portal.test');
    expect(createFakeShell({ window: createBareWindow(), origin: 'https://other.test' }).origin).toBe('https://other.test');
  });

  it('attaches to and leaves a window without document, location or own parent', () => {
    const bare = new EventTarget() as unknown as Window;
    const attached = createFakeShell({ window: bare });
    expect(typeof bare.parent.postMessage).toBe('function');
    attached.dispose();
    expect(Object.hasOwn(bare, 'parent')).toBe(false);
  });

  it('leaves a document without an own referrer as it found it', () => {
    const plain = Object.assign(new EventTarget(), { document: {}, location: {} }) as unknown as Window;
    const attached = createFakeShell({ window: plain });
    expect(plain.document.referrer).toBe('https://portal.test/');
    attached.dispose();
    expect(Object.hasOwn(plain.document, 'referrer')).toBe(false);
  });

  it('lets the app replace its parent, as a browser does', () => {
    (win as unknown as { parent: unknown }).parent = win;
    expect(win.parent).toBe(win);
  });

  it('dispatches a MessageEvent where the window has one (jsdom, happy-dom, a browser)', async () => {
    class MessageEventLike extends Event {
      readonly data: unknown;
      readonly origin: string;
      constructor(type: string, init: { data: unknown; origin: string }) {
        super(type);
        this.data = init.data;
        this.origin = init.origin;
      }
    }
    const domWindow = Object.assign(createBareWindow(), { MessageEvent: MessageEventLike });
    const attached = createFakeShell({ window: domWindow });
    const heard: Event[] = [];
    domWindow.addEventListener('message', (event) => heard.push(event));
    await attached.navigate('/a');
    expect(heard).toHaveLength(1);
    expect(heard[0]).toBeInstanceOf(MessageEventLike);
    expect((heard[0] as MessageEventLike).data).toEqual({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'parentUrlChanged', payload: { url: '/a' } });
    expect((heard[0] as MessageEventLike).origin).toBe(SHELL);
    attached.dispose();
  });

  it('records why, what and to where for each dropped message, warns, and names them all in the assertion', () => {
    win.parent.postMessage('hello', '*');
    win.parent.postMessage({ type: 'childReady' }, SHELL);
    expect(fake.dropped).toEqual([
      { reason: 'target-origin', data: 'hello', targetOrigin: '*' },
      { reason: 'malformed', data: { type: 'childReady' }, targetOrigin: SHELL },
    ]);
    expect(console.warn).toHaveBeenCalledWith('[portal-shell fake] The shell drops this message (target-origin):', 'hello');
    expect(() => fake.assertNoDroppedMessages()).toThrow(
      'The real shell would drop 2 message(s):\ntarget-origin (to *): "hello"\nmalformed (to https://portal.test): {"type":"childReady"}',
    );
  });

  it('rejects the pending next() once on a drop, and a later drop finds no waiter left', async () => {
    const next = fake.next('childClick');
    win.parent.postMessage('one', SHELL);
    await expect(next).rejects.toThrow('The app sent a message the shell drops (malformed) before childClick.');
    expect(() => win.parent.postMessage('two', SHELL)).not.toThrow();
    expect(fake.dropped).toHaveLength(2);
  });

  it('hands each message of a type to one next() only, in order, and keeps other waiters waiting', async () => {
    const dirty = fake.next('dirtyStateChanged');
    const click = fake.next('childClick');
    client.reportClick();
    expect(await settled(click)).toEqual({});
    expect(await settled(dirty)).toBe('pending');
    client.setDirty(true);
    expect(await settled(dirty)).toEqual({ newValue: true });
    client.reportClick();
    client.reportClick();
    expect(await settled(fake.next('childClick'))).toEqual({});
    expect(await settled(fake.next('childClick'))).toEqual({});
    expect(await settled(fake.next('childClick'))).toBe('pending');
  });

  it('answers only childReady with a token and only gatewayResult with a reply', async () => {
    client.dispose();
    fake.dispose();
    const handles = vi.fn(() => true);
    connect({ handlesGatewayResult: handles });
    const tokens: unknown[] = [];
    client.onToken((token) => tokens.push(token));
    client.reportClick();
    client.setDirty(true);
    await fake.navigate('/settled');
    expect(tokens).toEqual([]);
    expect(handles).not.toHaveBeenCalled();
  });

  it('forgets the recorded and dropped messages and what next() took on clear', async () => {
    client.reportClick();
    await fake.next('childClick');
    win.parent.postMessage('dropped', SHELL);
    fake.clear();
    expect(fake.messages).toEqual([]);
    expect(fake.dropped).toEqual([]);
    client.reportClick();
    expect(await settled(fake.next('childClick'))).toEqual({});
  });

  it('neither records nor sends anything once disposed', async () => {
    const shellWindow = win.parent;
    const urls: string[] = [];
    client.onParentUrlChanged((url) => urls.push(url));
    fake.dispose();
    shellWindow.postMessage({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'childClick', payload: {} }, SHELL);
    await fake.navigate('/after');
    expect(fake.messages).toEqual([]);
    expect(urls).toEqual([]);
  });
});

describe('the fake shell and the real frame bridge', () => {
  const envelope = (type: string, payload: unknown, version: unknown = PROTOCOL_VERSION) => ({ protocol: PROTOCOL, version, type, payload });

  /** Whether the real shell's frame bridge accepts `data` from the app's frame on the app's origin. */
  function bridgeAccepts(data: unknown): boolean {
    const host = new EventTarget() as unknown as Window;
    const frameWindow = {} as Window;
    const accepted: unknown[] = [];
    const bridge = createFrameBridge(host, () => {});
    bridge.register({ window: () => frameWindow, origin: 'https://app.test', onMessage: (message) => accepted.push(message) });
    const event = Object.defineProperties(new Event('message'), { data: { value: data }, origin: { value: 'https://app.test' }, source: { value: frameWindow } });
    host.dispatchEvent(event);
    bridge.dispose();
    return accepted.length === 1;
  }

  it.each([
    ['childReady', envelope('childReady', {})],
    ['childUrlChanged', envelope('childUrlChanged', { url: '/a?b#c', navigated: true })],
    ['a URL over the length limit', envelope('childUrlChanged', { url: `/${'a'.repeat(2048)}`, navigated: true })],
    ['a navigated flag that is no boolean', envelope('childUrlChanged', { url: '/a', navigated: 1 })],
    ['a negative customer id', envelope('gatewayResult', { status: 403, customerId: -1, requestId: 'r' })],
    ['gatewayResult', envelope('gatewayResult', { status: 403, customerId: 7, requestId: 'r' })],
    ['a version as a string', envelope('childReady', {}, '1')],
    ['an array payload', envelope('childReady', [])],
    ['a shell message sent by the app', envelope('axiosAuthorization', { token: 't', expirationUtc: 'x' })],
  ])('agrees with the real shell on %s', (_name, data) => {
    win.parent.postMessage(data, SHELL);
    expect(fake.dropped.length === 0).toBe(bridgeAccepts(data));
  });
});

