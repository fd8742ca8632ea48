import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { ChatStreamError, chatApiReachable, sendChatFeedback, streamChatAnswer } from '../../services/chat-service';
import { toHttpError } from '../../services/http-error';
import { $environment, noteOriginRefused } from '../platform/platform';
import { forgetKeptDraft } from './chat-draft-over-sign-in';
import { $selectedCustomer } from '../access/access';
import {
  CHAT_FAILURE_TEXT,
  CHAT_NO_ACCOUNT_TEXT,
  CHAT_REFUSED_TEXT,
  CHAT_SIGNED_OUT_TEXT,
  CHAT_WELCOME_MESSAGE,
  EMPTY_QUESTION_TEXT,
} from './chat-texts';
import type { ChatEndpoint, ChatMessage, ChatState, ChatTarget } from './chat-types';

export * from './chat-texts';
export type * from './chat-types';

/** Streamed text reaches the store at most once per animation frame, so a long answer never blocks the page. */
export const frameScheduler = {
  request: (callback: () => void): unknown =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16),
};

/** One chat's conversation and what it does: created per `<portal-chat>` (or shell) instance. */
export interface ChatStore {
  /** The help assistant's conversation. */
  $chat: WritableAtom<ChatState>;
  /** Where this chat talks to: its element's attributes (else the environment and the selected customer). */
  $chatTarget: WritableAtom<ChatTarget>;
  /** Follows an element's settings: an empty address or a customer that is not a whole number means the portal's own. */
  applySettings(settings: ChatTarget): void;
  /** The chat API address and customer the next question goes to. */
  $chatEndpoint: ReadableAtom<ChatEndpoint>;
  /** Input is disabled while a reply loads or streams. */
  $chatBusy: ReadableAtom<boolean>;
  /** Keeps the draft (the input's text) in the store, so a failed question can give it back. */
  setDraft(draft: string): void;
  /**
   * Sends a question: a loading indicator, then the answer streams into the last bot
   * message, throttled to animation frames; on finish it carries the feedback id. On failure the
   * message says what went wrong and the question goes back into the input.
   */
  sendQuestion(question: string): Promise<void>;
  /** Stops a running answer (the popup closed, the account changed); the question stays in the input. */
  abortChat(): void;
  /** Like or dislike (with an optional comment) an answer; the message then shows the outcome. */
  giveFeedback(messageId: number, liked: boolean, comment?: string): Promise<void>;
  /** Stops what runs (the element left the page); the conversation is dropped with the store. */
  dispose(): void;
}

/**
 * Why a request failed, to the person: 401 means not signed in; a request the browser refused
 * (fetch's TypeError) while the chat API is reachable means the API refused this page's origin
 * (CORS), noted for the page; anything else is the generic failure.
 */
async function requestFailure(caught: unknown, endpoint: { chatApiUrl: string; customerId: number }, signal: AbortSignal): Promise<'request' | 'signed-out' | 'refused'> {
  const error = toHttpError(caught);
  if (error.hasStatus(401)) return 'signed-out';
  if (error.kind !== 'network') return 'request';
  if (!(await chatApiReachable({ ...endpoint, signal }))) return 'request';
  noteOriginRefused();
  return 'refused';
}

