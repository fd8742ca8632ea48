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
}

/** A `portal-*` event name. */
export type PortalEventName = keyof PortalEventDetailMap;

/**
 * Dispatches a typed `portal-*` event from the element that hosts `root`. Events bubble and are
 * composed, so host pages can listen on the element or on any ancestor.
 */
export function emit<N extends PortalEventName>(root: ShadowRoot, name: N, detail: PortalEventDetailMap[N]): void {
  root.host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
