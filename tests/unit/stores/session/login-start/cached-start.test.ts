// Stale-while-revalidate start-up: a tab that was signed in starts from its cached sign-in
// (user data and accounts in the versioned sessionStorage key) while GetUserData revalidates.
// One FakeStorage per test is the tab; fresh store modules are a reload of it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessibleCustomer, AccessToken, UserData } from '../../../../../src/services/auth-types';
import { FakeStorage, deferred, keepMounted, onTeardown, realTurn, restoreAfterTest, settleStores, until, user as anyUser } from '../../store-test-kit';
// The first frame is rendered at once unless a test holds it (what waits for it: platform/first-frame.ts).
const frame = vi.hoisted(() => ({ rendered: (): Promise<void> => Promise.resolve() }));
vi.mock('../../../../../src/stores/platform/first-frame', () => ({ afterFirstFrame: () => frame.rendered() }));

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const net = vi.hoisted(() => ({ getUserData: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), createAccessToken: vi.fn(), refreshLogin: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(net));

const LOGOUT = 'https://auth.portal.example/identity/account/logout';

const user = (overrides: Partial<UserData> = {}) => anyUser({ metadataUserId: 'meta-a', userId: 'user-a', customerId: null, ...overrides });
const ADA = user();
const BOB = user({ metadataUserId: 'meta-b', userId: 'user-b', userName: 'bob@customer.example', fullName: 'Bob Brown', email: 'bob@customer.example' });
const account = (customerId: number, customerName: string): AccessibleCustomer => ({ customerId, customerName, partnerId: null, productTags: [] });
const ADA_ACCOUNTS = [account(1001, 'Ada One'), account(1002, 'Ada Two')];
const BOB_ACCOUNTS = [account(2001, 'Bob One')];
const token = (customerId: number): AccessToken => ({ token: `t-${customerId}`, client: 'dashboardui', services: ['dash'], customerId, expirationUtc: '2099-01-01T00:00:00Z' });

let tab: FakeStorage;

/** A login the test left running has asked GetUserData: its calls are counted in this test, not the next. */
const loginOut = () => until(() => expect(net.getUserData).toHaveBeenCalled());
let browser: FakeStorage;

/** A load of the page in the tab: fresh store modules over the tab's storage, the accounts followed. */
async function load(hostParams?: string) {
  vi.resetModules();
  const session = await import('../../../../../src/stores/session/session');
  const { resetStores } = await import('../../../../../src/stores/store-reset');
  const { $accounts, prefetchAccounts } = await import('../../../../../src/stores/access/accounts');
  const { $selectedCustomer, $lastSelectedCustomerId } = await import('../../../../../src/stores/access/selected-customer');
  const tokens = await import('../../../../../src/stores/access/token-cache');
  const { $hostParams } = await import('../../../../../src/stores/platform/environment');
  const { readCachedLogin } = await import('../../../../../src/stores/session/login-cache');
  const { browserNavigation } = await import('../../../../../src/stores/platform/browser-navigation');
  const { HttpError } = await import('../../../../../src/services/http-error');
  if (hostParams) $hostParams.set(hostParams);
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserNavigation, 'currentUrl').mockReturnValue('/dash/Dashboard/1001');
  // What the shell renders from: a subscriber, as the mounted view is.
  keepMounted($selectedCustomer);
  const statuses: string[] = [];
  // The statuses the shell went through (each change once).
  onTeardown(
    session.$session.subscribe(({ status }) => {
      if (statuses.at(-1) !== status) statuses.push(status);
    }),
  );
  return {
    ...session,
    resetStores,
    ...tokens,
    $accounts,
    prefetchAccounts,
    $selectedCustomer,
    $lastSelectedCustomerId,
    readCachedLogin,
    assign,
    HttpError,
    statuses,
  };
}

