// The internal tools' access's Node harness, shared by its test files: the stores loaded fresh for
// each test, an administrator signed in with their accounts, the internal tools page opened as its
// view would open it, and a stand-in CreateAccessCookie. The auth service's mock stays in each test
// file (vi.mock is hoisted per file), made by store-test-kit's realModuleWith.
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import type { AccessTokenRequest, UserData } from '../../../../../src/services/auth-types';
import { person } from '../accounts/accounts-kit';
import { serviceErrors } from '../../session/session-kit';
import { FakeStorage, account, keepMounted, onTeardown, settleStores, signedIn, tokenIssuer, until, type TokenIssuer } from '../../store-test-kit';

/** The auth service's functions the internal tools' tests replace. */
export interface ToolsAuthMocks {
  createAccessToken: Mock;
  getAccessibleCustomers: Mock;
  refreshAccessibleCustomers: Mock;
}

/** Ada of customer 5150 in the given role (1: administrator). */
export const staff = (userRole: 0 | 1 | 2, userId = 'u-ada'): UserData =>
  person(userId, { email: 'ada@portal.example', userName: 'ada@portal.example', fullName: 'Ada Admin Lovelace', customerId: 5150, userRole });

/** The customers CreateAccessCookie was asked to impersonate for the internal tools, in order. */
export const toolCalls = (auth: ToolsAuthMocks) =>
  auth.createAccessToken.mock.calls.map((call) => call[1] as AccessTokenRequest).filter((request) => request.client === 'portalui').map((request) => request.impersonateCustomerId);

/** Fresh stores, nobody signed in; the selected account followed as the shell follows it. */
export async function freshToolsAccess() {
  vi.resetModules();
  const access = await import('../../../../../src/stores/access/internal-tools-access');
  const { $session } = await import('../../../../../src/stores/session/session');
  const { $accounts } = await import('../../../../../src/stores/access/accounts');
  const { $lastSelectedCustomerId, $selectedCustomer } = await import('../../../../../src/stores/access/selected-customer');
  const { $tokens, tokenKey } = await import('../../../../../src/stores/access/token-cache');
  const { browserNavigation } = await import('../../../../../src/stores/platform/browser-navigation');
  const errors = await serviceErrors();
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  keepMounted($selectedCustomer);
  /** Signs `who` in (an administrator unless said) and waits for their accounts. */
  const signIn = async (who: UserData = staff(1)) => {
    $session.set(signedIn(who));
    await until(() => expect($accounts.get().status).toBe('loaded'));
  };
  /** Opens the internal tools page: its view listens to the access. */
  const openPage = () => {
    const stop = access.$internalToolsAccess.listen(() => {});
    onTeardown(stop);
    return stop;
  };
  return { ...access, ...errors, $session, $selectedCustomer, $lastSelectedCustomerId, $tokens, tokenKey, assign, signIn, openPage };
}

/**
 * Registers the per-test set-up in the calling test file: an empty localStorage, CreateAccessCookie
 * handing out tokens (`issuer`), the user's accounts `customers`; and the teardown.
 */
export function toolsAccessHarness(auth: ToolsAuthMocks, customers: number[]): { issuer: TokenIssuer } {
  const current = { issuer: { validForMs: 0, issued: 0 } };
  beforeEach(() => {
    vi.stubGlobal('localStorage', new FakeStorage());
    current.issuer = tokenIssuer(auth.createAccessToken);
    auth.getAccessibleCustomers.mockReset().mockResolvedValue(customers.map((id) => account(id, [])));
    auth.refreshAccessibleCustomers.mockReset().mockResolvedValue([]);
  });

  afterEach(() => {
    settleStores();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return current;
}
