// The chat widget as the browser suites open it: mounted against the test backend, opened with its launcher.
import '../../elements/portal-chat';
import { chatStoreOf } from '../../src/components/chat/chat-store-context';
import type { ChatState } from '../../src/stores/chat/chat';
import { TEST_BACKEND, testHostParams } from './test-backend';
import { fixture, waitFor } from './wait-for';

/** An opened `<portal-chat>` and the parts the tests talk to. */
export interface OpenChat {
  element: HTMLElement;
  root: ShadowRoot;
  dialog: HTMLElement;
  log: HTMLElement;
  field: HTMLTextAreaElement;
  send: HTMLButtonElement;
}

let lastOpened: ShadowRoot | undefined;

/** The conversation of the chat opened last (its own store: every chat element has one). */
export const $chat = {
  get(): ChatState {
    const store = lastOpened && chatStoreOf(lastOpened);
    if (!store) throw new Error('No chat is open');
    return store.$chat.get();
  },
};

/** The conversation of one chat element. */
export function conversationOf(element: HTMLElement): ChatState {
  const store = element.shadowRoot && chatStoreOf(element.shadowRoot);
  if (!store) throw new Error('That chat has not loaded');
  return store.$chat.get();
}

/** Mounts the widget pointed at the test backend (its chat API `chatApiUrl`) and opens it with the launcher. */
export async function openChat(customerId = 1001, chatApiUrl = TEST_BACKEND.chat): Promise<OpenChat> {
  // The test backend's addresses: the chat alone asks its auth server whether the visitor is signed in.
  const element = fixture<HTMLElement>(`<portal-chat chat-api-url="${chatApiUrl}" customer-id="${customerId}" host-params-json='${testHostParams()}'></portal-chat>`);
  const root = element.shadowRoot!;
  lastOpened = root;
  const launcher = await waitFor(() => root.querySelector<HTMLButtonElement>('[part="launcher"]'), 'the launcher');
  launcher.click();
  const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]:not([hidden])'), 'the chat popup');
  // The popup moves focus in by itself first (Ark's initial focus).
  await waitFor(() => dialog.contains(root.activeElement), 'focus in the popup');
  const log = dialog.querySelector<HTMLElement>('[role="log"]')!;
  const field = dialog.querySelector<HTMLTextAreaElement>('textarea#chat-question')!;
  const send = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  return { element, root, dialog, log, field, send };
}
