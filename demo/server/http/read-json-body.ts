import type { Context } from 'hono';
import { schemaProblem } from './openapi-validator';

const MAX_BODY_BYTES = 64 * 1024;

/** A JSON body that matched its schema, or the reason it did not (for a 400). */
export type BodyResult<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Reads a JSON request body and checks it against a schema of the API description. */
export async function readJsonBody<T>(c: Context, schemaName: string): Promise<BodyResult<T>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) return { ok: false, problem: 'Body too large' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'Body is not JSON' };
  }
  const problem = schemaProblem(schemaName, value);
  return problem ? { ok: false, problem } : { ok: true, value: value as T };
}
