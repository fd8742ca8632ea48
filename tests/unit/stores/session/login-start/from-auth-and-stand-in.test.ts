import { describe, expect, it, vi } from 'vitest';
import { sessionHarness, freshSessionOnFakeTime, expectOneLogoutRedirectFromPage } from '../session-kit';
import { user } from '../../store-test-kit';

// The network: GetUserData and RefreshLogin are stubbed; logoutUrl stays real.
const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ getUserData: vi.fn(), refreshLogin: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

const setup = freshSessionOnFakeTime;

const expectOneLogoutRedirect = expectOneLogoutRedirectFromPage;

const sampleDataOn = JSON.stringify({ EnvName: 'Local', UseSampleData: true });

sessionHarness({ auth });

describe('Login is initialised with a flag from the query parameter fromauth (case-insensitive, true or false)', () => {
  it.each([
    ['?fromauth=TRUE', true],
    ['?fromauth=true', true],
    ['?other=1&fromauth=True', true],
    ['?fromauth=False', false],
    ['?fromauth=false', false],
    ['', false],
    ['?other=1', false],
    ['?fromauth=yes', false],
    ['?fromauth=', false],
  ])('parseFromAuth(%j) is %s', async (search, expected) => {
    const { parseFromAuth } = await setup();
    expect(parseFromAuth(search)).toBe(expected);
  });

  it('keeps the flag in the session', async () => {
    const s = await setup();
    await s.initializeLogin(true);
    expect(s.$session.get().fromAuth).toBe(true);
  });
});

describe('With sample data on, a built-in development admin user is used. Otherwise the state resets to signed-out.', () => {
  it.each([
    ['401', (s: Awaited<ReturnType<typeof setup>>) => s.status(401)],
    ['400', (s: Awaited<ReturnType<typeof setup>>) => s.status(400)],
    ['500', (s: Awaited<ReturnType<typeof setup>>) => s.status(500)],
    ['a network error', (s: Awaited<ReturnType<typeof setup>>) => s.network()],
    ['an unexpected body', (s: Awaited<ReturnType<typeof setup>>) => new s.HttpError('invalid-body', 'GetUserData: unexpected answer')],
  ])('sample data on (EnvName Local, UseSampleData true), %s -> the development admin (role 1, isDevelopmentUser)', async (_name, failure) => {
    const s = await setup();
    s.$hostParams.set(sampleDataOn);
    auth.getUserData.mockRejectedValue(failure(s));
    await s.initializeLogin(false);
    const state = s.$session.get();
    expect(state.status).toBe('authenticated');
    expect(state.isDevelopmentUser).toBe(true);
    expect(state.user?.userRole).toBe(1);
    expect(s.$roles.get()).toEqual({ isCustomer: false, isAdmin: true, isPartner: false });
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('sample data on: initialising again while the development admin stands in, a 401 keeps the development admin (no redirect)', async () => {
    const s = await setup();
    s.$hostParams.set(sampleDataOn);
    auth.getUserData.mockRejectedValue(s.status(401));
    await s.initializeLogin(false);
    await s.initializeLogin(false);
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', isDevelopmentUser: true });
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('401 at a first visit without fromauth -> sent to sign in (the logout redirect)', async () => {
    const s = await setup();
    auth.getUserData.mockRejectedValue(s.status(401));
    await s.initializeLogin(false);
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null });
    expectOneLogoutRedirect(s.assign);
  });

  it('401 with fromauth=true -> unauthenticated and no redirect (no sign-in loop)', async () => {
    const s = await setup();
    auth.getUserData.mockRejectedValue(s.status(401));
    await s.initializeLogin(s.parseFromAuth('?fromauth=true'));
    expect(s.$session.get()).toEqual({ status: 'unauthenticated', user: null, fromAuth: true, isDevelopmentUser: false });
    expect(s.assign).not.toHaveBeenCalled();
  });

  it.each([false, true])('500 with sample data off (fromauth %s) -> unauthenticated, no redirect', async (fromAuth) => {
    const s = await setup();
    auth.getUserData.mockRejectedValue(s.status(500));
    await s.initializeLogin(fromAuth);
    expect(s.$session.get()).toEqual({ status: 'unauthenticated', user: null, fromAuth, isDevelopmentUser: false });
    expect(s.assign).not.toHaveBeenCalled();
  });
});

describe('a listener of the session that throws is no failed sign-in', () => {
  it('the user stays signed in and is not sent away', async () => {
    const s = await setup();
    auth.getUserData.mockResolvedValue(user());
    const stop = s.$session.listen((state) => {
      if (state.status === 'authenticated') throw new Error('a broken subscriber');
    });
    await expect(s.initializeLogin(false)).rejects.toThrow('a broken subscriber');
    stop();
    expect(s.$session.get().status).toBe('authenticated');
    expect(s.assign).not.toHaveBeenCalled();
  });
});
