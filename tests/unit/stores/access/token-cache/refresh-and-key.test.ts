import { describe, expect, it } from 'vitest';
import { TOKEN_REFRESH_MAX_DELAY_MS } from '../../../../../src/config/business-constants';
import { refreshDelayMs, tokenKey } from '../../../../../src/stores/access/token-cache';

const HOUR = 60 * 60 * 1000;

describe('Token refresh at 2/3 of remaining life, skipped if more than 20 hours (refreshDelayMs)', () => {
  const now = Date.parse('2030-01-01T00:00:00.000Z');
  const expiresIn = (ms: number) => new Date(now + ms).toISOString();

  it('the 20 h constant is 20 hours', () => {
    expect(TOKEN_REFRESH_MAX_DELAY_MS).toBe(20 * HOUR);
  });

  it('refreshes at two thirds of the remaining life', () => {
    expect(refreshDelayMs(expiresIn(3 * HOUR), now)).toBe(2 * HOUR);
    expect(refreshDelayMs(expiresIn(90_000), now)).toBe(60_000);
    expect(refreshDelayMs(expiresIn(3), now)).toBe(2);
  });

  it('a refresh exactly 20 h away is allowed (30 h of life left)', () => {
    expect(refreshDelayMs(expiresIn(30 * HOUR), now)).toBe(20 * HOUR);
  });

  it('a refresh just over 20 h away is skipped (null)', () => {
    expect(refreshDelayMs(expiresIn(30 * HOUR + 2), now)).toBeNull();
    expect(refreshDelayMs(expiresIn(48 * HOUR), now)).toBeNull();
  });

  it('an expired token, or one expiring now, is not scheduled (null)', () => {
    expect(refreshDelayMs(expiresIn(0), now)).toBeNull();
    expect(refreshDelayMs(expiresIn(-HOUR), now)).toBeNull();
  });

  it.each(['', 'not a date', '2030-13-45T99:00:00Z'])('an invalid expirationUtc %j is not scheduled (null)', (expirationUtc) => {
    expect(refreshDelayMs(expirationUtc, now)).toBeNull();
  });

  it('uses Date.now() when no time is given', () => {
    const delay = refreshDelayMs(new Date(Date.now() + 3 * HOUR).toISOString());
    expect(delay).toBeGreaterThan(2 * HOUR - 5_000);
    expect(delay).toBeLessThanOrEqual(2 * HOUR);
  });
});

describe('A token is cached per request parameters (tokenKey)', () => {
  const request = { client: 'dashboardui', services: ['a', 'b', 'c'], impersonateCustomerId: 1001 };

  it('the order of services does not matter', () => {
    expect(tokenKey({ ...request, services: ['c', 'a', 'b'] })).toBe(tokenKey(request));
  });

  it('the impersonated customer matters', () => {
    expect(tokenKey({ ...request, impersonateCustomerId: 1002 })).not.toBe(tokenKey(request));
  });

  it('the client and the set of services matter', () => {
    expect(tokenKey({ ...request, client: 'cdpui' })).not.toBe(tokenKey(request));
    expect(tokenKey({ ...request, services: ['a', 'b'] })).not.toBe(tokenKey(request));
    expect(tokenKey({ ...request, services: ['a', 'b', 'c', 'd'] })).not.toBe(tokenKey(request));
  });

  it('services are not confused by joining (["a,b"] vs ["a","b"])', () => {
    expect(tokenKey({ ...request, services: ['a,b'] })).not.toBe(tokenKey({ ...request, services: ['a', 'b'] }));
  });

  it('does not reorder the caller\'s services array', () => {
    const services = ['z', 'a'];
    tokenKey({ ...request, services });
    expect(services).toEqual(['z', 'a']);
  });
});
