// The page-visit tracker's Node harness, shared by its test files: a signed-in person on the
// home page of a production host (local and test hosts are not tracked), the definitions and
// accounts loaded, the stores fresh for each test. The services' mocks stay in each test file
// (vi.mock is hoisted per file).
import { expect, vi } from 'vitest';
import type { AccessibleCustomer } from '../../../../../src/services/auth-types';
import { installFakeTab } from '../../routing/fake-history';
import { FakeStorage, keepMounted, onTeardown, until, user } from '../../store-test-kit';

export const admin = user({ metadataUserId: 'meta-ada', email: 'ada@portal.example', userId: 'u-ada', userName: 'ada@portal.example', fullName: 'Ada Admin Lovelace', customerId: 1001, userRole: 1 });

export const account = (customerId: number, productTags: AccessibleCustomer['productTags'] = ['WEB']): AccessibleCustomer => ({
  customerId,
  customerName: `Customer ${customerId}`,
  partnerId: null,
  productTags,
});

/**
 * Signed in on the home page with the definitions and accounts loaded; tracking not started.
 * The teardown (listeners, the page-visits and routing reset, the tab) is registered with
 * store-test-kit: the test file's afterEach calls `settleStores()`.
 */
export async function signedInHome(options: { followSelected?: boolean } = {}) {
  vi.stubGlobal('localStorage', new FakeStorage());
  const tab = installFakeTab('http://portal.example.com/');
  vi.resetModules();
  const routing = await import('../../../../../src/stores/routing/routing');
  const tracking = await import('../../../../../src/stores/reporting/page-visit-tracking');
  const { resetStores } = await import('../../../../../src/stores/store-reset');
  const { loadDefinitions } = await import('../../../../../src/stores/access/definitions');
  const { $session } = await import('../../../../../src/stores/session/session');
  const { $accounts } = await import('../../../../../src/stores/access/accounts');
  const { $lastSelectedCustomerId, $selectedCustomer } = await import('../../../../../src/stores/access/selected-customer');
  onTeardown(() => tab.uninstall());
  onTeardown(() => resetStores({ only: ['page-visits', 'routing'] }));
  routing.startRouting();
  $session.set({ status: 'authenticated', user: admin, fromAuth: false, isDevelopmentUser: false });
  await loadDefinitions();
  keepMounted(routing.$view);
  if (options.followSelected) keepMounted($selectedCustomer);
  await until(() => expect($accounts.get().status).toBe('loaded'));
  return { ...routing, ...tracking, resetStores, $session, $lastSelectedCustomerId, $selectedCustomer };
}
