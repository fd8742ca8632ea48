// The anchor of the time-to-app benchmark: SAP Luigi 2 (`@luigi-project/core` from the npm
// registry), assembled by the bench into a page of its own: Luigi's shellbar, a navigation tree
// and one micro-frontend in an iframe on another origin, served as static files.
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff', '.svg': 'image/svg+xml' };

/** Luigi's own files: the installed package (luigi.js, luigi.css and the fonts and themes they load). */
const CORE = dirname(createRequire(import.meta.url).resolve('@luigi-project/core/package.json'));

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
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Luigi</title><link rel="stylesheet" href="/luigi.css"></head>
<body><script src="/luigi.js"></script><script src="/luigi-config.js"></script></body></html>`,
  );
  writeFileSync(join(folder, 'luigi-config.js'), `Luigi.setConfig(${JSON.stringify(config)});\n`);
}

/** Assembles the Luigi page with its micro-frontend at `viewUrl` and serves it on `port`. */
export async function startLuigiPage(port: number, viewUrl: string): Promise<LuigiPage> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-bench-luigi-'));
  assemble(folder, viewUrl);
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    const name = path === '/' ? 'index.html' : path.slice(1);
    const own = join(folder, name);
    const file = existsSync(own) ? own : join(CORE, name);
    if (!file.startsWith(folder) && !file.startsWith(CORE)) return void response.writeHead(404).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
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
