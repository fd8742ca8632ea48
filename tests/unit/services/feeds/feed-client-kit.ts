// The feed services' tests: the moment the demo feeds are dated from, and a fake HTTP client answering one way.
import { vi } from 'vitest';
import type { HttpClient } from '../../../../src/services/http-client';

/** The moment the demo feeds are dated from. */
export const NOW = new Date('2026-11-20T12:00:00Z');

/** A fake HTTP client answering every GET with `data` (or failing with `error`). */
export function fakeClient(answer: { data?: unknown; error?: unknown }) {
  const get = vi.fn<(url: string, options?: unknown) => Promise<{ data: unknown }>>(() =>
    answer.error === undefined ? Promise.resolve({ data: answer.data }) : Promise.reject(answer.error),
  );
  return { client: { get } as unknown as HttpClient, get };
}

/** What a promise rejects with (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (caught: unknown) => caught,
  );
}
