import type { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { BackendContext, OriginEnv } from '../http/backend-context';
import { jsonError } from '../http/json-error';
import { createOriginApp } from '../http/origin-app';
import { readJsonBody } from '../http/read-json-body';
import { requireJson } from '../http/request-guards';
import { customerOfPath } from '../http/session';
import { HOSTILE_ANSWER, composeAnswer, splitIntoChunks } from '../content/chat-answer';

/** How many chunks an answer is streamed in. */
const CHUNKS = 8;

/**
 * The chat API: the help assistant streams a plain-text answer built from the help-centre
 * articles that a text search finds for the question; feedback refers to the answer's Run-Id.
 */
export function createChatApi(context: BackendContext): Hono<OriginEnv> {
  const { state } = context;
  const app = createOriginApp('chat', context, { kind: 'portal' });

  app.post('/helpdeskgpt/chat/:customerId', requireJson(), async (c) => {
    const caller = customerOfPath(c, state);
    if (caller instanceof Response) return caller;
    const { sample, customerId } = caller;
    const body = await readJsonBody<{ question: string }>(c, 'ChatQuestion');
    if (!body.ok) return jsonError(c, 400, body.problem);
    const question = body.value.question.trim();
    if (!question) return jsonError(c, 400, 'No question provided.');

    const fault = c.get('fault');
    if (fault?.kind === 'cut' || fault?.kind === 'hostile') c.set('faultHandled', true);
    const text = fault?.kind === 'hostile' ? HOSTILE_ANSWER : composeAnswer(question).text;
    const chunks = splitIntoChunks(text, CHUNKS);
    const runId = state.newId('run');
    state.chatRuns.set(runId, { runId, userId: sample.user.userId, customerId, feedbackGiven: false });

    c.header('Run-Id', runId);
    c.header('Content-Type', 'text/plain; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return stream(c, async (out) => {
      for (const [index, chunk] of chunks.entries()) {
        if (fault?.kind === 'cut' && index === Math.floor(chunks.length / 2)) {
          // Cut the stream in the middle of the answer: the client's reader fails.
          c.env.incoming.socket.destroy();
          return;
        }
        await out.write(chunk);
        if (state.config.chatChunkDelayMs > 0) await out.sleep(state.config.chatChunkDelayMs);
      }
    });
  });

  app.post('/helpdeskgpt/feedback/:customerId', requireJson(), async (c) => {
    const caller = customerOfPath(c, state);
    if (caller instanceof Response) return caller;
    const { sample, customerId } = caller;
    const body = await readJsonBody<{ run_id: string; score: number; comment?: string }>(c, 'Feedback');
    if (!body.ok) return jsonError(c, 400, body.problem);
    const run = state.chatRuns.get(body.value.run_id);
    if (!run || run.userId !== sample.user.userId || run.customerId !== customerId) return jsonError(c, 404, 'Unknown run id');
    if (run.feedbackGiven) return jsonError(c, 409, 'Feedback was already given for this answer');
    run.feedbackGiven = true;
    state.sinks.feedback.push({ ...body.value, customerId, receivedAt: new Date(state.now()).toISOString() });
    return c.json({ ok: true });
  });

  return app;
}
