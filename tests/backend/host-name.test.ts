import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDemoHostName, originsOn, startBackend, type RunningBackend } from '../../demo/server/start-backend';
import { freeBackendPorts } from '../tools/free-ports';
import { submitSignIn } from './backend-fixture';

/** The backend reached under a host name other than localhost (page visits are tracked only there). */
describe('the backend under a host name', () => {
  const portal = 'http://portal.example.com:5499';
  let backend: RunningBackend;
  let TEST_BACKEND_PORTS: Awaited<ReturnType<typeof freeBackendPorts>>;

  beforeAll(async () => {
    TEST_BACKEND_PORTS = await freeBackendPorts();
    backend = await startBackend({ ports: { ...TEST_BACKEND_PORTS, portal: 5499 }, portalOrigins: [portal], hostName: 'portal.example.com' });
  });
  afterAll(() => backend?.close());

  it('names every origin with it, same ports', () => {
    expect(backend.origins.auth).toBe(`http://portal.example.com:${TEST_BACKEND_PORTS.auth}`);
    expect(backend.origins.apps).toBe(`http://portal.example.com:${TEST_BACKEND_PORTS.apps}`);
    expect(backend.origins.portal).toBe(portal);
  });

  it('grants credentialed CORS to the portal under that name, not to localhost on the same port', async () => {
    // Reached through loopback: this process cannot resolve the name, and the server does not care.
    const userData = `http://localhost:${TEST_BACKEND_PORTS.auth}/authapi/Login/GetUserData`;
    const named = await fetch(userData, { headers: { origin: portal } });
    expect(named.headers.get('access-control-allow-origin')).toBe(portal);
    expect(named.headers.get('access-control-allow-credentials')).toBe('true');
    const local = await fetch(userData, { headers: { origin: 'http://localhost:5499' } });
    expect(local.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends a signed-in person back to the portal under that name', async () => {
    const response = await submitSignIn(`http://localhost:${TEST_BACKEND_PORTS.auth}`, { userId: 'u-ada', returnurl: `${portal}/internal-tools` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${portal}/internal-tools?fromauth=true`);
  });

  it('accepts host names only', () => {
    expect(isDemoHostName('portal.example.com')).toBe(true);
    expect(isDemoHostName('my-portal')).toBe(true);
    for (const bad of ['', 'http://portal.example.com', 'portal.example.com:80', 'a b', '-portal.example', 'portal..example']) {
      expect(isDemoHostName(bad), bad).toBe(false);
      expect(() => originsOn(TEST_BACKEND_PORTS as never, bad)).toThrow(/Not a host name/);
    }
  });
});
