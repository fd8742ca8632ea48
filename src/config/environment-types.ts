/** The environments. */
export type EnvName = 'Production' | 'Dev' | 'Staging' | 'Local';

/** Environment settings, as a host page may also provide them in `HostParamsJson`. */
export interface EnvironmentSettings {
  EnvName: EnvName;
  UseSampleData: boolean;
  AuthServerUrl: string;
  AuthServerReturnUrl: string;
  ProfileApiUrl: string;
  ChatApiUrl: string;
  GatewayUrl: string;
  /** Where the blog feed lives ("a blog RSS feed at a fixed external address"). */
  BlogFeedUrl: string;
  /** Error-reporting DSN; empty turns error reporting off. */
  SentryDsn: string;
}
