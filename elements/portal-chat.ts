import r2wc from '@r2wc/core';
import themeCss from '../src/components/theme/theme.css?inline';
import launcherCss from '../src/components/chat/chat-launcher.css?inline';
import { withPortalBehaviour, type PropKind } from './internal/attribute-and-style-behaviour';
import { defineOnce } from './internal/define-once';
import { lazyChatRenderer, requestChatOpen } from './internal/lazy-chat-renderer';
import { browserOnly, inBrowser } from './internal/in-browser';
import { tidySignInReturn } from '../src/stores/session/session';
import { SharedElementMembers } from './internal/shared-element-members';
import type { ReactElementConstructor } from './internal/create-element-class';
import type { PortalElementEventMap, PortalEventListeners } from '../src/components/portal-events';

/** The chat element's public props: where to ask, and for which customer. */
const CHAT_PROPS: Record<string, PropKind> = { chatApiUrl: 'string', customerId: 'number', hostParamsJson: 'string' };

/**
 * The help assistant: a floating launcher that opens the chat popup. The entry is tiny; the chat
 * itself loads on the first hover, focus or click.
 *
 * @tag portal-chat
 * @summary The help chat assistant, for the shell or any site.
 *
 * @attr {string} chat-api-url - The chat API's address (the environment's ChatApiUrl setting). Default: the environment's.
 * @attr {number} customer-id - The customer the questions are for. Default: the account selected in the portal.
 * @attr {string} host-params-json - HostParamsJson when the chat is alone on a page (else the page global `window.HostParamsJson`): AuthServerUrl is where its Sign in goes and where it asks whether the visitor is signed in.
 * @prop {string | undefined} chatApiUrl - The same as the `chat-api-url` attribute.
 * @prop {number | undefined} customerId - The same as the `customer-id` attribute.
 * @prop {string | undefined} hostParamsJson - The same as the `host-params-json` attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} portal-ready - The launcher is on the page.
 * @fires {CustomEvent<{ message: string; reason: 'origin-not-allowed' | 'signed-out' | 'load-failed' | 'invalid-setting' }>} portal-part-error - `load-failed`: the chat could not be loaded (its popup's place offers Try again; the launcher tries again too). `origin-not-allowed`: the chat API does not allow this page's origin (the answer says the assistant is not available on this site). `signed-out`: the visitor is not signed in, as the auth server says when the chat loads or the chat API answers a question (the chat offers Sign in, which comes back here; back from signing in on a site that cannot share the portal's sign-in, it says so instead). `invalid-setting`: a setting came as an attribute the element does not read (an object as text, a camelCase name); the message names the fix.
 * @fires {CustomEvent<Record<string, never>>} portal-chat-open - The chat popup opened.
 * @fires {CustomEvent<Record<string, never>>} portal-chat-close - The chat popup closed.
 * @fires {CustomEvent<{ question: string }>} portal-chat-question - The user sent a question.
 * @fires {CustomEvent<{ liked: boolean }>} portal-chat-feedback - The user liked or disliked an answer.
 *
 * @csspart launcher - The floating button that opens the chat.
 * @csspart popup - The chat popup.
 * @csspart log - The conversation.
 * @csspart signed-out - Told on opening when the visitor is not signed in, with Sign in (which comes back to this page).
 * @csspart unavailable - Told instead of an answer when the portal does not allow this site.
 * @csspart lazy-part-failed - In the popup's place when the chat could not be loaded, with Try again.
 *
 * @cssprop --portal-color-primary - Primary colour: links, buttons, badges, focus rings (dark magenta).
 * @cssprop --portal-color-on-primary - Text on the primary colour; unset, black or white, whichever reads (4.5:1) on the primary.
 * @cssprop --portal-color-error - Error colour.
 * @cssprop --portal-color-success - Success colour (e.g. "Thank you for your feedback!").
 * @cssprop --portal-color-warning - Warning colour (e.g. a part that could not be loaded).
 * @cssprop --portal-color-background - Page background colour.
 * @cssprop --portal-color-surface - Card, dialog and form-field background colour.
 * @cssprop --portal-color-border - Border and separator colour.
 * @cssprop --portal-color-text - Text colour.
 * @cssprop --portal-color-text-muted - Secondary text colour (dates, descriptions, labels).
 * @cssprop --portal-font-family - Font family.
 * @cssprop --portal-font-size - Base font size.
 * @cssprop --portal-radius - Corner radius of buttons, fields and rows.
 * @cssprop --portal-z-chat - z-index of the chat launcher and popup (1000), below popovers and dialogs.
 * @cssprop --portal-z-overlay - z-index of dialog backdrops (2000).
 * @cssprop --portal-z-dialog - z-index of dialogs (2400).
 */
export class PortalChatElement extends SharedElementMembers(
  browserOnly(() =>
    withPortalBehaviour(
      r2wc(() => null, { shadow: 'open', props: CHAT_PROPS as Record<string, 'string'> }, lazyChatRenderer) as unknown as ReactElementConstructor & (new () => { container: ShadowRoot }),
      CHAT_PROPS,
      [themeCss, launcherCss],
    ),
  ),
) {
  /** Listens to the element's events, typed by {@link PortalChatElementEventMap}. @ignore */
  declare addEventListener: PortalEventListeners<PortalChatElementEventMap>['addEventListener'];
  /** @ignore */
  declare removeEventListener: PortalEventListeners<PortalChatElementEventMap>['removeEventListener'];

  /**
   * Opens the chat popup (loading the chat first if needed), as a click on the launcher does.
   * Returns false when the element is not connected.
   */
  open(): boolean {
    return requestChatOpen(this, true);
  }

  /**
   * Closes the chat popup (a running answer stops; the question stays in the field).
   * Returns false when the element is not connected.
   */
  close(): boolean {
    return requestChatOpen(this, false);
  }
}

/** The events `<portal-chat>` dispatches, as the CustomEvent a listener receives. */
export type PortalChatElementEventMap = PortalElementEventMap<'portal-chat-open' | 'portal-chat-close' | 'portal-chat-question' | 'portal-chat-feedback'>;


defineOnce('portal-chat', PortalChatElement);
// Back from signing in through the chat: the host page's address is its own again. After the
// page's parsing, so that a shell further down the page can claim the parameters first.
if (inBrowser()) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', tidySignInReturn, { once: true });
  else setTimeout(tidySignInReturn);
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-chat': PortalChatElement & { chatApiUrl: string | undefined; customerId: number | undefined; hostParamsJson: string | undefined };
  }
}
