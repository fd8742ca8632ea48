// The chat service: the streamed answer and the feedback call, against a stubbed fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatStreamError, chatApiReachable, sendChatFeedback, streamChatAnswer } from '../../../src/services/chat-service';
import { HttpError } from '../../../src/services/http-error';

const CHAT_API = 'http://chat.test/';
const encoder = new TextEncoder();

/** A body that gives one chunk per read, then ends, or fails after the chunks when `failWith` is set. */
function chunkedBody(chunks: Array<string | Uint8Array>, failWith?: Error): ReadableStream<Uint8Array> {
  const queue = chunks.map((chunk) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk));
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else if (failWith) controller.error(failWith);
      else controller.close();
    },
  });
}

/** The platform's fetch as axios's fetch adapter calls it: a Request (and the `fetchOptions` it was made with). */
const fetchMock = vi.fn<(request: Request, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The one Request fetch was given, with its body as text. */
async function fetched(): Promise<{ url: string; request: Request; body: string }> {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [request] = fetchMock.mock.calls[0]!;
  return { url: request.url, request, body: await request.text() };
}

describe('streamChatAnswer', () => {
  it('POSTs {question} as JSON with credentials, and reads the streamed text and the Run-Id', async () => {
    fetchMock.mockResolvedValue(new Response(chunkedBody(['Hello', ', ', 'world', '!']), { headers: { 'Run-Id': 'run-123', 'content-type': 'text/plain' } }));
    const texts: string[] = [];
    const controller = new AbortController();
    const answer = await streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1001, question: 'Hi?', signal: controller.signal, onText: (text) => texts.push(text) });

    expect(answer).toEqual({ text: 'Hello, world!', runId: 'run-123' });
    expect(texts).toEqual(['Hello', 'Hello, ', 'Hello, world', 'Hello, world!']);
    const { url, request, body } = await fetched();
    expect(url).toBe('http://chat.test/helpdeskgpt/chat/1001');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(body)).toEqual({ question: 'Hi?' });
  });

  it('gives a null Run-Id when the header is missing', async () => {
    fetchMock.mockResolvedValue(new Response(chunkedBody(['Answer'])));
    expect(await streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 7, question: 'q', onText: () => {} })).toEqual({ text: 'Answer', runId: null });
  });

  it.each([
    [500, 'bad-response'],
    [503, 'bad-response'],
    [401, 'bad-request'],
    [403, 'bad-request'],
  ] as const)('a %i answer is an HttpError (%s) with that status, and no text is reported', async (status, kind) => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'x' }), { status }));
    const onText = vi.fn();
    const error = await streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, kind });
    expect(onText).not.toHaveBeenCalled();
  });

  it.each(['application/json; charset=utf-8', 'text/html', 'text/plainish'])('a 200 answer of type %s is an HttpError invalid-body, never shown as an answer', async (type) => {
    fetchMock.mockResolvedValue(new Response('{"broken": [1, 2,', { status: 200, headers: { 'content-type': type } }));
    const onText = vi.fn();
    const error = await streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'invalid-body', status: 200 });
    expect(onText).not.toHaveBeenCalled();
  });

  it('reads a text/plain answer with a charset', async () => {
    fetchMock.mockResolvedValue(new Response(chunkedBody(['Plain']), { headers: { 'content-type': 'Text/Plain; charset=utf-8' } }));
    expect(await streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText: () => {} })).toEqual({ text: 'Plain', runId: null });
  });

  it('a network failure is an HttpError of kind network', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText: () => {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'network', status: undefined });
  });

  it('an answer without a body is ChatStreamError no-stream ("No stream")', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200, headers: { 'Run-Id': 'run-1' } }));
    const error = await streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText: () => {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect(error).toMatchObject({ reason: 'no-stream', partialText: '', message: 'No stream' });
  });

  it.each([
    ['a 200 with an empty body', () => new Response('', { status: 200, headers: { 'Run-Id': 'run-1', 'content-type': 'text/plain' } })],
    ['a 200 whose body is only white space', () => new Response(chunkedBody([' ', '\n']), { status: 200, headers: { 'Run-Id': 'run-1', 'content-type': 'text/plain' } })],
    ['a 204 No Content', () => new Response(null, { status: 204, headers: { 'Run-Id': 'run-1' } })],
  ])('%s is ChatStreamError no-stream, never an empty answer with a feedback id', async (_name, answer) => {
    fetchMock.mockResolvedValue(answer());
    const error = await streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText: () => {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect(error).toMatchObject({ reason: 'no-stream', partialText: '' });
  });

  it('a stream that breaks mid-way is ChatStreamError interrupted, with the text so far ("Something went wrong.")', async () => {
    fetchMock.mockResolvedValue(new Response(chunkedBody(['The first half', ' and a bit'], new TypeError('network error'))));
    const texts: string[] = [];
    const error = await streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText: (text) => texts.push(text) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ChatStreamError);
    expect(error).toMatchObject({ reason: 'interrupted', partialText: 'The first half and a bit', message: 'Something went wrong.' });
    expect(texts.at(-1)).toBe('The first half and a bit');
  });

  it('a stream stopped by its abort signal is a canceled HttpError, not a stream error', async () => {
    const controller = new AbortController();
    // As the platform's fetch does: the body fails once the request's signal (axios's, following the caller's) aborts.
    fetchMock.mockImplementation((request) =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            start(stream) {
              stream.enqueue(encoder.encode('Partial'));
              request.signal.addEventListener('abort', () => stream.error(request.signal.reason));
            },
          }),
        ),
      ),
    );
    const error = await streamChatAnswer({
      chatApiUrl: CHAT_API,
      customerId: 1,
      question: 'q',
      signal: controller.signal,
      onText: () => controller.abort(),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'canceled' });
  });

  it('decodes multibyte UTF-8 split across chunks, never showing a broken character', async () => {
    const text = 'Grüße aus Kø — 日本語 😀 done';
    const bytes = encoder.encode(text);
    // One byte per chunk: every multibyte character is split.
    const chunks = Array.from(bytes, (byte) => Uint8Array.of(byte));
    fetchMock.mockResolvedValue(new Response(chunkedBody(chunks)));
    const texts: string[] = [];
    const answer = await streamChatAnswer({ chatApiUrl: CHAT_API, customerId: 1, question: 'q', onText: (value) => texts.push(value) });
    expect(answer.text).toBe(text);
    expect(texts.some((value) => value.includes('\uFFFD'))).toBe(false);
    for (const value of texts) expect(text.startsWith(value)).toBe(true);
  });

  it('encodes the customer id into the path and trims trailing slashes of the API address', async () => {
    fetchMock.mockResolvedValue(new Response(chunkedBody(['ok'])));
    await streamChatAnswer({ chatApiUrl: 'https://chat.example/api///', customerId: 42, question: 'q', onText: () => {} });
    expect((await fetched()).url).toBe('https://chat.example/api/helpdeskgpt/chat/42');
  });
});

