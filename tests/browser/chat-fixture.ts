// The chat widget as the browser suites open it: mounted against the test backend, opened with its launcher.
import '../../elements/portal-chat';
import { TEST_BACKEND } from './test-backend';
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

/** Mounts the widget pointed at the test backend and opens it with the launcher. */
export async function openChat(customerId = 1001): Promise<OpenChat> {
  const element = fixture<HTMLElement>(`<portal-chat chat-api-url="${TEST_BACKEND.chat}" customer-id="${customerId}"></portal-chat>`);
  const root = element.shadowRoot!;
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
