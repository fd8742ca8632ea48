// The anchor of the time-to-app benchmark: SAP Luigi 2 (`@luigi-project/core` from the npm
// registry), assembled by the bench into a page of its own: Luigi's shellbar, a navigation tree
// and one micro-frontend in an iframe on another origin, served as static files the way a real
// deployment serves them, so that the comparison with the portal's immutable hashed assets is fair:
// the package's files (luigi.js, luigi.css, the fonts and themes it loads) under a path with the
// package's version, cached for good; the page and its configuration revalidated on every load
// (no-cache with an ETag and Last-Modified, so a reload costs a 304). The theme's stylesheet also
// asks for its fonts three folders up (`../../../Base/baseLib/<theme>/fonts/`); those are served
// from the package too, revalidated, so no request of the page fails.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';

/** A running Luigi page. */
export interface LuigiPage {
  /** The page's origin (the micro-frontend's server must allow it to frame it). */
  origin: string;
  /** The address of the deep link into the micro-frontend. */
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Luigi's own files: the installed package (luigi.js, luigi.css and the fonts and themes they load). */
const CORE = dirname(createRequire(import.meta.url).resolve('@luigi-project/core/package.json'));
const VERSION = (JSON.parse(readFileSync(join(CORE, 'package.json'), 'utf8')) as { version: string }).version;
/** Where the package's files are served: a path per version, so they can be cached for good. */
const PACKAGE_PATH = `/luigi-core@${VERSION}/`;
/** The theme's fonts as its stylesheet asks for them, relative to a folder three levels deep. */
const THEME_FONTS = /^\/Base\/baseLib\/([\w-]+)\/fonts\/([\w.-]+)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The page and its configuration with one micro-frontend at `viewUrl`; Luigi's files come from the package. */
function assemble(folder: string, viewUrl: string): void {
  const config = {
    navigation: {
      nodes: [
        {
          pathSegment: 'home',
          label: 'Home',
          children: [
            { pathSegment: 'dash', label: 'Dashboard', icon: 'business-objects-experience', viewUrl },
            { pathSegment: 'reports', label: 'Reports', icon: 'document', viewUrl },
          ],
        },
      ],
    },
    routing: { useHashRouting: true },
    settings: { header: { title: 'Luigi' }, responsiveNavigation: 'simpleMobileOnly' },
  };
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Luigi</title><link rel="stylesheet" href="${PACKAGE_PATH}luigi.css"></head>
<body><script src="${PACKAGE_PATH}luigi.js"></script><script src="/luigi-config.js"></script></body></html>`,
  );
  writeFileSync(join(folder, 'luigi-config.js'), `Luigi.setConfig(${JSON.stringify(config)});\n`);
}

/** The file a path names, and how it may be cached; undefined for anything else. */
function fileOf(folder: string, path: string): { file: string; cacheControl: string } | undefined {
  if (path.startsWith(PACKAGE_PATH)) return { file: join(CORE, path.slice(PACKAGE_PATH.length)), cacheControl: IMMUTABLE };
  const font = THEME_FONTS.exec(path);
  if (font) return { file: join(CORE, font[1]!, 'fonts', font[2]!), cacheControl: 'no-cache' };
  const own = { '/': 'index.html', '/luigi-config.js': 'luigi-config.js' }[path];
  return own ? { file: join(folder, own), cacheControl: 'no-cache' } : undefined;
}

/** Answers with the file, or 304 when the browser's copy is current (ETag or Last-Modified). */
function serveFile(request: IncomingMessage, response: ServerResponse, file: string, cacheControl: string): void {
  const stat = statSync(file);
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  const lastModified = new Date(Math.floor(stat.mtimeMs / 1000) * 1000).toUTCString();
  const headers = { 'cache-control': cacheControl, etag, 'last-modified': lastModified };
  const since = request.headers['if-modified-since'];
  const current = request.headers['if-none-match'] !== undefined ? request.headers['if-none-match'] === etag : since !== undefined && Date.parse(since) >= Date.parse(lastModified);
  if (current) return void response.writeHead(304, headers).end();
  response.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': stat.size });
  response.end(readFileSync(file));
}

/** Assembles the Luigi page with its micro-frontend at `viewUrl` and serves it on `port`. */
export async function startLuigiPage(port: number, viewUrl: string): Promise<LuigiPage> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-bench-luigi-'));
  assemble(folder, viewUrl);
  const server: Server = createServer((request, response) => {
    const found = fileOf(folder, new URL(request.url ?? '/', 'http://bench').pathname);
    if (!found || !(found.file.startsWith(folder) || found.file.startsWith(CORE)) || !existsSync(found.file)) return void response.writeHead(404).end();
    serveFile(request, response, found.file, found.cacheControl);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}/#/home/dash`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(folder, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
