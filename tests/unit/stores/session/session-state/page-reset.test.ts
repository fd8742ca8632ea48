import { describe, expect, it } from 'vitest';
import { freshSession, sessionHarness } from '../session-kit';
import { user } from '../../store-test-kit';

// A new page (resetStores) and the session: what it forgets of the tab and of a redirect already made.

const setup = () => freshSession('/dash/Dashboard/42');
sessionHarness({ storage: true });

describe('a new page and the session', () => {
  it('a page starts initialising, nobody signed in, no development admin', async () => {
    const s = await setup();
    const fresh = { status: 'initializing', user: null, fromAuth: false, isDevelopmentUser: false };
    expect(s.$session.get()).toEqual(fresh);
    s.$session.set({ status: 'authenticated', user: user(), fromAuth: true, isDevelopmentUser: true });
    s.resetStores();
    expect(s.$session.get()).toEqual(fresh);
  });

  it('a signed-out session is no development admin either', async () => {
    const s = await setup();
    s.signOutWithRedirect();
    expect(s.$session.get()).toEqual({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
  });

  it('a new tab forgets the cached sign-in; a reload of the same tab keeps it', async () => {
    const s = await setup();
    s.cacheLoginUser(user());
    expect(s.readCachedLogin()?.user.userId).toBe('user-1');
    s.resetStores({ keepTabCache: true });
    expect(s.readCachedLogin()?.user.userId).toBe('user-1');
    s.resetStores({ only: ['session'], keepTabCache: false });
    expect(s.readCachedLogin()).toBeNull();
    s.cacheLoginUser(user());
    s.resetStores();
    expect(s.readCachedLogin()).toBeNull();
  });

  it('a redirect made on the old page does not hold back the next page’s', async () => {
    const s = await setup();
    s.signOutWithRedirect();
    s.signOutWithRedirect();
    expect(s.assign).toHaveBeenCalledTimes(1);
    s.resetStores();
    s.signOutWithRedirect();
    expect(s.assign).toHaveBeenCalledTimes(2);
  });
});
