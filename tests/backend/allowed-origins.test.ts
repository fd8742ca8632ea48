// The local backend trusts the origins of PORTAL_ALLOWED_ORIGINS as it trusts the portal's own:
// credentialed CORS with Run-Id exposed, return URLs of the identity pages, framing of the apps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../demo/server/start-backend';
import { freeBackendPorts } from '../tools/free-ports';
import { cookieSetBy, submitSignIn } from './backend-fixture';

const PORTAL = 'http://localhost:5519';
const HOST_SITE = 'https://cms.example';
const NOT_LISTED = 'https://elsewhere.example';
/** Free ports for the backend of each start here; the portal origin is a name only, nothing listens there. */
const ports = async () => ({ ...(await freeBackendPorts()), portal: 5519 });

async function withVariable<T>(value: string, run: () => Promise<T>): Promise<T> {
  const before = process.env.PORTAL_ALLOWED_ORIGINS;
  process.env.PORTAL_ALLOWED_ORIGINS = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.PORTAL_ALLOWED_ORIGINS;
    else process.env.PORTAL_ALLOWED_ORIGINS = before;
  }
}

describe('PORTAL_ALLOWED_ORIGINS', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    const PORTS = await ports();
    backend = await withVariable(` ${HOST_SITE} ,`, () => startBackend({ ports: PORTS, portalOrigins: [PORTAL] }));
  });
  afterAll(() => backend.close());

  it('adds the listed origins to the portal\'s own', () => {
    expect(backend.trustedOrigins).toEqual([PORTAL, HOST_SITE]);
  });

  it('grants a listed origin credentialed CORS with Run-Id exposed on the chat, and a preflight', async () => {
    const login = await submitSignIn(backend.origins.auth, { userId: 'u-cora' });
    const cookie = cookieSetBy(login, 'portal_session') ?? '';
    const answer = await fetch(`${backend.origins.chat}/helpdeskgpt/chat/1001`, {
      method: 'POST',
      headers: { origin: HOST_SITE, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'How do I switch account?' }),
    });
    await answer.text();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(HOST_SITE);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-expose-headers')).toContain('Run-Id');

    const preflight = await fetch(`${backend.origins.auth}/authapi/Login/GetUserData`, {
      method: 'OPTIONS',
      headers: { origin: HOST_SITE, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(HOST_SITE);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('grants nothing to an origin that is not listed', async () => {
    const answer = await fetch(`${backend.origins.auth}/authapi/Login/GetUserData`, { headers: { origin: NOT_LISTED } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('keeps the admin routes and sinks of a public origin (any page may send to it) unreadable from another website', async () => {
    const publicFeed = await fetch(`${backend.origins.blog}/__admin/sinks/errors`, { headers: { origin: NOT_LISTED } });
    expect(publicFeed.headers.get('access-control-allow-origin')).toBe(null);
    const ingest = await fetch(`${backend.origins.errors}/__admin/sinks/errors`, { headers: { origin: NOT_LISTED } });
    expect(ingest.headers.get('access-control-allow-origin')).toBe(null);
    // Spelt another way that still reaches the admin routes (the router decodes the path), or a preflight: still closed to it.
    const encoded = await fetch(`${backend.origins.errors}/%5F%5Fadmin/sinks/errors`, { headers: { origin: NOT_LISTED } });
    expect(encoded.headers.get('access-control-allow-origin')).toBe(null);
    const preflight = await fetch(`${backend.origins.errors}/__admin/sinks/errors`, { method: 'OPTIONS', headers: { origin: NOT_LISTED, 'access-control-request-method': 'GET' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(null);
    // The portal's own page reads them (the project's tools), and the public route itself stays open to all.
    const own = await fetch(`${backend.origins.errors}/__admin/sinks/errors`, { headers: { origin: PORTAL } });
    expect(own.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const feed = await fetch(`${backend.origins.blog}/feed/`, { headers: { origin: NOT_LISTED } });
    expect(feed.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets a listed origin frame the apps origin', async () => {
    const page = await fetch(`${backend.origins.apps}/oi/`);
    await page.text();
    expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${PORTAL} ${HOST_SITE}`);
  });

  it('accepts a return URL on a listed origin after signing in, and ignores one on another origin', async () => {
    const back = await submitSignIn(backend.origins.auth, { userId: 'u-cora', returnurl: `${HOST_SITE}/cms/portal/` });
    expect(back.headers.get('location')).toBe(`${HOST_SITE}/cms/portal/?fromauth=true`);
    const elsewhere = await submitSignIn(backend.origins.auth, { userId: 'u-cora', returnurl: `${NOT_LISTED}/` });
    expect(new URL(elsewhere.headers.get('location') ?? '').origin).toBe(PORTAL);
  });
});

describe('a PORTAL_ALLOWED_ORIGINS entry that is not an origin', () => {
  it('stops the backend\'s start with a message naming the entry, and leaves no port open', async () => {
    const PORTS = await ports();
    const start = withVariable(`${HOST_SITE},cms.example/portal`, () => startBackend({ ports: PORTS, portalOrigins: [PORTAL] }));
    await expect(start).rejects.toThrow('PORTAL_ALLOWED_ORIGINS: "cms.example/portal" is not an origin');
    await expect(fetch(`http://localhost:${PORTS.auth}/__admin/sinks/errors`)).rejects.toThrow();
  });
});
