// The chat store: the conversation, its states and its failures, with the
// chat service stubbed and the animation-frame scheduler driven by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatAnswer, ChatRequest } from '../../../../../src/services/chat-service';
import type { ChatMessage } from '../../../../../src/stores/chat/chat';
import { HttpError } from '../../../../../src/services/http-error';

const service = vi.hoisted(() => ({ streamChatAnswer: vi.fn(), sendChatFeedback: vi.fn(), chatApiReachable: vi.fn() }));
vi.mock('../../../../../src/services/chat-service', async (original) => ({ ...(await original<object>()), streamChatAnswer: service.streamChatAnswer, sendChatFeedback: service.sendChatFeedback, chatApiReachable: service.chatApiReachable }));

const { ChatStreamError } = await import('../../../../../src/services/chat-service');
const chat = await import('../../../../../src/stores/chat/chat');
const { frameScheduler, canGiveFeedback } = chat;
// A new chat store for every test (the stores are per element instance).
let store: ReturnType<typeof chat.createChatStore>;
let { $chat, $chatBusy, $chatTarget, abortChat, sendQuestion, giveFeedback, setDraft } = chat.createChatStore();

/** The product texts, written out so that a changed text fails the tests. */
const NO_QUESTION = 'No question provided.';
const FAILURE = 'Sorry, something went wrong. Please try asking your question again.';

const CHAT_API = 'http://chat.test';
const CUSTOMER = 1001;

/** One call of the stubbed service, answered by the test. */
interface PendingAnswer {
  request: ChatRequest;
  resolve: (answer: ChatAnswer) => void;
  reject: (error: unknown) => void;
}
let pending: PendingAnswer[] = [];
/** The frame callbacks the store asked for, not yet run. */
let frames: Array<() => void> = [];
const originalRequest = frameScheduler.request;

/** Runs the callbacks of one animation frame. */
function runFrame(): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback();
}

/** Lets the store's awaits settle (promise jobs only; the fake clock does not move). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

const last = (): ChatMessage => {
  const message = $chat.get().messages.at(-1);
  if (!message) throw new Error('no message');
  return message;
};

/** Starts a question and returns its pending service call. */
async function ask(question = 'How do I switch account?'): Promise<{ call: PendingAnswer; done: Promise<void> }> {
  setDraft(question);
  const done = sendQuestion(question);
  await settle();
  const call = pending.at(-1);
  if (!call) throw new Error('the service was not called');
  return { call, done };
}

beforeEach(() => {
  vi.useFakeTimers();
  pending = [];
  frames = [];
  frameScheduler.request = (callback: () => void) => frames.push(callback);
  service.streamChatAnswer.mockReset().mockImplementation(
    (request: ChatRequest) =>
      new Promise<ChatAnswer>((resolve, reject) => {
        // As fetch does: an aborted request rejects (the real service turns it into a canceled HttpError).
        request.signal?.addEventListener('abort', () => reject(new HttpError('canceled', 'Request canceled')));
        pending.push({ request, resolve, reject });
      }),
  );
  service.sendChatFeedback.mockReset().mockResolvedValue(undefined);
  service.chatApiReachable.mockReset().mockResolvedValue(false);
  store = chat.createChatStore();
  ({ $chat, $chatBusy, $chatTarget, abortChat, sendQuestion, giveFeedback, setDraft } = store);
  $chatTarget.set({ chatApiUrl: CHAT_API, customerId: CUSTOMER });
});

afterEach(() => {
  store.dispose();
  frameScheduler.request = originalRequest;
  vi.useRealTimers();
});

describe('the welcome message', () => {
  it('is the first message, from the assistant, and says it cannot recall past messages and answers only from Help Center articles', () => {
    const [welcome, ...rest] = $chat.get().messages;
    expect(rest).toEqual([]);
    expect(welcome).toMatchObject({ isUser: false, runId: null, error: null, streaming: false, feedback: 'none' });
    expect(welcome?.text).toBe(chat.CHAT_WELCOME_MESSAGE);
    expect(welcome?.text).toMatch(/cannot recall past messages/i);
    expect(welcome?.text).toMatch(/only from Help Center articles/i);
    expect(canGiveFeedback(welcome!)).toBe(false);
    expect($chat.get()).toMatchObject({ status: 'idle', draft: '', notice: null });
  });
});

