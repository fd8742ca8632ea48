import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserData } from '../../../../src/services/auth-types';
import type * as LoginCache from '../../../../src/stores/session/login-cache';
import { FakeStorage, account, user } from '../store-test-kit';

// The tab's cached sign-in (src/stores/session/login-cache.ts), read and written on an in-memory sessionStorage.

let storage: FakeStorage;

async function load() {
  vi.resetModules();
  const cache: typeof LoginCache = await import('../../../../src/stores/session/login-cache');
  const { $environment, $hostParams } = await import('../../../../src/stores/platform/environment');
  const { SESSION_STORAGE_KEY } = await import('../../../../src/stores/platform/tab-storage');
  const { AuthServerUrl, EnvName } = $environment.get();
  /** Puts `entry` in the tab's cache as the login, as an earlier page would have left it. */
  const keep = (entry: unknown) => storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ login: entry }));
  const stored = () => (JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { login?: unknown }).login;
  return { ...cache, $hostParams, AuthServerUrl, EnvName, keep, stored };
}

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('sessionStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tab’s cached sign-in', () => {
  it('keeps the confirmed user with the identity server and environment, and reads it back', async () => {
    const c = await load();
    expect(c.readCachedLogin()).toBeNull();
    c.cacheLoginUser(user());
    expect(c.stored()).toEqual({ authServerUrl: c.AuthServerUrl, envName: c.EnvName, user: user() });
    expect(c.readCachedLogin()).toEqual({ authServerUrl: c.AuthServerUrl, envName: c.EnvName, user: user() });
  });

  it('keeps the accounts of the cached user only, and gives them back for that user only', async () => {
    const c = await load();
    c.cacheLoginAccounts('user-1', [account(1)]);
    expect(c.readCachedLogin()).toBeNull();
    c.cacheLoginUser(user());
    c.cacheLoginAccounts('someone-else', [account(2)]);
    expect(c.cachedLoginAccounts('user-1')).toBeUndefined();
    c.cacheLoginAccounts('user-1', [account(1), account(3)]);
    expect(c.cachedLoginAccounts('user-1')).toEqual([account(1), account(3)]);
    expect(c.cachedLoginAccounts('someone-else')).toBeUndefined();
    expect(c.readCachedLogin()?.customers).toEqual([account(1), account(3)]);
  });

  it('the same user confirmed again keeps their accounts; another user starts without any', async () => {
    const c = await load();
    c.cacheLoginUser(user());
    c.cacheLoginAccounts('user-1', [account(1)]);
    c.cacheLoginUser(user({ fullName: 'Ada King' }));
    expect(c.readCachedLogin()).toMatchObject({ user: { fullName: 'Ada King' }, customers: [account(1)] });
    c.cacheLoginUser(user({ userId: 'user-2' }));
    expect(c.stored()).toEqual({ authServerUrl: c.AuthServerUrl, envName: c.EnvName, user: user({ userId: 'user-2' }) });
    expect(c.cachedLoginAccounts('user-2')).toBeUndefined();
  });

  it('clearCachedLogin forgets it', async () => {
    const c = await load();
    c.cacheLoginUser(user());
    c.clearCachedLogin();
    expect(c.readCachedLogin()).toBeNull();
    expect(c.stored()).toBeUndefined();
  });

  it('a sign-in kept for another identity server or another environment is not used', async () => {
    const c = await load();
    c.keep({ authServerUrl: 'https://other-auth.example', envName: c.EnvName, user: user() });
    expect(c.readCachedLogin()).toBeNull();
    c.keep({ authServerUrl: c.AuthServerUrl, envName: 'Elsewhere', user: user() });
    expect(c.readCachedLogin()).toBeNull();
    c.keep({ authServerUrl: c.AuthServerUrl, envName: c.EnvName, user: user() });
    expect(c.readCachedLogin()?.user).toEqual(user());
    expect(c.cachedLoginAccounts('user-1')).toBeUndefined();
  });

  it('a sign-in kept before the environment changed is not used after it', async () => {
    const c = await load();
    c.cacheLoginUser(user());
    c.$hostParams.set(JSON.stringify({ EnvName: 'Local' }));
    expect(c.readCachedLogin()).toBeNull();
    expect(c.cachedLoginAccounts('user-1')).toBeUndefined();
  });

  type Here = { authServerUrl: string; envName: string };
  it.each([
    ['no object', () => 'login'],
    ['null', () => null],
    ['a list', () => [1, 2]],
    ['no identity server', ({ envName }: Here) => ({ envName, user: user() })],
    ['no environment', ({ authServerUrl }: Here) => ({ authServerUrl, user: user() })],
    ['no user', (here: Here) => ({ ...here })],
    ['a user without a valid role', (here: Here) => ({ ...here, user: { ...user(), userRole: 7 } })],
    ['a user with an empty id', (here: Here) => ({ ...here, user: user({ userId: '' }) })],
  ])('a kept sign-in with %s is refused', async (_what, entry) => {
    const c = await load();
    c.keep(entry({ authServerUrl: c.AuthServerUrl, envName: c.EnvName }));
    expect(c.readCachedLogin()).toBeNull();
  });

  it('a kept user is read through the GetUserData checks: a missing name falls back to the e-mail', async () => {
    const c = await load();
    const withoutName: Partial<UserData> = user();
    delete withoutName.userName;
    c.keep({ authServerUrl: c.AuthServerUrl, envName: c.EnvName, user: withoutName });
    expect(c.readCachedLogin()?.user.userName).toBe('ada@customer.example');
  });

  it('kept accounts are read through the GetAccessibleCustomers checks; a copy missing one it held is refused', async () => {
    const c = await load();
    const base = { authServerUrl: c.AuthServerUrl, envName: c.EnvName, user: user() };
    c.keep({ ...base, customers: [{ customerId: 1, customerName: 'One', partnerId: null, productTags: ['FREE', 'NOPE'] }] });
    expect(c.readCachedLogin()?.customers).toEqual([{ customerId: 1, customerName: 'One', partnerId: null, productTags: ['FREE'] }]);
    c.keep({ ...base, customers: [account(1), { customerName: 'no id' }] });
    expect(c.readCachedLogin()).toBeNull();
    c.keep({ ...base, customers: 'all of them' });
    expect(c.readCachedLogin()).toBeNull();
    c.keep({ ...base, customers: [] });
    expect(c.readCachedLogin()).toEqual({ ...base, customers: [] });
  });
});

