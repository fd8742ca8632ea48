import { afterAll, beforeAll } from 'vitest';
import { LOCAL_PORTS } from '../../src/config/local-ports';
import { startBackend, type RunningBackend } from '../../demo/server/start-backend';
import { freeDemoPorts } from '../tools/free-ports';
import { untrustedSitePerSuite, type UntrustedSite } from './untrusted-site';

/** A host page on another site than the portal's backend, which trusts it all the same. */
export interface CrossSiteHost {
  site: UntrustedSite;
  /** The backend of the block, started once the site listens. */
  backend(): RunningBackend;
}

/**
 * For the enclosing describe block: one plain page (`html()`) served on `127.0.0.1`, and a local
 * backend of its own (on localhost, free ports) whose allow list names that page's origin, as
 * `PORTAL_ALLOWED_ORIGINS` would. The page is trusted (CORS, return addresses) but of another
 * site: the browser keeps the identity server's cookie from its requests.
 */
export function crossSiteHostPerSuite(html: () => string, demoPages: string[] = []): CrossSiteHost {
  const site = untrustedSitePerSuite(html, demoPages, '127.0.0.1');
  let backend: RunningBackend | undefined;
  beforeAll(async () => {
    const { port, backendPorts } = await freeDemoPorts();
    backend = await startBackend({ ports: { ...LOCAL_PORTS, ...backendPorts, portal: port }, allowedOrigins: [site.origin] });
  });
  afterAll(() => backend?.close());
  return {
    site,
    backend: () => {
      if (!backend) throw new Error('The cross-site backend has not started');
      return backend;
    },
  };
}

/** HostParamsJson (JSON text) of a page of the cross-site host: its own backend, and the page to come back to. */
export function crossSiteHostParams({ site, backend }: CrossSiteHost): string {
  const { auth, chat, gateway } = backend().origins;
  return JSON.stringify({ EnvName: 'Local', UseSampleData: false, AuthServerUrl: auth, AuthServerReturnUrl: `${site.origin}/`, ChatApiUrl: chat, GatewayUrl: gateway });
}
