import { describe, expect, it, vi } from 'vitest';
import { sessionHarness, freshSessionOnFakeTime, expectOneLogoutRedirectFromPage } from './session-kit';
import { until, user } from '../store-test-kit';

// The network: GetUserData and RefreshLogin are stubbed; logoutUrl stays real.
const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
const auth = vi.hoisted(() => ({ getUserData: vi.fn(), refreshLogin: vi.fn() }));
vi.mock('../../../../src/services/auth-service', realModuleWith(auth));

const setup = freshSessionOnFakeTime;

const expectOneLogoutRedirect = expectOneLogoutRedirectFromPage;

const sampleDataOn = JSON.stringify({ EnvName: 'Local', UseSampleData: true });

sessionHarness({ auth });

describe('On a 400 or 401 while already signed in, or on a network error when sample data is off, the user is signed out and redirected.', () => {
  it.each([400, 401])('%i while authenticated: signed out and ONE redirect to the logout URL (autosignout=true, returnurl with initialurl)', async (code) => {
    const s = await setup();
    await s.initializeLogin(true);
    expect(s.$session.get().status).toBe('authenticated');
    auth.getUserData.mockRejectedValue(s.status(code));
    await s.initializeLogin(true);
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null });
    expectOneLogoutRedirect(s.assign);
  });

  it('two failures at once still redirect only once', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    auth.getUserData.mockRejectedValue(s.status(401));
    await Promise.all([s.initializeLogin(false), s.initializeLogin(false)]);
    s.handleUnauthorized();
    s.signOutWithRedirect();
    expect(s.$session.get().status).toBe('unauthenticated');
    expectOneLogoutRedirect(s.assign);
  });

  it('a network error with sample data off redirects (first visit)', async () => {
    const s = await setup();
    auth.getUserData.mockRejectedValue(s.network());
    await s.initializeLogin(true);
    // Unreachable: nobody knows that the visitor is signed out (the chat does not say they are).
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null, unreachable: true });
    expectOneLogoutRedirect(s.assign);
  });

  it('a network error with sample data off redirects (already signed in)', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    auth.getUserData.mockRejectedValue(new TypeError('Failed to fetch'));
    await s.initializeLogin(false);
    expect(s.$session.get().status).toBe('unauthenticated');
    expectOneLogoutRedirect(s.assign);
  });

  it('the logout URL follows the environment (HostParamsJson EnvName Dev)', async () => {
    const s = await setup();
    s.$hostParams.set(JSON.stringify({ EnvName: 'Dev' }));
    auth.getUserData.mockRejectedValue(s.network());
    await s.initializeLogin(false);
    const url = new URL(String(s.assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.dev.portal.example/identity/account/logout');
    expect(new URL(url.searchParams.get('returnurl') ?? '').origin).toBe('https://dev.portal.example');
  });
});

describe('the page a sign-in comes back to is held to the rules of a start address', () => {
  const initialUrl = (assign: { mock: { calls: unknown[][] } }) =>
    new URL(new URL(String(assign.mock.calls[0]?.[0])).searchParams.get('returnurl') ?? '').searchParams.get('initialurl');

  it.each(['//evil.example/x', '/..//127.0.0.1:7812/x', '/%5Cevil.example'])('a current address %j comes back to the home page', async (current) => {
    const s = await setup();
    s.currentUrl.mockReturnValue(current);
    s.signOutWithRedirect();
    expect(initialUrl(s.assign)).toBe('/');
  });

  it('under a base path, a page outside it comes back to the base', async () => {
    const s = await setup();
    (await import('../../../../src/stores/platform/base-path')).$basePath.set('/cms');
    s.currentUrl.mockReturnValue('/other/page');
    s.signOutWithRedirect();
    expect(initialUrl(s.assign)).toBe('/cms/');
  });
});

describe('handleUnauthorized only acts for a real signed-in user', () => {
  it('does nothing while initializing or signed out', async () => {
    const s = await setup();
    s.handleUnauthorized();
    expect(s.$session.get().status).toBe('initializing');
    auth.getUserData.mockRejectedValue(s.status(500));
    await s.initializeLogin(true);
    s.handleUnauthorized();
    expect(s.$session.get().status).toBe('unauthenticated');
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('does nothing for the development admin', async () => {
    const s = await setup();
    s.$hostParams.set(sampleDataOn);
    auth.getUserData.mockRejectedValue(s.network());
    await s.initializeLogin(false);
    s.handleUnauthorized();
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', isDevelopmentUser: true });
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('signs a real user out with one redirect', async () => {
    const s = await setup();
    await s.initializeLogin(false);
    s.handleUnauthorized();
    s.handleUnauthorized();
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null });
    expectOneLogoutRedirect(s.assign);
  });
});

describe('Logout from the user menu with unsaved work asks Stay or Leave, like any navigation', () => {
  it('Stay keeps the person signed in; Leave signs out with the redirect', async () => {
    const s = await setup();
    auth.getUserData.mockResolvedValue(user());
    await s.initializeLogin(false);
    const confirmation = await import('../../../../src/stores/platform/navigation-confirmation');
    confirmation.$dirty.set(true);
    const stayed = s.logOut();
    await until(() => expect(confirmation.$navigationPrompt.get()).not.toBeNull());
    confirmation.answerNavigation(false);
    await expect(stayed).resolves.toBe(false);
    expect(s.$session.get().status).toBe('authenticated');
    expect(s.assign).not.toHaveBeenCalled();
    const left = s.logOut();
    await until(() => expect(confirmation.$navigationPrompt.get()).not.toBeNull());
    confirmation.answerNavigation(true);
    await expect(left).resolves.toBe(true);
    expect(s.$session.get().status).toBe('unauthenticated');
    expect(s.assign).toHaveBeenCalledTimes(1);
  });

  it('without unsaved work it signs out at once', async () => {
    const s = await setup();
    auth.getUserData.mockResolvedValue(user());
    await s.initializeLogin(false);
    await expect(s.logOut()).resolves.toBe(true);
    expect(s.assign).toHaveBeenCalledTimes(1);
  });
});
