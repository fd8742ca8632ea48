// The services' tests: a fake HTTP client and the HttpError a call rejects with.
import { expect, vi } from 'vitest';
import type { HttpClient } from '../../../src/services/http-client';
import { HttpError } from '../../../src/services/http-error';

/** A fake HTTP client: only get and post, as spies. */
export function fakeClient() {
  const get = vi.fn<(url: string, options?: unknown) => Promise<{ data: unknown }>>();
  const post = vi.fn<(url: string, body?: unknown) => Promise<{ data: unknown }>>();
  return { client: { get, post } as unknown as HttpClient, get, post };
}

/** The HttpError a promise rejects with (fails the test if it resolves or rejects otherwise). */
export async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}
