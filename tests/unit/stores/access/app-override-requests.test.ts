// App overrides asked for by the address (`?portal-app-override=`): taken out of it at once, applied
// only after the person's Apply, and refusals said once somebody is signed in.
import { describe, expect, it, vi } from 'vitest';
import { live, setup, withFakeStorages } from './app-overrides-kit';

withFakeStorages();

describe('an override asked for by the address', () => {
  function stubPage(href: string) {
    const page = { href, state: { mark: 1 } };
    const replaceState = vi.fn((_state: unknown, _title: string, url: string) => {
      page.href = new URL(url, page.href).href;
    });
    vi.stubGlobal('location', page);
    vi.stubGlobal('history', { get state() { return page.state; }, replaceState });
    return { page, replaceState };
  }

  it('leaves the address at once, waits for Apply (Cancel applies nothing), and says why a refused one is not asked', async () => {
    const { page, replaceState } = stubPage(
      'http://portal.example/cdp/x?a=1&portal-app-override=cdp%3Dhttp%3A%2F%2Flocalhost%3A3000&portal-app-override=dash%3Dhttps%3A%2F%2Fevil.example',
    );
    const s = await setup();
    s.signIn('user-1');
    s.takeAddressOverrides();
    expect(replaceState).toHaveBeenCalledWith({ mark: 1 }, '', '/cdp/x?a=1');
    expect(page.href).toBe('http://portal.example/cdp/x?a=1');
    expect(s.$overridesToConfirm.get()).toEqual([{ appPrefix: 'cdp', origin: 'http://localhost:3000' }]);
    expect(s.$appOverrideNotices.get()).toEqual([expect.stringMatching(/"https:\/\/evil\.example" is not a loopback origin/)]);
    expect(s.$appOverrides.get()).toEqual([]);
    s.answerOverrides(false);
    expect(s.$overridesToConfirm.get()).toEqual([]);
    expect(s.$appOverrides.get()).toEqual([]);
  });

  it('one inside the page a sign-in return names (initialurl) is asked as if it had been in the address, then removed from it', async () => {
    const initial = '/cdp/x?a=1&portal-app-override=cdp%3Dhttp%3A%2F%2Flocalhost%3A3000#top';
    const { page, replaceState } = stubPage(`http://portal.example/?fromauth=true&initialurl=${encodeURIComponent(initial)}`);
    const s = await setup();
    s.signIn('user-1');
    s.takeAddressOverrides();
    expect(replaceState).toHaveBeenCalledOnce();
    expect(new URL(page.href).searchParams.get('initialurl')).toBe('/cdp/x?a=1#top');
    expect(new URL(page.href).searchParams.get('fromauth')).toBe('true');
    expect(s.$overridesToConfirm.get()).toEqual([{ appPrefix: 'cdp', origin: 'http://localhost:3000' }]);
    expect(s.$appOverrides.get()).toEqual([]);
  });

  it('addressOverrideRequests: in the address, in its initialurl, both, or neither; a page of another origin is left to the start address', async () => {
    const { addressOverrideRequests } = await setup();
    const ask = (origin: string) => ({ kind: 'set', appPrefix: 'cdp', origin });
    const inner = encodeURIComponent('/cdp?portal-app-override=cdp%3Dhttp%3A%2F%2Flocalhost%3A2');
    expect(addressOverrideRequests(`http://portal.example/?portal-app-override=cdp%3Dhttp%3A%2F%2Flocalhost%3A1&initialurl=${inner}`)).toEqual({
      requests: [ask('http://localhost:1'), ask('http://localhost:2')],
      rest: '/?initialurl=%2Fcdp',
    });
    expect(addressOverrideRequests('http://portal.example/?initialurl=%2Fcdp%3Fb%3D2')).toBe(null);
    expect(addressOverrideRequests('http://portal.example/cdp')).toBe(null);
    const foreign = encodeURIComponent('https://evil.example/cdp?portal-app-override=cdp%3Dhttp%3A%2F%2Flocalhost%3A2');
    expect(addressOverrideRequests(`http://portal.example/?initialurl=${foreign}`)).toBe(null);
    expect(addressOverrideRequests('http://portal.example/?initialurl=%2F%2F')).toBe(null);
  });

  it('a refusal asked while signed out is said once somebody is signed in, after the sign-in round trip, and only once', async () => {
    stubPage('http://portal.example/?portal-app-override=cdp%3Dhttps%3A%2F%2Fevil.example');
    let s = await setup();
    s.takeAddressOverrides();
    expect(s.$appOverrideNotices.get()).toEqual([]);
    expect(s.warn).not.toHaveBeenCalled();
    // The sign-in round trip: a new page, the same tab.
    stubPage('http://portal.example/');
    s = await setup();
    s.takeAddressOverrides();
    s.signIn('user-1');
    expect(s.$appOverrideNotices.get()).toEqual([expect.stringMatching(/"https:\/\/evil\.example" is not a loopback origin/)]);
    expect(s.warn).toHaveBeenCalledTimes(1);
    // Another element starting on the page says nothing again.
    s.takeAddressOverrides();
    expect(s.$appOverrideNotices.get()).toHaveLength(1);
    expect(s.warn).toHaveBeenCalledTimes(1);
  });

  it('a refusal waits for a sign-in, not for a signed-out page (which leaves for the sign-in)', async () => {
    stubPage('http://portal.example/?portal-app-override=cdp%3Dhttps%3A%2F%2Fevil.example');
    const s = await setup();
    const { $session } = await import('../../../../src/stores/session/session');
    s.takeAddressOverrides();
    $session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    expect(s.$appOverrideNotices.get()).toEqual([]);
    s.signIn('user-1');
    expect(s.$appOverrideNotices.get()).toHaveLength(1);
  });

  it('says why a malformed request is no override; at most ten refusals are kept and said', async () => {
    const asks = Array.from({ length: 12 }, (_, index) => `portal-app-override=garbage-${index}`).join('&');
    stubPage(`http://portal.example/?${asks}`);
    const s = await setup();
    const { readSessionCache, writeSessionCache } = await import('../../../../src/stores/platform/tab-storage');
    s.takeAddressOverrides();
    // Signed out: they wait in the tab, at most ten.
    expect(readSessionCache('app-override-refusals')).toHaveLength(10);
    s.signIn('user-1');
    expect(s.$appOverrideNotices.get()).toHaveLength(10);
    expect(s.$appOverrideNotices.get()[0]).toContain('"garbage-0" is not <app prefix>=<origin> or reset');
    // More than ten in the tab (kept by hand, or by another release) are not all said either.
    writeSessionCache('app-override-refusals', Array.from({ length: 12 }, (_, index) => `reason ${index}`));
    s.takeAddressOverrides();
    expect(s.$appOverrideNotices.get()).toHaveLength(20);
    // What is no reason is not said.
    writeSessionCache('app-override-refusals', [42, null, 'one more']);
    s.takeAddressOverrides();
    expect(s.$appOverrideNotices.get()).toHaveLength(21);
  });

  it('what waits in the tab is read back checked: only an app prefix with a loopback origin is asked', async () => {
    stubPage('http://portal.example/');
    const s = await setup();
    const { writeSessionCache } = await import('../../../../src/stores/platform/tab-storage');
    const asked = { appPrefix: 'cdp', origin: 'http://localhost:3000' };
    writeSessionCache('app-override-requests', [asked, { appPrefix: 'dash', origin: 'https://evil.example' }, { appPrefix: 7, origin: 'http://localhost:1' }, null]);
    s.takeAddressOverrides();
    expect(s.$overridesToConfirm.get()).toEqual([asked]);
    writeSessionCache('app-override-requests', { cdp: 'http://localhost:3000' });
    s.takeAddressOverrides();
    expect(s.$overridesToConfirm.get()).toEqual([]);
  });

  it('Apply applies; a wait across a sign-in round trip keeps the request; reset clears them all', async () => {
    stubPage('http://portal.example/?portal-app-override=%2Fcdp%2F%3Dhttp%3A%2F%2F127.0.0.1%3A3000');
    let s = await setup();
    s.takeAddressOverrides();
    // The sign-in round trip: a new page, the same tab.
    stubPage('http://portal.example/');
    s = await setup();
    s.takeAddressOverrides();
    s.signIn('user-1');
    expect(s.$overridesToConfirm.get()).toEqual([{ appPrefix: 'cdp', origin: 'http://127.0.0.1:3000' }]);
    s.answerOverrides(true);
    expect(s.$appOverrides.get()).toEqual([live('cdp', 'http://127.0.0.1:3000')]);
    stubPage('http://portal.example/?portal-app-override=reset');
    s = await setup();
    s.takeAddressOverrides();
    s.signIn('user-1');
    expect(s.$appOverrides.get()).toEqual([]);
    expect(s.$overridesToConfirm.get()).toEqual([]);
  });
});
