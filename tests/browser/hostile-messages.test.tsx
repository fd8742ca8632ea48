import { expect } from 'chai';
import { sendKeys } from './commands';
import '../../elements/portal-shell';
import { PROTOCOL, PROTOCOL_VERSION } from '../../src/protocol/client';
import { $appFrames, $closeMenusSignal, $droppedMessages } from '../../src/stores/frames/app-frames';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $dirty, $navigationPrompt } from '../../src/stores/platform/navigation-confirmation';
import { $forbiddenResult, $portalPath, $portalUrl, openPath } from '../../src/stores/routing/routing';
import { $lastSelectedCustomerId, $selectedCustomer } from '../../src/stores/access/selected-customer';
import { $session } from '../../src/stores/session/session';
import { $tokens } from '../../src/stores/access/token-cache';
import { TEST_BACKEND } from './test-backend';
import { mountSignedInShell } from './shell-fixture';
import { framesFor, nothingHappensWithin, waitFor } from './wait-for';

/**
 * The protocol's security rules (src/protocol/README.md) in a real, signed-in <portal-shell> with the real sample
 * app in its frame: thousands of hostile messages from every window that is not that frame (the top
 * page, foreign frames with opaque and same origins, a second, unregistered copy of the app on the
 * app's own origin) change nothing, throw nothing, and are all counted as dropped; the shell posts
 * only to the app's exact origin, never '*', and a frame that navigated away gets nothing.
 */

type Post = (message: unknown, targetOrigin: string) => void;

const APP_ORIGIN = TEST_BACKEND.apps;
const env = (type: string, payload: unknown) => ({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type, payload });

// ---------------------------------------------------------------------------------------------
// Deterministic hostile messages.

/** mulberry32: a small seeded PRNG, so every run sends the same messages. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Valid envelopes of every child type, with the most harmful payloads: they must still be ignored from a wrong source. */
const NEAR_VALID = [
  env('childReady', {}),
  env('childUrlChanged', { url: '/evil', navigated: true }),
  env('childUrlChanged', { url: `${APP_ORIGIN}/dash/evil?x=1`, navigated: false }),
  env('childClick', {}),
  env('dirtyStateChanged', { newValue: true }),
  env('childLogout', {}),
  env('redirectWithReturnUrl', { url: 'https://evil.example/steal' }),
  env('redirectWithReturnUrl', { url: `${TEST_BACKEND.auth}/identity/account/logout` }),
  env('gatewayResult', { status: 403, customerId: 1001, requestId: 'evil' }),
  env('gatewayResult', { status: 403, customerId: 4030, requestId: 'x'.repeat(200) }),
];

const TYPES = ['childReady', 'childUrlChanged', 'childClick', 'dirtyStateChanged', 'childLogout', 'redirectWithReturnUrl', 'gatewayResult'];
const ODD_TYPES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'axiosAuthorization', 'parentUrlChanged', 'gatewayResultReply', 'CHILDREADY', '', ' childLogout'];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

/** A random structured-cloneable value (what any window can post). */
function randomValue(rand: () => number, depth = 0): unknown {
  const kind = Math.floor(rand() * (depth > 3 ? 12 : 20));
  switch (kind) {
    case 0: return null;
    case 1: return undefined;
    case 2: return rand() < 0.5;
    case 3: return pick(rand, [0, -0, 1, -1, 403, 1001, 2 ** 53, Number.NaN, Infinity, -Infinity, Number.MIN_VALUE, rand() * 1e9]);
    case 4: return pick(rand, ['', 'childReady', PROTOCOL, '__proto__', '{"protocol":"portal-shell"}', '\u0000\uffff\ud800', 'x'.repeat(Math.floor(rand() * 3000))]);
    case 5: return BigInt(Math.floor(rand() * 1e6));
    case 6: return new Date(Math.floor(rand() * 4e12));
    case 7: return /^evil$/gi;
    case 8: return new Uint8Array(Math.floor(rand() * 64)).fill(7);
    case 9: return new ArrayBuffer(Math.floor(rand() * 64));
    case 10: return new Error(`boom ${Math.floor(rand() * 1000)}`);
    case 11: return pick(rand, TYPES.concat(ODD_TYPES));
    case 12: {
      const array: unknown[] = [];
      for (let i = Math.floor(rand() * 5); i > 0; i -= 1) array.push(randomValue(rand, depth + 1));
      if (rand() < 0.2) array[50] = 'sparse';
      return array;
    }
    case 13:
    case 14: {
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(rand() * 5); i > 0; i -= 1) object[pick(rand, ['protocol', 'version', 'type', 'payload', 'url', 'newValue', 'a', '__proto__'])] = randomValue(rand, depth + 1);
      return object;
    }
    case 15: return new Map([[randomValue(rand, depth + 1), randomValue(rand, depth + 1)]]);
    case 16: return new Set([randomValue(rand, depth + 1)]);
    case 17: {
      const cyclic: Record<string, unknown> = { ...env(pick(rand, TYPES), {}) };
      cyclic.payload = cyclic;
      return cyclic;
    }
    case 18: {
      let deep: unknown = env('childLogout', {});
      for (let i = 0; i < 300; i += 1) deep = { payload: deep };
      return deep;
    }
    default: return new Blob(['evil'], { type: 'text/plain' });
  }
}

