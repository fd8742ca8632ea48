import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createServer, type Connect, type Plugin } from 'vite';
import type { EnvironmentSettings } from '../src/config/environment-types';
import { LOCAL_PORTS, localSettings, type LocalOriginName } from '../src/config/local-ports';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { contentSecurityPolicy, CSP_REPORT_PATH } from './content-security-policy';
import { PROFILE_SAMPLE_RATE_VARIABLE, profileLoadsAt, profileSampleRateFrom, profilingHeaders } from './profiling-policy';
import { CspViolationLog, type CspViolation } from './csp-violation-log';
import { serveProductionBuild } from './production-build';
import { FIRST_PAINT_ELEMENTS } from '../vite.config';
import { listenSecondOrigin } from './second-origin';
import { withHostParams } from './standalone-page-params';
import { originsOn, startBackend, type RunningBackend } from './server/start-backend';

/** Options of {@link startDemo}. */
export interface DemoOptions {
  /** Port of the portal pages. */
  port: number;
  /**
   * Port of the host site: the demo's host pages other than the standalone portal (the CMS page,
   * the chat-only page, the elements page), served from an origin of their own as real hosts are.
   * Default: `port + 1`.
   */
  hostPort?: number;
  /** More origins the backend trusts, besides the portal's and the host site's (PORTAL_ALLOWED_ORIGINS by default). */
  allowedOrigins?: string[];
  /** Ports of the backend's origins; defaults are LOCAL_PORTS. */
  backendPorts?: Partial<Record<LocalOriginName, number>>;
  /**
   * `dev` (default) serves the pages from source through Vite's dev server; `production` builds
   * them first (minified, React's production build) into a temporary folder and serves that, as a
   * host would. Benchmarks and the soak run use `production`.
   */
  build?: 'dev' | 'production';
  /**
   * The profile sample rate, of traced page loads: the host sends `Document-Policy: js-profiling`
   * (which the error reporter's profiler needs, and which slows every load it is on) and the
   * `Server-Timing` mark that tells the portal so on the trace rate × this share of page loads
   * (demo/profiling-policy.ts): 0 to 1, default `PORTAL_PROFILE_SAMPLE_RATE` or the product's 0.3.
   */
  profileSampleRate?: number;
  /** Decides for each page load whether it is profiled, instead of `profileSampleRate` (the benchmarks choose). */
  profileLoad?: () => boolean;
  /**
   * The host name of the portal and of every backend origin (default `localhost`); see
   * `BackendOptions.hostName`. A name that is not a local or test host turns page-visit tracking on.
   */
  hostName?: string;
  /**
   * The dev server's folder of pre-bundled dependencies, `node_modules/.vite/demo-{cacheName}`
   * (default `start`). One fixed folder per purpose: kept warm from run to run, and never shared
   * by two servers that may run at once (the end-to-end suite's demo beside `npm start`).
   */
  cacheName?: string;
}

/** A running demo: its portal URL, the backend behind it, and how to stop both. */
export interface RunningDemo {
  url: string;
  /** The host site's address (its origin and `/`): the host pages on an origin of their own. */
  hostUrl: string;
  backend: RunningBackend;
  /** The Content-Security-Policy violations the pages' browsers have reported so far. */
  readonly cspViolations: readonly CspViolation[];
  close(): Promise<void>;
}

/** Backend ports from a base port: auth, profile, gateway, chat, apps, blog, errors in a row. */
export function backendPortsFrom(base: number): Record<Exclude<LocalOriginName, 'portal'>, number> {
  return { auth: base, profile: base + 1, gateway: base + 2, chat: base + 3, apps: base + 4, blog: base + 5, errors: base + 6 };
}

/**
 * The settings a host page gives the portal: the Local environment,
 * pointing at this backend's origins wherever they run. Sample data stays off so that the demo
 * signs in for real through the backend's identity pages (with it on, a failed sign-in would put
 * the built-in development admin in place of a user, with no accounts behind it).
 */
export function localHostParams(backend: RunningBackend): EnvironmentSettings {
  return localSettings(backend.origins, backend.origins.portal, false);
}

/**
 * The script line a host team's own page (on a trusted `origin`) puts before an element's entry:
 * this backend's addresses, no sample data, and signing in coming back to that origin.
 */
export function ownPageHostParamsScript(backend: RunningBackend, origin: string): string {
  const params = JSON.stringify({ ...localHostParams(backend), AuthServerReturnUrl: `${origin}/` });
  return `window.HostParamsJson = '${params}';`;
}

/** Where `npm start`'s start lines continue a line under its label. */
const START_LINE_INDENT = ' '.repeat(19);

/**
 * The "Your own page" entry of `npm start`'s start lines: the settings line for every origin of
 * a host team's own pages that the backend trusts, one a line, or how to trust one when there is none.
 */
export function ownPageLines(backend: RunningBackend, pageOrigins: readonly string[]): string {
  if (pageOrigins.length === 0) return '(trust your page first: PORTAL_ALLOWED_ORIGINS=http://localhost:8080 npm start)';
  return pageOrigins.map((origin) => `${ownPageHostParamsScript(backend, origin)}  (for ${origin})`).join(`\n${START_LINE_INDENT}`);
}

