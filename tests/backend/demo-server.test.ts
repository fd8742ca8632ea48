import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type RunningDemo } from '../../demo/demo-server';
import { freeDemoPorts } from '../tools/free-ports';

/** What a browser's navigation asks for. */
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** A page request for `path` exactly as written (no client folds its slashes). */
const requestPage = (origin: string, path: string) => fetch(`${origin}${path}`, { headers: { accept: PAGE_ACCEPT }, redirect: 'manual' });

/** The settings the page gives `<portal-shell host-params-json>`, or null when it gives none. */
function hostParamsOf(html: string): Record<string, unknown> | null {
  const attribute = /<portal-shell host-params-json="([^"]*)">/.exec(html)?.[1];
  if (attribute === undefined) return null;
  const json = attribute.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  return JSON.parse(json) as Record<string, unknown>;
}

/** Every kind of demo page: the four host pages, the content platform's route and a deep link. */
const PAGES = ['/', '/cms.html', '/widget.html', '/elements.html', '/cms/portal/', '/cms/about', '/dash/Dashboard/tnt'];

/** The policy a page is served with, as directive name → values. */
async function policyOf(url: string): Promise<Map<string, string[]>> {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toContain('text/html');
  const header = response.headers.get('content-security-policy');
  await response.body?.cancel();
  expect(header, `${url} has no Content-Security-Policy`).toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What the policy must say on every page, in either mode (the browser's side: tests/e2e/content-security-policy.test.ts). */
function expectStrictPolicy(policy: Map<string, string[]>, origins: Record<string, string>, devServer: boolean): void {
  for (const [name, values] of policy) {
    expect(values, name).not.toContain("'unsafe-inline'");
    expect(values, name).not.toContain("'unsafe-eval'");
    expect(values, name).not.toContain("'unsafe-hashes'");
    expect(values, name).not.toContain('*');
  }
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('script-src')).toEqual(["'self'", "'report-sample'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'report-sample'"]);
  expect(policy.get('style-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // The demo's pages run in Local and Dev: an area pointed at a loopback dev server may be framed.
  expect(policy.get('frame-src')).toEqual([origins.apps, 'https://player.vimeo.com', 'http://localhost:*', 'http://127.0.0.1:*']);
  const connect = policy.get('connect-src') ?? [];
  for (const name of ['auth', 'profile', 'gateway', 'chat', 'blog', 'errors']) expect(connect, name).toContain(origins[name]);
  expect(connect).not.toContain(origins.apps);
  // Only Vite's dev server is talked to on the page's own origin (web socket and ping).
  expect(connect.includes(origins.portal!.replace(/^http/, 'ws'))).toBe(devServer);
  expect(connect.includes("'self'")).toBe(devServer);
  expect(policy.get('report-uri')).toEqual([`${origins.portal}/__csp-reports`]);
}

// The standalone page's paths as the demo server (demo/demo-server.ts) answers them, in both of its modes.
describe.each(['dev', 'production'] as const)('the demo server (%s)', (build) => {
  let demo: RunningDemo;
  const portal = () => demo.url.replace(/\/$/, '');
  const hostSite = () => demo.hostUrl.replace(/\/$/, '');

  beforeAll(async () => {
    const { port, hostPort, backendPorts } = await freeDemoPorts();
    demo = await startDemo({ port, hostPort, backendPorts, build, cacheName: 'backend-tests' });
  });
  afterAll(() => demo?.close());

  it('gives the standalone page at / the settings of this backend: the Local environment, live data, its identity server and gateway', async () => {
    const response = await requestPage(portal(), '/');
    expect(response.status).toBe(200);
    expect(hostParamsOf(await response.text())).toMatchObject({ EnvName: 'Local', UseSampleData: false, AuthServerUrl: demo.backend.origins.auth, GatewayUrl: demo.backend.origins.gateway });
  });

  it.each(PAGES)(`serves %s with the strict Content-Security-Policy, ${build === 'dev' ? 'with' : 'without'} Vite's web socket`, async (path) => {
    expectStrictPolicy(await policyOf(`${portal()}${path}`), demo.backend.origins, build === 'dev');
  });

  it('answers an unknown path with the standalone page and its settings, this backend\'s addresses', async () => {
    const response = await requestPage(portal(), '/x');
    expect(response.status).toBe(200);
    expect(hostParamsOf(await response.text())).toMatchObject({ AuthServerUrl: demo.backend.origins.auth, ProfileApiUrl: demo.backend.origins.profile });
  });

  // A static server reads `//widget.html` as the file widget.html; the portal's page must not lose its settings to that.
  it.each(['//x', '///x', '//x/y?z=1', '//', '//index.html', '//widget.html', '//host-params.js', '//x.png', '//cms/portal/', '/nope.png'])(
    'answers %s as it answers the unknown path /x',
    async (path) => {
      const unknown = await (await requestPage(portal(), '/x')).text();
      const response = await requestPage(portal(), path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(hostParamsOf(html), 'the page carries its settings').toMatchObject({ AuthServerUrl: demo.backend.origins.auth });
      expect(html).toBe(unknown);
    },
  );

  it.each(['//x', '///x', '//widget.html'])('sends %s on the host site to the portal\'s origin, as it sends /x', async (path) => {
    const unknown = await requestPage(hostSite(), '/x');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe(`${portal()}/x`);
    const response = await requestPage(hostSite(), path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${portal()}${path}`);
  });
});
