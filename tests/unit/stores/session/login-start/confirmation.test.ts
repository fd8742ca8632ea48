import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { UserData } from '../../../../../src/services/auth-types';
import { freshSession, sessionHarness } from '../session-kit';
import { deferred, keepMounted, nothingHappensWithin, realTurn, signedIn, signedOut, until, user } from '../../store-test-kit';

// When the signed-in user counts as confirmed (a user from the tab's cache is not, until
// GetUserData answers), Sign in again after a redirect, and the hashed id following the user.

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ getUserData: vi.fn(), refreshLogin: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

const HASH_KEY = 'portal-shell-user-id-v1';
const userOf = (userId: string) => user({ userId });
const setup = () => freshSession();

sessionHarness({ auth, storage: true });

/** A login started with the user in the tab's cache, while GetUserData has not answered yet. */
function startFromCache(s: Awaited<ReturnType<typeof setup>>, fromAuth: boolean) {
  s.cacheLoginUser(user());
  const answer = deferred<UserData>();
  auth.getUserData.mockReturnValue(answer.promise);
  return { answer, done: s.initializeLogin(fromAuth) };
}

describe('userConfirmed', () => {
  it('resolves at once for a user who is not being revalidated', async () => {
    const s = await setup();
    let done = false;
    void s.userConfirmed().then(() => (done = true));
    await realTurn();
    expect(done).toBe(true);
  });

  it('waits while the user is revalidated, through other changes, and resolves when that ends', async () => {
    const s = await setup();
    s.$session.set({ ...signedIn(), revalidating: true });
    let done = false;
    void s.userConfirmed().then(() => (done = true));
    s.$session.set({ ...s.$session.get(), fromAuth: true });
    await realTurn();
    expect(done).toBe(false);
    s.$session.set(signedIn(user()));
    await realTurn();
    expect(done).toBe(true);
  });
});

describe('a start from the tab’s cache', () => {
  it('is signed in, revalidating, before GetUserData answers; confirmed when it does', async () => {
    const s = await setup();
    const { answer, done } = startFromCache(s, false);
    expect(s.$session.get()).toEqual({ ...signedIn(), revalidating: true });
    await until(() => expect(auth.getUserData).toHaveBeenCalledTimes(1));
    answer.resolve(user());
    await done;
    expect(s.$session.get()).toEqual(signedIn(user()));
  });

  it('is not used on a fromauth return, nor once the session is past initialising', async () => {
    const s = await setup();
    const { answer, done } = startFromCache(s, true);
    expect(s.$session.get().status).toBe('initializing');
    answer.resolve(user());
    await done;
    s.$session.set(signedOut());
    const { answer: again, done: second } = startFromCache(s, false);
    expect(s.$session.get().status).toBe('unauthenticated');
    again.resolve(user());
    await second;
  });

  it('a failure of the revalidation is a failure while signed in: signed out with the redirect, the cache cleared', async () => {
    const s = await setup();
    s.cacheLoginUser(user());
    auth.getUserData.mockRejectedValue(s.status(401));
    const done = s.initializeLogin(false);
    await done;
    expect(s.$session.get().status).toBe('unauthenticated');
    expect(s.assign).toHaveBeenCalledTimes(1);
    expect(s.readCachedLogin()).toBeNull();
  });
});

describe('Sign in again', () => {
  it('goes to the sign-in even after a redirect already went', async () => {
    const s = await setup();
    s.signOutWithRedirect();
    s.signOutWithRedirect();
    expect(s.assign).toHaveBeenCalledTimes(1);
    s.signInAgain();
    expect(s.assign).toHaveBeenCalledTimes(2);
    expect(s.$session.get().status).toBe('unauthenticated');
  });
});

describe('$hashedUserId follows the user', () => {
  it('another user gets their own hash; signing out clears it', async () => {
    const s = await setup();
    keepMounted(s.$hashedUserId);
    s.$session.set(signedIn(userOf('user-1')));
    await until(() => expect(s.$hashedUserId.get()).toBe(createHmac('sha256', HASH_KEY).update('user-1').digest('hex')));
    s.$session.set(signedIn(userOf('user-2')));
    expect(s.$hashedUserId.get()).toBeNull();
    await until(() => expect(s.$hashedUserId.get()).toBe(createHmac('sha256', HASH_KEY).update('user-2').digest('hex')));
    s.$session.set(signedOut());
    expect(s.$hashedUserId.get()).toBeNull();
    await realTurn();
    expect(s.$hashedUserId.get()).toBeNull();
  });

  it('a hash that arrives after the user changed is not used', async () => {
    const s = await setup();
    keepMounted(s.$hashedUserId);
    s.$session.set(signedIn(userOf('user-1')));
    s.$session.set(signedIn(userOf('user-2')));
    await until(() => expect(s.$hashedUserId.get()).toBe(createHmac('sha256', HASH_KEY).update('user-2').digest('hex')));
    await nothingHappensWithin();
    expect(s.$hashedUserId.get()).toBe(createHmac('sha256', HASH_KEY).update('user-2').digest('hex'));
  });

  it('the same user again is not hashed again', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const s = await setup();
    keepMounted(s.$hashedUserId);
    s.$session.set(signedIn(userOf('user-1')));
    await until(() => expect(s.$hashedUserId.get()).not.toBeNull());
    s.$session.set(signedIn(user({ userId: 'user-1', fullName: 'Ada King' })));
    expect(s.$hashedUserId.get()).not.toBeNull();
    expect(importKey).toHaveBeenCalledTimes(1);
  });
});