describe('An empty question gives No question provided.', () => {
  it.each(['', '   ', '\n\t '])('shows the notice for %j and calls nothing', async (question) => {
    setDraft(question);
    await sendQuestion(question);
    expect($chat.get().notice).toBe(NO_QUESTION);
    expect(chat.EMPTY_QUESTION_TEXT).toBe(NO_QUESTION);
    expect($chat.get().messages).toHaveLength(1);
    expect($chat.get().status).toBe('idle');
    expect(service.streamChatAnswer).not.toHaveBeenCalled();
  });

  it('clears the notice once the user types again', async () => {
    await sendQuestion(' ');
    setDraft('H');
    expect($chat.get().notice).toBeNull();
  });
});

describe('a question and its streamed answer', () => {
  it('asks the service with the trimmed question, the chat API and the customer', async () => {
    const { call } = await ask('  How do I switch account?  ');
    expect(service.streamChatAnswer).toHaveBeenCalledTimes(1);
    expect(call.request).toMatchObject({ chatApiUrl: CHAT_API, customerId: CUSTOMER, question: 'How do I switch account?' });
    expect(call.request.signal).toBeInstanceOf(AbortSignal);
    const [, question, answer] = $chat.get().messages;
    expect(question).toMatchObject({ text: 'How do I switch account?', isUser: true });
    expect(answer).toMatchObject({ text: '', isUser: false, streaming: true });
    expect($chat.get().draft).toBe('');
  });

  it('goes loading -> streaming -> idle, and input is disabled ($chatBusy) while it loads or streams', async () => {
    const statuses: string[] = [];
    const busy: boolean[] = [];
    const unbind = $chat.subscribe((state) => statuses.at(-1) !== state.status && statuses.push(state.status));
    const unbindBusy = $chatBusy.subscribe((value) => busy.push(value));
    try {
      const { call, done } = await ask();
      expect($chat.get().status).toBe('loading');
      expect($chatBusy.get()).toBe(true);

      call.request.onText('Switch');
      runFrame();
      expect($chat.get().status).toBe('streaming');
      expect($chatBusy.get()).toBe(true);
      expect(last()).toMatchObject({ text: 'Switch', streaming: true });

      call.resolve({ text: 'Switch accounts from the top bar.', runId: 'run-1' });
      await done;
      expect($chat.get().status).toBe('idle');
      expect($chatBusy.get()).toBe(false);
      expect(statuses).toEqual(['idle', 'loading', 'streaming', 'idle']);
      expect(busy).toEqual([false, true, false]);
    } finally {
      unbind();
      unbindBusy();
    }
  });

  it('coalesces text updates: many chunks between two frames make one store update', async () => {
    const { call, done } = await ask();
    const timersBefore = vi.getTimerCount();
    let updates = 0;
    const unbind = $chat.listen(() => (updates += 1));
    try {
      let text = '';
      for (let chunk = 0; chunk < 50; chunk += 1) {
        text += `word${chunk} `;
        call.request.onText(text);
      }
      expect(frames).toHaveLength(1);
      expect(updates).toBe(0);
      runFrame();
      expect(updates).toBe(1);
      expect(last().text).toBe(text);

      for (let chunk = 50; chunk < 120; chunk += 1) {
        text += `word${chunk} `;
        call.request.onText(text);
      }
      expect(frames).toHaveLength(1);
      runFrame();
      expect(updates).toBe(2);
      expect(last().text).toBe(text);

      // A frame with nothing new asks for nothing.
      runFrame();
      expect(updates).toBe(2);
      expect(frames).toHaveLength(0);
      // No timers either: every update goes through the frame scheduler.
      expect(vi.getTimerCount()).toBe(timersBefore);

      call.resolve({ text, runId: 'run-1' });
      await done;
      expect(updates).toBe(3);
    } finally {
      unbind();
    }
  });

  it('replaces the answer with a final message carrying the Run-Id as feedback id', async () => {
    const { call, done } = await ask();
    call.request.onText('Partial');
    runFrame();
    call.request.onText('Partial text that is longer');
    call.resolve({ text: 'The final answer.', runId: 'run-42' });
    await done;
    expect(last()).toMatchObject({ text: 'The final answer.', runId: 'run-42', streaming: false, error: null, feedback: 'none' });
    // A frame still due from the stream does not bring the old text back.
    runFrame();
    expect(last()).toMatchObject({ text: 'The final answer.', streaming: false });
    expect($chat.get().status).toBe('idle');
    expect(canGiveFeedback(last())).toBe(true);
  });

  it('ignores a second question while an answer loads or streams', async () => {
    const { call, done } = await ask('First question');
    const before = $chat.get().messages.length;
    await sendQuestion('Second question');
    expect(service.streamChatAnswer).toHaveBeenCalledTimes(1);
    expect($chat.get().messages).toHaveLength(before);

    call.request.onText('Streaming');
    runFrame();
    await sendQuestion('Third question');
    expect(service.streamChatAnswer).toHaveBeenCalledTimes(1);
    expect($chat.get().messages).toHaveLength(before);
    expect($chat.get().messages.some((message) => message.text === 'Second question' || message.text === 'Third question')).toBe(false);

    call.resolve({ text: 'Done.', runId: 'run-1' });
    await done;
    const next = await ask('Second question');
    expect(service.streamChatAnswer).toHaveBeenCalledTimes(2);
    next.call.resolve({ text: 'Also done.', runId: 'run-2' });
    await next.done;
  });
});

