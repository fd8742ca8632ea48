import r2wc from '@r2wc/core';
import themeCss from '../src/components/theme/theme.css?inline';
import launcherCss from '../src/components/chat/chat-launcher.css?inline';
import { withPortalBehaviour, type PropKind } from './internal/portal-element';
import { defineOnce } from './internal/define-once';
import { lazyChatRenderer } from './internal/lazy-chat-renderer';

/** The chat element's public props: where to ask, and for which customer. */
const CHAT_PROPS: Record<string, PropKind> = { chatApiUrl: 'string', customerId: 'number' };

/**
 * The help assistant: a floating launcher that opens the chat popup. The entry is tiny; the chat
 * itself loads on the first hover, focus or click.
 *
 * @tag portal-chat
 * @summary The help chat assistant, for the shell or any site.
 *
 * @attr {string} chat-api-url - The chat API's address (SPEC 7 ChatApiUrl). Default: the environment's.
 * @attr {number} customer-id - The customer the questions are for. Default: the account selected in the portal.
 *
 * @fires {CustomEvent<Record<string, never>>} portal-chat-open - The chat popup opened.
 * @fires {CustomEvent<Record<string, never>>} portal-chat-close - The chat popup closed.
 * @fires {CustomEvent<{ question: string }>} portal-chat-question - The user sent a question.
 * @fires {CustomEvent<{ liked: boolean }>} portal-chat-feedback - The user liked or disliked an answer.
 *
 * @csspart launcher - The floating button that opens the chat.
 * @csspart popup - The chat popup.
 * @csspart log - The conversation.
 *
 * @cssprop --portal-color-primary - Launcher and accent colour.
 * @cssprop --portal-color-surface - Popup background colour.
 */
export class PortalChatElement extends withPortalBehaviour(
  r2wc(() => null, { shadow: 'open', props: CHAT_PROPS as Record<string, 'string'> }, lazyChatRenderer) as unknown as new () => HTMLElement & { container: ShadowRoot },
  CHAT_PROPS,
  [themeCss, launcherCss],
) {}

defineOnce('portal-chat', PortalChatElement);

declare global {
  interface HTMLElementTagNameMap {
    'portal-chat': PortalChatElement;
  }
}
