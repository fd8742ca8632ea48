import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEST_PORTAL_ORIGIN, useBackend } from './backend-fixture';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

/** Pages that are not the portal's: a website elsewhere, and another port of the same host (same site). */
const FOREIGN_ORIGINS = ['https://evil.example', 'http://localhost:5498'];

describe('the apps origin serves the sample app and nothing else', () => {
  const backend = useBackend();
  const apps = (path: string, origin?: string) => fetch(`${backend().origins.apps}${path}`, { headers: origin ? { origin } : {} });

  it('answers every path under an app prefix with the sample app, framed only by trusted origins', async () => {
    for (const path of ['/dash/', '/dash/1234/overview', '/oi/reports?tab=2', '/']) {
      const page = await apps(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy'), path).toBe(`frame-ancestors ${TEST_PORTAL_ORIGIN}`);
      expect(await page.text(), path).toContain('<title>Sample embedded app</title>');
    }
  });

  it.each(['/dash/Dashboard/1001', '/cdp/1001/audienceslist', '/search-internal/5150'])('serves the sample app at the app prefix path %s, as the portal frames it', async (path) => {
    const page = await apps(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<title>Sample embedded app</title>');
  });

  it('serves the built script and style the page names, and the sample configuration', async () => {
    const html = await (await apps('/dash/')).text();
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of files) {
      const response = await apps(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toMatch(file.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      await response.body?.cancel();
    }
    const config = await apps('/__sample-config.json');
    expect(await config.json()).toEqual({ gatewayUrl: backend().origins.gateway, shellOrigins: [TEST_PORTAL_ORIGIN] });
  });

  it.each([
    `/@fs${REPO_ROOT}/package.json`,
    `/@fs${REPO_ROOT}/src/stores/session/session.ts`,
    `/@fs${REPO_ROOT}/demo/server/http/session.ts`,
    '/@fs/etc/passwd',
    '/package.json',
    '/src/stores/session/session.ts',
    '/src/protocol/client.ts',
    '/main.ts',
    '/index.html',
    '/@vite/client',
    '/@id/x',
    '/node_modules/vite/package.json',
    '/demo/server/openapi.json',
    '/dash/../package.json',
    '/%2e%2e/package.json',
  ])('refuses %s (no project file, no source)', async (path) => {
    for (const origin of [undefined, ...FOREIGN_ORIGINS]) {
      const response = await apps(path, origin);
      const body = await response.text();
      if (response.status === 200) {
        // A path that normalises to an app page gets the page, never the file.
        expect(body, path).toContain('<title>Sample embedded app</title>');
      } else {
        expect(response.status, path).toBe(404);
      }
      expect(body, path).not.toMatch(/"devDependencies"|import \{|export function|root:x:0/);
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it.each(FOREIGN_ORIGINS)('does not echo the origin %s (no CORS grant), preflights included', async (origin) => {
    for (const path of ['/dash/', '/__sample-config.json']) {
      const response = await apps(path, origin);
      await response.body?.cancel();
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const preflight = await fetch(`${backend().origins.apps}/dash/`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    await preflight.body?.cancel();
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
