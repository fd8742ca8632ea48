import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthService from '../../../src/services/auth-service';
import type { AccessibleCustomer, AccessToken, AccessTokenRequest, UserData } from '../../../src/services/auth-types';
import { FakeStorage, realTurn, until } from './store-test-kit';

// The internal tools' access where there is nobody to ask it for yet (signed out, no confirmed
// account), and an answer that comes too late to matter.

const auth = vi.hoisted(() => ({ createAccessToken: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../src/services/auth-service', async () => ({
  ...(await vi.importActual<typeof AuthService>('../../../src/services/auth-service')),
  createAccessToken: auth.createAccessToken,
  getAccessibleCustomers: auth.getAccessibleCustomers,
  refreshAccessibleCustomers: auth.refreshAccessibleCustomers,
}));

const HOUR = 60 * 60 * 1000;

const admin: UserData = {
  metadataUserId: 'meta-u-ada',
  email: 'ada@portal.example',
  userId: 'u-ada',
  userName: 'ada@portal.example',
  fullName: 'Ada Admin Lovelace',
  customerId: 5150,
  partnerId: null,
  userRole: 1,
};

const account = (customerId: number): AccessibleCustomer => ({ customerId, customerName: `Customer ${customerId}`, partnerId: null, productTags: [] });

let unbinds: Array<() => void> = [];

async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await realTurn();
}

/** Fresh stores, nobody signed in yet. */
async function load() {
  vi.resetModules();
  const access = await import('../../../src/stores/internal-tools-access');
  const { $session } = await import('../../../src/stores/session');
  const { $accounts } = await import('../../../src/stores/accounts');
  const { $lastSelectedCustomerId, $selectedCustomer } = await import('../../../src/stores/selected-customer');
  const { HttpError } = await import('../../../src/services/http-error');
  unbinds.push($selectedCustomer.listen(() => {}));
  const signIn = async () => {
    $session.set({ status: 'authenticated', user: admin, fromAuth: false, isDevelopmentUser: false });
    await until(() => expect($accounts.get().status).toBe('loaded'));
  };
  /** Opens the internal tools page: its view listens to the access. */
  const openPage = () => unbinds.push(access.$internalToolsAccess.listen(() => {}));
  return { ...access, $selectedCustomer, $lastSelectedCustomerId, HttpError, signIn, openPage };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new FakeStorage());
  auth.createAccessToken.mockReset().mockImplementation(
    async (_auth: unknown, request: AccessTokenRequest): Promise<AccessToken> => ({
      token: `tok-${request.impersonateCustomerId}`,
      client: request.client,
      services: request.services,
      customerId: request.impersonateCustomerId,
      expirationUtc: new Date(Date.now() + 3 * HOUR).toISOString(),
    }),
  );
  auth.getAccessibleCustomers.mockReset().mockResolvedValue([account(5150), account(1001)]);
  auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
});

afterEach(() => {
  for (const unbind of unbinds) unbind();
  unbinds = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('internal tools access with nobody to ask it for', () => {
  it('signed out: the page shows none, no tool may open, nothing is asked', async () => {
    const s = await load();
    s.openPage();
    expect(s.$internalToolsAccess.get()).toEqual({ status: 'none' });
    expect(s.mayOpenInternalTool()).toBe(false);
    await settle();
    expect(auth.createAccessToken).not.toHaveBeenCalled();
  });

  it('an administrator without a confirmed account: none, no tool may open, nothing is asked', async () => {
    auth.getAccessibleCustomers.mockResolvedValue([account(1001), account(1002)]);
    const s = await load();
    await s.signIn();
    expect(s.$selectedCustomer.get().customer).toBeNull();
    s.openPage();
    expect(s.$internalToolsAccess.get()).toEqual({ status: 'none' });
    expect(s.mayOpenInternalTool()).toBe(false);
    await settle();
    expect(s.$internalToolsAccess.get()).toEqual({ status: 'none' });
    expect(auth.createAccessToken).not.toHaveBeenCalled();
    // Choosing an account then asks for it.
    s.$lastSelectedCustomerId.set(1002);
    await until(() => expect(s.$internalToolsAccess.get()).toEqual({ status: 'ready', customerId: 1002 }));
  });
});

describe('internal tools access: a failure that comes too late', () => {
  it('a failure for the previous customer, after another one was chosen, is neither shown nor warned about', async () => {
    const s = await load();
    await s.signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failLate!: (error: unknown) => void;
    auth.createAccessToken.mockReturnValueOnce(new Promise<AccessToken>((_resolve, reject) => (failLate = reject)));
    s.openPage();
    expect(s.$internalToolsAccess.get()).toEqual({ status: 'pending', customerId: 5150 });
    s.$lastSelectedCustomerId.set(1001);
    await until(() => expect(s.$internalToolsAccess.get()).toEqual({ status: 'ready', customerId: 1001 }));
    failLate(new s.HttpError('bad-response', 'HTTP 500', 500));
    await settle();
    expect(s.$internalToolsAccess.get()).toEqual({ status: 'ready', customerId: 1001 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('a failure for the current customer warns what could not be prepared, with the cause', async () => {
    const s = await load();
    await s.signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new s.HttpError('bad-response', 'HTTP 500', 500);
    auth.createAccessToken.mockRejectedValueOnce(failure);
    s.openPage();
    await until(() => expect(s.$internalToolsAccess.get()).toEqual({ status: 'failed', customerId: 5150 }));
    expect(warn).toHaveBeenCalledWith('The access to the internal tools could not be prepared.', expect.objectContaining({ status: 500 }));
  });
});