const DEMO_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The demo's host pages; each one is an entry of the production build. */
export const DEMO_PAGES = ['index.html', 'cms.html', 'widget.html', 'elements.html'] as const;

/** The demo pages that are single-page apps under a path, and the page that serves them. */
const PAGE_ROUTES: ReadonlyArray<[RegExp, string]> = [[/^\/cms(\/|$)/, '/cms.html']];

/**
 * Whether a path starts with `//`. No file or page of the demo is reached that way, but the static
 * servers read `//index.html` or `//widget.html` as the file, so such a path is answered as an
 * unknown one before they see it.
 */
const isDoubleSlashPath = (path: string) => path.startsWith('//');

/**
 * Whether a request is for the standalone page: `/`, `/index.html`, a portal path it serves (no
 * file extension) or any path starting with `//`.
 */
const isStandalonePage = (path: string, accept: string | undefined) =>
  accept?.includes('text/html') === true &&
  (isDoubleSlashPath(path) || ((path === '/index.html' || !/\.[a-z0-9]+$/i.test(path)) && !PAGE_ROUTES.some(([pattern]) => pattern.test(path))));

/**
 * Serves the demo host pages' settings without inline script: the standalone page (index.html)
 * gets them rendered into its `<portal-shell host-params-json>` attribute (Local); the other pages
 * load `/host-params.js` (Local), `/cms-host-params.js` (the content platform: EnvName Dev, pointed
 * at this backend) or `/elements-host-params.js`. Routes `/cms/…` to the content-platform page.
 * Every response carries the strict Content-Security-Policy, whose violation reports land in
 * `violations`. Requests on the host site (`hostOrigin`) get that origin's settings, so each page
 * returns to itself there after signing in; the standalone portal is sent to the portal's origin.
 *
 * The pages load those scripts with `defer` (they run after parsing, still before the pages'
 * module scripts, which run in document order after them), so parsing never waits for them. They
 * are fixed for a server run: revalidated on every load (`no-cache`, an ETag), so a restarted
 * demo pointing at other ports is never served stale settings, and a page load costs a 304 at most.
 */
function hostPages(backend: RunningBackend, hostOrigin: string, devServer: boolean, violations: CspViolationLog, profileLoad: () => boolean): Plugin {
  const portalOrigin = backend.origins.portal;
  const policies = {
    // The demo's pages run in Local (the content platform's in Dev): both admit app overrides' frames.
    portal: contentSecurityPolicy({ origins: backend.origins, devServer, environment: 'Local' }),
    host: contentSecurityPolicy({ origins: { ...backend.origins, portal: hostOrigin }, devServer, environment: 'Local' }),
  };
  const script = (params: EnvironmentSettings) => {
    const body = `window.HostParamsJson = ${JSON.stringify(JSON.stringify(params))};\n`;
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
  };
  // Each page comes back to itself after signing in, on the origin it was served from.
  const scriptsOf = (origin: string): Record<string, { body: string; etag: string }> => ({
    '/host-params.js': script({ ...localHostParams(backend), AuthServerReturnUrl: origin === portalOrigin ? `${origin}/` : `${origin}/widget.html` }),
    '/cms-host-params.js': script({ ...localHostParams(backend), EnvName: 'Dev', AuthServerReturnUrl: `${origin}/cms/portal/` }),
    '/elements-host-params.js': script({ ...localHostParams(backend), AuthServerReturnUrl: `${origin}/elements.html` }),
  });
  const scripts = { portal: scriptsOf(portalOrigin), host: scriptsOf(hostOrigin) };
  const hostSiteHost = new URL(hostOrigin).host;
  const standaloneParams = localHostParams(backend);
  // The production build's standalone page with its settings, read once from the build.
  let standalonePage: Promise<string> | undefined;
  const serveStandalonePage = (outDir: string, res: ServerResponse, next: Connect.NextFunction) => {
    standalonePage ??= readFile(join(outDir, 'index.html'), 'utf8').then((html) => withHostParams(html, standaloneParams));
    standalonePage.then((html) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(html);
    }, next);
  };
  const middleware = (outDir?: string): Connect.NextHandleFunction => (req, res, next) => {
    // Each page load is decided once, here, for the error reporter's profiler; the policy costs every load it is on.
    if (req.headers.accept?.includes('text/html')) {
      for (const [name, value] of Object.entries(profilingHeaders(profileLoad()))) res.setHeader(name, value);
    }
    const site = req.headers.host === hostSiteHost ? 'host' : 'portal';
    res.setHeader('Content-Security-Policy', policies[site]);
    const path = req.url?.split('?')[0] ?? '/';
    if (path === CSP_REPORT_PATH) {
      violations.handle(req, res).catch(next);
      return;
    }
    // The standalone portal lives on the portal's origin only; the host site sends it there.
    if (site === 'host' && isStandalonePage(path, req.headers.accept)) {
      res.statusCode = 302;
      res.setHeader('Location', `${portalOrigin}${req.url ?? '/'}`);
      res.end();
      return;
    }
    const script = scripts[site][path];
    if (script !== undefined) {
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', script.etag);
      if (req.headers['if-none-match'] === script.etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.end(script.body);
      return;
    }
    if (outDir !== undefined && isStandalonePage(path, req.headers.accept)) {
      serveStandalonePage(outDir, res, next);
      return;
    }
    // The dev server renders index.html with its settings (transformIndexHtml below).
    if (isStandalonePage(path, req.headers.accept) && isDoubleSlashPath(path)) {
      req.url = '/index.html';
      next();
      return;
    }
    const page = req.headers.accept?.includes('text/html') ? PAGE_ROUTES.find(([pattern]) => pattern.test(path)) : undefined;
    if (page) req.url = page[1];
    next();
  };
  /**
   * After Vite preview's fallback, which answers a page request for a path that names no file of
   * the build (`/nope.png`) with the bare index.html: the standalone page with its settings instead,
   * as every other unknown path gets it (and as the dev server renders it); the host site sends it
   * to the portal's origin.
   */
  const fallbackWithSettings = (outDir: string): Connect.NextHandleFunction => (req, res, next) => {
    if (req.url?.split('?')[0] !== '/index.html' || req.headers.accept?.includes('text/html') !== true) {
      next();
      return;
    }
    if (req.headers.host === hostSiteHost) {
      res.statusCode = 302;
      res.setHeader('Location', `${portalOrigin}${req.originalUrl ?? '/'}`);
      res.end();
      return;
    }
    serveStandalonePage(outDir, res, next);
  };
  return {
    name: 'portal-demo-host-pages',
    configureServer: (server) => void server.middlewares.use(middleware()),
    configurePreviewServer: (server) => {
      server.middlewares.use(middleware(server.config.build.outDir));
      return () => void server.middlewares.use(fallbackWithSettings(server.config.build.outDir));
    },
    // The dev server renders each page from source; the standalone page gets its settings here.
    transformIndexHtml: (html, { filename }) => (filename.endsWith('/index.html') ? withHostParams(html, standaloneParams) : html),
  };
}

