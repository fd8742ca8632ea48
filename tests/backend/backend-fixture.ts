import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startBackend, type RunningBackend } from '../../demo/server/start-backend';
import { freeBackendPorts } from '../tools/free-ports';

/** The (pretend) portal page origin during backend tests: a name the backend trusts, nothing listens there. */
export const TEST_PORTAL_ORIGIN = 'http://localhost:5499';

/**
 * Starts the real backend for the tests of one file, on free ports (before all, stopped after all) and resets
 * its sinks, faults and settings before each test. Read `backend()` inside tests.
 */
export function useBackend(): () => RunningBackend {
  let running: RunningBackend | undefined;
  beforeAll(async () => {
    // Free ports of its own: the files of the suite (and other checkouts) run side by side.
    running = await startBackend({ ports: { ...(await freeBackendPorts()), portal: 5499 }, portalOrigins: [TEST_PORTAL_ORIGIN] });
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(() => {
    running?.state.reset();
  });
  return () => {
    if (!running) throw new Error('The backend is not running');
    return running;
  };
}

/** Signs a sample user in through the identity page and returns the session cookie header value. */
export async function signIn(backend: RunningBackend, userId: string): Promise<string> {
  const response = await fetch(`${backend.origins.auth}/identity/account/login`, {
    method: 'POST',
    body: new URLSearchParams({ userId, returnurl: `${TEST_PORTAL_ORIGIN}/` }),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`Sign-in failed with ${response.status}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('Sign-in set no cookie');
  return cookie;
}
