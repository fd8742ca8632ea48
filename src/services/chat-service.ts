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
 * Asks the help assistant and reads the streamed plain-text answer as it arrives. Throws an
 * HttpError for a failed request (also for a 2xx answer that is not `text/plain`), a
 * ChatStreamError when there is no stream (no body, a 204, or an empty or blank one) or it breaks.
 */
export async function streamChatAnswer({ chatApiUrl, customerId, question, signal, onText }: ChatRequest): Promise<ChatAnswer> {
  let response: Response;
  try {
    response = await fetch(`${base(chatApiUrl)}/helpdeskgpt/chat/${encodeURIComponent(customerId)}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'text/plain' },
      body: JSON.stringify({ question }),
      signal: signal ?? null,
    });
  } catch (error) {
    throw toHttpError(error);
  }
  if (!response.ok) throw new HttpError(response.status >= 500 ? 'bad-response' : 'bad-request', `HTTP ${response.status}`, response.status);
  // The answer is plain text. Anything else (an error page, JSON) is a failed request, never shown as an answer.
  const type = response.headers.get('content-type');
  if (type !== null && !/^text\/plain\s*(;|$)/i.test(type)) {
    await response.body?.cancel().catch(() => {});
    throw new HttpError('invalid-body', `The answer is ${type}, not plain text`, response.status);
  }
  const runId = response.headers.get('Run-Id');
  if (!response.body) throw new ChatStreamError('no-stream', '');
  const reader = response.body.getReader();
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
    await fetch(`${base(chatApiUrl)}/helpdeskgpt/chat/${encodeURIComponent(customerId)}`, {
      method: 'POST',
      mode: 'no-cors',
      credentials: 'omit',
      headers: { 'content-type': 'text/plain' },
      body: '',
      signal: signal ?? null,
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
  let response: Response;
  try {
    response = await fetch(`${base(chatApiUrl)}/helpdeskgpt/feedback/${encodeURIComponent(customerId)}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ run_id: runId, score: Number(liked), ...(comment ? { comment } : {}) }),
    });
  } catch (error) {
    throw toHttpError(error);
  }
  if (response.status !== 200) throw new HttpError(response.status >= 500 ? 'bad-response' : 'bad-request', `HTTP ${response.status}`, response.status);
}
