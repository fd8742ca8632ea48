// Ports for the suites' servers: free ones the system hands out, so two checkouts (or two suites)
// can test at once. A suite that must use known ports takes them from the environment instead.
import { createServer, type Server } from 'node:net';
import type { LocalOriginName } from '../../src/config/local-ports';

const open = (): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => resolve(server));
  });

/**
 * `count` distinct ports that are free on localhost now. All are held open together (so the system
 * cannot hand out one twice), then released for the caller's servers to take straight away.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, open));
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('No port for a TCP server');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

type BackendPorts = Record<Exclude<LocalOriginName, 'portal'>, number>;

/** The backend's seven origins on free ports (the portal page's origin is the caller's). */
export async function freeBackendPorts(): Promise<BackendPorts> {
  return (await freeDemoPorts(0)).backendPorts;
}

/**
 * Free ports for a demo (its portal and host site), its backend's seven origins and `extra` more,
 * all from one call, so that none of them is handed out twice (ports released by one call could
 * come back from the next).
 */
export async function freeDemoPorts(extra = 0): Promise<{ port: number; hostPort: number; backendPorts: BackendPorts; extra: number[] }> {
  const [port, hostPort, auth, profile, gateway, chat, apps, blog, errors, ...more] = await freePorts(9 + extra);
  return {
    port: port!,
    hostPort: hostPort!,
    backendPorts: { auth: auth!, profile: profile!, gateway: gateway!, chat: chat!, apps: apps!, blog: blog!, errors: errors! },
    extra: more,
  };
}