/** Creates one chat's store (a factory, so that two chats on a page never share a conversation or a target). */
export function createChatStore(): ChatStore {
  let nextId = 1;
  const message = (text: string, isUser: boolean, extra: Partial<ChatMessage> = {}): ChatMessage => ({
    // Stryker disable next-line UpdateOperator: counting down keeps every id of the store unique, and nothing orders or compares ids beyond equality
    id: nextId++,
    text,
    isUser,
    runId: null,
    feedback: 'none',
    error: null,
    streaming: false,
    ...extra,
  });
  const initial = (): ChatState => ({ messages: [message(CHAT_WELCOME_MESSAGE, false)], status: 'idle', draft: '', notice: null });

  const $chat = atom<ChatState>(initial());
  const $chatTarget = atom<ChatTarget>({});
  const $chatEndpoint = computed([$chatTarget, $environment, $selectedCustomer], (target, env, selected): ChatEndpoint => ({
    chatApiUrl: target.chatApiUrl ?? env.ChatApiUrl,
    customerId: target.customerId ?? selected.customerId,
  }));
  const $chatBusy = computed($chat, ({ status }) => status !== 'idle');

  let running: AbortController | null = null;
  /** Answers whose feedback is on its way: a double click must not send it twice. */
  const feedbackInFlight = new Set<number>();

  function patchMessage(id: number, patch: Partial<ChatMessage>, state: Partial<ChatState> = {}): void {
    const current = $chat.get();
    $chat.set({ ...current, ...state, messages: current.messages.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)) });
  }

  async function sendQuestion(question: string): Promise<void> {
    const trimmed = question.trim();
    if (!trimmed) {
      $chat.set({ ...$chat.get(), notice: EMPTY_QUESTION_TEXT });
      return;
    }
    if ($chat.get().status !== 'idle') return;
    // A question kept over a sign-in is asked now: it is not put back again.
    forgetKeptDraft();
    const { chatApiUrl, customerId } = $chatEndpoint.get();
    const asked = message(trimmed, true);
    const answer = message('', false, { streaming: true });
    $chat.set({ ...$chat.get(), messages: [...$chat.get().messages, asked, answer], status: 'loading', draft: '', notice: null });
    if (customerId === null || customerId === undefined) {
      // The host team reads the console; the visitor reads the bubble.
      console.warn('<portal-chat>: no customer to ask for: set its customer-id attribute, or select an account on the page.');
      patchMessage(answer.id, { streaming: false, error: 'no-account', text: CHAT_NO_ACCOUNT_TEXT }, { status: 'idle', draft: trimmed });
      return;
    }

    const controller = new AbortController();
    running = controller;
    let latest = '';
    let scheduled = false;
    const flush = () => {
      scheduled = false;
      if (running === controller) patchMessage(answer.id, { text: latest }, { status: 'streaming' });
    };
    try {
      const result = await streamChatAnswer({
        chatApiUrl,
        customerId,
        question: trimmed,
        signal: controller.signal,
        onText: (text) => {
          latest = text;
          if (!scheduled) {
            scheduled = true;
            frameScheduler.request(flush);
          }
        },
      });
      if (running !== controller) return;
      // Replaced by the final message carrying the feedback id.
      patchMessage(answer.id, { text: result.text, runId: result.runId, streaming: false }, { status: 'idle' });
    } catch (error) {
      if (running !== controller) return;
      if (controller.signal.aborted) {
        patchMessage(answer.id, { streaming: false, error: 'aborted', text: latest }, { status: 'idle', draft: trimmed });
      } else if (error instanceof ChatStreamError) {
        const kind = error.reason === 'no-stream' ? 'no-stream' : 'stream';
        patchMessage(answer.id, { streaming: false, error: kind, text: error.partialText }, { status: 'idle', draft: trimmed });
      } else {
        const kind = await requestFailure(error, { chatApiUrl, customerId }, controller.signal);
        if (running !== controller) return;
        if (controller.signal.aborted) {
          patchMessage(answer.id, { streaming: false, error: 'aborted', text: '' }, { status: 'idle', draft: trimmed });
          return;
        }
        const text = kind === 'signed-out' ? CHAT_SIGNED_OUT_TEXT : kind === 'refused' ? CHAT_REFUSED_TEXT : CHAT_FAILURE_TEXT;
        patchMessage(answer.id, { streaming: false, error: kind, text }, { status: 'idle', draft: trimmed });
      }
    } finally {
      if (running === controller) running = null;
    }
  }

  function abortChat(): void {
    // Settled here, not by the request's rejection: the popup may be gone by then.
    running?.abort();
  }

  async function giveFeedback(messageId: number, liked: boolean, comment?: string): Promise<void> {
    const target = $chat.get().messages.find((entry) => entry.id === messageId);
    const { chatApiUrl, customerId } = $chatEndpoint.get();
    if (!target?.runId || target.feedback !== 'none' || target.error || customerId === null || customerId === undefined) return;
    if (feedbackInFlight.has(messageId)) return;
    feedbackInFlight.add(messageId);
    try {
      await sendChatFeedback({ chatApiUrl, customerId, runId: target.runId, liked, comment: comment?.trim() || undefined });
      patchMessage(messageId, { feedback: 'received' });
    } catch {
      patchMessage(messageId, { feedback: 'error' });
    } finally {
      feedbackInFlight.delete(messageId);
    }
  }

  function applySettings({ chatApiUrl, customerId }: ChatTarget): void {
    const target = { chatApiUrl: chatApiUrl || undefined, customerId: Number.isInteger(customerId) ? customerId : undefined };
    const current = $chatTarget.get();
    if (current.chatApiUrl !== target.chatApiUrl || current.customerId !== target.customerId) $chatTarget.set(target);
  }

  return {
    $chat,
    $chatTarget,
    applySettings,
    $chatEndpoint,
    $chatBusy,
    setDraft: (draft) => $chat.set({ ...$chat.get(), draft, notice: null }),
    sendQuestion,
    abortChat,
    giveFeedback,
    dispose: () => {
      running?.abort();
      running = null;
    },
  };
}

/** Feedback is offered only when a feedback id exists, none was given and there was no error. */
export function canGiveFeedback(entry: ChatMessage): boolean {
  return !entry.isUser && entry.runId !== null && entry.feedback === 'none' && entry.error === null && !entry.streaming;
}
// The chat folder's entry is this store; what the chat's sign-in and its kept draft offer is re-exported here.
export { keepDraftForSignIn } from './chat-draft-over-sign-in';
export { $chatAccess, restoreKeptDraft, signInFromChat, startChatSignIn } from './chat-sign-in';
export { chatDraftWaiting } from './chat-draft-waiting';
