// Ports for the suites' servers: free ones the system hands out, so two checkouts (or two suites)
// can test at once. A suite that must use known ports takes them from the environment instead.
import { createServer, type Server } from 'node:net';
import { backendPortsFrom } from '../../demo/demo-server';
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

/** One free port. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/** The backend's seven origins on free ports (the portal page's origin is the caller's). */
export async function freeBackendPorts(): Promise<Record<Exclude<LocalOriginName, 'portal'>, number>> {
  const [auth, profile, gateway, chat, apps, blog, errors] = await freePorts(7);
  return { auth: auth!, profile: profile!, gateway: gateway!, chat: chat!, apps: apps!, blog: blog!, errors: errors! };
}

/** Ports from the environment variable `name` (a base port, the backend's seven from there), else free ones. */
export async function backendPortsFromEnvironment(name: string): Promise<Record<Exclude<LocalOriginName, 'portal'>, number>> {
  const base = process.env[name];
  if (!base) return freeBackendPorts();
  return backendPortsFrom(Number(base));
}

/** The port in the environment variable `name`, else a free one. */
export async function portFromEnvironment(name: string): Promise<number> {
  const value = process.env[name];
  return value ? Number(value) : freePort();
}