/** A first load that signs Ada in and picks her second account: the tab's cache is written. */
async function signedInTab() {
  net.getUserData.mockResolvedValue(ADA);
  net.getAccessibleCustomers.mockResolvedValue(ADA_ACCOUNTS);
  const first = await load();
  await first.initializeLogin(false);
  first.$lastSelectedCustomerId.set(1002);
  await until(() => expect(first.readCachedLogin()?.customers).toEqual(ADA_ACCOUNTS));
  // The first page goes: what it mounted is unmounted before the reload loads fresh modules.
  settleStores();
  first.resetStores({ only: ['session'], keepTabCache: true });
  net.getUserData.mockReset();
  net.getAccessibleCustomers.mockReset();
}

/**
 * A start from that cache whose GetUserData has not answered yet, with a token for Ada's second
 * account asked meanwhile; the account list answers `accounts`.
 */
async function tokenAskedBeforeConfirmation(accounts: AccessibleCustomer[]) {
  await signedInTab();
  const pending = deferred<UserData>();
  net.getUserData.mockReturnValue(pending.promise);
  net.getAccessibleCustomers.mockResolvedValue(accounts);
  const s = await load();
  const done = s.initializeLogin(false);
  const asked = s.getAccessToken({ client: 'dashboardui', services: ['dash'], impersonateCustomerId: 1002 });
  return { s, pending, done, asked };
}

beforeEach(() => {
  tab = new FakeStorage();
  browser = new FakeStorage();
  vi.stubGlobal('sessionStorage', tab);
  vi.stubGlobal('localStorage', browser);
  for (const call of Object.values(net)) call.mockReset();
  net.refreshLogin.mockResolvedValue('2099-01-01T00:00:00Z');
  net.createAccessToken.mockImplementation((_auth: unknown, request: { impersonateCustomerId: number }) => Promise.resolve(token(request.impersonateCustomerId)));
  vi.useFakeTimers();
});

afterEach(restoreAfterTest);

