import { describe, expect, it } from 'vitest';
import { TEST_PORTAL_ORIGIN, signIn, useBackend } from './backend-fixture';

describe('the local backend', () => {
  const backend = useBackend();

  it('signs a user in and answers GetUserData with the session cookie', async () => {
    const cookie = await signIn(backend(), 'u-cora');
    const response = await fetch(`${backend().origins.auth}/authapi/Login/GetUserData`, { headers: { cookie, origin: TEST_PORTAL_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_PORTAL_ORIGIN);
    expect(await response.json()).toMatchObject({ userId: 'u-cora', userRole: 0, customerId: 1001 });
  });
});
