import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { TEST_PORTAL_ORIGIN, signIn, useBackend } from './backend-fixture';

const LATENCY_MS = 150;

type FaultVia = 'header' | 'query' | 'rule';
const VIAS: FaultVia[] = ['header', 'query', 'rule'];

describe('fault injection, admin endpoints and error ingest', () => {
  const backend = useBackend();
  const origins = () => backend().origins;
  const menuUrl = () => `${origins().profile}/profileapi/portal/menu?env=Production`;
  const releaseNotesUrl = () => `${origins().gateway}/category/releasenotes/feed/`;

  /** Switches a fault rule on through the admin endpoint of some origin. */
  const addRule = async (rule: Record<string, unknown>, on = origins().auth) => {
    const response = await fetch(`${on}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) });
    expect(response.status).toBe(201);
    return response.json() as Promise<{ id: number }>;
  };

  const listRules = async () => (await (await fetch(`${origins().auth}/__admin/faults`)).json()) as unknown[];
  const heldNow = async () => (await (await fetch(`${origins().gateway}/__admin/faults/held`)).json()) as unknown[];
  /** Every list of held requests seen while `request` runs. */
  const heldDuring = async (request: Promise<unknown>) => {
    let done = false;
    const seen: unknown[][] = [];
    const finished = request.finally(() => (done = true));
    while (!done) seen.push(await heldNow());
    await finished;
    return seen;
  };

  /**
   * Fetches `url` with `fault` injected the given way. A rule is scoped to the URL's path, so other
   * requests of the test are unaffected.
   */
  const fetchWithFault = async (via: FaultVia, fault: string, url: string, init: RequestInit = {}) => {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_PORTAL_ORIGIN);
    if (via === 'header') headers.set('x-portal-fault', fault);
    if (via === 'query') target.searchParams.set('__fault', fault);
    if (via === 'rule') await addRule({ fault, path: target.pathname });
    return fetch(target, { ...init, headers });
  };

  const expectNormalMenu = async () => {
    const response = await fetch(menuUrl(), { headers: { origin: TEST_PORTAL_ORIGIN } });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('platforms');
  };

  describe('off by default', () => {
    it('has no rules and leaves a normal request alone', async () => {
      expect(await listRules()).toEqual([]);
      const held = await heldDuring(expectNormalMenu());
      expect(held.flat(), 'no request held back').toEqual([]);
    });

    it('ignores an unknown fault in the header or query', async () => {
      expect((await fetch(menuUrl(), { headers: { 'x-portal-fault': 'explode' } })).status).toBe(200);
      expect((await fetch(`${menuUrl()}&__fault=status:200`)).status).toBe(200);
      expect((await fetch(`${menuUrl()}&__fault=latency:-5`)).status).toBe(200);
    });
  });

  describe.each(VIAS)('through the %s', (via) => {
    it(`latency:${LATENCY_MS} delays the answer by at least ${LATENCY_MS} ms and then answers normally`, async () => {
      const started = performance.now();
      const response = await fetchWithFault(via, `latency:${LATENCY_MS}`, menuUrl());
      const elapsed = performance.now() - started;
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty('platforms');
      expect(elapsed).toBeGreaterThanOrEqual(LATENCY_MS - 2);
    });

    it(`latency lists the request as held while it waits (origin name, method, path), and not after`, async () => {
      const request = fetchWithFault(via, `latency:${LATENCY_MS}`, menuUrl());
      const held = await heldDuring(request);
      expect(held.some((list) => list.length === 1), 'held while it waits').toBe(true);
      expect(held.flat()).toContainEqual({ origin: 'profile', method: 'GET', path: '/profileapi/portal/menu' });
      expect(await heldNow()).toEqual([]);
    });

    it.each([500, 401, 403, 400])('status:%i answers JSON {error, status} with CORS for the portal', async (status) => {
      const response = await fetchWithFault(via, `status:${status}`, menuUrl());
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: expect.any(String), status });
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    });

    it('status works on the authapi too, still without a redirect', async () => {
      const cookie = await signIn(backend(), 'u-cora');
      const response = await fetchWithFault(via, 'status:503', `${origins().auth}/authapi/Login/GetUserData`, { headers: { cookie }, redirect: 'manual' });
      expect(response.status).toBe(503);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 503 });
    });

    it('drop makes fetch reject with a network error', async () => {
      await expect(fetchWithFault(via, 'drop', menuUrl())).rejects.toThrow();
    });

    it('malformed gives a JSON route a body that does not parse as JSON', async () => {
      const response = await fetchWithFault(via, 'malformed', menuUrl());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const text = await response.text();
      expect(text.length).toBeGreaterThan(0);
      expect(() => JSON.parse(text)).toThrow();
    });

    it('malformed gives a feed XML that XMLValidator rejects', async () => {
      const response = await fetchWithFault(via, 'malformed', releaseNotesUrl());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/rss\+xml/);
      expect(XMLValidator.validate(await response.text())).not.toBe(true);
    });

    it.each([
      ['release notes', () => releaseNotesUrl()],
      ['e-books', () => `${origins().gateway}/category/e-books/feed/`],
      ['blog', () => `${origins().blog}/feed/`],
    ])('hostile serves the hostile feed for %s', async (_label, url) => {
      const response = await fetchWithFault(via, 'hostile', url());
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toContain('<!DOCTYPE rss [');
      expect(xml).toContain('&lol9;');
      expect(xml).toContain('javascript:alert(1)');
      expect(xml).toContain('onerror=alert(1)');
      // Well-formed, so the portal's parser gets as far as the items.
      expect(XMLValidator.validate(xml)).toBe(true);
      const items = new XMLParser({ processEntities: false }).parse(xml).rss.channel.item as unknown[];
      expect(items.length).toBeGreaterThan(0);
    });

    it('cut makes the chat stream reader fail mid-way after some bytes', async () => {
      await fetch(`${origins().chat}/__admin/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chatChunkDelayMs: 5 }) });
      const cookie = await signIn(backend(), 'u-cora');
      const response = await fetchWithFault(via, 'cut', `${origins().chat}/helpdeskgpt/chat/1001`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'How do I switch customer account?' }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('run-id')).toBeTruthy();
      const reader = response.body!.getReader();
      let bytes = 0;
      const failure = await (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return null;
          bytes += value.byteLength;
        }
      })().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(bytes).toBeGreaterThan(0);
    });
  });

  describe('rules', () => {
    it('with times: 1 apply once, then stop and disappear from the list', async () => {
      await addRule({ fault: 'status:500', path: '/profileapi/portal/menu', times: 1 });
      expect(await listRules()).toHaveLength(1);
      expect((await fetch(menuUrl())).status).toBe(500);
      expect((await fetch(menuUrl())).status).toBe(200);
      expect((await fetch(menuUrl())).status).toBe(200);
      expect(await listRules()).toEqual([]);
    });

    it('with times: 3 apply three times', async () => {
      await addRule({ fault: 'status:502', origin: 'profile', times: 3 });
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await fetch(menuUrl())).status);
      expect(statuses).toEqual([502, 502, 502, 200, 200]);
    });

    it('without times apply until cleared with DELETE /__admin/faults', async () => {
      await addRule({ fault: 'status:500', origin: 'profile' });
      for (let i = 0; i < 3; i += 1) expect((await fetch(menuUrl())).status).toBe(500);
      const cleared = await fetch(`${origins().gateway}/__admin/faults`, { method: 'DELETE' });
      expect(cleared.status).toBe(204);
      expect(await listRules()).toEqual([]);
      await expectNormalMenu();
    });

    it('filter by origin', async () => {
      await addRule({ fault: 'status:503', origin: 'gateway' });
      expect((await fetch(releaseNotesUrl())).status).toBe(503);
      await expectNormalMenu();
      expect((await fetch(`${origins().blog}/feed/`)).status).toBe(200);
    });

    it('filter by path prefix', async () => {
      await addRule({ fault: 'status:503', path: '/category/e-books' });
      expect((await fetch(`${origins().gateway}/category/e-books/feed/`)).status).toBe(503);
      expect((await fetch(releaseNotesUrl())).status).toBe(200);
    });

    it('filter by method (case-insensitive)', async () => {
      await addRule({ fault: 'status:503', origin: 'profile', method: 'post' });
      await expectNormalMenu();
      const cookie = await signIn(backend(), 'u-cora');
      const response = await fetch(`${origins().profile}/profileapi/tracking/page-visit`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ customerId: 1001, pageTitle: 'Home', platformTitle: 'Home', domain: 'nordic-outdoor.example' }),
      });
      expect(response.status).toBe(503);
      const sink = await (await fetch(`${origins().profile}/__admin/sinks/page-visits`)).json();
      expect(sink).toEqual([]);
    });

    it('combine origin, method and path', async () => {
      await addRule({ fault: 'status:418', origin: 'chat', method: 'POST', path: '/helpdeskgpt/feedback' });
      const cookie = await signIn(backend(), 'u-cora');
      const feedback = await fetch(`${origins().chat}/helpdeskgpt/feedback/1001`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ run_id: 'run_x', score: 1 }),
      });
      expect(feedback.status).toBe(418);
      const chat = await fetch(`${origins().chat}/helpdeskgpt/chat/1001`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ question: '' }),
      });
      expect(chat.status).toBe(400);
    });

    it('with probability 0.5 hit some but not all of 200 requests', async () => {
      await addRule({ fault: 'status:503', origin: 'profile', path: '/profileapi/portal/apps', probability: 0.5 });
      const url = `${origins().profile}/profileapi/portal/apps?env=Production`;
      let hits = 0;
      const total = 200;
      for (let batch = 0; batch < total / 20; batch += 1) {
        const statuses = await Promise.all(Array.from({ length: 20 }, async () => (await fetch(url)).status));
        for (const status of statuses) {
          expect([200, 503]).toContain(status);
          if (status === 503) hits += 1;
        }
      }
      expect(hits).toBeGreaterThan(0);
      expect(hits).toBeLessThan(total);
      // Binomial(200, 0.5): 60..140 is far beyond 5 standard deviations.
      expect(hits).toBeGreaterThan(60);
      expect(hits).toBeLessThan(140);
    });

    it('do not affect the admin endpoints or preflights', async () => {
      await addRule({ fault: 'drop' });
      expect((await fetch(`${origins().auth}/__admin/faults`)).status).toBe(200);
      const preflight = await fetch(menuUrl(), {
        method: 'OPTIONS',
        headers: { origin: TEST_PORTAL_ORIGIN, 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      await expect(fetch(menuUrl())).rejects.toThrow();
      expect((await fetch(`${origins().chat}/__admin/faults`, { method: 'DELETE' })).status).toBe(204);
      await expectNormalMenu();
    });

    it('are shared by every origin\'s admin endpoint and cleared by the reset between tests', async () => {
      expect(await listRules()).toEqual([]);
      const added = await addRule({ fault: 'latency:10', origin: 'blog' }, origins().errors);
      expect(added).toMatchObject({ id: expect.any(Number), origin: 'blog', remaining: null, probability: 1 });
      expect(await listRules()).toHaveLength(1);
    });

    it.each<[string, unknown]>([
      ['an unknown fault', { fault: 'explode' }],
      ['latency without ms', { fault: 'latency:' }],
      ['latency with text', { fault: 'latency:abc' }],
      ['latency above the limit', { fault: 'latency:999999' }],
      ['a non-error status', { fault: 'status:200' }],
      ['a status of 600', { fault: 'status:600' }],
      ['a missing fault', { origin: 'gateway' }],
      ['a numeric fault', { fault: 500 }],
      ['an unknown origin', { fault: 'drop', origin: 'apps' }],
      ['times 0', { fault: 'drop', times: 0 }],
      ['fractional times', { fault: 'drop', times: 1.5 }],
      ['probability 0', { fault: 'drop', probability: 0 }],
      ['probability 2', { fault: 'drop', probability: 2 }],
      ['an extra field', { fault: 'drop', everywhere: true }],
      ['non-JSON', 'fault=drop'],
    ])('answers 400 JSON for %s and adds no rule', async (_label, body) => {
      const response = await fetch(`${origins().gateway}/__admin/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 400 });
      expect(await listRules()).toEqual([]);
    });
  });

  describe('admin config and sinks', () => {
    it.each([{ tokenLifetimeSeconds: 0 }, { chatChunkDelayMs: -1 }, { chatChunkDelayMs: 'fast' }, { unknownSetting: 1 }])(
      'answers 400 for the config patch %j and keeps the config',
      async (patch) => {
        const before = await (await fetch(`${origins().auth}/__admin/config`)).json();
        const response = await fetch(`${origins().auth}/__admin/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patch) });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ status: 400 });
        expect(await (await fetch(`${origins().auth}/__admin/config`)).json()).toEqual(before);
      },
    );

    it.each(['nope', 'constructor', '__proto__', 'toString'])('answers 404 JSON for the unknown sink %s', async (sink) => {
      const response = await fetch(`${origins().profile}/__admin/sinks/${sink}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 404 });
    });

    const ORIGIN_NAMES = ['auth', 'profile', 'gateway', 'chat', 'blog', 'errors'] as const;
    const FOREIGN_PAGES = ['https://evil.example', 'http://localhost:5498', 'null'];

    describe.each(ORIGIN_NAMES)('only for the project\'s own tools, on the %s origin', (name) => {
      const on = (path: string) => `${origins()[name]}/__admin${path}`;

      it.each(FOREIGN_PAGES)('refuses reads of the sinks, rules and settings from a page on %s, with no allow-origin', async (origin) => {
        backend().state.sinks.accessRequests.push({ client: 'portalui', services: ['tcen'], impersonateCustomerId: 5150, userId: 'u-ada', receivedAt: '' });
        for (const path of ['/sinks/access-requests', '/sinks/page-visits', '/sinks/errors', '/faults', '/faults/held', '/config']) {
          const response = await fetch(on(path), { headers: { origin } });
          expect(response.status, path).toBe(403);
          expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
          expect(await response.text(), path).not.toContain('u-ada');
        }
      });

      it('answers a preflight from a foreign page without allow-origin', async () => {
        const response = await fetch(on('/faults'), {
          method: 'OPTIONS',
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
      });

      it('grants the trusted page (the browser tests\' runner) its own origin, never *', async () => {
        const response = await fetch(on('/sinks/page-visits'), { headers: { origin: TEST_PORTAL_ORIGIN } });
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
        const tool = await fetch(on('/sinks/page-visits'));
        expect(tool.status).toBe(200);
        expect(tool.headers.get('access-control-allow-origin')).toBeNull();
      });

      it.each(['text/plain', 'application/x-www-form-urlencoded', undefined])('refuses (415) a fault or setting written as %s, changing nothing', async (contentType) => {
        const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
        const body = (value: unknown) => new Blob([JSON.stringify(value)], contentType ? { type: contentType } : {});
        const fault = await fetch(on('/faults'), { method: 'POST', headers, body: body({ fault: 'status:503' }) });
        expect(fault.status).toBe(415);
        const config = await fetch(on('/config'), { method: 'POST', headers, body: body({ tokenLifetimeSeconds: 1 }) });
        expect(config.status).toBe(415);
        expect(await config.json()).toEqual({ error: 'Content-Type must be application/json', status: 415 });
        backend().state.sinks.feedback.push({ run_id: 'run_kept', score: 1, customerId: 1001, receivedAt: '' });
        expect((await fetch(on('/reset'), { method: 'POST', headers, body: body({}) })).status).toBe(415);
        expect(backend().state.faults.list()).toEqual([]);
        expect(backend().state.config.tokenLifetimeSeconds).not.toBe(1);
        expect(backend().state.sinks.feedback).toHaveLength(1);
      });

      it('refuses (403) JSON writes from a page on a foreign origin, changing nothing', async () => {
        const headers = { 'content-type': 'application/json', origin: 'https://evil.example' };
        expect((await fetch(on('/faults'), { method: 'POST', headers, body: JSON.stringify({ fault: 'drop' }) })).status).toBe(403);
        expect((await fetch(on('/config'), { method: 'POST', headers, body: JSON.stringify({ chatChunkDelayMs: 0 }) })).status).toBe(403);
        await addRule({ fault: 'status:503', path: '/__unused' });
        expect((await fetch(on('/faults'), { method: 'DELETE', headers: { origin: 'https://evil.example' } })).status).toBe(403);
        expect(backend().state.faults.list()).toHaveLength(1);
        expect(backend().state.config.chatChunkDelayMs).not.toBe(0);
      });
    });

    it.each(['page-visits', 'feedback', 'errors'])('serves the %s sink, empty after the reset', async (sink) => {
      const response = await fetch(`${origins().errors}/__admin/sinks/${sink}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    });
  });

  describe('error ingest', () => {
    const envelopeUrl = () => `${origins().errors}/api/42/envelope/`;
    const encoder = new TextEncoder();
    const postEnvelope = (body: Uint8Array<ArrayBuffer> | string) =>
      fetch(envelopeUrl(), { method: 'POST', headers: { 'content-type': 'application/x-sentry-envelope', origin: TEST_PORTAL_ORIGIN }, body });
    const readErrors = async () => (await (await fetch(`${origins().errors}/__admin/sinks/errors`)).json()) as Array<Record<string, unknown>>;
    const concat = (...parts: Array<Uint8Array | string>) => {
      const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
      const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        out.set(chunk, offset);
        offset += chunk.length;
      }
      return out;
    };
    const envelopeHeader = JSON.stringify({ event_id: 'e1', sent_at: new Date().toISOString(), dsn: 'http://key@localhost/42' });

    it('accepts a valid envelope; its event lands in the errors sink', async () => {
      const event = JSON.stringify({ event_id: 'e1', level: 'error', message: 'Boom', tags: { area: 'chat' } });
      const response = await postEnvelope(`${envelopeHeader}\n${JSON.stringify({ type: 'event' })}\n${event}\n`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: 'e1' });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await readErrors()).toEqual([{ event_id: 'e1', level: 'error', message: 'Boom', tags: { area: 'chat' } }]);
    });

    it('accepts an event item with a byte length (multi-byte text) and ignores non-event items', async () => {
      const event = JSON.stringify({ event_id: 'e2', message: 'Fejl: æøå ✓' });
      const session = JSON.stringify({ sid: 's1', status: 'ok' });
      const body = concat(
        envelopeHeader, '\n',
        JSON.stringify({ type: 'session' }), '\n', session, '\n',
        JSON.stringify({ type: 'event', length: encoder.encode(event).length }), '\n', event, '\n',
      );
      const response = await postEnvelope(body);
      expect(response.status).toBe(200);
      expect(await readErrors()).toEqual([{ event_id: 'e2', message: 'Fejl: æøå ✓' }]);
    });

    it('parses a binary item whose length covers newlines (and look-alike item lines) correctly', async () => {
      // A replay-like payload with newlines, bytes that are not UTF-8, and text that would look like
      // an event item if the parser split the payload at its newlines.
      const binary = concat(
        new Uint8Array([0x00, 0xff, 0x0a, 0xfe, 0x0a]),
        '\n{"type":"event"}\n{"event_id":"smuggled","message":"must not be ingested"}\n',
        new Uint8Array([0x0a, 0x0a, 0x01]),
      );
      const realEvent = JSON.stringify({ event_id: 'e3', message: 'After the replay' });
      const body = concat(
        envelopeHeader, '\n',
        JSON.stringify({ type: 'replay_recording', length: binary.length }), '\n', binary, '\n',
        JSON.stringify({ type: 'event' }), '\n', realEvent, '\n',
      );
      const response = await postEnvelope(body);
      expect(response.status).toBe(200);
      const events = await readErrors();
      expect(events).toEqual([{ event_id: 'e3', message: 'After the replay' }]);
      expect(JSON.stringify(events)).not.toContain('smuggled');
    });

    it('accepts a final item without a trailing newline', async () => {
      const event = JSON.stringify({ event_id: 'e4' });
      const response = await postEnvelope(`${envelopeHeader}\n${JSON.stringify({ type: 'event', length: event.length })}\n${event}`);
      expect(response.status).toBe(200);
      expect(await readErrors()).toEqual([{ event_id: 'e4' }]);
    });

    it.each<[string, string]>([
      ['an empty body', ''],
      ['a header that is not JSON', 'hello\n{"type":"event"}\n{}\n'],
      ['an item header that is not JSON', `${envelopeHeader}\nnot-json\n{}\n`],
      ['an event payload that is not JSON', `${envelopeHeader}\n{"type":"event"}\n{"event_id":\n`],
      ['an item longer than the envelope', `${envelopeHeader}\n{"type":"event","length":500}\n{}\n`],
      ['a negative item length', `${envelopeHeader}\n{"type":"event","length":-3}\n{}\n`],
      ['a fractional item length', `${envelopeHeader}\n{"type":"event","length":1.5}\n{}\n`],
      ['an envelope over 1 MB', `${envelopeHeader}\n{"type":"attachment"}\n${'x'.repeat(1_100_000)}\n`],
    ])('answers 400 JSON for a malformed envelope: %s, and stores nothing', async (_label, body) => {
      const response = await postEnvelope(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String), status: 400 });
      expect(await readErrors()).toEqual([]);
    });

    it('answers a self-referencing negative item length promptly (no endless loop)', async () => {
      // The item header moves the read position back to itself: a naive parser loops for ever and,
      // since the backend runs in this process, blocks this test file (a hang is a failure too).
      const header = '{"length":-15}';
      expect(header.length + 1).toBe(15);
      const response = await Promise.race([
        postEnvelope(`${envelopeHeader}\n${header}\n`),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 2 s')), 2_000)),
      ]);
      expect(response.status).toBe(400);
    });
  });

  it('survives all of the above: normal requests succeed on every origin', async () => {
    await expectNormalMenu();
    const cookie = await signIn(backend(), 'u-cora');
    expect((await fetch(`${origins().auth}/authapi/Login/GetUserData`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(releaseNotesUrl())).status).toBe(200);
    expect((await fetch(`${origins().blog}/feed/`)).status).toBe(200);
    const chat = await fetch(`${origins().chat}/helpdeskgpt/chat/1001`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'tracking stats' }),
    });
    expect(chat.status).toBe(200);
    expect((await chat.text()).length).toBeGreaterThan(0);
    expect((await fetch(`${origins().errors}/__admin/sinks/errors`)).status).toBe(200);
  });
});

