import { describe, expect, it } from 'vitest';
import { isHttpUrl, parsedHttpUrl } from '../../../src/config/safe-url';

describe('isHttpUrl: a link a person may follow out of the portal', () => {
  it.each(['https://docs.example/a', 'http://localhost:8080/'])('accepts %s', (value) => expect(isHttpUrl(value)).toBe(true));
  it.each([
    'javascript:alert(1)',
    '/dash/Dashboard/tnt',
    '//evil.example/x',
    'https://user:pw@docs.example/',
    'java\tscript:alert(1)',
    'mailto:a@b.example',
    undefined,
    42,
  ])('refuses %s', (value) => expect(isHttpUrl(value)).toBe(false));
});

describe('parsedHttpUrl: an address a trusted party configures', () => {
  it('keeps credentials (an error DSN carries its key as the user name)', () => {
    expect(parsedHttpUrl('http://public@localhost:5307/1')?.username).toBe('public');
  });
  it.each(['ftp://files.example/', 'not a url', '/relative', '', null])('refuses %s', (value) => expect(parsedHttpUrl(value)).toBeNull());
});
