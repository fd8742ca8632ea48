import { describe, expect, it, vi } from 'vitest';
import type { AccessToken } from '../../../../../src/services/auth-types';
import { freshToolsAccess as load, toolsAccessHarness } from './internal-tools-access-kit';
import { account, until, settle } from '../../store-test-kit';

// The internal tools' access where there is nobody to ask it for yet (signed out, no confirmed
// account), and an answer that comes too late to matter.

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ createAccessToken: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

toolsAccessHarness(auth, [5150, 1001]);

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
    auth.getAccessibleCustomers.mockResolvedValue([account(1001, []), account(1002, [])]);
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
