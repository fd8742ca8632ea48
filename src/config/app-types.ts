/** What an embedded app's access token is for. */
export interface TokenDescriptor {
  client: string;
  services: string[];
}

/** An embedded product area. */
export interface AppEntry {
  /** The path prefix the app owns in the portal, without slashes, e.g. `dash`. */
  appPrefix: string;
  /** The URL the app's iframe is loaded from; the path under the prefix is appended. */
  iframeBaseUrl: string;
  tokenDescriptor: TokenDescriptor;
}