describe('cut on answers that are not streams, and CORS credentials for non-portal origins', () => {
  const backend = useBackend();

  it('a cut feed sends part of its body and then the connection closes', async () => {
    const response = await fetch(`${backend().origins.gateway}/category/releasenotes/feed/`, { headers: { 'x-portal-fault': 'cut' } });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('a cut answer without a body (a page visit, 204) closes the connection: a network failure, not a server error', async () => {
    const cookie = await signIn(backend(), 'u-cora');
    const visit = fetch(`${backend().origins.profile}/profileapi/tracking/page-visit`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-portal-fault': 'cut' },
      body: JSON.stringify({ customerId: 1001, pageTitle: 'Home', platformTitle: 'Portal', domain: 'portal.example' }),
    });
    await expect(visit).rejects.toThrow();
    expect(backend().state.sinks.pageVisits).toHaveLength(1);
  });

  it('a preflight from the apps origin to the gateway is allowed without credentials', async () => {
    const response = await fetch(`${backend().origins.gateway}/api/customers/1001/insights`, {
      method: 'OPTIONS',
      headers: { origin: backend().origins.apps, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(backend().origins.apps);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('a foreign origin gets neither allow-origin nor allow-credentials nor exposed headers', async () => {
    const response = await fetch(`${backend().origins.auth}/authapi/Login/GetUserData`, { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-expose-headers')).toBeNull();
  });
});
