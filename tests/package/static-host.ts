// Serves a consumer's built app as its host would: files from the build, the app's page for any
// path without a file extension, and /host-params.js with the page's settings.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** A running host: its origin and how to stop it. */
export interface StaticHost {
  origin: string;
  close(): Promise<void>;
}

export async function serveBuild(dir: string, port: number, settings: Record<string, unknown>): Promise<StaticHost> {
  const paramsScript = `window.HostParamsJson = ${JSON.stringify(JSON.stringify(settings))};\n`;
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (path === '/host-params.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(paramsScript);
      return;
    }
    const file = extname(path) ? normalize(join(dir, path)) : join(dir, 'index.html');
    if (!file.startsWith(dir)) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (data) => res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(data),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
