import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AuthService from '../../../src/services/auth-service';
import type * as DefinitionsService from '../../../src/services/definitions-service';
import { FakeStorage, deferred, until } from './store-test-kit';

// The network: the start-up calls are stubbed and answer only when a test says so.
const net = vi.hoisted(() => ({ getUserData: vi.fn(), getAccessibleCustomers: vi.fn(), getMenuDefinition: vi.fn(), getAppDefinitions: vi.fn() }));
vi.mock('../../../src/services/auth-service', async () => ({
  ...(await vi.importActual<typeof AuthService>('../../../src/services/auth-service')),
  getUserData: net.getUserData,
  getAccessibleCustomers: net.getAccessibleCustomers,
}));
vi.mock('../../../src/services/definitions-service', async () => ({
  ...(await vi.importActual<typeof DefinitionsService>('../../../src/services/definitions-service')),
  getMenuDefinition: net.getMenuDefinition,
  getAppDefinitions: net.getAppDefinitions,
}));

// Error reporting listens on a window this node process has not got.
vi.mock('../../../src/stores/error-reporting', () => ({ startErrorReporting: () => Promise.resolve(), reportError: () => {}, reportWarning: () => {} }));

afterEach(() => vi.restoreAllMocks());

describe('startPortal: what the shell waits for is asked at once', () => {
  it('asks GetUserData, the accessible customers and the menu and app definitions in parallel, before any of them answers', async () => {
    vi.resetModules();
    const pending = deferred<never>();
    for (const call of Object.values(net)) call.mockReset().mockReturnValue(pending.promise);
    const { startPortal } = await import('../../../src/stores/portal-startup');
    const { $session } = await import('../../../src/stores/session');
    startPortal(undefined);
    await until(() => {
      for (const call of Object.values(net)) expect(call).toHaveBeenCalledTimes(1);
    });
    expect($session.get().status).toBe('initializing');
  });
});

describe('startPortal: storage of earlier releases', () => {
  it('removes the unversioned menu and the last selection that belonged to no user, and nothing else', async () => {
    vi.resetModules();
    const storage = new FakeStorage();
    storage.setItem('portal-shell:menu', '{"env":"Production","menu":{}}');
    storage.setItem('portal-shell:last-selected-customer', '1005');
    storage.setItem('portal-shell:menu:v2', 'kept');
    storage.setItem('host-page-key', 'kept');
    vi.stubGlobal('localStorage', storage);
    const pending = deferred<never>();
    for (const call of Object.values(net)) call.mockReset().mockReturnValue(pending.promise);
    try {
      const { startPortal } = await import('../../../src/stores/portal-startup');
      startPortal(undefined);
      expect(storage.getItem('portal-shell:menu')).toBeNull();
      expect(storage.getItem('portal-shell:last-selected-customer')).toBeNull();
      expect(storage.getItem('portal-shell:menu:v2')).toBe('kept');
      expect(storage.getItem('host-page-key')).toBe('kept');
      // This start's own calls are out before the next test counts its calls.
      await until(() => {
        for (const call of Object.values(net)) expect(call).toHaveBeenCalled();
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