describe('Chat failure and "Chat stream errors"', () => {
  it('a failed request shows the failure text and gives the question back to the field', async () => {
    const { call, done } = await ask('  Why is my report empty?  ');
    call.reject(new HttpError('bad-response', 'HTTP 500', 500));
    await done;
    expect(last()).toMatchObject({ text: FAILURE, error: 'request', streaming: false, runId: null });
    expect(chat.CHAT_FAILURE_TEXT).toBe(FAILURE);
    expect($chat.get()).toMatchObject({ status: 'idle', draft: 'Why is my report empty?' });
    expect($chatBusy.get()).toBe(false);
    expect(canGiveFeedback(last())).toBe(false);
  });

  it('a network error with the chat API out of reach is the same failure', async () => {
    const { call, done } = await ask('Network?');
    call.reject(new HttpError('network', 'Failed to fetch'));
    await done;
    expect(service.chatApiReachable).toHaveBeenCalledTimes(1);
    expect(last()).toMatchObject({ text: FAILURE, error: 'request' });
    expect($chat.get().draft).toBe('Network?');
  });

  it('a 401 says the visitor is not signed in (an answer offering Sign in), never the generic failure; the question stays', async () => {
    const { call, done } = await ask('Am I signed in?');
    call.reject(new HttpError('bad-request', 'HTTP 401', 401));
    await done;
    expect(last()).toMatchObject({ text: chat.CHAT_SIGNED_OUT_TEXT, error: 'signed-out', streaming: false, runId: null });
    expect($chat.get()).toMatchObject({ status: 'idle', draft: 'Am I signed in?' });
    expect(canGiveFeedback(last())).toBe(false);
    // Decided from the answer: no second look at the server.
    expect(service.chatApiReachable).not.toHaveBeenCalled();
  });

  it('a request the browser refused (TypeError) while the chat API answers is a refusal of this site, not a failure', async () => {
    service.chatApiReachable.mockResolvedValue(true);
    const { call, done } = await ask('From a foreign site?');
    call.reject(new HttpError('network', 'Failed to fetch'));
    await done;
    expect(service.chatApiReachable).toHaveBeenCalledWith(expect.objectContaining({ chatApiUrl: CHAT_API, customerId: CUSTOMER }));
    expect(last()).toMatchObject({ text: chat.CHAT_REFUSED_TEXT, error: 'refused', streaming: false });
    expect($chat.get()).toMatchObject({ status: 'idle', draft: 'From a foreign site?' });
    // Noted for the page: the elements tell their host (portal-part-error, origin-not-allowed).
    expect((await import('../../../../../src/stores/platform/origin-refusal')).$originRefused.get()).toBe(true);
  });

  it('a 403 or a 500 stays the generic failure', async () => {
    for (const status of [403, 500]) {
      const { call, done } = await ask(`Status ${status}?`);
      call.reject(new HttpError(status >= 500 ? 'bad-response' : 'bad-request', `HTTP ${status}`, status));
      await done;
      expect(last()).toMatchObject({ text: FAILURE, error: 'request' });
    }
  });

  it('without a customer there is no call: the answer says no account is known, the host is told why, and the question stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    $chatTarget.set({ chatApiUrl: CHAT_API });
    await sendQuestion('No customer?');
    expect(service.streamChatAnswer).not.toHaveBeenCalled();
    expect(last()).toMatchObject({
      text: 'The help assistant does not know which customer account you are asking about. Choose an account in the portal, then ask again.',
      error: 'no-account',
      streaming: false,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('customer-id'));
    warn.mockRestore();
    expect($chat.get()).toMatchObject({ status: 'idle', draft: 'No customer?' });
  });

  it('an interrupted stream keeps the partial text, marks a stream error and restores the draft', async () => {
    const { call, done } = await ask('Cut me off');
    call.request.onText('Half an ans');
    runFrame();
    call.reject(new ChatStreamError('interrupted', 'Half an answer'));
    await done;
    expect(last()).toMatchObject({ text: 'Half an answer', error: 'stream', streaming: false, runId: null });
    expect($chat.get()).toMatchObject({ status: 'idle', draft: 'Cut me off' });
    expect(canGiveFeedback(last())).toBe(false);
    expect(new ChatStreamError('interrupted', '').message).toBe('Something went wrong.');
  });

  it('no stream at all is a no-stream error', async () => {
    const { call, done } = await ask('No stream?');
    call.reject(new ChatStreamError('no-stream', ''));
    await done;
    expect(last()).toMatchObject({ text: '', error: 'no-stream', streaming: false });
    expect($chat.get()).toMatchObject({ status: 'idle', draft: 'No stream?' });
    expect(new ChatStreamError('no-stream', '').message).toBe('No stream');
  });

  it('abortChat stops the answer: error aborted, the text so far kept, the question back in the field', async () => {
    const { call, done } = await ask('Stop me');
    call.request.onText('So far');
    runFrame();
    call.request.onText('So far, so good');
    abortChat();
    await done;
    expect(call.request.signal?.aborted).toBe(true);
    expect(last()).toMatchObject({ error: 'aborted', streaming: false, text: 'So far, so good' });
    expect($chat.get()).toMatchObject({ status: 'idle', draft: 'Stop me' });
    // The frame still due does not revive the stopped answer.
    runFrame();
    expect(last()).toMatchObject({ error: 'aborted', streaming: false });
    expect($chat.get().status).toBe('idle');
  });

  it('abortChat with nothing running changes nothing', () => {
    const before = $chat.get();
    abortChat();
    expect($chat.get()).toBe(before);
  });
});

