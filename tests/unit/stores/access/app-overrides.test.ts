// App overrides in the stores: kept per user on this browser, read back validated, refused in
// Production without AllowAppOverrides, fed into the definitions in force, and asked for by the
// address (applied only after the person's Apply).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnvName } from '../../../../src/config/environment-types';
import { person } from './accounts/accounts-kit';
import { FakeStorage } from '../store-test-kit';

const KEY = 'portal-shell:app-overrides';
const userNamed = (userId: string) => person(userId, { userName: userId, fullName: userId });
/** An override in force, as the store gives it (with when it lapses). */
const live = (appPrefix: string, origin: string) => ({ appPrefix, origin, until: expect.any(Number) as number });
/** An override as kept in storage, lapsing in an hour. */
const keptFor = (origin: string) => ({ origin, until: Date.now() + 60 * 60 * 1000 });

let storage: FakeStorage;

async function setup(hostParams: Record<string, unknown> = { EnvName: 'Dev' }) {
  vi.resetModules();
  const overrides = await import('../../../../src/stores/access/app-overrides');
  const requests = await import('../../../../src/stores/access/app-override-requests');
  const { $session } = await import('../../../../src/stores/session/session');
  const { $hostParams } = await import('../../../../src/stores/platform/environment');
  const { $appDefinitions } = await import('../../../../src/stores/access/definitions');
  const { appDefinitions } = await import('../../../../src/config/app-definitions');
  $hostParams.set(hostParams);
  const apps = appDefinitions((hostParams.EnvName as EnvName | undefined) ?? 'Production');
  $appDefinitions.set(apps);
  const signIn = (userId: string) => $session.set({ status: 'authenticated', user: userNamed(userId), fromAuth: false, isDevelopmentUser: false });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { ...overrides, ...requests, apps, signIn, warn };
}

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', new FakeStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an override, for one user on this browser', () => {
  it('serves only the overridden app from its origin, kept under the user id; another user does not get it', async () => {
    const s = await setup();
    s.signIn('user-1');
    expect(s.setAppOverride('/cdp/', 'http://localhost:3000')).toBeNull();
    const cdp = s.apps.find((app) => app.appPrefix === 'cdp')!;
    expect(s.$appsInForce.get()).toEqual(s.apps.map((app) => (app === cdp ? { ...cdp, iframeBaseUrl: 'http://localhost:3000/cdp' } : app)));
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ 'user-1': { cdp: { origin: 'http://localhost:3000', until: expect.any(Number) } } });
    s.signIn('user-2');
    expect(s.$appOverrides.get()).toEqual([]);
    expect(s.$appsInForce.get()).toEqual(s.apps);
    s.signIn('user-1');
    expect(s.appOverrideFor('cdp')).toEqual({ appPrefix: 'cdp', origin: 'http://localhost:3000' });
  });

  it('null removes one override and reset removes them all, for that user only', async () => {
    const s = await setup();
    const other = { 'user-2': { dash: keptFor('http://localhost:1234') } };
    storage.setItem(KEY, JSON.stringify(other));
    s.signIn('user-1');
    s.setAppOverride('cdp', 'http://localhost:3000');
    s.setAppOverride('dash', 'http://127.0.0.1:4000');
    s.setAppOverride('cdp', null);
    expect(s.$appOverrides.get()).toEqual([live('dash', 'http://127.0.0.1:4000')]);
    s.resetAppOverrides();
    expect(s.$appOverrides.get()).toEqual([]);
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual(other);
  });

  it('what is read back is validated: a foreign origin kept under the key is never applied', async () => {
    storage.setItem(KEY, JSON.stringify({ 'user-1': { cdp: keptFor('https://evil.example'), dash: keptFor('http://localhost.evil.com:1') } }));
    const s = await setup();
    s.signIn('user-1');
    expect(s.$appOverrides.get()).toEqual([]);
    expect(s.$appsInForce.get()).toEqual(s.apps);
  });

  it('a refused override is not applied and says why: one console message and a notice', async () => {
    const s = await setup();
    s.signIn('user-1');
    expect(s.setAppOverride('cdp', 'http://localhost.evil.com:3000')).toMatch(/not a loopback origin/);
    expect(s.setAppOverride('nope', 'http://localhost:3000')).toMatch(/not the prefix of an app/);
    expect(s.$appOverrides.get()).toEqual([]);
    expect(s.warn).toHaveBeenCalledTimes(2);
    expect(s.warn).toHaveBeenCalledWith(expect.stringMatching(/^Portal app override refused: "http:\/\/localhost\.evil\.com:3000" is not a loopback origin/));
    expect(s.$appOverrideNotices.get()).toHaveLength(2);
    s.dismissOverrideNotice(0);
    expect(s.$appOverrideNotices.get()).toEqual([expect.stringMatching(/"nope"/)]);
  });

  it('in Production: refused, and a kept one not applied, unless HostParamsJson sets AllowAppOverrides', async () => {
    storage.setItem(KEY, JSON.stringify({ 'user-1': { cdp: keptFor('http://localhost:3000') } }));
    const s = await setup({});
    s.signIn('user-1');
    expect(s.$appOverrides.get()).toEqual([]);
    expect(s.setAppOverride('dash', 'http://localhost:3001')).toMatch(/off in Production/);
    const { $hostParams } = await import('../../../../src/stores/platform/environment');
    $hostParams.set({ AllowAppOverrides: true });
    expect(s.$appOverrides.get()).toEqual([live('cdp', 'http://localhost:3000')]);
    expect(s.$appsInForce.get().find((app) => app.appPrefix === 'cdp')?.iframeBaseUrl).toBe('http://localhost:3000/cdp');
  });
});

