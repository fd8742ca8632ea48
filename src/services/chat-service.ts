import axios, { type AxiosResponse } from 'axios';
import { FETCH_DEFAULTS } from './http-client';
import { HttpError, toHttpError } from './http-error';

/** The stream broke, or there was none: "Something went wrong." / "No stream". */
export class ChatStreamError extends Error {
  constructor(
    readonly reason: 'no-stream' | 'interrupted',
    /** What had arrived before the stream broke. */
    readonly partialText: string,
  ) {
    super(reason === 'no-stream' ? 'No stream' : 'Something went wrong.');
    this.name = 'ChatStreamError';
  }
}

/** A chat request (POST {chat api}/helpdeskgpt/chat/{customerId}, credentials). */
export interface ChatRequest {
  chatApiUrl: string;
  customerId: number;
  question: string;
  signal?: AbortSignal | undefined;
  /** Called with the whole text so far, each time a chunk arrives. */
  onText: (text: string) => void;
}

/** The finished answer, with the feedback id from the Run-Id header. */
export interface ChatAnswer {
  text: string;
  runId: string | null;
}

const base = (url: string) => url.replace(/\/+$/, '');

/**
 * The chat API's own instance (its base address changes with the environment, so each call names
 * it): cookies sent, no time limit (an answer streams for as long as it takes; the caller's signal
 * stops it), the shared rules of {@link FETCH_DEFAULTS} otherwise.
 */
const chatApi = axios.create({ ...FETCH_DEFAULTS, withCredentials: true });

/**
 * Asks the help assistant and reads the streamed plain-text answer as it arrives: axios's fetch
 * adapter with `responseType: 'stream'` hands over the answer's ReadableStream unread. Throws an
 * HttpError for a failed request (also for a 2xx answer that is not `text/plain`), a
 * ChatStreamError when there is no stream (no body, a 204, or an empty or blank one) or it breaks.
 */
export async function streamChatAnswer({ chatApiUrl, customerId, question, signal, onText }: ChatRequest): Promise<ChatAnswer> {
  let response: AxiosResponse<ReadableStream<Uint8Array> | null>;
  try {
    response = await chatApi.post(`${base(chatApiUrl)}/helpdeskgpt/chat/${encodeURIComponent(customerId)}`, { question }, {
      headers: { accept: 'text/plain' },
      responseType: 'stream',
      signal,
    });
  } catch (error) {
    throw toHttpError(error);
  }
  const body = response.data;
  // The answer is plain text. Anything else (an error page, JSON) is a failed request, never shown as an answer.
  const type = response.headers['content-type'] as unknown;
  if (typeof type === 'string' && !/^text\/plain\s*(;|$)/i.test(type)) {
    await body?.cancel().catch(() => {});
    throw new HttpError('invalid-body', `The answer is ${type}, not plain text`, response.status);
  }
  const runId = (response.headers['run-id'] as string | undefined) ?? null;
  if (!body) throw new ChatStreamError('no-stream', '');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      onText(text);
    }
    text += decoder.decode();
  } catch (error) {
    if (signal?.aborted) throw toHttpError(error);
    throw new ChatStreamError('interrupted', text);
  }
  // A 200 with an empty (or blank) body is no answer at all: never an empty bubble with feedback buttons.
  if (text.trim() === '') throw new ChatStreamError('no-stream', '');
  return { text, runId };
}

/** Where {@link chatApiReachable} looks. */
export interface ChatProbe {
  chatApiUrl: string;
  customerId: number;
  signal?: AbortSignal | undefined;
}

/**
 * After a chat request failed without an answer (fetch's TypeError), tells a refusal from a
 * network failure: the same call again, without cookies and in `no-cors` mode (an empty plain-text
 * body, so no preflight and no question), whose answer the page cannot read but which succeeds
 * whenever the server answers at all. True: the chat API is up, so the browser refused the page
 * (CORS: an origin it does not allow). False: it cannot be reached.
 */
export async function chatApiReachable({ chatApiUrl, customerId, signal }: ChatProbe): Promise<boolean> {
  try {
    await chatApi.post(`${base(chatApiUrl)}/helpdeskgpt/chat/${encodeURIComponent(customerId)}`, '', {
      withCredentials: false,
      headers: { 'content-type': 'text/plain' },
      transformRequest: [(data: unknown) => data],
      fetchOptions: { mode: 'no-cors' },
      // An opaque answer has status 0: any answer at all is the one asked for.
      validateStatus: () => true,
      signal,
    });
    return true;
  } catch {
    return false;
  }
}

/** Feedback on an answer: score 1 for like, 0 for dislike; status 200 means success. */
export interface ChatFeedback {
  chatApiUrl: string;
  customerId: number;
  runId: string;
  liked: boolean;
  comment?: string | undefined;
}

/** POST {chat api}/helpdeskgpt/feedback/{customerId}; throws unless the answer is 200. */
export async function sendChatFeedback({ chatApiUrl, customerId, runId, liked, comment }: ChatFeedback): Promise<void> {
  try {
    const response = await chatApi.post<ReadableStream<Uint8Array> | null>(
      `${base(chatApiUrl)}/helpdeskgpt/feedback/${encodeURIComponent(customerId)}`,
      { run_id: runId, score: Number(liked), ...(comment ? { comment } : {}) },
      // The status is the whole answer: the body is left unread (a cut one must not turn a 200 into
      // a failure) and let go of.
      { validateStatus: (status) => status === 200, responseType: 'stream' },
    );
    void response.data?.cancel().catch(() => undefined);
  } catch (error) {
    throw toHttpError(error);
  }
}
