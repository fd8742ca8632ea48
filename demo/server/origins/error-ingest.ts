import type { Hono } from 'hono';
import type { BackendContext, OriginEnv } from '../http/backend-context';
import { jsonError } from '../http/json-error';
import { createOriginApp } from '../http/origin-app';
import type { ErrorEvent } from '../state/backend-state';

const MAX_ENVELOPE_BYTES = 1024 * 1024;

/**
 * Parses an error-reporting envelope: a JSON header line, then items, each a JSON item header
 * line and a payload (of `length` bytes when the header says so, else up to the next newline;
 * replays are binary). Returns the payloads of `event` items; throws on a malformed envelope.
 */
export function eventsOfEnvelope(bytes: Uint8Array): ErrorEvent[] {
  const decoder = new TextDecoder();
  let offset = 0;
  const readLine = (): Uint8Array => {
    const end = bytes.indexOf(0x0a, offset);
    const line = bytes.subarray(offset, end === -1 ? bytes.length : end);
    offset = end === -1 ? bytes.length : end + 1;
    return line;
  };
  JSON.parse(decoder.decode(readLine()));
  const events: ErrorEvent[] = [];
  while (offset < bytes.length) {
    const headerLine = decoder.decode(readLine()).trim();
    if (!headerLine) continue;
    const header = JSON.parse(headerLine) as { type?: string; length?: number };
    let payload: Uint8Array;
    if (typeof header.length === 'number') {
      if (!Number.isInteger(header.length) || header.length < 0 || offset + header.length > bytes.length) throw new Error('Bad item length');
      payload = bytes.subarray(offset, offset + header.length);
      offset += header.length;
      if (bytes[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    if (header.type === 'event') events.push(JSON.parse(decoder.decode(payload)) as ErrorEvent);
  }
  return events;
}

/** The error-report ingest the portal's DSN points at locally; events are kept for tests to read. */
export function createErrorIngest(context: BackendContext): Hono<OriginEnv> {
  const app = createOriginApp('errors', context, { kind: 'public' });
  app.post('/api/:projectId/envelope/', async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > MAX_ENVELOPE_BYTES) return jsonError(c, 400, 'Envelope too large');
    let events: ErrorEvent[];
    try {
      events = eventsOfEnvelope(bytes);
    } catch {
      return jsonError(c, 400, 'Malformed envelope');
    }
    context.state.sinks.errorEvents.push(...events);
    return c.json({ id: events[0]?.event_id ?? '' });
  });
  return app;
}
