import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/services/http-client';
import { HttpError, httpStatusOf, toHttpError } from '../../../src/services/http-error';
import { isInteger, isNullableInteger, isRecord, isString } from '../../../src/services/json-guards';

/** How a failed call is classified, and the small JSON checks the services share. */

const axiosError = (fields: { code?: string; message?: string; status?: number }) => ({
  isAxiosError: true as const,
  code: fields.code,
  message: fields.message ?? '',
  response: fields.status === undefined ? undefined : { status: fields.status },
});

describe('HttpError', () => {
  it('is an Error named HttpError that keeps its kind, message, status and cause', () => {
    const cause = new Error('root');
    const error = new HttpError('bad-request', 'HTTP 404', 404, { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect(error.kind).toBe('bad-request');
    expect(error.message).toBe('HTTP 404');
    expect(error.status).toBe(404);
    expect(error.cause).toBe(cause);
  });

  it('hasStatus is true only for one of the statuses named, and never without a status', () => {
    const error = new HttpError('bad-request', 'HTTP 403', 403);
    expect(error.hasStatus(403)).toBe(true);
    expect(error.hasStatus(401, 403)).toBe(true);
    expect(error.hasStatus(401)).toBe(false);
    expect(error.hasStatus()).toBe(false);
    expect(new HttpError('network', 'down').hasStatus()).toBe(false);
  });
});

describe('toHttpError', () => {
  it('returns an HttpError as it is', () => {
    const error = new HttpError('timeout', 'slow');
    expect(toHttpError(error)).toBe(error);
  });

  it.each([
    [400, 'bad-request'],
    [403, 'bad-request'],
    [499, 'bad-request'],
    [500, 'bad-response'],
    [503, 'bad-response'],
  ])('reads an answered axios call with status %i as %s', (status, kind) => {
    const raw = axiosError({ status, code: 'ERR_BAD_RESPONSE' });
    const error = toHttpError(raw);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toBe(`HTTP ${status}`);
    expect(error.cause).toBe(raw);
  });

  it('reads a cancel, a timeout and a refused redirect by their codes and status 0', () => {
    const canceled = toHttpError(axiosError({ code: 'ERR_CANCELED' }));
    expect([canceled.kind, canceled.message, canceled.status]).toEqual(['canceled', 'Request canceled', undefined]);
    for (const code of ['ECONNABORTED', 'ETIMEDOUT']) {
      const timeout = toHttpError(axiosError({ code }));
      expect([timeout.kind, timeout.message, timeout.status]).toEqual(['timeout', 'Request timed out', undefined]);
    }
    const redirect = toHttpError(axiosError({ status: 0, code: 'ERR_NETWORK' }));
    expect([redirect.kind, redirect.message, redirect.status]).toEqual(['bad-request', 'Redirect refused', 0]);
  });

  it('reads any other axios failure as a network error with its message, or a default one', () => {
    const raw = axiosError({ code: 'ERR_NETWORK', message: 'Network Error' });
    const error = toHttpError(raw);
    expect([error.kind, error.message, error.status]).toEqual(['network', 'Network Error', undefined]);
    expect(error.cause).toBe(raw);
    expect(toHttpError(axiosError({ code: 'ERR_NETWORK' })).message).toBe('Network error');
  });

  it('reads an AbortError as canceled, and anything else as a network error', () => {
    const abort = new DOMException('stop', 'AbortError');
    const canceled = toHttpError(abort);
    expect([canceled.kind, canceled.message]).toEqual(['canceled', 'Request canceled']);
    expect(canceled.cause).toBe(abort);
    expect(toHttpError(new DOMException('x', 'NotFoundError')).kind).toBe('network');
    const plain = toHttpError(new TypeError('fetch failed'));
    expect([plain.kind, plain.message, plain.status]).toEqual(['network', 'fetch failed', undefined]);
    expect(toHttpError('boom').message).toBe('Network error');
    expect(toHttpError(null).message).toBe('Network error');
    expect(toHttpError({ isAxiosError: 'yes', message: 'm' }).message).toBe('Network error');
  });
});

describe('httpStatusOf', () => {
  it('is the status of an HttpError or an answered axios call, else undefined', () => {
    expect(httpStatusOf(new HttpError('bad-request', 'HTTP 401', 401))).toBe(401);
    expect(httpStatusOf(axiosError({ status: 502 }))).toBe(502);
    expect(httpStatusOf(axiosError({}))).toBeUndefined();
    expect(httpStatusOf({ response: { status: 500 } })).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
  });
});

describe('createHttpClient', () => {
  it('uses the fetch adapter, the base address, credentials and a 15 s default time limit', () => {
    const client = createHttpClient({ baseURL: 'https://api.example', withCredentials: true });
    expect(client.defaults.baseURL).toBe('https://api.example');
    expect(client.defaults.withCredentials).toBe(true);
    expect(client.defaults.timeout).toBe(15_000);
    expect(client.defaults.adapter).toBe('fetch');
    expect(client.defaults.fetchOptions).toBeUndefined();
  });

  it('stops redirects (manual fetch redirect, no axios redirects) only when asked, with its own time limit', () => {
    const client = createHttpClient({ baseURL: 'https://auth.example', withCredentials: false, noRedirects: true, timeoutMs: 5000 });
    expect(client.defaults.withCredentials).toBe(false);
    expect(client.defaults.timeout).toBe(5000);
    expect(client.defaults.maxRedirects).toBe(0);
    expect(client.defaults.fetchOptions).toEqual({ redirect: 'manual' });
  });
});

describe('JSON guards', () => {
  it('isRecord: an object, not null and not an array', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([])).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('isString, isInteger and isNullableInteger', () => {
    expect(isString('')).toBe(true);
    expect(isString(1)).toBe(false);
    expect(isInteger(3)).toBe(true);
    expect(isInteger(3.5)).toBe(false);
    expect(isInteger('3')).toBe(false);
    expect(isNullableInteger(null)).toBe(true);
    expect(isNullableInteger(0)).toBe(true);
    expect(isNullableInteger(undefined)).toBe(false);
    expect(isNullableInteger(1.5)).toBe(false);
  });
});