/**
 * Starts the local backend, the demo portal on `port` and the host site on `hostPort` (from source,
 * or built for production), under `hostName` instead of localhost when given. The backend trusts
 * both origins, plus `allowedOrigins`.
 */
export async function startDemo({ port, hostPort = port + 1, allowedOrigins, backendPorts = {}, build: mode = 'dev', profileSampleRate = profileSampleRateFrom(process.env[PROFILE_SAMPLE_RATE_VARIABLE]), profileLoad = profileLoadsAt(profileSampleRate), hostName, cacheName = 'start' }: DemoOptions): Promise<RunningDemo> {
  const portalOrigin = originsOn({ ...LOCAL_PORTS, portal: port }, hostName).portal;
  const hostOrigin = originsOn({ ...LOCAL_PORTS, portal: hostPort }, hostName).portal;
  const backend = await startBackend({
    ports: { ...LOCAL_PORTS, ...backendPorts, portal: port },
    portalOrigins: [portalOrigin, hostOrigin],
    hostName,
    ...(allowedOrigins === undefined ? {} : { allowedOrigins }),
  });
  const violations = new CspViolationLog();
  try {
    let stop: () => Promise<void>;
    if (mode === 'production') {
      // Vite's preview server answers only the host names it knows, like its dev server.
      const knownHost: Plugin = { name: 'portal-demo-host-name', config: () => ({ preview: { allowedHosts: hostName ? [hostName] : [] } }) };
      const served = await serveProductionBuild({ root: DEMO_ROOT, pages: DEMO_PAGES, firstPaint: FIRST_PAINT_ELEMENTS }, port, [knownHost, hostPages(backend, hostOrigin, false, violations, profileLoad)]);
      const hostSite = await listenSecondOrigin(served.handler, hostPort, port).catch(async (error: unknown) => {
        await served.close();
        throw error;
      });
      stop = async () => {
        await hostSite.close();
        await served.close();
      };
    } else {
      const server = await createServer({
        configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
        root: DEMO_ROOT,
        // Pre-bundled dependencies of its own: a browser test run's Vite server rewriting the
        // shared cache would answer this demo's pages "Outdated Optimize Dep" and reload them.
        cacheDir: fileURLToPath(new URL(`../node_modules/.vite/demo-${cacheName}`, import.meta.url)),
        server: { port, strictPort: true, host: 'localhost', allowedHosts: hostName ? [hostName] : [] },
        logLevel: 'warn',
        clearScreen: false,
        plugins: [hostPages(backend, hostOrigin, true, violations, profileLoad)],
      });
      await server.listen();
      const hostSite = await listenSecondOrigin(server.middlewares, hostPort, port).catch(async (error: unknown) => {
        await server.close();
        throw error;
      });
      stop = async () => {
        await hostSite.close();
        await server.close();
      };
    }
    return {
      url: `${portalOrigin}/`,
      hostUrl: `${hostOrigin}/`,
      backend,
      get cspViolations() {
        return violations.violations;
      },
      close: async () => {
        await stop();
        await backend.close();
      },
    };
  } catch (error) {
    await backend.close();
    throw error;
  }
}
