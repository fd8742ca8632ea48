import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { Hono } from 'hono';
import { LOCAL_PORTS, localOrigins, type LocalOriginName } from '../../src/config/local-ports';
import type { BackendContext, OriginEnv } from './http/backend-context';
import { ALLOWED_ORIGINS_VARIABLE, parseAllowedOrigins, trustedOrigins } from './http/allowed-origins';
import { createAppsServer } from './origins/apps-server';
import { createAuthServer } from './origins/auth-server';
import { createBlog } from './origins/blog';
import { createChatApi } from './origins/chat-api';
import { createErrorIngest } from './origins/error-ingest';
import { createGateway } from './origins/gateway';
import { createProfileApi } from './origins/profile-api';
import { BackendState } from './state/backend-state';

/** Options of {@link startBackend}. */
export interface BackendOptions {
  /** Ports of the origins; defaults are LOCAL_PORTS. */
  ports?: Partial<Record<LocalOriginName, number>>;
  /** Origins of portal pages (credentialed CORS, return URLs, framing); default: the portal port's. */
  portalOrigins?: string[];
  /**
   * More trusted origins, added to `portalOrigins`: host sites. Default: the comma-separated list in
   * the environment variable `PORTAL_ALLOWED_ORIGINS` (an entry that is not an origin stops the start).
   */
  allowedOrigins?: string[];
  /** Clock in ms, for tests. */
  now?: () => number;
  /**
   * The host name the browser reaches every origin by (default `localhost`). The servers still
   * listen on loopback only; a name such as `portal.example.com` must resolve there (a hosts entry,
   * or Chromium's `--host-resolver-rules`). One name for all origins keeps them same-site, so the
   * session cookie flows as it does on localhost.
   */
  hostName?: string;
}

/** A host name the demo may be reached by: letters, digits, hyphens and dots (no port, no scheme). */
export function isDemoHostName(name: string): boolean {
  return /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(name);
}

/** `http://<hostName>:<port>` for each origin. */
export function originsOn(ports: Record<LocalOriginName, number>, hostName = 'localhost'): Record<LocalOriginName, string> {
  if (hostName === 'localhost') return localOrigins(ports);
  if (!isDemoHostName(hostName)) throw new Error(`Not a host name the demo can be reached by: ${JSON.stringify(hostName)}`);
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, `http://${hostName.toLowerCase()}:${port}`])) as Record<LocalOriginName, string>;
}

/** A running backend. */
export interface RunningBackend {
  origins: Record<LocalOriginName, string>;
  /** Every origin the backend trusts with credentials, as return URL and as framer of the apps. */
  trustedOrigins: readonly string[];
  state: BackendState;
  close(): Promise<void>;
}

const HONO_ORIGINS: ReadonlyArray<[LocalOriginName, (context: BackendContext) => Hono<OriginEnv>]> = [
  ['auth', createAuthServer],
  ['profile', createProfileApi],
  ['gateway', createGateway],
  ['chat', createChatApi],
  ['blog', createBlog],
  ['errors', createErrorIngest],
];

function listen(app: { fetch: Parameters<typeof serve>[0]['fetch'] }, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: 'localhost' }) as Server;
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

/** Starts every origin of the local backend on loopback, each on its own port. */
export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const ports = { ...LOCAL_PORTS, ...options.ports };
  const origins = originsOn(ports, options.hostName);
  const state = new BackendState(options.now);
  const allowed = options.allowedOrigins ?? parseAllowedOrigins(process.env[ALLOWED_ORIGINS_VARIABLE]);
  const context: BackendContext = { state, origins, portalOrigins: trustedOrigins(options.portalOrigins ?? [origins.portal], allowed) };

  const started = await Promise.allSettled([
    ...HONO_ORIGINS.map(([name, create]) => listen(create(context), ports[name])),
    createAppsServer(context).then((apps) => listen(apps, ports.apps)),
  ]);
  const failed = started.find((result) => result.status === 'rejected');
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (failed) {
    // Leave nothing half-started behind: close what did start, then say which port was the problem.
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    const reason = (failed as PromiseRejectedResult).reason as NodeJS.ErrnoException;
    throw new Error(`The local backend could not start: ${reason.code === 'EADDRINUSE' ? `a port is in use (${reason.message})` : reason.message}`);
  }

  return {
    origins,
    trustedOrigins: context.portalOrigins,
    state,
    async close() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
