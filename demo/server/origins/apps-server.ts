import { Hono } from 'hono';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import type { BackendContext } from '../http/backend-context';
import { jsonError } from '../http/json-error';

const SAMPLE_APP_ROOT = fileURLToPath(new URL('../../sample-app/', import.meta.url));

/** A built file of the sample app: its bytes and media type. */
interface BuiltFile {
  body: string | Uint8Array<ArrayBuffer>;
  type: string;
}

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', html: 'text/html; charset=utf-8' };

/**
 * Builds the sample app (and the SDK entry it imports) into memory: the apps origin serves that
 * bundle only, never the project's sources or Vite's file access (`/@fs/`).
 */
async function buildSampleApp(): Promise<Map<string, BuiltFile>> {
  // Vite's build sets NODE_ENV for the whole process when it is unset: a dev server started next
  // (the demo's, the browser tests') must not find itself in production mode.
  const nodeEnv = process.env.NODE_ENV;
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      configFile: false,
      envDir: false,
      publicDir: false,
      root: SAMPLE_APP_ROOT,
      logLevel: 'warn',
      build: { write: false, outDir: 'dist', sourcemap: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = new Map<string, BuiltFile>();
  for (const file of outputs.flatMap((output) => output.output)) {
    const content = file.type === 'chunk' ? file.code : file.source;
    const extension = file.fileName.split('.').pop() ?? '';
    files.set(`/${file.fileName}`, {
      body: typeof content === 'string' ? content : Uint8Array.from(content),
      type: TYPES[extension] ?? 'application/octet-stream',
    });
  }
  return files;
}

/**
 * The apps origin's answers: the built files at their paths, the sample app's page at every other
 * path of an app prefix (so any path under any prefix serves it), a 404 for any other file name.
 * Framed only by trusted origins; no CORS (the app's own page loads its files, same origin).
 */
function createAppsOrigin(context: BackendContext, files: Map<string, BuiltFile>): Hono {
  const app = new Hono();
  const page = files.get('/index.html');
  if (!page) throw new Error('The sample app build has no index.html');
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', `frame-ancestors ${context.portalOrigins.join(' ')}`);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.get('/__sample-config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ gatewayUrl: context.origins.gateway, shellOrigins: context.portalOrigins });
  });
  app.get('*', (c) => {
    const built = files.get(c.req.path);
    if (built && c.req.path !== '/index.html') return c.body(built.body, 200, { 'content-type': built.type, 'cache-control': 'no-cache' });
    // A path naming a file (or Vite's own prefixes) that was not built is none of the app's pages.
    const last = c.req.path.split('/').pop() ?? '';
    if (c.req.path.startsWith('/@') || last.includes('.')) return jsonError(c, 404, `No file ${c.req.path}`);
    return c.body(page.body, 200, { 'content-type': page.type, 'cache-control': 'no-store' });
  });
  app.all('*', (c) => jsonError(c, 405, `${c.req.method} is not served here`));
  return app;
}

/** The embedded apps' origin: the sample app, built (in memory) when the backend starts. */
export async function createAppsServer(context: BackendContext): Promise<Hono> {
  return createAppsOrigin(context, await buildSampleApp());
}
