/**
 * Why an element (or a part of it) is not working, in `portal-part-error`'s detail:
 * `origin-not-allowed`: the portal's backend does not allow the host page's origin (nothing of the
 * element works there; the console names the setting that admits it); `signed-out`: the visitor is
 * not signed in to the portal; `load-failed`: a part's code could not be loaded (its place offers Try again);
 * `invalid-setting`: the host wrote a setting as an attribute the element does not read
 * (`host-params="[object Object]"`, `customerid`); the message names the fix.
 */
export type PortalPartErrorReason = 'origin-not-allowed' | 'signed-out' | 'load-failed' | 'invalid-setting';

/** Details of the `portal-*` events that Portal Shell's elements dispatch. */
export interface PortalEventDetailMap {
  /** `<portal-chat>`: the chat popup opened. */
  'portal-chat-open': Record<string, never>;
  /** `<portal-chat>`: the chat popup closed. */
  'portal-chat-close': Record<string, never>;
  /** `<portal-account-switcher>`: the account the user acts for changed. */
  'portal-account-select': { customerId: number; customerName: string };
  /** `<portal-chat>`: the user sent a question. */
  'portal-chat-question': { question: string };
  /** `<portal-chat>`: the user liked or disliked an answer. */
  'portal-chat-feedback': { liked: boolean };
  /** `<portal-release-notes>`: the user opened a release note (its page opens in a new tab). */
  'portal-release-note-open': { title: string; link: string };
  /** Every element: its first render is on the page (for `<portal-chat>`, the launcher). */
  'portal-ready': { tag: string };
  /** Every element: it, or a part of it, does not work here; `reason` says why (see {@link PortalPartErrorReason}). */
  'portal-part-error': { message: string; reason: PortalPartErrorReason };
  /** `<portal-shell>`: the portal's page changed (the path below the base path, with query and hash). */
  'portal-navigate': { path: string };
  /** `<portal-shell>`, `<portal-account-switcher>`: the account the user acts for changed (null: none chosen yet). */
  'portal-account-change': { customerId: number | null; customerName: string | null };
  /** `<portal-shell>`, `<portal-account-switcher>`: the user was signed out (with a shell on the page, the browser goes to the identity server next). */
  'portal-sign-out': Record<string, never>;
}

/** A `portal-*` event name. */
export type PortalEventName = keyof PortalEventDetailMap;

/**
 * Dispatches a typed `portal-*` event from the element that hosts `root`. Events bubble and are
 * composed, so host pages can listen on the element or on any ancestor.
 */
export function emit<N extends PortalEventName>(root: ShadowRoot, name: N, detail: PortalEventDetailMap[N]): void {
  emitFrom(root.host, name, detail);
}

/** Dispatches a typed `portal-*` event from an element itself: bubbling and composed, as {@link emit}. */
export function emitFrom<N extends PortalEventName>(host: Element, name: N, detail: PortalEventDetailMap[N]): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** The events every element dispatches: its first render, and a part that does not work here. */
export type CommonPortalEventName = 'portal-ready' | 'portal-part-error';

/** An element's events (its own `names` plus the common ones) as the CustomEvent a listener receives. */
export type PortalElementEventMap<Names extends PortalEventName> = { [Name in Names | CommonPortalEventName]: CustomEvent<PortalEventDetailMap[Name]> };

type ListenerOptions = boolean | AddEventListenerOptions;

/** `addEventListener` / `removeEventListener` typed with an element's own event map, then the DOM's. */
export interface PortalEventListeners<Map> {
  addEventListener<Name extends keyof Map>(type: Name, listener: (this: HTMLElement, event: Map[Name]) => unknown, options?: ListenerOptions): void;
  addEventListener<Name extends keyof HTMLElementEventMap>(type: Name, listener: (this: HTMLElement, event: HTMLElementEventMap[Name]) => unknown, options?: ListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: ListenerOptions): void;
  removeEventListener<Name extends keyof Map>(type: Name, listener: (this: HTMLElement, event: Map[Name]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<Name extends keyof HTMLElementEventMap>(type: Name, listener: (this: HTMLElement, event: HTMLElementEventMap[Name]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}
