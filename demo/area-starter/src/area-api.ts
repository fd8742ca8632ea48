import type { ShellClient } from 'portal-shell/client';

/** What the area's gateway calls need: the fetch to use, and where the gateway is. */
export interface AreaApiOptions {
  gatewayUrl: string;
  fetch?: typeof fetch;
}

/** The area's API client: the latest token from the shell in a header (never in a URL), a 403 reported to the shell. */
export interface AreaApi {
  /** GETs `path` from the gateway for a customer; null when the shell has issued no token yet or the gateway refused. */
  get<T>(path: string, customerId: number): Promise<T | null>;
}

let requests = 0;

/** Connects the area's API to the shell: the token it issues, renewals included, and its answer to a 403. */
export function createAreaApi(shell: ShellClient | null, options: AreaApiOptions): AreaApi {
  let token: string | null = null;
  shell?.onToken((issued) => (token = issued.token));
  const doFetch = options.fetch ?? fetch;
  return {
    async get<T>(path: string, customerId: number) {
      if (!token) return null;
      const response = await doFetch(new URL(path, options.gatewayUrl), {
        headers: { Authorization: `Bearer ${token}`, 'X-Customer-Id': String(customerId) },
      });
      if (response.status === 403) {
        requests += 1;
        shell?.reportGatewayResult(403, customerId, `area-${requests}`);
        return null;
      }
      return response.ok ? ((await response.json()) as T) : null;
    },
  };
}
