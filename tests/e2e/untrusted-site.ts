import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** A site on an origin the backend does not trust; `origin` is set once it listens. */
export interface UntrustedSite {
  origin: string;
}

/**
 * Serves one plain page (`html()`, asked per request) on a free port of its own for the enclosing
 * describe block: an origin that is in no allow list of the backend.
 */
export function untrustedSitePerSuite(html: () => string): UntrustedSite {
  const site: UntrustedSite = { origin: '' };
  let server: Server;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(html());
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    site.origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return site;
}