describe('a reload in a signed-in tab starts from the tab cache and revalidates', () => {
  it('drops an answer that comes after the stores started a new page: the new page\'s session is untouched', async () => {
    await signedInTab();
    const pending = deferred<UserData>();
    net.getUserData.mockReturnValue(pending.promise);
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    const s = await load();
    const login = s.initializeLogin(false);
    await until(() => expect(net.getUserData).toHaveBeenCalledTimes(1));
    s.resetStores({ only: ['session'] });
    pending.resolve(BOB);
    await login;
    expect(s.$session.get().status).toBe('initializing');
    expect(s.readCachedLogin()).toBe(null);
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('drops a failure that comes after the stores started a new page: no sign-out, nothing cleared for the new page', async () => {
    await signedInTab();
    let fail!: (error: unknown) => void;
    net.getUserData.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    const s = await load();
    const login = s.initializeLogin(false);
    await until(() => expect(net.getUserData).toHaveBeenCalledTimes(1));
    s.resetStores({ only: ['session'], keepTabCache: true });
    fail(new s.HttpError('bad-request', 'HTTP 401', 401));
    await login;
    expect(s.$session.get().status).toBe('initializing');
    expect(s.readCachedLogin()?.user).toEqual(ADA);
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('asks nothing (GetUserData, the accounts) before its first frame is rendered, then both at once', async () => {
    await signedInTab();
    const rendered = deferred<void>();
    frame.rendered = () => rendered.promise;
    onTeardown(() => (frame.rendered = () => Promise.resolve()));
    net.getUserData.mockResolvedValue(ADA);
    net.getAccessibleCustomers.mockResolvedValue(ADA_ACCOUNTS);
    const s = await load();
    const login = s.initializeLogin(false);
    s.prefetchAccounts();
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA, revalidating: true });
    for (let turn = 0; turn < 5; turn += 1) await realTurn();
    expect(net.getUserData).not.toHaveBeenCalled();
    expect(net.getAccessibleCustomers).not.toHaveBeenCalled();
    rendered.resolve();
    await login;
    expect(net.getUserData).toHaveBeenCalledTimes(1);
    await until(() => expect(net.getAccessibleCustomers).toHaveBeenCalledTimes(1));
  });

  it('is signed in, with the accounts and the selected account, before GetUserData answers; never initialising', async () => {
    await signedInTab();
    const pending = deferred<UserData>();
    net.getUserData.mockReturnValue(pending.promise);
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    const s = await load();
    void s.initializeLogin(false);
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA, revalidating: true });
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: ADA_ACCOUNTS, userId: 'user-a' });
    expect(s.$selectedCustomer.get()).toEqual({ customerId: 1002, customer: ADA_ACCOUNTS[1] });
    await until(() => expect(net.getUserData).toHaveBeenCalledTimes(1));
    expect(s.statuses).toEqual(['initializing', 'authenticated']);
    // Tokens are never kept in the tab's cache.
    expect(tab.items.size).toBe(1);
    expect([...tab.items.values()].join()).not.toMatch(/token/i);
  });

  it('same user: the fresh data and accounts replace the cached silently (no loader), and the cache follows', async () => {
    await signedInTab();
    const pending = deferred<UserData>();
    net.getUserData.mockReturnValue(pending.promise);
    const fresh = [...ADA_ACCOUNTS, account(1003, 'Ada Three')];
    net.getAccessibleCustomers.mockResolvedValue(fresh);
    const s = await load();
    const done = s.initializeLogin(false);
    pending.resolve({ ...ADA, fullName: 'Ada King Lovelace' });
    await done;
    await until(() => expect(s.$accounts.get().customers).toEqual(fresh));
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: { fullName: 'Ada King Lovelace' } });
    expect(s.$session.get().revalidating).toBeFalsy();
    expect(s.statuses).toEqual(['initializing', 'authenticated']);
    expect(s.$selectedCustomer.get().customerId).toBe(1002);
    expect(s.readCachedLogin()).toMatchObject({ user: { fullName: 'Ada King Lovelace' }, customers: fresh });
    expect(s.assign).not.toHaveBeenCalled();
  });

  it("another user: everything of the old user's goes (accounts, selected account, tokens) and the cache is rewritten", async () => {
    await signedInTab();
    const pending = deferred<UserData>();
    net.getUserData.mockReturnValue(pending.promise);
    const bobAccounts = deferred<AccessibleCustomer[]>();
    net.getAccessibleCustomers.mockReturnValue(bobAccounts.promise);
    const s = await load();
    const done = s.initializeLogin(false);
    s.$tokens.setKey('some-old-token', token(1002));
    pending.resolve(BOB);
    await done;
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: BOB });
    expect(s.$session.get().revalidating).toBeFalsy();
    expect(s.$accounts.get()).toEqual({ status: 'loading', customers: [], userId: 'user-b' });
    expect(s.$selectedCustomer.get()).toEqual({ customerId: null, customer: null });
    expect(s.$tokens.get()).toEqual({});
    expect(s.readCachedLogin()).toEqual(expect.objectContaining({ user: BOB }));
    expect(s.readCachedLogin()?.customers).toBeUndefined();
    bobAccounts.resolve(BOB_ACCOUNTS);
    await until(() => expect(s.$selectedCustomer.get()).toEqual({ customerId: 2001, customer: BOB_ACCOUNTS[0] }));
    expect(s.readCachedLogin()?.customers).toEqual(BOB_ACCOUNTS);
  });

  it('401 from GetUserData after a cached start signs out with exactly one redirect and clears the cache', async () => {
    await signedInTab();
    const s = await load();
    net.getUserData.mockRejectedValue(new s.HttpError('bad-request', 'HTTP 401', 401));
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    const done = s.initializeLogin(false);
    expect(s.$session.get().status).toBe('authenticated');
    await done;
    expect(s.assign).toHaveBeenCalledTimes(1);
    expect(String(s.assign.mock.calls[0]?.[0])).toContain(LOGOUT);
    expect(s.$session.get().status).toBe('unauthenticated');
    expect(s.readCachedLogin()).toBeNull();
    expect(tab.getItem([...tab.items.keys()][0] ?? '')).not.toContain('user-a');
  });

  it.each([500, 503])('%i from GetUserData after a cached start is no sign-out: unavailable, no redirect, the cache kept; Try again signs in', async (code) => {
    await signedInTab();
    const s = await load();
    net.getUserData.mockRejectedValue(new s.HttpError('bad-response', `HTTP ${code}`, code));
    net.getAccessibleCustomers.mockResolvedValue(ADA_ACCOUNTS);
    await s.initializeLogin(false);
    expect(s.$session.get()).toMatchObject({ status: 'unavailable', user: null });
    expect(s.assign).not.toHaveBeenCalled();
    expect(s.readCachedLogin()).toEqual(expect.objectContaining({ user: ADA }));
    // Nothing is asked on behalf of an unconfirmed user.
    expect(s.$selectedCustomer.get()).toEqual({ customerId: null, customer: null });
    net.getUserData.mockResolvedValue(ADA);
    await s.retryUserData();
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA });
    await until(() => expect(s.$selectedCustomer.get().customerId).toBe(1002));
    expect(s.assign).not.toHaveBeenCalled();
    expect(net.getUserData).toHaveBeenCalledTimes(2);
  });

  it('Try again that meets the server error again stays unavailable; outside that state it asks nothing', async () => {
    await signedInTab();
    const s = await load();
    net.getUserData.mockRejectedValue(new s.HttpError('bad-response', 'HTTP 500', 500));
    net.getAccessibleCustomers.mockResolvedValue(ADA_ACCOUNTS);
    await s.initializeLogin(false);
    await s.retryUserData();
    expect(s.$session.get().status).toBe('unavailable');
    expect(net.getUserData).toHaveBeenCalledTimes(2);
    net.getUserData.mockResolvedValue(ADA);
    await s.retryUserData();
    await s.retryUserData();
    expect(net.getUserData).toHaveBeenCalledTimes(3);
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('a network error after a cached start (sample data off) signs out with the redirect and clears the cache', async () => {
    await signedInTab();
    const s = await load();
    net.getUserData.mockRejectedValue(new s.HttpError('network', 'Network Error'));
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    await s.initializeLogin(false);
    expect(s.assign).toHaveBeenCalledTimes(1);
    expect(s.readCachedLogin()).toBeNull();
  });

  it('asks no token for a cached user before GetUserData confirms them; then asks once', async () => {
    const { pending, done, asked } = await tokenAskedBeforeConfirmation(ADA_ACCOUNTS);
    for (let turn = 0; turn < 20; turn += 1) await realTurn();
    expect(net.createAccessToken).not.toHaveBeenCalled();
    pending.resolve(ADA);
    await done;
    await expect(asked).resolves.toEqual(token(1002));
    expect(net.createAccessToken).toHaveBeenCalledTimes(1);
  });

  it("asks no token at all for a cached user that GetUserData replaces with another", async () => {
    const { s, pending, done, asked } = await tokenAskedBeforeConfirmation(BOB_ACCOUNTS);
    pending.resolve(BOB);
    await done;
    await expect(asked).resolves.toBeNull();
    for (let turn = 0; turn < 20; turn += 1) await realTurn();
    expect(net.createAccessToken).not.toHaveBeenCalled();
    expect(s.$tokens.get()).toEqual({});
  });

  it('sign-out clears the cache', async () => {
    await signedInTab();
    const s = await load();
    net.getUserData.mockResolvedValue(ADA);
    net.getAccessibleCustomers.mockResolvedValue(ADA_ACCOUNTS);
    await s.initializeLogin(false);
    expect(s.readCachedLogin()).not.toBeNull();
    s.signOutWithRedirect();
    expect(s.readCachedLogin()).toBeNull();
  });
});

