// How a chat answer settles when something else happens meanwhile: the chat is stopped or disposed
// while the store still waits, the next question starts the moment the previous one settles, or
// feedback is asked for a message or customer that is not there. The chat service is stubbed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatAnswer, ChatRequest } from '../../../../../src/services/chat-service';
import { HttpError } from '../../../../../src/services/http-error';

const service = vi.hoisted(() => ({ streamChatAnswer: vi.fn(), sendChatFeedback: vi.fn(), chatApiReachable: vi.fn() }));
vi.mock('../../../../../src/services/chat-service', async (original) => ({ ...(await original<object>()), streamChatAnswer: service.streamChatAnswer, sendChatFeedback: service.sendChatFeedback, chatApiReachable: service.chatApiReachable }));

const chat = await import('../../../../../src/stores/chat/chat');

const CHAT_API = 'http://chat.test';
const CUSTOMER = 1001;
const FAILURE = 'Sorry, something went wrong. Please try asking your question again.';

/** One call of the stubbed service, answered by the test (it ignores the abort signal unless told). */
interface PendingAnswer {
  request: ChatRequest;
  resolve: (answer: ChatAnswer) => void;
  reject: (error: unknown) => void;
}
let pending: PendingAnswer[] = [];
let store: ReturnType<typeof chat.createChatStore>;
const originalRequest = chat.frameScheduler.request;

async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

async function ask(question: string): Promise<{ call: PendingAnswer; done: Promise<void> }> {
  const done = store.sendQuestion(question);
  await settle();
  const call = pending.at(-1);
  if (!call) throw new Error('the service was not called');
  return { call, done };
}

const last = () => store.$chat.get().messages.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  pending = [];
  chat.frameScheduler.request = () => undefined;
  service.streamChatAnswer.mockReset().mockImplementation(
    (request: ChatRequest) => new Promise<ChatAnswer>((resolve, reject) => pending.push({ request, resolve, reject })),
  );
  service.sendChatFeedback.mockReset().mockResolvedValue(undefined);
  service.chatApiReachable.mockReset().mockResolvedValue(false);
  store = chat.createChatStore();
  store.$chatTarget.set({ chatApiUrl: CHAT_API, customerId: CUSTOMER });
});

