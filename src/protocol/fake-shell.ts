/**
 * A fake Portal Shell for an embedded app's own tests (`portal-shell/testing`, src/protocol/APP-TEAMS.md).
 *
 * The app runs in its window as usual; the fake stands in for `window.parent`. It keeps the rules
 * the real shell keeps, with the shell's own message reader, and one more: a message the real shell
 * would drop (not a protocol message, a payload of the wrong shape), or one posted to another
 * target origin or `'*'` (which the real shell cannot see, but which would reach any page framing
 * the app), is recorded, rejects every pending {@link FakeShell.next}, and makes
 * {@link FakeShell.assertNoDroppedMessages} throw.
 *
 * @example
 * ```ts
 * const fake = createFakeShell({ origin: 'https://portal.test' });
 * startMyApp({ allowedShellOrigins: ['https://portal.test'] });
 * await fake.next('childReady');
 * await fake.navigate('/reports');
 * expect(fake.last('childUrlChanged')).toEqual({ url: '/reports', navigated: false });
 * fake.assertNoDroppedMessages();
 * fake.dispose();
 * ```
 */
import { readChildMessage } from './child-message';
import { messageEvent } from './fake-window';
import {
  PROTOCOL,
  PROTOCOL_VERSION,
  type AxiosAuthorizationPayload,
  type ChildMessageType,
  type ChildToShellEnvelope,
  type ChildToShellMessages,
  type GatewayResultPayload,
  type ShellMessageType,
  type ShellToChildMessages,
} from './client';

export { createBareWindow } from './fake-window';

/** Options of {@link createFakeShell}. */
export interface FakeShellOptions {
  /** The app's window; defaults to the global `window` (a jsdom or happy-dom environment, or a real page). */
  window?: Window;
  /** The shell's origin, which the app must have in its allowed shell origins; defaults to `https://portal.test`. */
  origin?: string;
  /** The token issued on `childReady` and on each renewal; a function is called each time. Defaults to `fake-token-1`, `fake-token-2`, … */
  token?: string | (() => string);
  /** How long an issued token lives, in milliseconds; defaults to one hour. */
  tokenLifetimeMs?: number;
  /** Whether the shell handled a `gatewayResult` (the real shell handles 403); the answer goes back as `gatewayResultReply`. */
  handlesGatewayResult?: (result: GatewayResultPayload) => boolean;
}

/** A message the real shell would have dropped. */
export interface DroppedMessage {
  /** Why: `target-origin` (posted to another origin than the shell's, or to `'*'`), or `malformed` (not a protocol message of a known type and shape). */
  reason: 'target-origin' | 'malformed';
  data: unknown;
  targetOrigin: string;
}

/** The fake shell; see {@link createFakeShell}. */
export interface FakeShell {
  /** The shell's origin. */
  readonly origin: string;
  /** Every message the app sent that the real shell would accept, oldest first. */
  readonly messages: readonly ChildToShellEnvelope[];
  /** Every message the real shell would have dropped, oldest first. */
  readonly dropped: readonly DroppedMessage[];
  /** The payload of the app's latest message of a type, or undefined. */
  last<T extends ChildMessageType>(type: T): ChildToShellMessages[T] | undefined;
  /**
   * The payload of the app's next message of a type not yet taken by `next`, whether already sent or
   * still to come; rejects when the app sends a message the real shell would drop while it waits.
   */
  next<T extends ChildMessageType>(type: T): Promise<ChildToShellMessages[T]>;
  /** Issues a new token to the app (axiosAuthorization); resolves, with it, once the app has been told. */
  renewToken(): Promise<AxiosAuthorizationPayload>;
  /** The shell navigated inside the app (parentUrlChanged); `url` is the app's path + search + hash. */
  navigate(url: string): Promise<void>;
  /** Sends any shell message, as the real shell's frame bridge would. */
  send<T extends ShellMessageType>(type: T, payload: ShellToChildMessages[T]): Promise<void>;
  /** Throws, naming each message the real shell would have dropped. */
  assertNoDroppedMessages(): void;
  /** Forgets the recorded and dropped messages. */
  clear(): void;
  /** Gives the app its own parent and referrer back and stops answering. */
  dispose(): void;
}

type Waiter = { type: string; resolve: (payload: never) => void; reject: (error: Error) => void };

/**
 * Attaches a fake shell to the app's window: it becomes `window.parent`, and `document.referrer`
 * names the shell's origin, as in a frame of the real shell; the client SDK finds it as it finds
 * the real one. Create it before the app creates its shell client; dispose it after each test.
 */
