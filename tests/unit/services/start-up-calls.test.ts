// The addresses a host page preloads must be the very ones the HTTP clients ask, or the browser fetches twice.
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_CUSTOMERS_PATH, USER_DATA_PATH } from '../../../src/services/auth-service';
import { APPS_PATH, MENU_PATH } from '../../../src/services/definitions-service';
import { createHttpClient } from '../../../src/services/http-client';
import { startUpCallUrls } from '../../../src/services/start-up-calls';

describe('startUpCallUrls', () => {
  it.each([
    ['without a trailing slash', 'https://auth.portal.example', 'https://profile.portal.example/api', 'Production'],
    ['with trailing slashes', 'http://localhost:7101/', 'http://localhost:7102/api//', 'Local'],
    ['another environment', 'https://auth.dev.example', 'https://profile.dev.example', 'Dev'],
    ['the staging environment', 'https://auth.staging.example/', 'https://profile.staging.example/', 'Staging'],
  ] as const)('are the addresses axios builds for the four start-up calls (%s)', (_, AuthServerUrl, ProfileApiUrl, EnvName) => {
    const auth = createHttpClient({ baseURL: AuthServerUrl, withCredentials: true, noRedirects: true });
    const profile = createHttpClient({ baseURL: ProfileApiUrl, withCredentials: true });
    expect(startUpCallUrls({ AuthServerUrl, ProfileApiUrl, EnvName })).toEqual([
      auth.getUri({ url: USER_DATA_PATH }),
      auth.getUri({ url: ACCESSIBLE_CUSTOMERS_PATH }),
      profile.getUri({ url: MENU_PATH, params: { env: EnvName } }),
      profile.getUri({ url: APPS_PATH, params: { env: EnvName } }),
    ]);
  });
});