describe('GetUserData is asked at once', () => {
  it('on a start from the tab\'s cache, while the cached user is shown', async () => {
    await signedInTab();
    net.getUserData.mockResolvedValue(ADA);
    net.getAccessibleCustomers.mockResolvedValue(ADA_ACCOUNTS);
    const s = await load();
    const done = s.initializeLogin(false);
    expect(s.$session.get()).toMatchObject({ user: ADA, revalidating: true });
    // Promise jobs only: no timer, no module to load, no frame to wait for.
    for (let job = 0; job < 10; job += 1) await Promise.resolve();
    expect(net.getUserData).toHaveBeenCalledTimes(1);
    await done;
    expect(s.$session.get().revalidating).toBeFalsy();
  });

  it('a first visit (nothing cached to paint) asks GetUserData at once', async () => {
    net.getUserData.mockResolvedValue(ADA);
    net.getAccessibleCustomers.mockResolvedValue(ADA_ACCOUNTS);
    const s = await load();
    await s.initializeLogin(false);
    expect(net.getUserData).toHaveBeenCalledTimes(1);
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA });
  });
});

describe('when the tab cache is not used', () => {
  it('no cache (a first visit in the tab): initialising (the loader) until GetUserData answers, as before', async () => {
    const pending = deferred<UserData>();
    net.getUserData.mockReturnValue(pending.promise);
    net.getAccessibleCustomers.mockResolvedValue(ADA_ACCOUNTS);
    const s = await load();
    const done = s.initializeLogin(false);
    expect(s.$session.get().status).toBe('initializing');
    expect(s.$accounts.get().status).toBe('idle');
    pending.resolve(ADA);
    await done;
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA });
    expect(s.$session.get().revalidating).toBeFalsy();
    expect(s.statuses).toEqual(['initializing', 'authenticated']);
  });

  it.each([
    ['another EnvName', JSON.stringify({ EnvName: 'Dev' })],
    ['another auth server, same EnvName', JSON.stringify({ EnvName: 'Production', AuthServerUrl: 'https://auth.staging.portal.example' })],
  ])('%s: the cache of the other environment is not used', async (_name, hostParams) => {
    await signedInTab();
    net.getUserData.mockReturnValue(new Promise(() => {}));
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    const s = await load(hostParams);
    void s.initializeLogin(false);
    expect(s.$session.get().status).toBe('initializing');
    expect(s.$accounts.get().status).toBe('idle');
    expect(s.readCachedLogin()).toBeNull();
    await loginOut();
  });

  it('a fromauth=true return: the cache is not used (the user has just signed in, maybe as someone else)', async () => {
    await signedInTab();
    net.getUserData.mockReturnValue(new Promise(() => {}));
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    const s = await load();
    void s.initializeLogin(true);
    expect(s.$session.get().status).toBe('initializing');
    await loginOut();
  });

  it.each([
    ['broken JSON', () => '{"login": {"user": '],
    ['a user without an id', (entry: Record<string, unknown>) => JSON.stringify({ ...entry, login: { ...(entry.login as object), user: { fullName: 'Mallory' } } })],
    ['accounts that are not accounts', (entry: Record<string, unknown>) => JSON.stringify({ ...entry, login: { ...(entry.login as object), customers: [{ customerId: 'x' }] } })],
    ['a user whose role is no role', (entry: Record<string, unknown>) => JSON.stringify({ ...entry, login: { ...(entry.login as object), user: { ...ADA, userRole: 'admin' } } })],
    ['a user whose e-mail is no text', (entry: Record<string, unknown>) => JSON.stringify({ ...entry, login: { ...(entry.login as object), user: { ...ADA, email: 7 } } })],
    ['accounts that are no list', (entry: Record<string, unknown>) => JSON.stringify({ ...entry, login: { ...(entry.login as object), customers: { 1001: 'x' } } })],
  ])('a tab cache holding %s is not used: the loader until GetUserData answers, nothing thrown', async (_name, tamper) => {
    await signedInTab();
    const key = Array.from({ length: tab.length }, (_, index) => tab.key(index)).find((name) => name?.startsWith('portal-shell:session:'));
    tab.setItem(key!, tamper(JSON.parse(tab.getItem(key!)!) as Record<string, unknown>));
    // Only the tab's cache could paint: the browser's copy for new tabs is another test's.
    browser.removeItem('portal-shell:login:v1');
    net.getUserData.mockResolvedValue(ADA);
    net.getAccessibleCustomers.mockResolvedValue(ADA_ACCOUNTS);
    const s = await load();
    const done = s.initializeLogin(false);
    expect(s.$session.get().status).toBe('initializing');
    await done;
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA });
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('the same environment again: the cache is used (the mismatch tests above can fail)', async () => {
    await signedInTab();
    net.getUserData.mockReturnValue(new Promise(() => {}));
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    const s = await load(JSON.stringify({ EnvName: 'Production' }));
    void s.initializeLogin(false);
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA, revalidating: true });
    await loginOut();
  });
});

