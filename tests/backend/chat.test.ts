import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from '../../demo/server/content/help-articles';
import { TEST_PORTAL_ORIGIN, signIn, useBackend } from './backend-fixture';

const HELP_CENTRE = 'https://help.portal.example';

/** Reads a streamed body to the end; returns the text and how many reads delivered bytes. */
async function readStream(response: Response): Promise<{ text: string; reads: number }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let reads = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (value.byteLength > 0) reads += 1;
    text += decoder.decode(value, { stream: true });
  }
  return { text: text + decoder.decode(), reads };
}

describe('chat API', () => {
  const backend = useBackend();
  const chatUrl = (customerId: number | string) => `${backend().origins.chat}/helpdeskgpt/chat/${customerId}`;
  const feedbackUrl = (customerId: number | string) => `${backend().origins.chat}/helpdeskgpt/feedback/${customerId}`;

  const setConfig = async (patch: Record<string, unknown>) => {
    const response = await fetch(`${backend().origins.chat}/__admin/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patch) });
    expect(response.status).toBe(200);
  };

  const ask = (customerId: number | string, body: unknown, cookie?: string) =>
    fetch(chatUrl(customerId), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_PORTAL_ORIGIN, ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const giveFeedback = (customerId: number | string, body: unknown, cookie?: string) =>
    fetch(feedbackUrl(customerId), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_PORTAL_ORIGIN, ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  /** Asks a question, reads the whole answer and returns its run id. */
  const runOf = async (customerId: number, cookie: string, question = 'How do I switch customer account?') => {
    const response = await ask(customerId, { question }, cookie);
    expect(response.status).toBe(200);
    await readStream(response);
    const runId = response.headers.get('run-id');
    expect(runId).toBeTruthy();
    return runId!;
  };

  const readFeedbackSink = async () => {
    const response = await fetch(`${backend().origins.chat}/__admin/sinks/feedback`);
    expect(response.status).toBe(200);
    return (await response.json()) as Array<Record<string, unknown>>;
  };

  describe('answers', () => {
    it('streams a plain-text answer in several chunks, citing a Help Center article', async () => {
      await setConfig({ chatChunkDelayMs: 5 });
      const cookie = await signIn(backend(), 'u-cora');
      const response = await ask(1001, { question: 'How do I switch customer account?' }, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const { text, reads } = await readStream(response);
      expect(reads).toBeGreaterThan(1);
      expect(text).toContain(`${HELP_CENTRE}/articles/signing-in-and-switching-customer-accounts`);
      expect(text).toMatch(/\]\(https:\/\/help\.portal\.example\/articles\/[a-z0-9-]+\)/);
      // Plain text: no HTML in an ordinary answer.
      expect(text).not.toMatch(/<[a-z][^>]*>/i);
    });

    it('builds the answer from the articles a text search finds for the question', async () => {
      await setConfig({ chatChunkDelayMs: 1 });
      const cookie = await signIn(backend(), 'u-cora');
      const tracking = HELP_ARTICLES.find((article) => article.id === 'tracking-stats')!;
      const { text } = await readStream(await ask(1001, { question: 'Why did my tracking events drop?' }, cookie));
      expect(text).toContain(tracking.url);
      expect(text).toContain(tracking.title);
      // A different question cites a different article first.
      const { text: other } = await readStream(await ask(1001, { question: 'How do I switch customer account?' }, cookie));
      expect(other).not.toBe(text);
    });

    it('answers politely without citations when no article matches', async () => {
      await setConfig({ chatChunkDelayMs: 1 });
      const cookie = await signIn(backend(), 'u-cora');
      const { text } = await readStream(await ask(1001, { question: 'zzqx wvvbk' }, cookie));
      expect(text.length).toBeGreaterThan(20);
      expect(text).not.toContain(HELP_CENTRE);
    });

    it('sets a Run-Id header that CORS exposes to the portal, with credentials', async () => {
      await setConfig({ chatChunkDelayMs: 1 });
      const cookie = await signIn(backend(), 'u-cora');
      const response = await ask(1001, { question: 'tracking stats' }, cookie);
      await readStream(response);
      expect(response.headers.get('run-id')).toMatch(/^\S{8,}$/);
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-expose-headers')?.toLowerCase().split(/\s*,\s*/)).toContain('run-id');
    });

    it('gives every answer its own run id', async () => {
      await setConfig({ chatChunkDelayMs: 1 });
      const cookie = await signIn(backend(), 'u-cora');
      const first = await runOf(1001, cookie);
      const second = await runOf(1001, cookie);
      expect(first).not.toBe(second);
    });

    it('streams slower with a larger chunk delay (the delay is configurable)', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      await setConfig({ chatChunkDelayMs: 1 });
      let started = Date.now();
      await readStream(await ask(1001, { question: 'tracking stats' }, cookie));
      const fast = Date.now() - started;
      await setConfig({ chatChunkDelayMs: 60 });
      started = Date.now();
      await readStream(await ask(1001, { question: 'tracking stats' }, cookie));
      const slow = Date.now() - started;
      expect(slow).toBeGreaterThanOrEqual(300);
      expect(slow).toBeGreaterThan(fast);
    });

    it('returns the hostile answer for a hostile-answer-test question', async () => {
      await setConfig({ chatChunkDelayMs: 1 });
      const cookie = await signIn(backend(), 'u-cora');
      const { text } = await readStream(await ask(1001, { question: 'Please run the hostile-answer-test now' }, cookie));
      expect(text).toContain('<script>alert(1)</script>');
      expect(text).toContain('javascript:alert(1)');
      expect(text).toContain('onerror=alert(1)');
      expect(text).toContain(`${HELP_CENTRE}/articles/`);
    });

    it.each([
      ['an empty question', { question: '' }],
      ['a whitespace question', { question: '  \n\t ' }],
    ])('answers 400 "No question provided." for %s', async (_label, body) => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await ask(1001, body, cookie);
      expect(response.status).toBe(400);
      expect(response.headers.get('run-id')).toBeNull();
      expect(await response.json()).toEqual({ error: 'No question provided.', status: 400 });
    });

    it.each<[string, unknown]>([
      ['a missing question', {}],
      ['a numeric question', { question: 42 }],
      ['a null question', { question: null }],
      ['non-JSON', 'How do I sign in?'],
      ['an over-long question', { question: 'tracking '.repeat(1_000) }],
      ['a huge body', { question: 'x'.repeat(100_000) }],
    ])('answers 400 JSON for %s', async (_label, body) => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await ask(1001, body, cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 400 });
    });

    it('answers 401 JSON without a cookie', async () => {
      const response = await ask(1001, { question: 'How do I sign in?' });
      expect(response.status).toBe(401);
      expect(response.headers.get('run-id')).toBeNull();
      expect(await response.json()).toEqual({ error: expect.any(String), status: 401 });
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
    });

    it('answers 400 for a customer id that is not a positive integer', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      for (const customerId of ['abc', '0', '-5', '1.5']) {
        const response = await ask(customerId, { question: 'How do I sign in?' }, cookie);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: 'customerId must be a positive integer', status: 400 });
      }
    });

    it.each([1002, 2001])('answers 403 for a customer the user lacks (%s)', async (customerId) => {
      const cookie = await signIn(backend(), 'u-cora');
      const runsBefore = backend().state.chatRuns.size;
      const response = await ask(customerId, { question: 'How do I sign in?' }, cookie);
      expect(response.status).toBe(403);
      expect(response.headers.get('run-id')).toBeNull();
      expect(await response.json()).toEqual({ error: expect.any(String), status: 403 });
      expect(backend().state.chatRuns.size).toBe(runsBefore);
    });
  });

  describe('feedback', () => {
    it('answers 200 once and 409 on repeat; the sink holds it once', async () => {
      await setConfig({ chatChunkDelayMs: 1 });
      const cookie = await signIn(backend(), 'u-cora');
      const runId = await runOf(1001, cookie);

      const first = await giveFeedback(1001, { run_id: runId, score: 1 }, cookie);
      expect(first.status).toBe(200);
      expect(first.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
      const repeat = await giveFeedback(1001, { run_id: runId, score: 0, comment: 'Changed my mind' }, cookie);
      expect(repeat.status).toBe(409);
      expect(await repeat.json()).toEqual({ error: expect.any(String), status: 409 });

      const sink = await readFeedbackSink();
      expect(sink).toHaveLength(1);
      expect(sink[0]).toMatchObject({ run_id: runId, score: 1, customerId: 1001 });
      expect(sink[0]).not.toHaveProperty('comment', 'Changed my mind');
    });

    it('records a dislike with its comment in the sink', async () => {
      await setConfig({ chatChunkDelayMs: 1 });
      const cookie = await signIn(backend(), 'u-mads');
      const runId = await runOf(1004, cookie);
      const response = await giveFeedback(1004, { run_id: runId, score: 0, comment: 'Did not answer my question' }, cookie);
      expect(response.status).toBe(200);
      expect(await readFeedbackSink()).toEqual([
        expect.objectContaining({ run_id: runId, score: 0, comment: 'Did not answer my question', customerId: 1004 }),
      ]);
    });

    it('answers 404 for an unknown run id', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await giveFeedback(1001, { run_id: 'run_does_not_exist', score: 1 }, cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 404 });
      expect(await readFeedbackSink()).toEqual([]);
    });

    it('answers 404 for a run of another customer of the same user', async () => {
      await setConfig({ chatChunkDelayMs: 1 });
      const cookie = await signIn(backend(), 'u-mads');
      const runId = await runOf(1001, cookie);
      const response = await giveFeedback(1002, { run_id: runId, score: 1 }, cookie);
      expect(response.status).toBe(404);
      // The run is still open for its own customer.
      expect((await giveFeedback(1001, { run_id: runId, score: 1 }, cookie)).status).toBe(200);
    });

    it('answers 404 for a run of another user on the same customer', async () => {
      await setConfig({ chatChunkDelayMs: 1 });
      const mads = await signIn(backend(), 'u-mads');
      const cora = await signIn(backend(), 'u-cora');
      const runId = await runOf(1001, mads);
      expect((await giveFeedback(1001, { run_id: runId, score: 1 }, cora)).status).toBe(404);
      expect(await readFeedbackSink()).toEqual([]);
    });

    it('answers 401 without a cookie and 403 for a customer the user lacks', async () => {
      await setConfig({ chatChunkDelayMs: 1 });
      const cookie = await signIn(backend(), 'u-cora');
      const runId = await runOf(1001, cookie);
      expect((await giveFeedback(1001, { run_id: runId, score: 1 })).status).toBe(401);
      expect((await giveFeedback(1002, { run_id: runId, score: 1 }, cookie)).status).toBe(403);
      expect(await readFeedbackSink()).toEqual([]);
    });

    it.each<[string, (runId: string) => unknown]>([
      ['score 2', (run_id) => ({ run_id, score: 2 })],
      ['score -1', (run_id) => ({ run_id, score: -1 })],
      ['score true', (run_id) => ({ run_id, score: true })],
      ['score "1"', (run_id) => ({ run_id, score: '1' })],
      ['missing score', (run_id) => ({ run_id })],
      ['missing run_id', () => ({ score: 1 })],
      ['an empty run_id', () => ({ run_id: '', score: 1 })],
      ['a numeric run_id', () => ({ run_id: 7, score: 1 })],
      ['a comment of 3000 characters', (run_id) => ({ run_id, score: 0, comment: 'x'.repeat(3000) })],
      ['a numeric comment', (run_id) => ({ run_id, score: 0, comment: 5 })],
      ['an extra field', (run_id) => ({ run_id, score: 1, extra: true })],
      ['non-JSON', () => 'run_id=x&score=1'],
    ])('answers 400 JSON for %s, and the run can still get feedback', async (_label, bodyOf) => {
      await setConfig({ chatChunkDelayMs: 1 });
      const cookie = await signIn(backend(), 'u-cora');
      const runId = await runOf(1001, cookie);
      const response = await giveFeedback(1001, bodyOf(runId), cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 400 });
      expect(await readFeedbackSink()).toEqual([]);
      expect((await giveFeedback(1001, { run_id: runId, score: 1 }, cookie)).status).toBe(200);
    });
  });
});