describe('an override\'s lifetime', () => {
  afterEach(() => vi.useRealTimers());

  it('lapses 12 hours after Apply by itself: the area goes back to its shipped origin, and storage drops it at the next change', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T08:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const s = await setup();
    s.signIn('user-1');
    const seen: number[] = [];
    const off = s.$appsInForce.listen((apps) => seen.push(apps.length));
    expect(s.setAppOverride('cdp', 'http://localhost:3000')).toBeNull();
    const until = Date.parse('2026-11-28T20:00:00Z');
    expect(s.$appOverrides.get()).toEqual([{ appPrefix: 'cdp', origin: 'http://localhost:3000', until }]);
    vi.advanceTimersByTime(12 * 60 * 60 * 1000 - 1);
    expect(s.appOverrideFor('cdp')).toEqual({ appPrefix: 'cdp', origin: 'http://localhost:3000' });
    vi.advanceTimersByTime(1);
    expect(s.$appOverrides.get()).toEqual([]);
    expect(s.appOverrideFor('cdp')).toBeNull();
    expect(s.$appsInForce.get()).toEqual(s.apps);
    expect(seen.length).toBeGreaterThan(1);
    s.setAppOverride('dash', 'http://localhost:3001');
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ 'user-1': { dash: { origin: 'http://localhost:3001', until: Date.now() + 12 * 60 * 60 * 1000 } } });
    off();
  });

  it('applying again starts a new lifetime; a kept time further off than a lifetime, or none (kept by an older release), is not applied', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T08:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    storage.setItem(KEY, JSON.stringify({ 'user-1': { cdp: { origin: 'http://localhost:3000', until: Date.now() + 13 * 60 * 60 * 1000 }, dash: 'http://localhost:3001' } }));
    const s = await setup();
    s.signIn('user-1');
    expect(s.$appOverrides.get()).toEqual([]);
    s.setAppOverride('act', 'http://localhost:3002');
    vi.advanceTimersByTime(6 * 60 * 60 * 1000);
    s.setAppOverride('act', 'http://localhost:3002');
    vi.advanceTimersByTime(11 * 60 * 60 * 1000);
    expect(s.$appOverrides.get()).toEqual([live('act', 'http://localhost:3002')]);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(s.$appOverrides.get()).toEqual([]);
  });
});

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
