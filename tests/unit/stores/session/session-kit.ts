// The session store's Node harness, shared by its test files: the store modules loaded fresh for
// each test with the browser's navigation watched, the errors the services throw, and the one
// sign-out redirect's check. The auth service's mock stays in each test file (vi.mock is hoisted
// per file), made by store-test-kit's realModuleWith.
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { FakeStorage, onTeardown, settleStores, user } from '../store-test-kit';

/** The auth service's functions the session tests replace. */
export interface SessionAuthMocks {
  getUserData: Mock;
  refreshLogin: Mock;
}

/** The Production addresses (the Node test process has no `location`, so Production is in force). */
export const LOGOUT = 'https://auth.portal.example/identity/account/logout';
export const RETURN = 'https://portal.example/';

/** The errors the services throw, of the HttpError class the fresh stores check with instanceof. */
export async function serviceErrors() {
  const { HttpError } = await import('../../../../src/services/http-error');
  return {
    HttpError,
    /** An HTTP status: a 5xx is a bad response, anything else a bad request. */
    status: (code: number) => new HttpError(code >= 500 ? 'bad-response' : 'bad-request', `HTTP ${code}`, code),
    network: () => new HttpError('network', 'Network Error'),
    refused: () => new HttpError('origin-refused', "The server refused this page's origin"),
  };
}

/**
 * Fresh session modules (they are page-wide), the browser's navigation watched and the page at
 * `currentUrl`; a new page's state comes back in the teardown.
 */
export async function freshSession(currentUrl = '/dash') {
  vi.resetModules();
  const session = await import('../../../../src/stores/session/session');
  const refusal = await import('../../../../src/stores/platform/origin-refusal');
  const loginCache = await import('../../../../src/stores/session/login-cache');
  const { resetStores } = await import('../../../../src/stores/store-reset');
  const { browserNavigation } = await import('../../../../src/stores/platform/browser-navigation');
  const { $hostParams } = await import('../../../../src/stores/platform/environment');
  const errors = await serviceErrors();
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  const currentUrlSpy = vi.spyOn(browserNavigation, 'currentUrl').mockReturnValue(currentUrl);
  onTeardown(() => resetStores());
  return { ...session, ...refusal, ...loginCache, ...errors, resetStores, assign, currentUrl: currentUrlSpy, $hostParams };
}

/** How `sessionHarness` sets each test up. */
export interface SessionHarnessOptions {
  /** The file's auth service mock, answering as a signed-in user's would. */
  auth?: SessionAuthMocks;
  /** In-memory local and session storage for each test (without it the process has none). */
  storage?: boolean;
}

/**
 * Registers the per-test set-up and teardown in the calling test file: GetUserData answers
 * `user()`, the login refresh succeeds (where the file mocks them); after the test its stores are settled and every stub goes.
 */
export function sessionHarness(options: SessionHarnessOptions): void {
  const { auth } = options;
  beforeEach(() => {
    if (options.storage) {
      vi.stubGlobal('localStorage', new FakeStorage());
      vi.stubGlobal('sessionStorage', new FakeStorage());
    }
    auth?.getUserData.mockReset().mockResolvedValue(user());
    auth?.refreshLogin.mockReset().mockResolvedValue('2030-01-01T00:00:00Z');
  });

  afterEach(() => {
    settleStores();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

/** Checks the one sign-out redirect: to the identity server's logout, autosignout=true, returnurl carrying `initialUrl`. */
export function expectOneLogoutRedirect(assign: { mock: { calls: unknown[][] } }, initialUrl: string): void {
  expect(assign.mock.calls).toHaveLength(1);
  const url = new URL(String(assign.mock.calls[0]?.[0]));
  expect(`${url.origin}${url.pathname}`).toBe(LOGOUT);
  expect(url.searchParams.get('autosignout')).toBe('true');
  const returnUrl = new URL(url.searchParams.get('returnurl') ?? '');
  expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(RETURN);
  expect(returnUrl.searchParams.get('initialurl')).toBe(initialUrl);
}

/** The page the session tests that sign out pretend the browser is on. */
export const PAGE_SIGNED_OUT_FROM = '/dash/Dashboard/42?tab=visits#top';

/** Fresh store modules at PAGE_SIGNED_OUT_FROM, on fake time. */
export async function freshSessionOnFakeTime() {
  const s = await freshSession(PAGE_SIGNED_OUT_FROM);
  vi.useFakeTimers();
  return s;
}

/** The one sign-out redirect from PAGE_SIGNED_OUT_FROM. */
export const expectOneLogoutRedirectFromPage = (assign: { mock: { calls: unknown[][] } }) => expectOneLogoutRedirect(assign, PAGE_SIGNED_OUT_FROM);
