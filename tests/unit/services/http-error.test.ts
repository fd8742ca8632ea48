import { describe, expect, it } from 'vitest';
import { HttpError, httpErrorOfStatus, httpStatusOf, toHttpError, unansweredCallError } from '../../../src/services/http-error';
import { isInteger, isNullableInteger, isRecord, isString } from '../../../src/services/json-guards';

/** How a failed call is classified, and the small JSON checks the services share. */

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

  it('reads a passed time limit as timeout', () => {
    const expired = new DOMException('The operation timed out.', 'TimeoutError');
    const timeout = toHttpError(expired);
    expect([timeout.kind, timeout.message, timeout.status]).toEqual(['timeout', 'Request timed out', undefined]);
    expect(timeout.cause).toBe(expired);
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
    expect(toHttpError({ message: 'm' }).message).toBe('Network error');
  });
});

describe('httpErrorOfStatus', () => {
  it.each([
    [400, 'bad-request'],
    [403, 'bad-request'],
    [499, 'bad-request'],
    [500, 'bad-response'],
    [503, 'bad-response'],
  ])('reads an answer with status %i as %s', (status, kind) => {
    const error = httpErrorOfStatus(status);
    expect(error).toBeInstanceOf(HttpError);
    expect([error.kind, error.status, error.message]).toEqual([kind, status, `HTTP ${status}`]);
  });

  it('reads status 0 as a refused redirect', () => {
    const redirect = httpErrorOfStatus(0);
    expect([redirect.kind, redirect.message, redirect.status]).toEqual(['bad-request', 'Redirect refused', 0]);
  });
});

describe('httpStatusOf', () => {
  it('is the status of an HttpError, else undefined', () => {
    expect(httpStatusOf(new HttpError('bad-request', 'HTTP 401', 401))).toBe(401);
    expect(httpStatusOf(new HttpError('network', 'down'))).toBeUndefined();
    expect(httpStatusOf({ response: { status: 500 } })).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
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

describe('unansweredCallError: a call that got no answer, told apart by a no-cors probe of the same address', () => {
  it('the probe answered: the server is there and refused this origin (origin-refused, no status, the cause kept)', () => {
    const cause = new TypeError('Failed to fetch');
    const error = unansweredCallError(cause, true);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.kind).toBe('origin-refused');
    expect(error.message).toBe("The server refused this page's origin");
    expect(error.status).toBeUndefined();
    expect(error.cause).toBe(cause);
  });

  it('the probe failed too: a network failure', () => {
    const cause = new TypeError('Failed to fetch');
    const error = unansweredCallError(cause, false);
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network Error');
    expect(error.cause).toBe(cause);
  });
});
