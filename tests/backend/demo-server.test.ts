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