export function createFakeShell(options: FakeShellOptions = {}): FakeShell {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  if (!win) throw new Error('createFakeShell: no window; run in a jsdom or happy-dom environment, a browser, or pass `window`.');
  // The client would read the real ancestor's origin there, which no script can change.
  if (win.location?.ancestorOrigins?.length) throw new Error('createFakeShell: this page is framed; run the app top-level.');
  const origin = options.origin ?? 'https://portal.test';
  const doc = win.document;
  const saved = [Object.getOwnPropertyDescriptor(win, 'parent'), doc && Object.getOwnPropertyDescriptor(doc, 'referrer')] as const;
  const messages: ChildToShellEnvelope[] = [];
  const dropped: DroppedMessage[] = [];
  let waiters: Waiter[] = [];
  /** How many messages of each type `next` has handed out. */
  const taken = new Map<string, number>();
  let issued = 0;
  let disposed = false;

  const drop = (reason: DroppedMessage['reason'], data: unknown, targetOrigin: string) => {
    const entry = { reason, data, targetOrigin };
    dropped.push(entry);
    console.warn(`[portal-shell fake] The shell drops this message (${reason}):`, data);
    const pending = waiters;
    waiters = [];
    for (const waiter of pending) waiter.reject(new Error(`The app sent a message the shell drops (${reason}) before ${waiter.type}.`));
  };

  const send = <T extends ShellMessageType>(type: T, payload: ShellToChildMessages[T]) =>
    Promise.resolve().then(() => {
      if (!disposed) win.dispatchEvent(messageEvent(win, { protocol: PROTOCOL, version: PROTOCOL_VERSION, type, payload }, origin, peer));
    });

  const renewToken = async () => {
    issued += 1;
    const token = typeof options.token === 'function' ? options.token() : (options.token ?? `fake-token-${issued}`);
    const expirationUtc = new Date(Date.now() + (options.tokenLifetimeMs ?? 3_600_000)).toISOString();
    await send('axiosAuthorization', { token, expirationUtc });
    return { token, expirationUtc };
  };

  /** Resolves the waiter with the first message of its type not yet taken, if there is one. */
  const take = (waiter: Waiter) => {
    const count = taken.get(waiter.type) ?? 0;
    const message = messages.filter((candidate) => candidate.type === waiter.type)[count];
    if (!message) return;
    taken.set(waiter.type, count + 1);
    waiters = waiters.filter((candidate) => candidate !== waiter);
    waiter.resolve(message.payload as never);
  };

  const receive = (message: ChildToShellEnvelope) => {
    messages.push(message);
    const waiter = waiters.find((candidate) => candidate.type === message.type);
    if (waiter) take(waiter);
    if (message.type === 'childReady') void renewToken();
    if (message.type === 'gatewayResult') {
      const handled = (options.handlesGatewayResult ?? ((result) => result.status === 403))(message.payload);
      void send('gatewayResultReply', { requestId: message.payload.requestId, handled });
    }
  };

  /** The shell window as the app sees it: only postMessage, with the browser's and the shell's checks. */
  const peer = {
    postMessage(data: unknown, targetOrigin: string) {
      // As a browser does: data that cannot be cloned throws here, in the app's call.
      const copy = structuredClone(data);
      if (disposed) return;
      if (targetOrigin !== origin) return drop('target-origin', copy, targetOrigin);
      const message = readChildMessage(copy);
      if (!message) return drop('malformed', copy, targetOrigin);
      receive(message);
    },
  };

  Object.defineProperty(win, 'parent', { value: peer, configurable: true, writable: true });
  if (doc) Object.defineProperty(doc, 'referrer', { value: `${origin}/`, configurable: true });

  return {
    origin,
    messages,
    dropped,
    last: (type) => messages.findLast((message) => message.type === type)?.payload as never,
    next: (type) =>
      new Promise((resolve, reject) => {
        const waiter = { type, resolve, reject };
        waiters.push(waiter);
        take(waiter);
      }),
    renewToken,
    navigate: (url) => send('parentUrlChanged', { url }),
    send,
    assertNoDroppedMessages() {
      if (dropped.length === 0) return;
      const list = dropped.map((entry) => `${entry.reason} (to ${entry.targetOrigin}): ${JSON.stringify(entry.data)}`);
      throw new Error(`The real shell would drop ${dropped.length} message(s):\n${list.join('\n')}`);
    },
    clear() {
      messages.length = 0;
      dropped.length = 0;
      taken.clear();
    },
    dispose() {
      disposed = true;
      const [parent, referrer] = saved;
      if (parent) Object.defineProperty(win, 'parent', parent);
      else delete (win as unknown as Record<string, unknown>).parent;
      if (doc) {
        if (referrer) Object.defineProperty(doc, 'referrer', referrer);
        else delete (doc as unknown as Record<string, unknown>).referrer;
      }
    },
  };
}