describe('sendChatFeedback', () => {
  it('a like sends {run_id, score: 1} with credentials', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    await sendChatFeedback({ chatApiUrl: CHAT_API, customerId: 1001, runId: 'run-1', liked: true });
    const { url, request, body } = await fetched();
    expect(url).toBe('http://chat.test/helpdeskgpt/feedback/1001');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(body)).toEqual({ run_id: 'run-1', score: 1 });
  });

  it('a dislike sends score 0 and the comment when there is one', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await sendChatFeedback({ chatApiUrl: CHAT_API, customerId: 1001, runId: 'run-2', liked: false, comment: 'Not what I asked.' });
    expect(JSON.parse((await fetched()).body)).toEqual({ run_id: 'run-2', score: 0, comment: 'Not what I asked.' });
  });

  it('a dislike without a comment sends no comment field', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await sendChatFeedback({ chatApiUrl: CHAT_API, customerId: 1001, runId: 'run-3', liked: false, comment: '' });
    expect(JSON.parse((await fetched()).body)).toEqual({ run_id: 'run-3', score: 0 });
  });

  it.each([201, 204, 400, 404, 409, 500])('throws an HttpError for status %i (only 200 means success)', async (status) => {
    fetchMock.mockResolvedValue(new Response(status === 204 ? null : '{}', { status }));
    const error = await sendChatFeedback({ chatApiUrl: CHAT_API, customerId: 1, runId: 'r', liked: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status });
  });

  it('a 200 whose body breaks off is still a success: only the status is read', async () => {
    fetchMock.mockResolvedValue(new Response(chunkedBody(['{"ok":'], new TypeError('network error')), { status: 200 }));
    await expect(sendChatFeedback({ chatApiUrl: CHAT_API, customerId: 1, runId: 'r', liked: true })).resolves.toBeUndefined();
  });

  it('a network failure throws an HttpError of kind network', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await sendChatFeedback({ chatApiUrl: CHAT_API, customerId: 1, runId: 'r', liked: true }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'HttpError', kind: 'network' });
  });
});

describe('chatApiReachable (after a request the browser refused)', () => {
  it('asks the same address again without cookies, in no-cors mode, with an empty plain-text body: true when anything answers', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    expect(await chatApiReachable({ chatApiUrl: CHAT_API, customerId: 1001 })).toBe(true);
    const { url, request, body } = await fetched();
    expect(url).toBe('http://chat.test/helpdeskgpt/chat/1001');
    expect(request).toMatchObject({ method: 'POST', mode: 'no-cors', credentials: 'omit' });
    expect(body).toBe('');
    expect(request.headers.get('content-type')).toBe('text/plain');
  });

  it('is false when that fails too (the network, not the page)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await chatApiReachable({ chatApiUrl: CHAT_API, customerId: 1001 })).toBe(false);
  });
});