/** A valid envelope with one thing wrong (or nothing wrong: from a wrong source that is enough). */
function mutated(rand: () => number): unknown {
  const base = pick(rand, NEAR_VALID);
  const payload = { ...(base.payload as Record<string, unknown>) };
  switch (Math.floor(rand() * 12)) {
    case 0: return { ...base, version: pick(rand, [0, 2, '1', 1.0000001, null]) };
    case 1: return { ...base, protocol: pick(rand, ['Portal-Shell', 'portal-shell ', 'luigi', '', null]) };
    case 2: return { ...base, type: pick(rand, ODD_TYPES) };
    case 3: return { ...base, payload: pick(rand, [null, [], 'x', 1, true]) };
    case 4: return { ...base, payload: { ...payload, url: 'x'.repeat(2049) } };
    case 5: return { ...base, payload: { ...payload, requestId: 'r'.repeat(201), customerId: -1 } };
    case 6: return { ...base, payload: { ...payload, newValue: 'true', navigated: 'yes', status: '403' } };
    case 7: return { ...base, payload: { ...payload, extra: randomValue(rand) } };
    case 8: return JSON.stringify(base);
    case 9: return [base];
    case 10: return { data: base };
    default: return base;
  }
}

/** `count` hostile messages from `seed`: near-valid envelopes, one-thing-wrong envelopes and random values. */
function hostileMessages(seed: number, count: number): unknown[] {
  const rand = prng(seed);
  const messages: unknown[] = [...NEAR_VALID];
  while (messages.length < count) {
    const roll = rand();
    messages.push(roll < 0.35 ? pick(rand, NEAR_VALID) : roll < 0.7 ? mutated(rand) : randomValue(rand));
  }
  return messages;
}

// ---------------------------------------------------------------------------------------------

