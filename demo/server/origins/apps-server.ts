import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type { BackendContext } from '../http/backend-context';

const SAMPLE_APP_ROOT = fileURLToPath(new URL('../../sample-app/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Serves what the sample app needs to know about this backend, and frames it only in the portal. */
function sampleAppBackend(context: BackendContext): Plugin {
  return {
    name: 'portal-sample-app-backend',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // The apps may be framed by the portal's pages only.
        res.setHeader('Content-Security-Policy', `frame-ancestors ${context.portalOrigins.join(' ')}`);
        if (req.url?.split('?')[0] !== '/__sample-config.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ gatewayUrl: context.origins.gateway, shellOrigins: context.portalOrigins }));
      });
    },
  };
}

/**
 * The embedded apps' origin: the sample app at every app prefix (SPA fallback, so any path under
 * any prefix serves it), built from source by Vite.
 */
export async function startAppsServer(context: BackendContext, port: number, hostName?: string): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    root: SAMPLE_APP_ROOT,
    appType: 'spa',
    logLevel: 'warn',
    clearScreen: false,
    plugins: [sampleAppBackend(context)],
    // Vite answers only the host names it knows: localhost, and the demo's own name when it has one.
    server: { port, strictPort: true, host: 'localhost', hmr: false, fs: { allow: [REPO_ROOT] }, allowedHosts: hostName ? [hostName] : [] },
  });
  await server.listen();
  return server;
}
