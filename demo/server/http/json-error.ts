import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Answers with the backend's one error shape, `{ error, status }` (the API description's Error). */
export function jsonError(c: Context, status: ContentfulStatusCode, error: string): Response {
  return c.json({ error, status }, status);
}
