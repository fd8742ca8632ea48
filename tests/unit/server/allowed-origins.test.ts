// PORTAL_ALLOWED_ORIGINS: the origins a host team adds to the local backend's trust, checked at start.
import { describe, expect, it } from 'vitest';
import { AllowedOriginsError, parseAllowedOrigins, trustedOrigins } from '../../../demo/server/http/allowed-origins';

describe('parseAllowedOrigins', () => {
  it('reads a comma-separated list of origins, trimming spaces, skipping blank entries and repeats', () => {
    expect(parseAllowedOrigins(' http://localhost:5174 ,https://cms.example,, https://cms.example/ ,')).toEqual([
      'http://localhost:5174',
      'https://cms.example',
    ]);
  });

  it('is empty when the variable is unset or blank', () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins('  ')).toEqual([]);
  });

  it.each([
    ['*', /wildcard/],
    ['localhost:5174', /scheme|not a URL/],
    ['cms.example', /not a URL/],
    ['ftp://cms.example', /http or https/],
    ['https://user:secret@cms.example', /user name/],
    ['https://cms.example/portal', /no path/],
    ['https://cms.example?x=1', /no path, query/],
    ['HTTPS://CMS.example', /write it as its origin, https:\/\/cms\.example/],
    ['https://cms.example:443', /write it as its origin/],
    ['null', /not a URL/],
  ])('stops at %j, naming the entry and why', (entry, why) => {
    const attempt = () => parseAllowedOrigins(`http://localhost:5174,${entry}`);
    expect(attempt).toThrow(AllowedOriginsError);
    expect(attempt).toThrow(`PORTAL_ALLOWED_ORIGINS: "${entry}" is not an origin`);
    expect(attempt).toThrow(why);
  });
});

describe('trustedOrigins', () => {
  it('adds the configured origins after the demo\'s own, once each', () => {
    expect(trustedOrigins(['http://localhost:5173', 'http://localhost:5174'], ['http://localhost:5174', 'https://cms.example'])).toEqual([
      'http://localhost:5173',
      'http://localhost:5174',
      'https://cms.example',
    ]);
  });
});
