/**
 * The client SDK that embedded apps use to talk to Portal Shell (src/protocol/README.md).
 *
 * It imports nothing from the shell (but its message contract, envelope.ts) or from packages, and
 * ships as its own tiny entry (`client.js`).
 * Every message is a plain, versioned {@link Envelope}. The client posts only to the shell's exact
 * origin (never `'*'`) and accepts only messages that come from `window.parent` on that origin, of a
 * known shell type with a well-formed payload; anything else is ignored silently.
 *
 * @example
 * ```ts
 * const client = createShellClient({ allowedShellOrigins: ['https://portal.example.com'] });
 * client?.onToken(({ token }) => setAuthorization(token));
 * client?.ready();
 * client?.reportUrl(location.pathname + location.search + location.hash, false);
 * ```
 */

import {
  isEnvelope,
  PROTOCOL,
  PROTOCOL_VERSION,
  type AxiosAuthorizationPayload,
  type ChildMessageType,
  type ChildToShellMessages,
  type GatewayResultReplyPayload,
  type ShellMessageType,
} from './envelope';

// The message contract is part of the SDK's surface.
export * from './envelope';

/** Options of {@link createShellClient}. */
export interface ShellClientOptions {
  /** The shell origins this app trusts, e.g. `['https://portal.example.com']`; matched exactly. */
  allowedShellOrigins: string[];
  /** The app's window; defaults to the global `window`. */
  window?: Window;
}

/** The embedded app's side of the protocol, bound to one shell origin. */
export interface ShellClient {
  /** The origin of the shell window; every message goes to exactly this origin. */
  readonly shellOrigin: string;
  /** Tells the shell the app has loaded and listens (childReady). */
  ready(): void;
  /** Reports the app's path + search + hash; `navigated` is true for a new history entry, false for a replace (childUrlChanged). */
  reportUrl(url: string, navigated: boolean): void;
  /** Reports a click inside the app so the shell closes its menus (childClick). */
  reportClick(): void;
  /** Reports whether the app has unsaved work (dirtyStateChanged). */
  setDirty(value: boolean): void;
  /** Asks the shell to log the user out (childLogout). */
  logout(): void;
  /** Asks the shell to send the top window to an absolute URL, if its allow list permits (redirectWithReturnUrl). */
  redirect(url: string): void;
  /** Reports a gateway answer, e.g. a 403 for a customer (gatewayResult). */
  reportGatewayResult(status: number, customerId: number, requestId: string): void;
  /** Calls `cb` with every token the shell issues to this app (axiosAuthorization); returns the unsubscribe function. */
  onToken(cb: (t: AxiosAuthorizationPayload) => void): () => void;
  /** Calls `cb` with the app URL whenever the shell's URL changes (parentUrlChanged); returns the unsubscribe function. */
  onParentUrlChanged(cb: (url: string) => void): () => void;
  /** Calls `cb` with the shell's answers to {@link ShellClient.reportGatewayResult} (gatewayResultReply); returns the unsubscribe function. */
  onGatewayReply(cb: (r: GatewayResultReplyPayload) => void): () => void;
  /** Removes the message listener and all callbacks; the client sends nothing afterwards. */
  dispose(): void;
}

type Payload = Record<string, unknown>;

/** Reads a valid shell->child payload as a fresh object holding only its fields, or undefined. */
const readers: Record<string, (p: Payload) => unknown> = {
  axiosAuthorization: ({ token, expirationUtc }) =>
    typeof token === 'string' && typeof expirationUtc === 'string' ? { token, expirationUtc } : undefined,
  parentUrlChanged: ({ url }) => (typeof url === 'string' ? url : undefined),
  gatewayResultReply: ({ requestId, handled }) =>
    typeof requestId === 'string' && typeof handled === 'boolean' ? { requestId, handled } : undefined,
};

/** The origin of the window that framed this one, or undefined when it cannot be told. */
function parentOrigin(win: Window): string | undefined {
  try {
    const ancestor = win.location?.ancestorOrigins?.[0];
    if (ancestor) return ancestor;
    // Stryker disable next-line OptionalChaining: without a document the read throws into the catch, which answers undefined as `?.` does
    const referrer = win.document?.referrer;
    return referrer ? new URL(referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Connects an embedded app to the shell that frames it.
 *
 * The shell's origin is `location.ancestorOrigins[0]` where the browser has it, else the origin of
 * `document.referrer`. Returns null, after one console warning, when the page is not framed or that
 * origin is not exactly one of `allowedShellOrigins`; nothing is ever posted then.
 */
export function createShellClient(options: ShellClientOptions): ShellClient | null {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const parent = win?.parent;
  const origin = win && parent && parent !== win ? parentOrigin(win) : undefined;
  if (!win || !parent || !origin || origin === 'null' || !options.allowedShellOrigins.includes(origin)) {
    console.warn(`[portal-shell] Not framed by an allowed shell (${origin ?? 'no parent'}); the shell client is off.`);
    return null;
  }

  const callbacks = new Map<string, Set<(value: never) => void>>();
  let disposed = false;

  const send = <T extends ChildMessageType>(type: T, payload: ChildToShellMessages[T]) => {
    if (!disposed) parent.postMessage({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type, payload }, origin);
  };

  const on = <T>(type: ShellMessageType, cb: (value: T) => void) => {
    const set = callbacks.get(type) ?? new Set();
    callbacks.set(type, set.add(cb));
    return () => void set.delete(cb);
  };

  const listener = (event: MessageEvent) => {
    let type: string;
    let value: unknown;
    try {
      const data: unknown = event.data;
      if (event.source !== parent || event.origin !== origin || !isEnvelope(data) || !Object.hasOwn(readers, data.type)) return;
      type = data.type;
      // Stryker disable next-line OptionalChaining: the Object.hasOwn check above admits only the three readers' own names
      value = readers[type]?.(data.payload as Payload);
    } catch {
      return;
    }
    if (value === undefined) return;
    for (const cb of [...(callbacks.get(type) ?? [])]) {
      try {
        (cb as (value: unknown) => void)(value);
      } catch (error) {
        console.error(error);
      }
    }
  };
  win.addEventListener('message', listener);

  return {
    shellOrigin: origin,
    ready: () => send('childReady', {}),
    reportUrl: (url, navigated) => send('childUrlChanged', { url, navigated }),
    reportClick: () => send('childClick', {}),
    setDirty: (newValue) => send('dirtyStateChanged', { newValue }),
    logout: () => send('childLogout', {}),
    redirect: (url) => send('redirectWithReturnUrl', { url }),
    reportGatewayResult: (status, customerId, requestId) => send('gatewayResult', { status, customerId, requestId }),
    onToken: (cb) => on('axiosAuthorization', cb),
    onParentUrlChanged: (cb) => on('parentUrlChanged', cb),
    onGatewayReply: (cb) => on('gatewayResultReply', cb),
    dispose: () => {
      disposed = true;
      win.removeEventListener('message', listener);
      callbacks.clear();
    },
  };
}