describe('feedback', () => {
  async function answered(runId: string | null = 'run-7'): Promise<ChatMessage> {
    const { call, done } = await ask();
    call.resolve({ text: 'An answer.', runId });
    await done;
    return last();
  }

  it('is offered only with a feedback id, no feedback yet and no error', async () => {
    const answer = await answered();
    const question = $chat.get().messages.at(-2)!;
    expect(canGiveFeedback(answer)).toBe(true);
    expect(canGiveFeedback({ ...answer, runId: null })).toBe(false);
    expect(canGiveFeedback({ ...answer, feedback: 'received' })).toBe(false);
    expect(canGiveFeedback({ ...answer, feedback: 'error' })).toBe(false);
    for (const error of ['request', 'stream', 'no-stream', 'aborted'] as const) expect(canGiveFeedback({ ...answer, error })).toBe(false);
    expect(canGiveFeedback({ ...answer, streaming: true })).toBe(false);
    expect(canGiveFeedback(question)).toBe(false);
  });

  it('an answer without Run-Id offers no feedback', async () => {
    const answer = await answered(null);
    expect(canGiveFeedback(answer)).toBe(false);
    await giveFeedback(answer.id, true);
    expect(service.sendChatFeedback).not.toHaveBeenCalled();
  });

  it('a like that succeeds is received, and the call carries the run id', async () => {
    const answer = await answered('run-7');
    await giveFeedback(answer.id, true);
    expect(service.sendChatFeedback).toHaveBeenCalledWith({ chatApiUrl: CHAT_API, customerId: CUSTOMER, runId: 'run-7', liked: true, comment: undefined });
    expect(last().feedback).toBe('received');
    expect(canGiveFeedback(last())).toBe(false);
    expect(chat.FEEDBACK_THANKS_TEXT).toBe('Thank you for your feedback!');
  });

  it('a dislike sends the trimmed comment; a blank comment is left out', async () => {
    const first = await answered('run-8');
    await giveFeedback(first.id, false, '  Too vague.  ');
    expect(service.sendChatFeedback).toHaveBeenLastCalledWith(expect.objectContaining({ runId: 'run-8', liked: false, comment: 'Too vague.' }));
    const second = await answered('run-9');
    await giveFeedback(second.id, false, '   ');
    expect(service.sendChatFeedback).toHaveBeenLastCalledWith(expect.objectContaining({ runId: 'run-9', liked: false, comment: undefined }));
  });

  it('a failed feedback call is an error', async () => {
    service.sendChatFeedback.mockRejectedValueOnce(new HttpError('bad-response', 'HTTP 500', 500));
    const answer = await answered();
    await giveFeedback(answer.id, false);
    expect(last().feedback).toBe('error');
    expect(chat.FEEDBACK_FAILURE_TEXT).toBe('Something went wrong with giving feedback.');
  });

  it('a double click sends the feedback once (the second click comes while the first is in flight)', async () => {
    const answer = await answered('run-10');
    let finish!: () => void;
    service.sendChatFeedback.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    service.sendChatFeedback.mockRejectedValueOnce(new HttpError('bad-request', 'HTTP 409', 409));
    const first = giveFeedback(answer.id, true);
    const second = giveFeedback(answer.id, true);
    finish();
    await Promise.all([first, second]);
    expect(service.sendChatFeedback).toHaveBeenCalledTimes(1);
    expect(last().feedback).toBe('received');
  });

  it('feedback is given once: a second like after the first is not sent', async () => {
    const answer = await answered();
    await giveFeedback(answer.id, true);
    await giveFeedback(answer.id, false, 'changed my mind');
    expect(service.sendChatFeedback).toHaveBeenCalledTimes(1);
    expect(last().feedback).toBe('received');
  });
});

