// The area starter (demo/area-starter) served from this repository: it imports the app-team entries
// by the package's published names, which the aliases of vite.config.ts point at their source here
// (a copy of the starter gets them from the installed package instead).
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { portalShellSourceAliases } from '../vite.config';

const starterRoot = fileURLToPath(new URL('./area-starter/', import.meta.url));

/** How to serve the starter from this repository. */
export interface StarterServerOptions {
  host: string;
  /** 0 takes a free port. */
  port: number;
  /** The portals allowed to frame it (the starter's `VITE_SHELL_ORIGINS`). */
  shellOrigins: string[];
  cacheDir?: string;
}

/** Serves the starter with its own Vite config, its Portal Shell imports taken from this repository's source. */
export async function serveAreaStarter(options: StarterServerOptions): Promise<ViteDevServer> {
  const server = await createServer({
    root: starterRoot,
    configFile: `${starterRoot}vite.config.ts`,
    resolve: { alias: portalShellSourceAliases },
    logLevel: 'warn',
    define: { 'import.meta.env.VITE_SHELL_ORIGINS': JSON.stringify(options.shellOrigins.join(',')) },
    ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
    server: { host: options.host, port: options.port, strictPort: true, hmr: false },
  });
  await server.listen();
  return server;
}