afterEach(() => {
  store.dispose();
  chat.frameScheduler.request = originalRequest;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the frame scheduler', () => {
  it('without requestAnimationFrame (Node, a worker) it waits 16 ms, about one frame', () => {
    expect(typeof globalThis.requestAnimationFrame).toBe('undefined');
    const callback = vi.fn();
    originalRequest(callback);
    vi.advanceTimersByTime(15);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('with requestAnimationFrame it uses the next frame and no timer', () => {
    const frame = vi.fn((_callback: FrameRequestCallback) => 7);
    vi.stubGlobal('requestAnimationFrame', frame);
    const callback = vi.fn();
    expect(originalRequest(callback)).toBe(7);
    expect(frame).toHaveBeenCalledWith(callback);
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('a failed request', () => {
  it('an HTTP error is the generic failure even when the chat API is up: reachability is asked only after a network error', async () => {
    service.chatApiReachable.mockResolvedValue(true);
    const { call, done } = await ask('Server error?');
    call.reject(new HttpError('bad-response', 'HTTP 502', 502));
    await done;
    expect(service.chatApiReachable).not.toHaveBeenCalled();
    expect(last()).toMatchObject({ text: FAILURE, error: 'request' });
  });

  it('stopped while the store asks whether the chat API is up: aborted, no text, the question back in the field', async () => {
    let reachable!: (value: boolean) => void;
    service.chatApiReachable.mockImplementation(() => new Promise<boolean>((resolve) => (reachable = resolve)));
    const { call, done } = await ask('  Stop during the check  ');
    call.reject(new HttpError('network', 'Failed to fetch'));
    await settle();
    expect(service.chatApiReachable).toHaveBeenCalledTimes(1);
    store.abortChat();
    reachable(true);
    await done;
    expect(last()).toMatchObject({ error: 'aborted', streaming: false, text: '' });
    expect(store.$chat.get()).toMatchObject({ status: 'idle', draft: 'Stop during the check' });
  });

  it('stopped before any text arrived: the answer is empty', async () => {
    const { call, done } = await ask('Stop at once');
    store.abortChat();
    call.reject(new HttpError('canceled', 'Request canceled'));
    await done;
    expect(last()).toMatchObject({ error: 'aborted', streaming: false, text: '' });
  });
});

describe('a disposed chat', () => {
  it('is not changed by an answer, a failure or a reachability check that arrives after dispose', async () => {
    const answered = await ask('Answered late');
    const before = store.$chat.get();
    store.dispose();
    answered.call.resolve({ text: 'Too late', runId: 'run-late' });
    await answered.done;
    expect(store.$chat.get()).toBe(before);

    const second = chat.createChatStore();
    second.$chatTarget.set({ chatApiUrl: CHAT_API, customerId: CUSTOMER });
    const failing = second.sendQuestion('Failed late');
    await settle();
    const failed = second.$chat.get();
    second.dispose();
    pending.at(-1)!.reject(new HttpError('canceled', 'Request canceled'));
    await failing;
    expect(second.$chat.get()).toBe(failed);

    let reachable!: (value: boolean) => void;
    service.chatApiReachable.mockImplementation(() => new Promise<boolean>((resolve) => (reachable = resolve)));
    const third = chat.createChatStore();
    third.$chatTarget.set({ chatApiUrl: CHAT_API, customerId: CUSTOMER });
    const checking = third.sendQuestion('Checked late');
    await settle();
    pending.at(-1)!.reject(new HttpError('network', 'Failed to fetch'));
    await settle();
    const checked = third.$chat.get();
    third.dispose();
    reachable(true);
    await checking;
    expect(third.$chat.get()).toBe(checked);
  });
});

describe('the next question, sent the moment an answer settles', () => {
  it('can still be stopped', async () => {
    const first = await ask('First');
    let next: Promise<void> | undefined;
    const unbind = store.$chat.listen((state) => {
      if (state.status === 'idle' && next === undefined) next = store.sendQuestion('Sent on settle');
    });
    try {
      first.call.resolve({ text: 'First answer', runId: 'run-1' });
      await first.done;
      expect(next).toBeDefined();
      await settle();
      const call = pending.at(-1)!;
      expect(call.request.question).toBe('Sent on settle');
      store.abortChat();
      expect(call.request.signal?.aborted).toBe(true);
      call.reject(new HttpError('canceled', 'Request canceled'));
      await next;
      expect(last()).toMatchObject({ error: 'aborted', streaming: false });
    } finally {
      unbind();
    }
  });
});

describe('feedback that cannot be given', () => {
  it('for a message that is not in the conversation: nothing is sent, nothing fails', async () => {
    await expect(store.giveFeedback(9999, true)).resolves.toBeUndefined();
    expect(service.sendChatFeedback).not.toHaveBeenCalled();
  });

  it('once no customer is known any more: nothing is sent and the answer still offers feedback', async () => {
    const { call, done } = await ask('Which account?');
    call.resolve({ text: 'An answer.', runId: 'run-3' });
    await done;
    store.$chatTarget.set({ chatApiUrl: CHAT_API });
    expect(store.$chatEndpoint.get().customerId).toBeNull();
    await store.giveFeedback(last().id, true);
    expect(service.sendChatFeedback).not.toHaveBeenCalled();
    expect(last().feedback).toBe('none');
  });

  it('the double-click guard lasts only while the call is in flight: a conversation restored with the feedback open can be rated again', async () => {
    const { call, done } = await ask('Rate me twice');
    call.resolve({ text: 'An answer.', runId: 'run-4' });
    await done;
    const id = last().id;
    await store.giveFeedback(id, true);
    expect(last().feedback).toBe('received');
    const state = store.$chat.get();
    store.$chat.set({ ...state, messages: state.messages.map((entry) => (entry.id === id ? { ...entry, feedback: 'none' } : entry)) });
    await store.giveFeedback(id, false);
    expect(service.sendChatFeedback).toHaveBeenCalledTimes(2);
    expect(service.sendChatFeedback).toHaveBeenLastCalledWith(expect.objectContaining({ runId: 'run-4', liked: false }));
  });
});