describe('the browser’s copy for new tabs (localStorage)', () => {
  const KEPT_KEY = 'portal-shell:login:v1';
  const IN_AN_HOUR = '2026-12-06T13:00:00.000Z';
  let shared: FakeStorage;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T12:00:00.000Z'));
    shared = new FakeStorage();
    vi.stubGlobal('localStorage', shared);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Another tab of the browser: its own modules and sessionStorage, the same localStorage. */
  async function newTab() {
    storage = new FakeStorage();
    vi.stubGlobal('sessionStorage', storage);
    return load();
  }

  const keptCopy = () => (shared.getItem(KEPT_KEY) === null ? undefined : (JSON.parse(shared.getItem(KEPT_KEY)!) as Record<string, unknown>));

  it('a refresh keeps the tab’s confirmed sign-in until the login’s expiry, and a new tab paints from it', async () => {
    const first = await load();
    first.cacheLoginUser(user());
    first.cacheLoginAccounts('user-1', [account(1)]);
    expect(keptCopy(), 'nothing kept before the server gave an expiry').toBeUndefined();
    first.keepLoginUntil(IN_AN_HOUR);
    expect(keptCopy()).toEqual({ authServerUrl: first.AuthServerUrl, envName: first.EnvName, user: user(), customers: [account(1)], expiresAt: IN_AN_HOUR });

    const second = await newTab();
    expect(second.readCachedLogin()).toEqual({ authServerUrl: second.AuthServerUrl, envName: second.EnvName, user: user(), customers: [account(1)] });
    expect(second.cachedLoginAccounts('user-1')).toEqual([account(1)]);
  });

  it('holds the person and their accounts only: no token and no cookie value, even if a copy had them', async () => {
    const first = await load();
    shared.setItem(KEPT_KEY, JSON.stringify({ authServerUrl: first.AuthServerUrl, envName: first.EnvName, user: { ...user(), token: 't0ken', cookie: 'c00kie' }, expiresAt: IN_AN_HOUR, accessToken: 'x' }));
    const second = await newTab();
    const read = second.readCachedLogin();
    expect(read).toEqual({ authServerUrl: second.AuthServerUrl, envName: second.EnvName, user: user() });
    expect(JSON.stringify(read)).not.toMatch(/t0ken|c00kie|accessToken/);
  });

  it('is not used after the login’s expiry, and goes from storage then', async () => {
    const first = await load();
    first.cacheLoginUser(user());
    first.keepLoginUntil(IN_AN_HOUR);
    vi.setSystemTime(new Date('2026-12-06T12:59:59.999Z'));
    expect((await newTab()).readCachedLogin()?.user).toEqual(user());
    vi.setSystemTime(new Date(IN_AN_HOUR));
    expect((await newTab()).readCachedLogin()).toBeNull();
    expect(keptCopy()).toBeUndefined();
  });

  it('is not kept without a confirmed sign-in in the tab, or with an expiry that is no date or already past', async () => {
    const c = await load();
    c.keepLoginUntil(IN_AN_HOUR);
    expect(keptCopy()).toBeUndefined();
    c.cacheLoginUser(user());
    for (const expiry of ['soon', '', '2026-12-06T12:00:00.000Z', '2026-12-06T11:00:00.000Z']) {
      c.keepLoginUntil(expiry);
      expect(keptCopy(), expiry).toBeUndefined();
    }
  });

  it('goes for every tab at a sign-out or a 401 (clearCachedLogin)', async () => {
    const first = await load();
    first.cacheLoginUser(user());
    first.keepLoginUntil(IN_AN_HOUR);
    const second = await newTab();
    second.clearCachedLogin();
    expect(keptCopy()).toBeUndefined();
    expect((await newTab()).readCachedLogin()).toBeNull();
  });

  it('goes when GetUserData names another person; the same person confirmed again keeps it', async () => {
    const first = await load();
    first.cacheLoginUser(user());
    first.keepLoginUntil(IN_AN_HOUR);
    const second = await newTab();
    second.cacheLoginUser(user({ fullName: 'Ada King' }));
    expect(keptCopy()).toMatchObject({ user: { fullName: 'Ada King' }, expiresAt: IN_AN_HOUR });
    second.cacheLoginUser(user({ userId: 'user-2' }));
    expect(keptCopy()).toBeUndefined();
    expect((await newTab()).readCachedLogin()).toBeNull();
  });

  it('a copy of another identity server or environment is not used', async () => {
    const c = await load();
    shared.setItem(KEPT_KEY, JSON.stringify({ authServerUrl: 'https://other-auth.example', envName: c.EnvName, user: user(), expiresAt: IN_AN_HOUR }));
    expect((await newTab()).readCachedLogin()).toBeNull();
    shared.setItem(KEPT_KEY, JSON.stringify({ authServerUrl: c.AuthServerUrl, envName: c.EnvName, user: user(), expiresAt: 'never' }));
    expect((await newTab()).readCachedLogin()).toBeNull();
  });
});
