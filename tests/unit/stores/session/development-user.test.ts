import { afterEach, describe, expect, it, vi } from 'vitest';

// With sample data on, a failing GetUserData lets the built-in development admin stand in: the
// top bar, the roles and the hashed id all read this user, so who it is matters.

const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
const auth = vi.hoisted(() => ({ getUserData: vi.fn() }));
vi.mock('../../../../src/services/auth-service', realModuleWith(auth));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the development admin', () => {
  it('stands in, under its own name, e-mail and ids, for the Local sample-data environment', async () => {
    vi.resetModules();
    const { initializeLogin, $session } = await import('../../../../src/stores/session/session');
    const { $hostParams } = await import('../../../../src/stores/platform/environment');
    const { HttpError } = await import('../../../../src/services/http-error');
    $hostParams.set(JSON.stringify({ EnvName: 'Local', UseSampleData: true }));
    auth.getUserData.mockReset().mockRejectedValue(new HttpError('network', 'Network Error'));
    await initializeLogin(false);
    expect($session.get()).toMatchObject({ status: 'authenticated', isDevelopmentUser: true });
    expect($session.get().user).toEqual({
      metadataUserId: 'meta-dev-admin',
      email: 'dev.admin@portal.example',
      userId: 'dev-admin',
      userName: 'dev.admin@portal.example',
      fullName: 'Development Admin',
      customerId: 5150,
      partnerId: null,
      userRole: 1,
    });
  });
});
