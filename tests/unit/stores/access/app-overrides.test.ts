// App overrides in the stores: kept per user on this browser, read back validated, refused in
// Production without AllowAppOverrides, fed into the definitions in force.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { live, setup, tab, withFakeStorages } from './app-overrides-kit';

const KEY = 'portal-shell:app-overrides';
/** An override as kept in storage, lapsing in an hour. */
const keptFor = (origin: string) => ({ origin, until: Date.now() + 60 * 60 * 1000 });

withFakeStorages();

describe('an override, for one user on this browser', () => {
  it('serves only the overridden app from its origin, kept under the user id; another user does not get it', async () => {
    const s = await setup();
    s.signIn('user-1');
    expect(s.setAppOverride('/cdp/', 'http://localhost:3000')).toBeNull();
    const cdp = s.apps.find((app) => app.appPrefix === 'cdp')!;
    expect(s.$appsInForce.get()).toEqual(s.apps.map((app) => (app === cdp ? { ...cdp, iframeBaseUrl: 'http://localhost:3000/cdp' } : app)));
    expect(JSON.parse(tab.storage.getItem(KEY)!)).toEqual({ 'user-1': { cdp: { origin: 'http://localhost:3000', until: expect.any(Number) } } });
    s.signIn('user-2');
    expect(s.$appOverrides.get()).toEqual([]);
    expect(s.$appsInForce.get()).toEqual(s.apps);
    s.signIn('user-1');
    expect(s.appOverrideFor('cdp')).toEqual({ appPrefix: 'cdp', origin: 'http://localhost:3000' });
  });

  it('null removes one override and reset removes them all, for that user only', async () => {
    const s = await setup();
    const other = { 'user-2': { dash: keptFor('http://localhost:1234') } };
    tab.storage.setItem(KEY, JSON.stringify(other));
    s.signIn('user-1');
    s.setAppOverride('cdp', 'http://localhost:3000');
    s.setAppOverride('dash', 'http://127.0.0.1:4000');
    s.setAppOverride('cdp', null);
    expect(s.$appOverrides.get()).toEqual([live('dash', 'http://127.0.0.1:4000')]);
    s.resetAppOverrides();
    expect(s.$appOverrides.get()).toEqual([]);
    expect(JSON.parse(tab.storage.getItem(KEY)!)).toEqual(other);
  });

  it('what is read back is validated: a foreign origin kept under the key is never applied', async () => {
    tab.storage.setItem(KEY, JSON.stringify({ 'user-1': { cdp: keptFor('https://evil.example'), dash: keptFor('http://localhost.evil.com:1') } }));
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
    tab.storage.setItem(KEY, JSON.stringify({ 'user-1': { cdp: keptFor('http://localhost:3000') } }));
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
    expect(JSON.parse(tab.storage.getItem(KEY)!)).toEqual({ 'user-1': { dash: { origin: 'http://localhost:3001', until: Date.now() + 12 * 60 * 60 * 1000 } } });
    off();
  });

  it('applying again starts a new lifetime; a kept time further off than a lifetime, or none (kept by an older release), is not applied', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T08:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    tab.storage.setItem(KEY, JSON.stringify({ 'user-1': { cdp: { origin: 'http://localhost:3000', until: Date.now() + 13 * 60 * 60 * 1000 }, dash: 'http://localhost:3001' } }));
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

describe('an override after the machine slept', () => {
  afterEach(() => vi.useRealTimers());

  /** The clock moves on by `ms` while no timer runs, as across a suspend: timers count only awake time. */
  const sleep = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('is compared with the clock wherever it is used: past its lapse it is gone, its lapse timer not yet run', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T08:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const s = await setup();
    s.signIn('user-1');
    // The page follows what is in force (the badge, the frames), so the stores keep their values.
    const off = [s.$appsInForce.listen(() => {}), s.$appOverrides.listen(() => {})];
    expect(s.setAppOverride('cdp', 'http://localhost:3000')).toBeNull();
    sleep(12 * 60 * 60 * 1000);
    expect(s.appOverrideFor('cdp')).toBeNull();
    expect(s.$appOverrides.get()).toEqual([]);
    expect(s.$appsInForce.get()).toEqual(s.apps);
    off.forEach((stop) => stop());
  });

  it('a page nobody uses notices the lapse within a minute of waking', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T08:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const s = await setup();
    s.signIn('user-1');
    const seen: number[] = [];
    const off = s.$appOverrides.listen((overrides) => seen.push(overrides.length));
    s.setAppOverride('cdp', 'http://localhost:3000');
    vi.advanceTimersByTime(60 * 60 * 1000);
    sleep(11 * 60 * 60 * 1000);
    vi.advanceTimersByTime(60 * 1000);
    expect(seen.at(-1)).toBe(0);
    off();
  });
});