describe('a new tab starts from the browser’s copy', () => {
  it('a reload paints from the tab’s own cache; a new tab (no tab cache) from the browser’s copy, marked so until GetUserData confirms the person', async () => {
    await signedInTab();
    net.getUserData.mockReturnValue(new Promise(() => {}));
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    const reload = await load();
    void reload.initializeLogin(false);
    expect(reload.$session.get()).toMatchObject({ status: 'authenticated', user: ADA, revalidating: true });
    expect(reload.$session.get().fromBrowserCopy).toBeUndefined();
    settleStores();
    reload.resetStores({ only: ['session'], keepTabCache: true });

    tab = new FakeStorage();
    vi.stubGlobal('sessionStorage', tab);
    const pending = deferred<UserData>();
    net.getUserData.mockReturnValue(pending.promise);
    const newTab = await load();
    const done = newTab.initializeLogin(false);
    expect(newTab.$session.get()).toMatchObject({ status: 'authenticated', user: ADA, revalidating: true, fromBrowserCopy: true });
    await vi.advanceTimersByTimeAsync(1_000);
    pending.resolve(ADA);
    await done;
    expect(newTab.$session.get()).toMatchObject({ status: 'authenticated', user: ADA });
    expect(newTab.$session.get().fromBrowserCopy).toBeUndefined();
    expect(newTab.$session.get().revalidating).toBeUndefined();
  });

  it('a new tab asks GetUserData and the accounts as it starts, before its first frame: its area waits for that answer', async () => {
    await signedInTab();
    tab = new FakeStorage();
    vi.stubGlobal('sessionStorage', tab);
    const rendered = deferred<void>();
    frame.rendered = () => rendered.promise;
    onTeardown(() => (frame.rendered = () => Promise.resolve()));
    net.getUserData.mockReturnValue(new Promise(() => {}));
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    const s = await load();
    void s.initializeLogin(false);
    s.prefetchAccounts();
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA, revalidating: true, fromBrowserCopy: true });
    expect(net.getUserData, 'asked in the same turn').toHaveBeenCalledTimes(1);
    expect(net.getAccessibleCustomers, 'asked in the same turn').toHaveBeenCalledTimes(1);
  });

  it('a new tab with no copy (another browser, or after a sign-out) starts as a first visit', async () => {
    await signedInTab();
    browser.clear();
    tab = new FakeStorage();
    vi.stubGlobal('sessionStorage', tab);
    net.getUserData.mockReturnValue(new Promise(() => {}));
    const s = await load();
    void s.initializeLogin(false);
    expect(s.$session.get().status).toBe('initializing');
  });
});
