import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, inject } from 'vitest';

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

/** HostParamsJson (JSON text) of a page of the site: the local backend, and the site itself to come back to. */
export function untrustedHostParams(site: UntrustedSite): string {
  const origins = inject('backendOrigins');
  return JSON.stringify({
    EnvName: 'Local',
    UseSampleData: false,
    AuthServerUrl: origins.auth,
    AuthServerReturnUrl: `${site.origin}/`,
    ChatApiUrl: origins.chat,
    GatewayUrl: origins.gateway,
  });
}
