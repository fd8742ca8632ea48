import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, inject } from 'vitest';

/** A site on an origin the backend does not trust; `origin` and `modules` are set once it listens. */
export interface UntrustedSite {
  origin: string;
  /** `<script type="module">` tags of the elements that the demo's host pages named load. */
  modules: string;
}

/**
 * The module scripts a page of the demo loads, as absolute addresses: built chunks from the
 * production build, source files from the dev server (whose own client is left out).
 */
async function moduleScriptsOf(pageUrl: string): Promise<string[]> {
  const html = await (await fetch(pageUrl, { headers: { accept: 'text/html' } })).text();
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => (/\btype="module"/.test(attributes!) ? /\bsrc="([^"]+)"/.exec(attributes!)?.[1] : undefined))
    .filter((src) => src !== undefined && !src.startsWith('/@vite/'))
    .map((src) => new URL(src!, pageUrl).href);
}

/**
 * Serves one plain page (`html()`, asked per request) on a free port of its own for the enclosing
 * describe block: an origin that is in no allow list of the suite's backend. The page can load the
 * elements as `demoPages` (paths on the demo's host site) load them: `modules` holds their tags.
 * On `hostname` (default localhost; `127.0.0.1` is another site than the backend's).
 */
export function untrustedSitePerSuite(html: () => string, demoPages: string[] = [], hostname = 'localhost'): UntrustedSite {
  const site: UntrustedSite = { origin: '', modules: '' };
  let server: Server;
  beforeAll(async () => {
    const sources = await Promise.all(demoPages.map((path) => moduleScriptsOf(new URL(path, inject('hostUrl')).href)));
    site.modules = [...new Set(sources.flat())].map((src) => `<script type="module" src="${src}"></script>`).join('\n');
    server = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(html());
    });
    await new Promise<void>((resolve) => server.listen(0, hostname, resolve));
    site.origin = `http://${hostname}:${(server.address() as AddressInfo).port}`;
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
