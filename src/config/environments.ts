import type { EnvironmentSettings, EnvName } from './environment-types';
import { localOrigins, localSettings } from './local-ports';

const local = localOrigins();

/** The settings of each environment. */
export const ENVIRONMENTS: Record<EnvName, EnvironmentSettings> = {
  Production: {
    EnvName: 'Production',
    UseSampleData: false,
    AuthServerUrl: 'https://auth.portal.example',
    AuthServerReturnUrl: 'https://portal.example/',
    ProfileApiUrl: 'https://profile.portal.example',
    ChatApiUrl: 'https://chat.portal.example',
    GatewayUrl: 'https://gateway.portal.example',
    BlogFeedUrl: 'https://blog.portal.example/feed/',
    SentryDsn: 'https://public@errors.portal.example/1',
  },
  Dev: {
    EnvName: 'Dev',
    UseSampleData: false,
    AuthServerUrl: 'https://auth.dev.portal.example',
    AuthServerReturnUrl: 'https://dev.portal.example/',
    ProfileApiUrl: 'https://profile.dev.portal.example',
    ChatApiUrl: 'https://chat.dev.portal.example',
    GatewayUrl: 'https://gateway.dev.portal.example',
    BlogFeedUrl: 'https://blog.portal.example/feed/',
    SentryDsn: 'https://public@errors.portal.example/2',
  },
  // Staging uses the staging auth and profile URLs; the rest is production's.
  Staging: {
    EnvName: 'Staging',
    UseSampleData: false,
    AuthServerUrl: 'https://auth.staging.portal.example',
    AuthServerReturnUrl: 'https://staging.portal.example/',
    ProfileApiUrl: 'https://profile.staging.portal.example',
    ChatApiUrl: 'https://chat.portal.example',
    GatewayUrl: 'https://gateway.portal.example',
    BlogFeedUrl: 'https://blog.portal.example/feed/',
    SentryDsn: 'https://public@errors.portal.example/3',
  },
  // on localhost the dev settings plus sample data apply, against the local backend.
  Local: localSettings(local, local.portal, true),
};
