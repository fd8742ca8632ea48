import { describe, expect, it, vi } from 'vitest';
import { accountsHarness, freshAccounts as setup, person as user } from './accounts-kit';
import { until } from '../../store-test-kit';
// The first frame is rendered at once unless a test holds it (what waits for it: platform/first-frame.ts).
const frame = vi.hoisted(() => ({ rendered: (): Promise<void> => Promise.resolve() }));
vi.mock('../../../../../src/stores/platform/first-frame', () => ({ afterFirstFrame: () => frame.rendered() }));

// The accounts at the edges of the session: the list's last listener leaving, the early answer
// while a cached user is revalidated, and sessions that hold a user without being signed in.

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

/** nanostores stops a store a second after its last listener left. */
const UNMOUNT_DELAY_MS = 1000;
const IDLE = { status: 'idle', customers: [], userId: null };

accountsHarness(auth);

describe('nobody follows the accounts any more', () => {
  it('the list is let go once its last listener has gone, and read again for the next one', async () => {
    const s = await setup();
    const stop = s.listen();
    s.signIn('u1');
    await s.loadedFor('u1');
    stop();
    await vi.advanceTimersByTimeAsync(UNMOUNT_DELAY_MS);
    // Reading the list (get) would follow the session again by itself: a listener comes back instead.
    s.listen();
    await s.loadedFor('u1');
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(2);
  });
});

describe('the early answer', () => {
  it('is asked once, however often start-up asks for it', async () => {
    const s = await setup();
    s.prefetchAccounts();
    s.prefetchAccounts();
    s.signIn('u1');
    s.listen();
    await s.loadedFor('u1');
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1);
  });

  it('is asked while a user from the tab’s cache is not yet confirmed', async () => {
    const s = await setup();
    s.signIn('u1', true);
    s.prefetchAccounts();
    await until(() => expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1));
  });

  it('belongs to the user GetUserData confirms, not to the cached user shown meanwhile', async () => {
    const s = await setup();
    s.prefetchAccounts();
    s.signIn('u1', true);
    s.signIn('u2');
    s.listen();
    await s.loadedFor('u2');
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(1);
  });

  it('asked for a login that ended signed out, it is not used for a later sign-in', async () => {
    const s = await setup();
    s.prefetchAccounts();
    s.$session.set({ status: 'unauthenticated', user: user('u1'), fromAuth: false, isDevelopmentUser: false });
    s.signIn('u1');
    s.listen();
    await s.loadedFor('u1');
    expect(auth.getAccessibleCustomers).toHaveBeenCalledTimes(2);
  });
});

describe('sessions that are not a signed-in user', () => {
  it('a session that holds a user but is not signed in loads nothing', async () => {
    const s = await setup();
    s.listen();
    s.$session.set({ status: 'unauthenticated', user: user('u1'), fromAuth: false, isDevelopmentUser: false });
    expect(s.$accounts.get()).toEqual(IDLE);
    s.$session.set({ status: 'initializing', user: user('u1'), fromAuth: false, isDevelopmentUser: false });
    expect(s.$accounts.get()).toEqual(IDLE);
  });

  it('a signed-in session without user data loads nothing and breaks nothing', async () => {
    const s = await setup();
    s.prefetchAccounts();
    s.listen();
    expect(() => s.$session.set({ status: 'authenticated', user: null, fromAuth: false, isDevelopmentUser: false })).not.toThrow();
    expect(s.$accounts.get()).toEqual(IDLE);
  });
});
