const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The named zones of RFC 822 / RFC 2822 section 4.3, as minutes east of UTC. */
const ZONES: Readonly<Record<string, number>> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  EST: -5 * 60,
  EDT: -4 * 60,
  CST: -6 * 60,
  CDT: -5 * 60,
  MST: -7 * 60,
  MDT: -6 * 60,
  PST: -8 * 60,
  PDT: -7 * 60,
};

// [weekday,] day month year hh:mm[:ss] [zone]; the weekday is not checked (feeds get it wrong).
const RFC_822 = /^(?:[a-z]{3,9},?\s+)?(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[a-z]{1,3})?$/i;
// ISO 8601 / RFC 3339, which some feeds use instead: a date, optionally a time with an offset.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Date.UTC that refuses out-of-range fields (31 February) instead of rolling them over. */
function utc(year: number, month: number, day: number, hours: number, minutes: number, seconds: number): number | null {
  if (hours > 23 || minutes > 59 || seconds > 60) return null;
  const time = Date.UTC(year, month, day, hours, minutes, Math.min(seconds, 59));
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day ? time : null;
}

function zoneOffsetMinutes(zone: string | undefined): number | null {
  if (zone === undefined) return 0; // RFC 822 requires a zone; a missing one is read as UTC.
  if (/^[+-]\d{4}$/.test(zone)) {
    const hours = Number(zone.slice(1, 3));
    const minutes = Number(zone.slice(3, 5));
    if (hours > 23 || minutes > 59) return null;
    return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
  }
  return ZONES[zone.toUpperCase()] ?? null;
}

function parseRfc822(text: string): number | null {
  const match = RFC_822.exec(text);
  if (!match) return null;
  const [, day, monthName, yearText, hours, minutes, seconds, zone] = match;
  // Stryker disable next-line StringLiteral: never used; RFC_822 only matches with a month name.
  const month = MONTHS.indexOf((monthName ?? '').toLowerCase());
  const offset = zoneOffsetMinutes(zone);
  if (month < 0 || offset === null || yearText === undefined) return null;
  // Two-digit years as RFC 2822 section 4.3 reads them: 00-49 are 2000-2049, 50-99 are 1950-1999.
  const year = yearText.length === 2 ? Number(yearText) + (Number(yearText) < 50 ? 2000 : 1900) : Number(yearText);
  const time = utc(year, month, Number(day), Number(hours), Number(minutes), Number(seconds ?? 0));
  return time === null ? null : time - offset * 60_000;
}

/**
 * A feed item's publication date: RFC 822 as RSS 2.0 asks (`Fri, 20 Nov 2026 10:00:00 GMT`,
 * named zones GMT/UT/EST/EDT/CST/CDT/MST/MDT/PST/PDT and numeric offsets like `+0200`), or ISO 8601.
 * Parsed by hand, so that every browser reads it the same way; null when it is neither (unknown
 * zone names too) or out of range.
 */
export function parseFeedDate(value: string): Date | null {
  const text = value.trim().replace(/\s+/g, ' ');
  // Stryker disable next-line StringLiteral: an empty text is refused anyway: neither RFC_822 nor ISO_8601 matches it.
  if (text === '' || text.length > 64) return null;
  let time = parseRfc822(text);
  if (time === null && ISO_8601.test(text)) {
    // A time without offset is read as UTC, like a missing RFC 822 zone (a bare date is UTC anyway).
    const iso = text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
    const parsed = Date.parse(iso.includes('T') && !/(?:Z|[+-]\d{2}:\d{2})$/i.test(iso) ? `${iso}Z` : iso);
    // Date.parse rolls a day past the month's end over (30 February is 2 March): refused instead.
    const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
    time = Number.isNaN(parsed) || utc(year, month - 1, day, 0, 0, 0) === null ? null : parsed;
  }
  // Stryker disable next-line LogicalOperator: time is null or finite (Date.UTC of checked fields, or Date.parse checked for NaN), so && gives the same.
  return time === null || !Number.isFinite(time) ? null : new Date(time);
}
