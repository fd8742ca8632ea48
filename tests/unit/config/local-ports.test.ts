// The Local environment's ports, origins and settings against a local backend.
import { describe, expect, it } from 'vitest';
import { LOCAL_PORTS, localOrigins, localSettings } from '../../../src/config/local-ports';

const origins = localOrigins({ portal: 6000, auth: 6001, profile: 6002, gateway: 6003, chat: 6004, apps: 6005, blog: 6006, errors: 6007 });

describe('localSettings: the Local environment against a local backend', () => {
  it('points every service at its origin and signing in back at the page origin', () => {
    expect(localSettings(origins, 'http://localhost:8080', false)).toEqual({
      EnvName: 'Local',
      UseSampleData: false,
      AuthServerUrl: 'http://localhost:6001',
      AuthServerReturnUrl: 'http://localhost:8080/',
      ProfileApiUrl: 'http://localhost:6002',
      ChatApiUrl: 'http://localhost:6004',
      GatewayUrl: 'http://localhost:6003',
      BlogFeedUrl: 'http://localhost:6006/feed/',
      SentryDsn: 'http://public@localhost:6007/1',
    });
  });

  it('keeps the sample-data choice it is given', () => {
    expect(localSettings(origins, origins.portal, true).UseSampleData).toBe(true);
  });
});

describe('the local ports and origins, exactly as specified', () => {
  it('the local ports and origins', () => {
    expect(LOCAL_PORTS).toEqual({ portal: 5173, auth: 5301, profile: 5302, gateway: 5303, chat: 5304, apps: 5305, blog: 5306, errors: 5307 });
    expect(localOrigins().errors).toBe('http://localhost:5307');
  });
});
