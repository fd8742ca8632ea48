import { describe, expect, it, vi } from 'vitest';
import { freshSession, sessionHarness } from '../session-kit';

// The network: GetUserData and RefreshLogin are stubbed; logoutUrl stays real.
const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ getUserData: vi.fn(), refreshLogin: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

/** Fresh store modules, with the browser navigation and the console watched. */
async function setup() {
  const s = await freshSession();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { ...s, warn };
}

sessionHarness({ auth });

describe('a backend that refuses the page\'s origin (CORS) is no network error and signs nobody out', () => {
  it('a first visit: the page stays, the session is signed out without a redirect, the refusal is noted and the console told once', async () => {
    const s = await setup();
    auth.getUserData.mockRejectedValue(s.refused());
    await s.initializeLogin(false);
    expect(s.assign).not.toHaveBeenCalled();
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null, originRefused: true });
    expect(s.$originRefused.get()).toBe(true);
    s.noteOriginRefused();
    expect(s.warn).toHaveBeenCalledTimes(1);
    expect(String(s.warn.mock.calls[0]?.[0])).toMatch(/PORTAL_ALLOWED_ORIGINS/);
  });

  it('signed in (also in <portal-shell>): a refused user-data call or login refresh sends nobody to the identity server', async () => {
    const s = await setup();
    s.shellStarted();
    await s.initializeLogin(false);
    auth.refreshLogin.mockRejectedValue(s.refused());
    await s.refreshLoginOnce();
    expect(s.$session.get().status).toBe('authenticated');
    auth.getUserData.mockRejectedValue(s.refused());
    await s.initializeLogin(false);
    expect(s.assign).not.toHaveBeenCalled();
    expect(s.$originRefused.get()).toBe(true);
  });
});

describe('a page of standalone elements is left only on the visitor\'s own click', () => {
  it('a network error or a 401 while signed in turns the session signed out, the page stays', async () => {
    const s = await setup();
    s.standaloneElementStarted();
    await s.initializeLogin(false);
    auth.getUserData.mockRejectedValue(s.network());
    await s.initializeLogin(false);
    expect(s.$session.get().status).toBe('unauthenticated');
    s.handleUnauthorized();
    expect(s.assign).not.toHaveBeenCalled();
    // The visitor's Sign in goes, and comes back to this page.
    s.signInAgain();
    expect(s.assign).toHaveBeenCalledTimes(1);
  });

  it('the visitor\'s Sign in goes to the identity server\'s sign-in, never through its logout (which would sign them out of the portal everywhere)', async () => {
    const s = await setup();
    s.standaloneElementStarted();
    const address = new URL(s.signInAddress('0a1b'));
    expect(address.origin + address.pathname).toBe('https://auth.portal.example/identity/account/login');
    expect(address.searchParams.has('autosignout')).toBe(false);
    const back = new URL(address.searchParams.get('returnurl')!);
    expect(back.searchParams.get('initialurl')).toBe('/dash');
    // The round trip of a chat's Sign in is named in the page to come back to.
    expect(back.searchParams.get('portal-chat-trip')).toBe('0a1b');
    s.signInAgain();
    expect(new URL(String(s.assign.mock.calls[0]?.[0])).pathname).toBe('/identity/account/login');
  });

  it('with <portal-shell> on the page, Sign in goes through the identity server\'s logout, as the shell\'s does', async () => {
    const s = await setup();
    s.standaloneElementStarted();
    s.shellStarted();
    expect(new URL(s.signInAddress()).pathname).toBe('/identity/account/logout');
    expect(new URL(s.signInAddress()).searchParams.get('autosignout')).toBe('true');
  });

  it('with <portal-shell> on the page too, the shell\'s sign-out redirect stays', async () => {
    const s = await setup();
    s.standaloneElementStarted();
    s.shellStarted();
    auth.getUserData.mockRejectedValue(s.network());
    await s.initializeLogin(false);
    expect(s.assign).toHaveBeenCalledTimes(1);
  });
});
