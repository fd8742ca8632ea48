import type { EnvironmentSettings } from './environment-types';

/**
 * Default loopback ports of the Local environment: the demo portal and the local backend's origins
 * (one per server of production, so cross-origin rules are real). `npm start` may move them.
 */
export const LOCAL_PORTS = {
  portal: 5173,
  auth: 5301,
  profile: 5302,
  gateway: 5303,
  chat: 5304,
  apps: 5305,
  blog: 5306,
  errors: 5307,
} as const;

/** The name of one local origin. */
export type LocalOriginName = keyof typeof LOCAL_PORTS;

/** `http://localhost:<port>` for each local origin, from a port map. */
export function localOrigins(ports: Record<LocalOriginName, number> = LOCAL_PORTS): Record<LocalOriginName, string> {
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, `http://localhost:${port}`])) as Record<
    LocalOriginName,
    string
  >;
}

/**
 * The Local environment's settings against a local backend at `origins`: the demo's own Local
 * environment, the settings a host page on `returnOrigin` gives the portal, and the browser tests'.
 */
export function localSettings(
  origins: Record<Exclude<LocalOriginName, 'portal'>, string>,
  returnOrigin: string,
  useSampleData: boolean,
): EnvironmentSettings {
  return {
    EnvName: 'Local',
    UseSampleData: useSampleData,
    AuthServerUrl: origins.auth,
    AuthServerReturnUrl: `${returnOrigin}/`,
    ProfileApiUrl: origins.profile,
    ChatApiUrl: origins.chat,
    GatewayUrl: origins.gateway,
    BlogFeedUrl: `${origins.blog}/feed/`,
    SentryDsn: `http://public@${new URL(origins.errors).host}/1`,
  };
}
