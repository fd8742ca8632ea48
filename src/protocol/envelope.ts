/**
 * The messages between Portal Shell and an embedded app: the versioned {@link Envelope}, each
 * direction's message types and payloads, and the check that a value is an envelope of this
 * protocol. It imports nothing; the client SDK (client.ts) re-exports it.
 */

/** The protocol name carried by every envelope. */
export const PROTOCOL = 'portal-shell';

/** The protocol version carried by every envelope; a message of another version is ignored. */
export const PROTOCOL_VERSION = 1;

/** One message between shell and embedded app: a typed payload in a versioned envelope. */
export interface Envelope<T extends string = string, P = unknown> {
  protocol: typeof PROTOCOL;
  version: typeof PROTOCOL_VERSION;
  type: T;
  payload: P;
}

/** A payload without fields. */
export type EmptyPayload = Record<string, never>;

/** childUrlChanged: the app's URL changed. */
export interface ChildUrlChangedPayload {
  /** The app's path + search + hash, relative to its origin (as in `location`). */
  url: string;
  /** True when the user navigated inside the app (a new history entry), false for a replace. */
  navigated: boolean;
}

/** dirtyStateChanged: the app has (or no longer has) unsaved work. */
export interface DirtyStateChangedPayload {
  newValue: boolean;
}

/** redirectWithReturnUrl: asks the shell to send the top window to an absolute URL (checked against an allow list). */
export interface RedirectWithReturnUrlPayload {
  url: string;
}

/** gatewayResult: the app's gateway answered, e.g. 403 for a customer the user may not see. */
export interface GatewayResultPayload {
  status: number;
  customerId: number;
  /** Chosen by the app; the shell's {@link GatewayResultReplyPayload} carries it back. */
  requestId: string;
}

/** axiosAuthorization: the access token issued for this app. */
export interface AxiosAuthorizationPayload {
  token: string;
  /** When the token expires, as an ISO 8601 UTC timestamp. */
  expirationUtc: string;
}

/** parentUrlChanged: the shell's URL changed; `url` has the same shape as {@link ChildUrlChangedPayload.url}. */
export interface ParentUrlChangedPayload {
  url: string;
}

/** gatewayResultReply: the shell's answer to a {@link GatewayResultPayload}. */
export interface GatewayResultReplyPayload {
  requestId: string;
  handled: boolean;
}

/** The messages an embedded app sends to the shell, by type. */
export interface ChildToShellMessages {
  /** The app has loaded and listens. */
  childReady: EmptyPayload;
  childUrlChanged: ChildUrlChangedPayload;
  /** Any click inside the app, so the shell closes its open menus. */
  childClick: EmptyPayload;
  dirtyStateChanged: DirtyStateChangedPayload;
  childLogout: EmptyPayload;
  redirectWithReturnUrl: RedirectWithReturnUrlPayload;
  gatewayResult: GatewayResultPayload;
}

/** The messages the shell sends to an embedded app, by type. */
export interface ShellToChildMessages {
  axiosAuthorization: AxiosAuthorizationPayload;
  parentUrlChanged: ParentUrlChangedPayload;
  gatewayResultReply: GatewayResultReplyPayload;
}

/** The type of a message from an embedded app to the shell. */
export type ChildMessageType = keyof ChildToShellMessages;

/** The type of a message from the shell to an embedded app. */
export type ShellMessageType = keyof ShellToChildMessages;

/** Any envelope an embedded app sends to the shell. */
export type ChildToShellEnvelope = { [T in ChildMessageType]: Envelope<T, ChildToShellMessages[T]> }[ChildMessageType];

/** Any envelope the shell sends to an embedded app. */
export type ShellToChildEnvelope = { [T in ShellMessageType]: Envelope<T, ShellToChildMessages[T]> }[ShellMessageType];

/**
 * True when `value` is an envelope of this protocol and version, with a string type and an object
 * payload (not null, not an array). It never throws. The payload's fields are not checked here.
 */
export function isEnvelope(value: unknown): value is Envelope {
  try {
    const v = value as Partial<Envelope> | null;
    return (
      typeof v === 'object' &&
      v !== null &&
      v.protocol === PROTOCOL &&
      v.version === PROTOCOL_VERSION &&
      typeof v.type === 'string' &&
      typeof v.payload === 'object' &&
      v.payload !== null &&
      !Array.isArray(v.payload)
    );
  } catch {
    return false;
  }
}
