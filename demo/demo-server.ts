import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { LOCAL_PORTS, type LocalOriginName } from '../src/config/local-ports';
import { startBackend, type RunningBackend } from './server/start-backend';

/** Options of {@link startDemo}. */
export interface DemoOptions {
  /** Port of the portal pages. */
  port: number;
  /** Ports of the backend's origins; defaults are LOCAL_PORTS. */
  backendPorts?: Partial<Record<LocalOriginName, number>>;
}

/** A running demo: its portal URL, the backend behind it, and how to stop both. */
export interface RunningDemo {
  url: string;
  backend: RunningBackend;
  close(): Promise<void>;
}

/** Backend ports from a base port: auth, profile, gateway, chat, apps, blog, errors in a row. */
export function backendPortsFrom(base: number): Record<Exclude<LocalOriginName, 'portal'>, number> {
  return { auth: base, profile: base + 1, gateway: base + 2, chat: base + 3, apps: base + 4, blog: base + 5, errors: base + 6 };
}

/** Starts the local backend and the demo host pages (Vite, serving demo/ with the elements from source). */
export async function startDemo({ port, backendPorts = {} }: DemoOptions): Promise<RunningDemo> {
  const portalOrigin = `http://localhost:${port}`;
  const backend = await startBackend({ ports: { ...LOCAL_PORTS, ...backendPorts, portal: port }, portalOrigins: [portalOrigin] });
  try {
    const server = await createServer({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      root: fileURLToPath(new URL('.', import.meta.url)),
      server: { port, strictPort: true, host: 'localhost' },
      logLevel: 'warn',
      clearScreen: false,
    });
    await server.listen();
    return {
      url: `${portalOrigin}/`,
      backend,
      close: async () => {
        await server.close();
        await backend.close();
      },
    };
  } catch (error) {
    await backend.close();
    throw error;
  }
}
