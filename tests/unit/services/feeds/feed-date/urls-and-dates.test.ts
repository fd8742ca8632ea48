import { describe, expect, it } from 'vitest';
import { readsAs } from '../../../reads-as';
import { parseFeedDate } from '../../../../../src/services/feeds/feed-date';
import { httpUrl } from '../../../../../src/config/safe-url';

describe('httpUrl', () => {
  readsAs(httpUrl, [
    ['accepts absolute http and https URLs, normalised', [
      ['https://release-notes.portal.example/2026-11', 'https://release-notes.portal.example/2026-11'],
      ['  HTTP://Blog.Example.com  ', 'http://blog.example.com/'],
      ['https://a.example/my image.jpg?q=1#top', 'https://a.example/my%20image.jpg?q=1#top'],
    ]],
  ]);

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.domain)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://a.example/',
    '//evil.example/path',
    '/relative/path',
    'relative',
    'https:evil.example',
    'https:/evil.example',
    'https:///evil.example',
    'https:\\\\evil.example',
    'https://user:secret@evil.example/',
    'https://user@evil.example/',
    'https://a.example/\u0000',
    'https://a.example/\nx',
    'https://',
    '',
    `https://a.example/${'x'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(httpUrl(value)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['https://a.example/']]) expect(httpUrl(value)).toBeNull();
  });
});

describe('parseFeedDate', () => {
  const iso = (value: string) => parseFeedDate(value)?.toISOString() ?? null;

  readsAs(iso, [
    ['reads RFC 822 dates with GMT, UT and UTC', [
      ['Fri, 20 Nov 2026 10:00:00 GMT', '2026-11-20T10:00:00.000Z'],
      ['Fri, 20 Nov 2026 10:00:00 UT', '2026-11-20T10:00:00.000Z'],
      ['20 Nov 2026 10:00 UTC', '2026-11-20T10:00:00.000Z'],
    ]],
    ['reads the North American named zones', [
      ['Fri, 20 Nov 2026 10:00:00 EST', '2026-11-20T15:00:00.000Z'],
      ['Mon, 01 Jun 2026 10:00:00 EDT', '2026-06-01T14:00:00.000Z'],
      ['Fri, 20 Nov 2026 10:00:00 CST', '2026-11-20T16:00:00.000Z'],
      ['Fri, 20 Nov 2026 10:00:00 PST', '2026-11-20T18:00:00.000Z'],
      ['Fri, 20 Nov 2026 10:00:00 pdt', '2026-11-20T17:00:00.000Z'],
    ]],
    ['reads numeric offsets', [
      ['Fri, 20 Nov 2026 10:00:00 +0200', '2026-11-20T08:00:00.000Z'],
      ['Fri, 20 Nov 2026 10:00:00 -0530', '2026-11-20T15:30:00.000Z'],
      ['Fri, 20 Nov 2026 00:30:00 +0100', '2026-11-19T23:30:00.000Z'],
    ]],
    ['tolerates a missing weekday or seconds, odd white space, full month names and two-digit years', [
      ['20 Nov 2026 10:00 +0000', '2026-11-20T10:00:00.000Z'],
      ['  Fri,\t20  November 2026 10:00:00 GMT ', '2026-11-20T10:00:00.000Z'],
      ['Fri, 20 Nov 26 10:00:00 GMT', '2026-11-20T10:00:00.000Z'],
      ['Sat, 20 Nov 99 10:00:00 GMT', '1999-11-20T10:00:00.000Z'],
      ['Fri, 20 Nov 2026 10:00:00', '2026-11-20T10:00:00.000Z'],
    ]],
    ['reads ISO 8601 dates, which some feeds send instead', [
      ['2026-11-20T10:00:00Z', '2026-11-20T10:00:00.000Z'],
      ['2026-11-20T10:00:00+02:00', '2026-11-20T08:00:00.000Z'],
      ['2026-11-20T10:00:00+0200', '2026-11-20T08:00:00.000Z'],
      ['2026-11-20 10:00', '2026-11-20T10:00:00.000Z'],
      ['2026-11-20', '2026-11-20T00:00:00.000Z'],
    ]],
  ]);

  it('reads what the demo backend writes (Date.toUTCString)', () => {
    const date = new Date('2026-03-05T07:08:09Z');
    expect(parseFeedDate(date.toUTCString())?.getTime()).toBe(date.getTime());
  });

  it.each([
    '',
    'yesterday',
    'Fri, 20 Foo 2026 10:00:00 GMT',
    'Fri, 31 Feb 2026 10:00:00 GMT',
    'Fri, 20 Nov 2026 25:00:00 GMT',
    'Fri, 20 Nov 2026 10:61:00 GMT',
    'Fri, 20 Nov 2026 10:00:00 CEST',
    'Fri, 20 Nov 2026 10:00:00 +2500',
    '2026-13-40',
    'x'.repeat(100),
  ])('refuses %j', (value) => {
    expect(parseFeedDate(value)).toBeNull();
  });
});