describe('<portal-shell> under hostile messages (src/protocol/README.md)', function () {
  this.timeout(20_000);

  let shell: HTMLElement;
  let root: ShadowRoot;
  const shellFrame = () => root.querySelector<HTMLIFrameElement>('.app-frame[data-app-prefix="dash"] iframe');
  const dashFrame = () => $appFrames.get().find((frame) => frame.key === 'dash');

  // Every postMessage made through the top page's own postMessage (the shell's code included);
  // the attacker posts through the saved original, which this spy does not see.
  const posts: { targetOrigin: unknown; type: unknown; to: 'top' }[] = [];
  const hadOwnPostMessage = Object.prototype.hasOwnProperty.call(window, 'postMessage');
  const originalTopPost = window.postMessage;
  const protoPost = Object.getOwnPropertyDescriptor(Window.prototype, 'postMessage');
  const attackerPost: Post = (message, targetOrigin) => (originalTopPost as unknown as Post).call(window, message, targetOrigin);
  const spyOn = (target: Window, original: typeof window.postMessage, to: 'top') =>
    function (this: Window, message: unknown, options?: unknown, transfer?: Transferable[]) {
      const targetOrigin = typeof options === 'string' ? options : ((options as WindowPostMessageOptions | undefined)?.targetOrigin ?? '/');
      posts.push({ targetOrigin, type: (message as { type?: unknown } | null)?.type, to });
      return (original as (...args: unknown[]) => void).call(this ?? target, message, options, transfer);
    };

  // Every message event the top window receives, by who sent it.
  const received = { registered: 0, registeredWrongOrigin: 0, wrongSource: 0, bySource: new Map<unknown, number>() };
  const secondFrameTypes: string[] = [];
  let secondFrame: HTMLIFrameElement | undefined;
  const count = (event: MessageEvent) => {
    const registered = shellFrame()?.contentWindow ?? null;
    if (event.source !== null && event.source === registered) {
      if (event.origin === APP_ORIGIN) received.registered += 1;
      else received.registeredWrongOrigin += 1;
    } else {
      received.wrongSource += 1;
      received.bySource.set(event.source, (received.bySource.get(event.source) ?? 0) + 1);
      if (secondFrame && event.source === secondFrame.contentWindow) secondFrameTypes.push(String((event.data as { type?: unknown } | null)?.type));
    }
  };

  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
  const bridgeWarnings: unknown[] = [];
  const originalWarn = console.warn;

  const originalAssign = browserNavigation.assign;
  const assigned: string[] = [];

  /** What no hostile message may change. */
  const snapshot = () =>
    JSON.stringify({
      dirty: $dirty.get(),
      portalPath: $portalPath.get(),
      portalUrl: $portalUrl.get(),
      forbidden: $forbiddenResult.get(),
      session: { status: $session.get().status, userId: $session.get().user?.userId },
      prompt: $navigationPrompt.get(),
      frames: $appFrames.get(),
      customer: $selectedCustomer.get().customerId,
      lastSelected: $lastSelectedCustomerId.get(),
      closeMenus: $closeMenusSignal.get(),
      tokens: $tokens.get(),
      location: location.href,
      assigned,
    });
  let baseline = '';
  let droppedBefore = { ...$droppedMessages.get() };
  let receivedAtSnapshot = { ...received };

  /** Waits until `n` more messages than `from` arrived from wrong sources. */
  const untilWrongSource = (from: number, n: number, what: string) => waitFor(() => received.wrongSource >= from + n, what, 5000);

  before(async () => {
    if (hadOwnPostMessage) window.postMessage = spyOn(window, originalTopPost, 'top') as typeof window.postMessage;
    if (protoPost?.value) Object.defineProperty(Window.prototype, 'postMessage', { ...protoPost, value: spyOn(window, protoPost.value, 'top') });
    addEventListener('message', count);
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
    console.warn = (...args: unknown[]) => {
      if (String(args[0]).includes('embedded app')) bridgeWarnings.push(args);
      originalWarn.apply(console, args);
    };
    browserNavigation.assign = (url: string) => void assigned.push(url);

    shell = await mountSignedInShell('u-cora');
    root = shell.shadowRoot!;
    await waitFor(() => root.querySelector('[part="home"]'), 'the home page', 8000);
  });

  after(() => {
    shell?.remove();
    secondFrame?.remove();
    for (const frame of document.querySelectorAll('iframe[data-hostile]')) frame.remove();
    if (hadOwnPostMessage) window.postMessage = originalTopPost;
    if (protoPost) Object.defineProperty(Window.prototype, 'postMessage', protoPost);
    removeEventListener('message', count);
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    console.warn = originalWarn;
    browserNavigation.assign = originalAssign;
    history.replaceState(null, '', '/');
  });

  it('loads the real sample app, which reports ready and gets its token', async () => {
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => dashFrame()?.state === 'ready', 'the sample app to be ready', 10_000);
    expect(shellFrame()?.src).to.equal(`${APP_ORIGIN}/dash/Dashboard/1001`);
    // childReady, then the app reports its URL (the shell's own: nothing to change).
    await waitFor(() => received.registered >= 2, "the app's childUrlChanged");
    await waitFor(() => Object.values($tokens.get()).some(Boolean), 'the token', 5000);
    await nothingHappensWithin(framesFor(100));
    expect($portalUrl.get()).to.equal('/dash/Dashboard/tnt');
    expect(Object.keys($tokens.get())).to.have.length(1);
    // The spy is live: a post through the page's postMessage is recorded (the attacker's, through the original, are not).
    const wrongSources = received.wrongSource;
    window.postMessage('spy check', location.origin);
    expect(posts.pop()).to.deep.equal({ targetOrigin: location.origin, type: undefined, to: 'top' });
    await untilWrongSource(wrongSources, 1, 'the spy check');
    baseline = snapshot();
    droppedBefore = { ...$droppedMessages.get() };
    receivedAtSnapshot = { ...received };
  });

  it('(a) ignores thousands of hostile messages posted by the top page itself', async () => {
    const messages = hostileMessages(1, 2000);
    const from = received.wrongSource;
    const fromTop = received.bySource.get(window) ?? 0;
    for (const message of messages) attackerPost(message, '*');
    await untilWrongSource(from, messages.length, 'the top-page messages');
    expect(received.bySource.get(window)).to.equal(fromTop + messages.length);
    expect(snapshot()).to.equal(baseline);
  });

  it('(b) ignores them from foreign frames: opaque-origin (data: and sandboxed srcdoc) and same-origin ones', async () => {
    const relay = `<script>addEventListener('message', (e) => { if (e.data && e.data.relay) for (const m of e.data.relay) parent.postMessage(m, '*'); });</script>`;
    const load = (frame: HTMLIFrameElement) =>
      new Promise<HTMLIFrameElement>((resolve) => {
        frame.dataset.hostile = '';
        frame.addEventListener('load', () => resolve(frame), { once: true });
        document.body.append(frame);
      });

    const dataFrame = document.createElement('iframe');
    dataFrame.src = `data:text/html,${encodeURIComponent(relay)}`;
    const sandboxed = document.createElement('iframe');
    sandboxed.setAttribute('sandbox', 'allow-scripts');
    sandboxed.srcdoc = relay;
    const sameOrigin = document.createElement('iframe');
    await Promise.all([load(dataFrame), load(sandboxed), load(sameOrigin)]);

    let seed = 2;
    for (const frame of [dataFrame, sandboxed]) {
      const messages = hostileMessages(seed++, 800);
      const from = received.wrongSource;
      // Cross-origin (opaque): only a '*' post reaches it; the frame posts each message back to us.
      frame.contentWindow!.postMessage({ relay: messages }, '*');
      await untilWrongSource(from, messages.length, 'the foreign frame messages');
      expect(received.bySource.get(frame.contentWindow)).to.equal(messages.length);
    }

    // A same-origin about:blank frame: its own code posts to its parent (the attacker uses the frame
    // realm's postMessage of the top window, through the saved original).
    const frameWindow = sameOrigin.contentWindow as Window & typeof globalThis;
    const fire = new frameWindow.Function('batch', 'post', "for (const m of batch) post.call(parent, m, '*');") as (batch: unknown[], post: Post) => void;
    const messages = hostileMessages(seed, 800);
    const from = received.wrongSource;
    fire(messages, originalTopPost as unknown as Post);
    await untilWrongSource(from, messages.length, 'the same-origin frame messages');
    expect(received.bySource.get(sameOrigin.contentWindow)).to.equal(messages.length);
    expect(snapshot()).to.equal(baseline);
  });

  it('(c) ignores a second, unregistered copy of the app on the app origin, and asks no token for it', async () => {
    secondFrame = document.createElement('iframe');
    secondFrame.dataset.hostile = '';
    secondFrame.src = `${APP_ORIGIN}/dash/Dashboard/1001`;
    secondFrame.style.cssText = 'width: 600px; height: 600px';
    document.body.append(secondFrame);
    // Its SDK trusts our origin, so it really says childReady and its URL, from the app's own origin.
    await waitFor(() => secondFrameTypes.includes('childReady') && secondFrameTypes.includes('childUrlChanged'), 'the second app to start', 8000);

    // Drive it with the keyboard (it is cross-origin): Reports link, then typing notes, then Log out.
    secondFrame.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => secondFrameTypes.filter((type) => type === 'childUrlChanged').length >= 2, 'the second app to navigate');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'evil' });
    await waitFor(() => secondFrameTypes.includes('dirtyStateChanged'), 'the second app to be dirty');
    for (let i = 0; i < 3; i += 1) await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => secondFrameTypes.includes('childLogout'), 'the second app to log out');
    await nothingHappensWithin(framesFor(100));

    expect(secondFrameTypes).to.include.members(['childReady', 'childUrlChanged', 'childClick', 'dirtyStateChanged', 'childLogout']);
    // Nothing changed: not dirty, still signed in, not redirected, the same single token (not a new one for this frame).
    expect(snapshot()).to.equal(baseline);
    expect($dirty.get()).to.equal(false);
    expect($session.get().status).to.equal('authenticated');
    expect(assigned).to.deep.equal([]);
  });

  it('after all that: nothing thrown, state unchanged, every message counted as dropped, no post to "*"', () => {
    expect(errors).to.deep.equal([]);
    expect(bridgeWarnings).to.deep.equal([]);
    expect(snapshot()).to.equal(baseline);
    const dropped = $droppedMessages.get();
    const wrongSources = received.wrongSource - receivedAtSnapshot.wrongSource;
    expect(wrongSources).to.be.greaterThan(4400);
    expect(dropped['unknown-source'] - droppedBefore['unknown-source']).to.equal(wrongSources);
    expect(dropped['wrong-origin']).to.equal(droppedBefore['wrong-origin']);
    expect(dropped.malformed).to.equal(droppedBefore.malformed);
    expect(dropped['redirect-not-allowed']).to.equal(droppedBefore['redirect-not-allowed']);
    // The registered app said nothing meanwhile, and the top page's postMessage was never used with '*' by the shell.
    expect(received.registered).to.equal(receivedAtSnapshot.registered);
    expect(posts.filter((post) => post.targetOrigin === '*')).to.deep.equal([]);
    expect(posts.filter((post) => post.type === 'axiosAuthorization' && post.targetOrigin !== APP_ORIGIN)).to.deep.equal([]);
  });

  it('is still responsive: a click in the real app moves the shell, and openPath still works', async () => {
    const frame = shellFrame()!;
    frame.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $portalUrl.get() === '/dash/reports?tab=2', 'the shell to follow the app to Reports');
    expect(location.pathname + location.search).to.equal('/dash/reports?tab=2');
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => $portalPath.get() === '/dash/Dashboard/tnt', 'openPath');
    expect(dashFrame()?.state).to.equal('ready');
    expect(errors).to.deep.equal([]);
  });

  it('a frame that navigated away from the app origin is not trusted and gets nothing, though it is the registered window', async () => {
    const frame = shellFrame()!;
    const registered = frame.contentWindow;
    const tokenKey = Object.keys($tokens.get())[0]!;
    const token = $tokens.get()[tokenKey]!;
    const droppedWrongOrigin = $droppedMessages.get()['wrong-origin'];
    const snapshotBefore = snapshot();

    // Attacker content in the same frame (an app that was taken over navigates itself): same
    // WindowProxy, now the top page's origin, so we can watch what reaches it.
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = '<!doctype html><title>not the app</title><script>window.delivered = []; addEventListener("message", (e) => delivered.push(e.data));</script>';
    await loaded;
    const evil = frame.contentWindow as Window & typeof globalThis & { delivered: unknown[] };
    expect(evil).to.equal(registered);
    expect(evil.origin).to.equal(location.origin);
    const framePosts: { targetOrigin: unknown; type: unknown }[] = [];
    const evilPost = evil.postMessage;
    evil.postMessage = function (message: unknown, options?: unknown) {
      framePosts.push({ targetOrigin: typeof options === 'string' ? options : (options as WindowPostMessageOptions | undefined)?.targetOrigin, type: (message as { type?: unknown }).type });
      return (evilPost as (...args: unknown[]) => void).call(evil, message, options);
    } as typeof evil.postMessage;

    // It speaks the protocol perfectly, from the registered window but the wrong origin.
    const messages = [...NEAR_VALID, ...hostileMessages(9, 200)];
    const fire = new evil.Function('batch', 'post', "for (const m of batch) post.call(parent, m, '*');") as (batch: unknown[], post: Post) => void;
    const from = received.registeredWrongOrigin;
    fire(messages, originalTopPost as unknown as Post);
    await waitFor(() => received.registeredWrongOrigin >= from + messages.length, 'the wrong-origin messages');
    expect($droppedMessages.get()['wrong-origin'] - droppedWrongOrigin).to.equal(messages.length);

    // The shell goes on posting to its app: the path, and a renewed token. Both only to the app's
    // exact origin, so the browser delivers neither to this document.
    openPath('/dash/Dashboard/tnt/settings');
    $tokens.setKey(tokenKey, { ...token, token: 'renewed-token-for-dash-only' });
    await waitFor(() => framePosts.length >= 2, 'the shell to post to its frame');
    await nothingHappensWithin(framesFor(100));
    expect(framePosts.map((post) => post.type).sort()).to.deep.equal(['axiosAuthorization', 'parentUrlChanged']);
    for (const post of framePosts) expect(post.targetOrigin).to.equal(APP_ORIGIN);
    expect(evil.delivered).to.deep.equal([]);
    $tokens.setKey(tokenKey, token);

    const after = JSON.parse(snapshot()) as Record<string, unknown>;
    const expected = JSON.parse(snapshotBefore) as Record<string, unknown>;
    expect({ ...after, portalPath: null, portalUrl: null, location: null, tokens: null, frames: null }).to.deep.equal({
      ...expected,
      portalPath: null,
      portalUrl: null,
      location: null,
      tokens: null,
      frames: null,
    });
    expect(dashFrame()?.state).to.equal('ready');
    expect(errors).to.deep.equal([]);
    expect(posts.filter((post) => post.targetOrigin === '*')).to.deep.equal([]);
  });
});
