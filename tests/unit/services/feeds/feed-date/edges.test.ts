// The edges of parseFeedDate: the last valid value of each field and the first invalid one.
import { describe, expect, it } from 'vitest';
import { readsAs } from '../../../reads-as';
import { parseFeedDate } from '../../../../../src/services/feeds/feed-date';

const iso = (value: string) => parseFeedDate(value)?.toISOString() ?? null;

describe('parseFeedDate: time of day', () => {
  readsAs(iso, [
    ['reads 23:59 and refuses hour 24 and minute 60', [
      ['Fri, 20 Nov 2026 23:59:00 GMT', '2026-11-20T23:59:00.000Z'],
      ['Fri, 20 Nov 2026 24:00:00 GMT', null],
      ['Fri, 20 Nov 2026 23:60:00 GMT', null],
    ]],
    ['keeps the seconds, reads a leap second (:60) as :59 and refuses :61', [
      ['Fri, 20 Nov 2026 10:00:30 GMT', '2026-11-20T10:00:30.000Z'],
      ['Fri, 20 Nov 2026 23:59:60 GMT', '2026-11-20T23:59:59.000Z'],
      ['Fri, 20 Nov 2026 23:59:61 GMT', null],
    ]],
  ]);
});

describe('parseFeedDate: calendar', () => {
  readsAs(iso, [
    ['reads the first and the last month of the year, in any case', [
      ['Thu, 01 Jan 2026 10:00:00 GMT', '2026-01-01T10:00:00.000Z'],
      ['01 JAN 2026 10:00 gmt', '2026-01-01T10:00:00.000Z'],
      ['Thu, 31 Dec 2026 10:00:00 GMT', '2026-12-31T10:00:00.000Z'],
    ]],
    ['reads 29 February of a leap year only, and refuses day 0', [
      ['Thu, 29 Feb 2024 10:00:00 GMT', '2024-02-29T10:00:00.000Z'],
      ['Sun, 29 Feb 2026 10:00:00 GMT', null],
      ['Sun, 31 Apr 2026 10:00:00 GMT', null],
      ['Fri, 00 Nov 2026 10:00:00 GMT', null],
    ]],
    ['refuses a four-digit year below 100 instead of reading it as 19xx', [
      ['Fri, 20 Nov 0026 10:00:00 GMT', null],
    ]],
    ['reads two-digit years 00-49 as 2000-2049 and 50-99 as 1950-1999', [
      ['20 Nov 00 10:00 GMT', '2000-11-20T10:00:00.000Z'],
      ['20 Nov 49 10:00 GMT', '2049-11-20T10:00:00.000Z'],
      ['20 Nov 50 10:00 GMT', '1950-11-20T10:00:00.000Z'],
    ]],
  ]);
});

describe('parseFeedDate: zones', () => {
  readsAs(iso, [
    ['reads the mountain and central zones, summer and winter', [
      ['20 Nov 2026 10:00 MST', '2026-11-20T17:00:00.000Z'],
      ['20 Nov 2026 10:00 MDT', '2026-11-20T16:00:00.000Z'],
      ['20 Nov 2026 10:00 CDT', '2026-11-20T15:00:00.000Z'],
      ['20 Nov 2026 10:00 EDT', '2026-11-20T14:00:00.000Z'],
    ]],
    ['reads Z (in any case) as UTC and refuses an unknown zone name', [
      ['20 Nov 2026 10:00 Z', '2026-11-20T10:00:00.000Z'],
      ['20 Nov 2026 10:00 z', '2026-11-20T10:00:00.000Z'],
      ['20 Nov 2026 10:00 XYZ', null],
    ]],
    ['reads offsets up to +2359 and refuses hour 24 or minute 60 in them', [
      ['20 Nov 2026 10:00 +2359', '2026-11-19T10:01:00.000Z'],
      ['20 Nov 2026 10:00 -2359', '2026-11-21T09:59:00.000Z'],
      ['20 Nov 2026 10:00 +0059', '2026-11-20T09:01:00.000Z'],
      ['20 Nov 2026 10:00 +2400', null],
      ['20 Nov 2026 10:00 +0060', null],
    ]],
  ]);
});

describe('parseFeedDate: ISO 8601', () => {
  readsAs(iso, [
    ['reads a lower-case z, fractions of a second and an offset without colon', [
      ['2026-11-20T10:00:00z', '2026-11-20T10:00:00.000Z'],
      ['2026-11-20T10:00:00.5Z', '2026-11-20T10:00:00.500Z'],
      ['2026-11-20T10:00-0130', '2026-11-20T11:30:00.000Z'],
      ['2026-11-20 10:00:00+01:00', '2026-11-20T09:00:00.000Z'],
    ]],
    ['reads a time without offset as UTC, and refuses an hour of 25', [
      ['2026-11-20T10:00', '2026-11-20T10:00:00.000Z'],
      ['2026-11-20T25:00', null],
    ]],
  ]);
});

describe('parseFeedDate: length', () => {
  // A month name may be written out (and misspelt) at any length: only its first three letters count.
  const ofLength = (length: number) => {
    const head = 'Fri, 20 Nov';
    const tail = ' 2026 10:00:00 GMT';
    return `${head}${'e'.repeat(length - head.length - tail.length)}${tail}`;
  };

  it('reads a date of 64 characters (after white space is collapsed) and refuses 65', () => {
    expect(ofLength(64)).toHaveLength(64);
    expect(iso(ofLength(64))).toBe('2026-11-20T10:00:00.000Z');
    expect(iso(ofLength(65))).toBeNull();
    expect(iso(`   ${ofLength(64).replace(/ /g, '\t\t')}   `)).toBe('2026-11-20T10:00:00.000Z');
  });
});

describe('parseFeedDate: the same on every machine', () => {
  it('reads an ISO time without offset as UTC whatever the machine\'s time zone', (context) => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // A worker thread cannot change its time zone (Stryker runs the tests in one): nothing to check then.
      if (new Date(2026, 10, 20).getTimezoneOffset() === 0) context.skip();
      expect(iso('2026-11-20T10:00')).toBe('2026-11-20T10:00:00.000Z');
      expect(iso('2026-11-20 10:00:30.25')).toBe('2026-11-20T10:00:30.250Z');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it.each(['2026/11/20', 'November 20, 2026', '11/20/2026', 'Fri Nov 20 2026 10:00:00 GMT+0000'])(
    'refuses %j, which only some engines\' Date.parse would read',
    (value) => {
      expect(parseFeedDate(value)).toBeNull();
    },
  );

  // V8's Date.parse reads these, and they start with a valid ISO date: only the ISO pattern keeps
  // them out, so the ISO branch must not run when the RFC 822 one found nothing either.
  it.each(['2026-11-20,10:00', '2026-11-20/10:00', '2026-11-20,'])('refuses %j, which neither pattern reads', (value) => {
    expect(parseFeedDate(value)).toBeNull();
  });
});

describe('parseFeedDate: ISO dates out of the calendar', () => {
  it.each(['2026-02-30', '2026-02-29T10:00:00Z', '2026-04-31', '2026-13-01', '2026-00-10'])('%s is no date (not rolled over into the next month)', (text) => {
    expect(parseFeedDate(text)).toBeNull();
  });
  it('a real leap day is a date', () => {
    expect(parseFeedDate('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});
