import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

/** Options of {@link startDemo}. */
export interface DemoOptions {
  /** Port of the portal pages. */
  port: number;
}

/** A running demo: its portal URL and how to stop it. */
export interface RunningDemo {
  url: string;
  close(): Promise<void>;
}

/** Starts the demo host pages (Vite, serving demo/ with the elements from source). */
export async function startDemo({ port }: DemoOptions): Promise<RunningDemo> {
  const server = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('.', import.meta.url)),
    server: { port, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  await server.listen();
  return {
    url: `http://localhost:${port}/`,
    close: () => server.close(),
  };
}
