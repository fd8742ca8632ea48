// The chat widget as the browser suites open it: mounted against the test backend, opened with its
// launcher; and what the tests of its parts against that backend share (questions typed with real
// keys, the answer awaited, the backend's chunk delay, faults and feedback sink).
import '../../elements/portal-chat';
import { chatStoreOf } from '../../src/components/chat/chat-store-context';
import type { ChatState } from '../../src/stores/chat/chat';
import { sendKeys } from './commands';
import { admin, signInAs, TEST_BACKEND, testHostParams } from './test-backend';
import { cleanupFixtures, fixture, waitFor } from './wait-for';

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

/** The product texts, written out so that a changed text fails the tests. */
export const NO_QUESTION = 'No question provided.';
export const FAILURE = 'Sorry, something went wrong. Please try asking your question again.';
export const THANKS = 'Thank you for your feedback!';
export const HELP_ARTICLE = 'https://help.portal.example/articles/';
/** The backend's default (demo/server/state/backend-state.ts). */
export const DEFAULT_CHUNK_DELAY_MS = 40;

export const QUESTION = 'How do I switch customer account?';

export interface FeedbackRecord {
  run_id: string;
  score: number;
  comment?: string;
  customerId: number;
}

export const setChunkDelay = (chatChunkDelayMs: number) => admin('/config', { method: 'POST', body: JSON.stringify({ chatChunkDelayMs }) });
/**
 * Switches a fault on for the chat requests, once by default. A dropped connection is not counted:
 * Chromium retries a request whose reused connection closes without an answer, so `drop` stays on
 * (afterEach clears it).
 */
export const injectFault = (fault: string, times: number | undefined = fault === 'drop' ? undefined : 1) =>
  admin('/faults', { method: 'POST', body: JSON.stringify({ fault, origin: 'chat', path: '/helpdeskgpt/chat/', times }) });
export const feedbackSink = async () => (await admin('/sinks/feedback')) as FeedbackRecord[];
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
export const distanceToBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight;

export const questionCount = () => $chat.get().messages.filter((message) => message.isUser).length;

/** Types the question with real key presses into the field and presses Enter. */
export async function ask(chat: OpenChat, question: string): Promise<void> {
  chat.field.focus();
  await waitFor(() => chat.root.activeElement === chat.field, 'focus in the question field');
  await sendKeys({ type: question });
  await waitFor(() => chat.field.value === question, `the typed question (the field has ${JSON.stringify(chat.field.value)}; focus on ${chat.root.activeElement?.outerHTML.slice(0, 80)})`);
  const asked = questionCount();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => questionCount() > asked, 'the question to be sent');
}

export const botBubbles = (chat: OpenChat) => [...chat.log.querySelectorAll<HTMLElement>('.chat-bubble--bot')];
export const lastBot = (chat: OpenChat) => botBubbles(chat).at(-1)!;
export const streamingText = (chat: OpenChat) => chat.log.querySelector('.chat-bubble--streaming .chat-bubble__text')?.textContent ?? '';

/** Waits until the answer to the last question has settled (finished or failed). */
export async function answered(chat: OpenChat, timeout = 6000): Promise<HTMLElement> {
  await waitFor(() => $chat.get().status === 'idle' && !chat.log.querySelector('.chat-bubble--streaming') && !chat.field.disabled, 'the answer', timeout);
  return lastBot(chat);
}

export async function askAndWait(chat: OpenChat, question: string): Promise<HTMLElement> {
  await ask(chat, question);
  return answered(chat);
}

/**
 * A suite that talks to the chat backend: signed in as a user with chats, no fault and the default
 * chunk delay before and after each test, 20 s a test (an answer streams over many chunks).
 */
export function describeWithChatBackend(title: string, tests: () => void): void {
  describe(title, function () {
    this.timeout(20_000);

    before(async () => {
      await signInAs('u-cora');
    });

    beforeEach(async () => {
      await admin('/faults', { method: 'DELETE' });
      await setChunkDelay(DEFAULT_CHUNK_DELAY_MS);
    });

    afterEach(async () => {
      cleanupFixtures();
      await admin('/faults', { method: 'DELETE' });
      await setChunkDelay(DEFAULT_CHUNK_DELAY_MS);
    });

    tests();
  });
}
