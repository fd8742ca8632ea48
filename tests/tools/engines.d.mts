/** The engines, in the order `npm test` runs them. */
export const ENGINES: string[];
/** The engine chosen by $BROWSER_ENGINE (Chromium when unset). */
export function engineFrom(value?: string): string;
/** Debian's Firefox ESR: $FIREFOX_PATH, else /usr/bin/firefox-esr. */
export const firefoxPath: string;
export const webkitDriverPath: string;
export const miniBrowserPath: string;
export const xvfbPath: string;
/** The Debian packages whose binaries are missing, for the given engines. */
export function missingPackages(engines?: string[]): string[];
/** Xvfb on a free display and WebKitWebDriver on a free port; the MiniBrowser's capabilities. */
export function startWebKitDriver(): Promise<{
  port: number;
  display: string;
  /** Where the driver's and its MiniBrowsers' output goes. */
  log: string;
  capabilities: Record<string, unknown>;
  stop(): Promise<void>;
}>;
