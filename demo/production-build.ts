import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { RequestListener } from 'node:http';
import { basename, join } from 'node:path';
import { build, preview, type Plugin, type PreviewServer } from 'vite';
import { CSS_TARGET } from '../vite.config';
import { firstPaintChunks, type FirstPaintElements } from '../tests/tools/first-paint-chunks.mjs';

/** What {@link buildForProduction} builds: HTML pages under one root. */
export interface ProductionPages {
  /** Folder the pages' URLs are relative to. */
  root: string;
  /** Paths of the HTML pages, relative to `root`; each is an entry. */
  pages: readonly string[];
  /**
   * The elements whose first paints are chunked as the library's build chunks them (vite.config.ts);
   * without it, or with `PORTAL_BUILD_CHUNKS=default`, the pages are split the default way.
   */
  firstPaint?: FirstPaintElements;
}

/** Whether the build chunks first paints as the library does (`PORTAL_BUILD_CHUNKS=default` compares against the default split). */
const chunksFirstPaint = (setting = process.env.PORTAL_BUILD_CHUNKS) => setting !== 'default';

/** A production build served locally: its URL, and how to stop the server and delete the build. */
export interface ServedBuild {
  url: string;
  outDir: string;
  /** The server's request handler, to serve the same build on another port too. */
  handler: RequestListener;
  close(): Promise<void>;
}

/**
 * Whether the build writes source maps: with `PORTAL_BUILD_SOURCEMAP=hidden` it writes each
 * chunk's `.map` beside it without the `sourceMappingURL` comment (the JavaScript is the same as
 * without maps), so a profiler can map what it recorded to the sources; by default none.
 */
export const productionSourcemap = (setting = process.env.PORTAL_BUILD_SOURCEMAP): 'hidden' | false => (setting === 'hidden' ? 'hidden' : false);

/**
 * Builds HTML pages as a host would ship them (minified, React's production build, code split)
 * into a new temporary folder and returns that folder.
 */
export async function buildForProduction({ root, pages, firstPaint }: ProductionPages): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'portal-build-'));
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // A Vite dev server in the same process (the sample app's) has set NODE_ENV to development.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    plugins: firstPaint && chunksFirstPaint() ? [firstPaintChunks(firstPaint)] : [],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      cssTarget: CSS_TARGET,
      sourcemap: productionSourcemap(),
      rolldownOptions: {
        input: Object.fromEntries(pages.map((page) => [page.replace(/\.html$/, '').replaceAll('/', '-') || basename(page), join(root, page)])),
        // Ark UI's modules carry React's "use client" directive, which means nothing in a browser bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  return outDir;
}

/**
 * Serves the build's hashed files (`/assets/…`) as a host would: cached for good. Vite's preview
 * server leaves them without Cache-Control, so every load would revalidate each module.
 */
function hashedAssetsImmutable(): Plugin {
  return {
    name: 'portal-hashed-assets-immutable',
    configurePreviewServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      }),
  };
}

/** Builds the pages and serves the build on `port` (0: any free port) with Vite's preview server. */
export async function serveProductionBuild(pages: ProductionPages, port = 0, plugins: Plugin[] = []): Promise<ServedBuild> {
  const outDir = await buildForProduction(pages);
  let server: PreviewServer;
  try {
    server = await preview({
      configFile: false,
      root: pages.root,
      logLevel: 'warn',
      build: { outDir },
      appType: 'spa',
      preview: { port, strictPort: port !== 0, host: 'localhost' },
      plugins: [hashedAssetsImmutable(), ...plugins],
    });
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  const address = server.httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}/`,
    outDir,
    handler: server.middlewares,
    close: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