describe('one store per chat instance', () => {
  it('two chats keep their own target, conversation and draft', async () => {
    const first = chat.createChatStore();
    const second = chat.createChatStore();
    first.$chatTarget.set({ chatApiUrl: 'http://chat-a.test', customerId: 1001 });
    second.$chatTarget.set({ chatApiUrl: 'http://chat-b.test', customerId: 2002 });
    expect(first.$chatEndpoint.get()).toEqual({ chatApiUrl: 'http://chat-a.test', customerId: 1001 });
    expect(second.$chatEndpoint.get()).toEqual({ chatApiUrl: 'http://chat-b.test', customerId: 2002 });

    second.setDraft('kept in the second');
    const done = first.sendQuestion('Only to the first');
    await settle();
    const call = pending.at(-1)!;
    expect(call.request).toMatchObject({ chatApiUrl: 'http://chat-a.test', customerId: 1001, question: 'Only to the first' });
    call.resolve({ text: 'First answer', runId: 'run-a' });
    await done;
    expect(first.$chat.get().messages.map((entry) => entry.text)).toEqual([chat.CHAT_WELCOME_MESSAGE, 'Only to the first', 'First answer']);
    expect(second.$chat.get().messages.map((entry) => entry.text)).toEqual([chat.CHAT_WELCOME_MESSAGE]);
    expect(second.$chat.get().draft).toBe('kept in the second');
  });

  it('dispose stops the running answer of that chat only', async () => {
    const first = chat.createChatStore();
    const second = chat.createChatStore();
    for (const each of [first, second]) each.$chatTarget.set({ chatApiUrl: CHAT_API, customerId: CUSTOMER });
    const firstDone = first.sendQuestion('One');
    const secondDone = second.sendQuestion('Two');
    await settle();
    const [firstCall, secondCall] = pending.slice(-2);
    first.dispose();
    await firstDone;
    expect(firstCall!.request.signal?.aborted).toBe(true);
    expect(secondCall!.request.signal?.aborted).toBe(false);
    expect(second.$chat.get().status).toBe('loading');
    secondCall!.resolve({ text: 'Still here', runId: 'run-2' });
    await secondDone;
    expect(second.$chat.get().messages.at(-1)).toMatchObject({ text: 'Still here', error: null });
  });
});

describe('an element\'s settings (applySettings)', () => {
  it('sets the target; an empty address or a customer that is not a whole number leaves the portal\'s own', () => {
    const own = chat.createChatStore();
    own.applySettings({ chatApiUrl: 'http://chat-a.test', customerId: 2002 });
    expect(own.$chatTarget.get()).toEqual({ chatApiUrl: 'http://chat-a.test', customerId: 2002 });
    own.applySettings({ chatApiUrl: '', customerId: 1.5 });
    expect(own.$chatTarget.get()).toEqual({ chatApiUrl: undefined, customerId: undefined });
    own.applySettings({ customerId: Number.NaN });
    expect(own.$chatTarget.get()).toEqual({ chatApiUrl: undefined, customerId: undefined });
  });

  it('the same settings again leave the target as it is (nothing recomputes)', () => {
    const own = chat.createChatStore();
    own.applySettings({ chatApiUrl: 'http://chat-a.test', customerId: 2002 });
    const changes = vi.fn();
    const stop = own.$chatTarget.listen(changes);
    own.applySettings({ chatApiUrl: 'http://chat-a.test', customerId: 2002 });
    expect(changes).not.toHaveBeenCalled();
    own.applySettings({ chatApiUrl: 'http://chat-a.test', customerId: 2003 });
    own.applySettings({ chatApiUrl: 'http://chat-b.test', customerId: 2003 });
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
  });
});
