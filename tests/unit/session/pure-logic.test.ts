import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_MAX_DELAY_MS, USER_ID_HASH_KEY } from '../../../src/config/business-constants';
import type { LicenseId, Menu, MenuItem, Platform } from '../../../src/config/menu-types';
import { applyMenuAccess } from '../../../src/stores/access/menu-access';
import {
  $dirty,
  $navigationPrompt,
  answerNavigation,
  confirmNavigation,
  navigateWithConfirmation,
  NavigationSupersededError,
} from '../../../src/stores/platform/navigation-confirmation';
import { createSafeStorageEngine, jsonDecoder } from '../../../src/stores/platform/safe-storage';
import type * as SessionCacheModule from '../../../src/stores/platform/session-cache';
import { refreshDelayMs, tokenKey } from '../../../src/stores/access/token-cache';
import { emailDomainOf, firstNameOf, hashUserId, initialsOf } from '../../../src/stores/session/user-facts';

const HOUR = 60 * 60 * 1000;

/** A small in-memory Web Storage, with optional faults. */
class FakeStorage implements Storage {
  readonly data = new Map<string, string>();
  failSet: Error | null = null;
  failGet: Error | null = null;

  get length(): number {
    return this.data.size;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    if (this.failGet) throw this.failGet;
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failSet) throw this.failSet;
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  clear(): void {
    this.data.clear();
  }
  [name: string]: unknown;
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

// ---------------------------------------------------------------------------------------------

describe('user data derived fields (user-facts)', () => {
  it.each([
    ['Ada Admin Lovelace', 'AL'],
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['ada', 'A'],
    ['  ada   byron   lovelace  ', 'AL'],
    ['élodie dupont', 'ÉD'],
    ['  ', 'N/A'],
    ['', 'N/A'],
  ])('"first letter of the first and last word of the full name, uppercased, or N/A": %j -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it.each([null, undefined])('initials of %s is "N/A"', (name) => {
    expect(initialsOf(name)).toBe('N/A');
  });

  it('the first word of the full name for the welcome line; null without a name', () => {
    expect(firstNameOf('Ada Admin Lovelace')).toBe('Ada');
    expect(firstNameOf('  Ada  Lovelace ')).toBe('Ada');
    expect(firstNameOf('Ada')).toBe('Ada');
    expect(firstNameOf('   ')).toBeNull();
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
    expect(firstNameOf(undefined)).toBeNull();
  });

  it('page-visit domain is "the part of the user\'s e-mail after the at-sign"', () => {
    expect(emailDomainOf('ada@example.com')).toBe('example.com');
    expect(emailDomainOf('Ada@Example.COM')).toBe('example.com');
    expect(emailDomainOf('"odd@name"@example.org')).toBe('example.org');
    expect(emailDomainOf('no-at-sign')).toBe('');
    expect(emailDomainOf('')).toBe('');
    expect(emailDomainOf(null)).toBe('');
    expect(emailDomainOf(undefined)).toBe('');
  });

  it.each(['u-1', 'user@example.com', '', 'ünïcødé'])('"A hashed user id (HMAC-SHA256 with a fixed key)": %j matches node:crypto', async (userId) => {
    const expected = createHmac('sha256', USER_ID_HASH_KEY).update(userId).digest('hex');
    expect(await hashUserId(userId)).toBe(expected);
  });

  it('the key is fixed: a known user id keeps its known hash (changing the key would re-identify every user)', async () => {
    expect(USER_ID_HASH_KEY).toBe('portal-shell-user-id-v1');
    expect(await hashUserId('u-1')).toBe('00e475c7ab548fe7f656919a398323385b31d8b4c5864fde002ee8929997dd69');
  });

  it('the hash is 64 lower-case hex characters, stable, and differs per user id and key', async () => {
    const hash = await hashUserId('u-1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashUserId('u-1')).toBe(hash);
    expect(await hashUserId('u-2')).not.toBe(hash);
    expect(await hashUserId('u-1', 'another-key')).toBe(createHmac('sha256', 'another-key').update('u-1').digest('hex'));
  });
});

// ---------------------------------------------------------------------------------------------

function menuItem(id: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { id, appPrefix: 'app', route: `/app/${id}`, title: id, ...extra };
}

function platformOf(platformId: string, items: MenuItem[], extra: Partial<Platform> = {}): Platform {
  return { platformId, title: platformId, icon: 'icon', hasSubitems: items.length > 1, items, ...extra };
}

function menuWith(platforms: Platform[], extra: Partial<Menu> = {}): Menu {
  return { platforms, rightitems: [], internaltools: [], administration: { items: [] }, ...extra };
}

/** The single item of a one-platform menu, after access is applied. */
function accessOf(entry: MenuItem, customerId: number | null, tags: LicenseId[]): MenuItem {
  const result = applyMenuAccess(menuWith([platformOf('p', [entry])]), customerId, tags);
  const found = result.platforms[0]?.items[0];
  if (!found) throw new Error('item lost');
  return found;
}

describe('An item is locked when it has a licenseId other than FREE and the customer\'s product tags lack it', () => {
  it.each(['WEB', 'MAIL', 'TRIGGER', 'SEARCH', 'SITESEARCH', 'CDP', 'MC'] as const)('licence %s is locked without the tag', (licenseId) => {
    expect(accessOf(menuItem('x', { licenseId }), 1, []).isLocked).toBe(true);
    expect(accessOf(menuItem('x', { licenseId }), 1, ['FREE']).isLocked).toBe(true);
  });

  it.each(['WEB', 'MAIL', 'TRIGGER', 'SEARCH', 'SITESEARCH', 'CDP', 'MC'] as const)('licence %s is unlocked with the tag', (licenseId) => {
    expect(accessOf(menuItem('x', { licenseId }), 1, [licenseId]).isLocked).toBe(false);
    expect(accessOf(menuItem('x', { licenseId }), 1, ['WEB', 'MAIL', licenseId]).isLocked).toBe(false);
  });

  it('another tag does not unlock (CDP item with only WEB)', () => {
    expect(accessOf(menuItem('x', { licenseId: 'CDP' }), 1, ['WEB', 'MAIL']).isLocked).toBe(true);
  });

  it('FREE is never locked, with or without tags', () => {
    expect(accessOf(menuItem('x', { licenseId: 'FREE' }), 1, []).isLocked).toBe(false);
    expect(accessOf(menuItem('x', { licenseId: 'FREE' }), null, []).isLocked).toBe(false);
  });

  it('no licence is never locked', () => {
    expect(accessOf(menuItem('x'), 1, []).isLocked).toBe(false);
  });

  it('locks are recomputed: an item locked in the data stays locked', () => {
    expect(accessOf(menuItem('x', { isLocked: true }), 1, ['WEB']).isLocked).toBe(true);
  });

  it('sub-items are locked by the same rule', () => {
    const entry = menuItem('x', {
      subitems: [menuItem('free-sub', { licenseId: 'FREE' }), menuItem('web-sub', { licenseId: 'WEB' }), menuItem('mc-sub', { licenseId: 'MC' })],
    });
    const subs = accessOf(entry, 1, ['WEB']).subitems ?? [];
    expect(subs.map((sub) => [sub.id, sub.isLocked])).toEqual([
      ['free-sub', false],
      ['web-sub', false],
      ['mc-sub', true],
    ]);
  });
});

describe('A platform or item is hidden when visibleForCustomers exists and excludes the customer, or when excludeForCustomers includes the customer', () => {
  it('visibleForCustomers with the customer: visible', () => {
    expect(accessOf(menuItem('x', { visibleForCustomers: [1, 2] }), 2, []).isHidden).toBe(false);
  });

  it('visibleForCustomers lacking the customer: hidden', () => {
    expect(accessOf(menuItem('x', { visibleForCustomers: [1, 2] }), 3, []).isHidden).toBe(true);
  });

  it('visibleForCustomers with no customer selected (null): hidden', () => {
    expect(accessOf(menuItem('x', { visibleForCustomers: [1, 2] }), null, []).isHidden).toBe(true);
  });

  it('an empty visibleForCustomers hides for everyone', () => {
    expect(accessOf(menuItem('x', { visibleForCustomers: [] }), 1, []).isHidden).toBe(true);
  });

  it('excludeForCustomers with the customer: hidden; without: visible; no customer: visible', () => {
    expect(accessOf(menuItem('x', { excludeForCustomers: [7] }), 7, []).isHidden).toBe(true);
    expect(accessOf(menuItem('x', { excludeForCustomers: [7] }), 8, []).isHidden).toBe(false);
    expect(accessOf(menuItem('x', { excludeForCustomers: [7] }), null, []).isHidden).toBe(false);
  });

  it('excludeForCustomers wins over visibleForCustomers', () => {
    expect(accessOf(menuItem('x', { visibleForCustomers: [7], excludeForCustomers: [7] }), 7, []).isHidden).toBe(true);
  });

  it('no visibility rules: visible for any customer and for none', () => {
    expect(accessOf(menuItem('x'), 1, []).isHidden).toBe(false);
    expect(accessOf(menuItem('x'), null, []).isHidden).toBe(false);
  });

  it('the data\'s own isHidden is kept', () => {
    expect(accessOf(menuItem('x', { isHidden: true }), 1, ['WEB']).isHidden).toBe(true);
    expect(accessOf(menuItem('x', { isHidden: true, visibleForCustomers: [1] }), 1, []).isHidden).toBe(true);
  });

  it('sub-items are hidden by the same rules', () => {
    const entry = menuItem('x', {
      subitems: [
        menuItem('for-1', { visibleForCustomers: [1] }),
        menuItem('not-1', { excludeForCustomers: [1] }),
        menuItem('open'),
        menuItem('data-hidden', { isHidden: true }),
      ],
    });
    expect((accessOf(entry, 1, []).subitems ?? []).map((sub) => [sub.id, sub.isHidden])).toEqual([
      ['for-1', false],
      ['not-1', true],
      ['open', false],
      ['data-hidden', true],
    ]);
    expect((accessOf(entry, 2, []).subitems ?? []).map((sub) => [sub.id, sub.isHidden])).toEqual([
      ['for-1', true],
      ['not-1', false],
      ['open', false],
      ['data-hidden', true],
    ]);
  });

  it('a platform is hidden by its own visibleForCustomers / excludeForCustomers', () => {
    const menu = menuWith([
      platformOf('only-1', [menuItem('a')], { visibleForCustomers: [1] }),
      platformOf('not-1', [menuItem('b')], { excludeForCustomers: [1] }),
    ]);
    expect(applyMenuAccess(menu, 1, []).platforms.map((platform) => platform.isHidden)).toEqual([false, true]);
    expect(applyMenuAccess(menu, 2, []).platforms.map((platform) => platform.isHidden)).toEqual([true, false]);
    expect(applyMenuAccess(menu, null, []).platforms.map((platform) => platform.isHidden)).toEqual([true, false]);
  });

  it('a platform whose items are all hidden is hidden', () => {
    const menu = menuWith([platformOf('p', [menuItem('a', { visibleForCustomers: [1] }), menuItem('b', { excludeForCustomers: [2] })])]);
    expect(applyMenuAccess(menu, 2, []).platforms[0]?.isHidden).toBe(true);
    expect(applyMenuAccess(menu, 1, []).platforms[0]?.isHidden).toBe(false);
    expect(applyMenuAccess(menu, 3, []).platforms[0]?.isHidden).toBe(false);
  });

  it('rightitems, internal tools and administration items get the same rules', () => {
    const menu = menuWith([], {
      rightitems: [menuItem('r', { excludeForCustomers: [1] })],
      internaltools: [menuItem('t', { licenseId: 'MC' })],
      administration: { items: [menuItem('a', { visibleForCustomers: [2] })] },
    });
    const result = applyMenuAccess(menu, 1, []);
    expect(result.rightitems[0]?.isHidden).toBe(true);
    expect(result.internaltools[0]?.isLocked).toBe(true);
    expect(result.administration.items[0]?.isHidden).toBe(true);
  });
});

describe('platform locks: a platform whose visible items are all locked is locked', () => {
  it('all visible items locked -> platform locked', () => {
    const menu = menuWith([platformOf('p', [menuItem('a', { licenseId: 'CDP' }), menuItem('b', { licenseId: 'MC' })])]);
    expect(applyMenuAccess(menu, 1, []).platforms[0]?.isLocked).toBe(true);
  });

  it('one visible unlocked item -> platform not locked', () => {
    const menu = menuWith([platformOf('p', [menuItem('a', { licenseId: 'CDP' }), menuItem('b', { licenseId: 'FREE' })])]);
    expect(applyMenuAccess(menu, 1, []).platforms[0]?.isLocked).toBe(false);
    expect(applyMenuAccess(menu, 1, ['CDP']).platforms[0]?.isLocked).toBe(false);
  });

  it('an unlocked but hidden item does not keep the platform unlocked', () => {
    const menu = menuWith([platformOf('p', [menuItem('a', { licenseId: 'CDP' }), menuItem('b', { visibleForCustomers: [9] })])]);
    const platform = applyMenuAccess(menu, 1, []).platforms[0];
    expect(platform?.isHidden).toBe(false);
    expect(platform?.isLocked).toBe(true);
  });

  it('a platform with every item hidden is hidden, not locked', () => {
    const menu = menuWith([platformOf('p', [menuItem('a', { licenseId: 'CDP', visibleForCustomers: [9] })])]);
    const platform = applyMenuAccess(menu, 1, []).platforms[0];
    expect(platform?.isHidden).toBe(true);
    expect(platform?.isLocked).toBe(false);
  });
});

describe('applyMenuAccess does not mutate its input', () => {
  it('the input menu is unchanged, and recomputing for another customer undoes hides and locks', () => {
    const menu = menuWith([
      platformOf('p', [
        menuItem('a', { licenseId: 'CDP', visibleForCustomers: [1], subitems: [menuItem('s', { licenseId: 'MC', excludeForCustomers: [1] })] }),
      ]),
    ]);
    const snapshot = structuredClone(menu);
    const first = applyMenuAccess(menu, 2, []);
    expect(first.platforms[0]?.items[0]?.isHidden).toBe(true);
    expect(menu).toEqual(snapshot);
    expect(menu.platforms[0]?.items[0]?.isHidden).toBeUndefined();
    expect(menu.platforms[0]?.items[0]?.subitems?.[0]?.isLocked).toBeUndefined();

    const second = applyMenuAccess(menu, 1, ['CDP', 'MC']);
    expect(second.platforms[0]?.isHidden).toBe(false);
    expect(second.platforms[0]?.items[0]?.isHidden).toBe(false);
    expect(second.platforms[0]?.items[0]?.isLocked).toBe(false);
    expect(second.platforms[0]?.items[0]?.subitems?.[0]?.isHidden).toBe(true);
    expect(second.platforms[0]?.items[0]?.subitems?.[0]?.isLocked).toBe(false);
    expect(menu).toEqual(snapshot);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Token refresh at 2/3 of remaining life, skipped if more than 20 hours (refreshDelayMs)', () => {
  const now = Date.parse('2030-01-01T00:00:00.000Z');
  const expiresIn = (ms: number) => new Date(now + ms).toISOString();

  it('the 20 h constant is 20 hours', () => {
    expect(TOKEN_REFRESH_MAX_DELAY_MS).toBe(20 * HOUR);
  });

  it('refreshes at two thirds of the remaining life', () => {
    expect(refreshDelayMs(expiresIn(3 * HOUR), now)).toBe(2 * HOUR);
    expect(refreshDelayMs(expiresIn(90_000), now)).toBe(60_000);
    expect(refreshDelayMs(expiresIn(3), now)).toBe(2);
  });

  it('a refresh exactly 20 h away is allowed (30 h of life left)', () => {
    expect(refreshDelayMs(expiresIn(30 * HOUR), now)).toBe(20 * HOUR);
  });

  it('a refresh just over 20 h away is skipped (null)', () => {
    expect(refreshDelayMs(expiresIn(30 * HOUR + 2), now)).toBeNull();
    expect(refreshDelayMs(expiresIn(48 * HOUR), now)).toBeNull();
  });

  it('an expired token, or one expiring now, is not scheduled (null)', () => {
    expect(refreshDelayMs(expiresIn(0), now)).toBeNull();
    expect(refreshDelayMs(expiresIn(-HOUR), now)).toBeNull();
  });

  it.each(['', 'not a date', '2030-13-45T99:00:00Z'])('an invalid expirationUtc %j is not scheduled (null)', (expirationUtc) => {
    expect(refreshDelayMs(expirationUtc, now)).toBeNull();
  });

  it('uses Date.now() when no time is given', () => {
    const delay = refreshDelayMs(new Date(Date.now() + 3 * HOUR).toISOString());
    expect(delay).toBeGreaterThan(2 * HOUR - 5_000);
    expect(delay).toBeLessThanOrEqual(2 * HOUR);
  });
});

describe('A token is cached per request parameters (tokenKey)', () => {
  const request = { client: 'dashboardui', services: ['a', 'b', 'c'], impersonateCustomerId: 1001 };

  it('the order of services does not matter', () => {
    expect(tokenKey({ ...request, services: ['c', 'a', 'b'] })).toBe(tokenKey(request));
  });

  it('the impersonated customer matters', () => {
    expect(tokenKey({ ...request, impersonateCustomerId: 1002 })).not.toBe(tokenKey(request));
  });

  it('the client and the set of services matter', () => {
    expect(tokenKey({ ...request, client: 'cdpui' })).not.toBe(tokenKey(request));
    expect(tokenKey({ ...request, services: ['a', 'b'] })).not.toBe(tokenKey(request));
    expect(tokenKey({ ...request, services: ['a', 'b', 'c', 'd'] })).not.toBe(tokenKey(request));
  });

  it('services are not confused by joining (["a,b"] vs ["a","b"])', () => {
    expect(tokenKey({ ...request, services: ['a,b'] })).not.toBe(tokenKey({ ...request, services: ['a', 'b'] }));
  });

  it('does not reorder the caller\'s services array', () => {
    const services = ['z', 'a'];
    tokenKey({ ...request, services });
    expect(services).toEqual(['z', 'a']);
  });
});

// ---------------------------------------------------------------------------------------------

describe('safe storage: persistence can fail without ever breaking start-up (createSafeStorageEngine)', () => {
  it('gets, sets, tests and deletes through the storage', () => {
    const storage = new FakeStorage();
    const engine = createSafeStorageEngine(() => storage);
    expect(engine.k).toBeUndefined();
    expect('k' in engine).toBe(false);
    engine.k = 'v';
    expect(storage.data.get('k')).toBe('v');
    expect(engine.k).toBe('v');
    expect('k' in engine).toBe(true);
    delete engine.k;
    expect(storage.data.has('k')).toBe(false);
    expect(engine.k).toBeUndefined();
    expect('k' in engine).toBe(false);
  });

  it('reads values already in the storage', () => {
    const storage = new FakeStorage();
    storage.data.set('existing', '1');
    expect(createSafeStorageEngine(() => storage).existing).toBe('1');
  });

  it('a storage whose setItem throws QuotaExceededError keeps the value in memory', () => {
    const storage = new FakeStorage();
    storage.failSet = quotaExceeded();
    const engine = createSafeStorageEngine(() => storage);
    expect(() => {
      engine.k = 'v';
    }).not.toThrow();
    expect(storage.data.has('k')).toBe(false);
    expect(engine.k).toBe('v');
    expect('k' in engine).toBe(true);
  });

  it('the in-memory value shadows an older stored one, and a later successful write replaces it', () => {
    const storage = new FakeStorage();
    storage.data.set('k', 'old');
    const engine = createSafeStorageEngine(() => storage);
    storage.failSet = quotaExceeded();
    engine.k = 'new';
    expect(engine.k).toBe('new');
    storage.failSet = null;
    engine.k = 'newer';
    expect(storage.data.get('k')).toBe('newer');
    expect(engine.k).toBe('newer');
  });

  it('delete removes an in-memory value too', () => {
    const storage = new FakeStorage();
    storage.failSet = quotaExceeded();
    const engine = createSafeStorageEngine(() => storage);
    engine.k = 'v';
    delete engine.k;
    expect(engine.k).toBeUndefined();
  });

  it('a storage getter that throws (blocked storage) works as memory', () => {
    const getStorage = vi.fn((): Storage => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const engine = createSafeStorageEngine(getStorage);
    expect(engine.k).toBeUndefined();
    expect('k' in engine).toBe(false);
    engine.k = 'v';
    expect(engine.k).toBe('v');
    expect('k' in engine).toBe(true);
    expect(() => delete engine.k).not.toThrow();
    expect(engine.k).toBeUndefined();
    expect(getStorage).toHaveBeenCalled();
  });

  it('a missing storage (undefined) works as memory', () => {
    const engine = createSafeStorageEngine(() => undefined);
    expect(engine.k).toBeUndefined();
    expect(() => {
      engine.k = 'v';
    }).not.toThrow();
    expect(engine.k).toBe('v');
    expect('k' in engine).toBe(true);
  });

  it('a storage whose getItem throws reads as empty', () => {
    const storage = new FakeStorage();
    storage.data.set('k', 'v');
    storage.failGet = new DOMException('blocked', 'SecurityError');
    const engine = createSafeStorageEngine(() => storage);
    expect(engine.k).toBeUndefined();
    expect('k' in engine).toBe(false);
  });

  it('values are stored as strings', () => {
    const storage = new FakeStorage();
    const engine = createSafeStorageEngine(() => storage);
    (engine as Record<string, unknown>).n = 42;
    expect(storage.data.get('n')).toBe('42');
  });
});

describe('jsonDecoder: broken or foreign data reads as the fallback', () => {
  const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((entry) => typeof entry === 'number');
  const decode = jsonDecoder(isNumberList, [0]);

  it('decodes valid JSON of the right shape', () => {
    expect(decode('[1,2,3]')).toEqual([1, 2, 3]);
  });

  it.each(['[1,2', '', 'undefined', '{']) ('bad JSON %j gives the fallback', (text) => {
    expect(decode(text)).toEqual([0]);
  });

  it.each(['{"a":1}', '["x"]', 'null', '42'])('JSON of the wrong shape %j gives the fallback', (text) => {
    expect(decode(text)).toEqual([0]);
  });
});

// ---------------------------------------------------------------------------------------------

type SessionCache = typeof SessionCacheModule;

/** Each test of the calling describe gets a fresh session storage and loads session-cache afresh. */
function sessionCacheHarness() {
  const harness = {
    storage: new FakeStorage(),
    async load(): Promise<SessionCache> {
      vi.resetModules();
      return import('../../../src/stores/platform/session-cache');
    },
  };
  beforeEach(() => {
    harness.storage = new FakeStorage();
    vi.stubGlobal('sessionStorage', harness.storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return harness;
}

describe('Session storage key is versioned. Other session keys are cleared. (session-cache)', () => {
  const harness = sessionCacheHarness();
  const load = harness.load;

  it('the key is "portal-shell:session:<version>"', async () => {
    const cache = await load();
    expect(cache.SESSION_STORAGE_VERSION).not.toBe('');
    expect(cache.SESSION_STORAGE_KEY).toBe(`portal-shell:session:${cache.SESSION_STORAGE_VERSION}`);
  });

  it('writes go under the versioned key and read back (round trip)', async () => {
    const cache = await load();
    cache.writeSessionCache('customers', [{ customerId: 1 }]);
    cache.writeSessionCache('user', { id: 'u' });
    expect(cache.readSessionCache('customers')).toEqual([{ customerId: 1 }]);
    expect(cache.readSessionCache('user')).toEqual({ id: 'u' });
    expect(cache.readSessionCache('missing')).toBeUndefined();
    expect([...harness.storage.data.keys()]).toEqual([cache.SESSION_STORAGE_KEY]);
    expect(JSON.parse(harness.storage.data.get(cache.SESSION_STORAGE_KEY) ?? '')).toEqual({ customers: [{ customerId: 1 }], user: { id: 'u' } });
  });

  it('a write replaces only its own name', async () => {
    const cache = await load();
    cache.writeSessionCache('a', 1);
    cache.writeSessionCache('b', 2);
    cache.writeSessionCache('a', 3);
    expect(cache.readSessionCache('a')).toBe(3);
    expect(cache.readSessionCache('b')).toBe(2);
  });

  it('clearStaleSessionKeys removes only other portal-shell:session:* keys and keeps foreign ones', async () => {
    const cache = await load();
    harness.storage.data.set('portal-shell:session:v0-old', '{"a":1}');
    harness.storage.data.set('portal-shell:session:v2-next', '{}');
    harness.storage.data.set(cache.SESSION_STORAGE_KEY, '{"keep":true}');
    harness.storage.data.set('host-app:token', 'secret');
    harness.storage.data.set('portal-shell:selected-customer', '1');
    harness.storage.data.set('session:v0', 'x');
    cache.clearStaleSessionKeys();
    expect([...harness.storage.data.keys()].sort()).toEqual([cache.SESSION_STORAGE_KEY, 'host-app:token', 'portal-shell:selected-customer', 'session:v0'].sort());
    expect(cache.readSessionCache('keep')).toBe(true);
  });

  it('data of an older version is never read', async () => {
    const cache = await load();
    harness.storage.data.set('portal-shell:session:v0-old', JSON.stringify({ user: 'old' }));
    expect(cache.readSessionCache('user')).toBeUndefined();
  });

  it.each(['{broken', '[1,2]', 'null', '"text"'])('corrupted or foreign content %j reads as empty, and a write recovers', async (content) => {
    const cache = await load();
    harness.storage.data.set(cache.SESSION_STORAGE_KEY, content);
    expect(cache.readSessionCache('user')).toBeUndefined();
    cache.writeSessionCache('user', 'u');
    expect(cache.readSessionCache('user')).toBe('u');
  });

  it('a storage that throws on every call never throws', async () => {
    const cache = await load();
    const broken = new FakeStorage();
    broken.failGet = quotaExceeded();
    broken.failSet = quotaExceeded();
    broken.key = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', broken);
    expect(() => cache.writeSessionCache('a', 1)).not.toThrow();
    expect(cache.readSessionCache('a')).toBeUndefined();
    expect(() => cache.clearStaleSessionKeys()).not.toThrow();
  });

  it('a sessionStorage getter that throws (blocked storage) never throws', async () => {
    vi.unstubAllGlobals();
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const cache = await load();
      expect(() => cache.writeSessionCache('a', 1)).not.toThrow();
      expect(cache.readSessionCache('a')).toBeUndefined();
      expect(() => cache.clearStaleSessionKeys()).not.toThrow();
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  it('a quota error on write keeps what was stored before', async () => {
    const cache = await load();
    cache.writeSessionCache('a', 1);
    harness.storage.failSet = quotaExceeded();
    expect(() => cache.writeSessionCache('a', 2)).not.toThrow();
    expect(cache.readSessionCache('a')).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Navigation confirmation: a deferred yes/no answer', () => {
  beforeEach(() => {
    // Settle anything a previous test left waiting, then start clean.
    answerNavigation(false);
    $dirty.set(false);
    $navigationPrompt.set(null);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('without unsaved changes it resolves true at once, without a prompt', async () => {
    await expect(confirmNavigation()).resolves.toBe(true);
    expect($navigationPrompt.get()).toBeNull();
  });

  it('"When dirty state is set, leaving prompts a dialog with Stay or Leave"', () => {
    $dirty.set(true);
    void confirmNavigation();
    expect($navigationPrompt.get()).not.toBeNull();
    answerNavigation(false);
  });

  it.each([
    ['"Leave clears the dirty state": answer Leave -> true, dirty cleared, prompt closed', true, false],
    ['answer Stay -> false, dirty kept, prompt closed', false, true],
  ])('%s', async (_name, leave, dirtyAfter) => {
    $dirty.set(true);
    const answer = confirmNavigation();
    answerNavigation(leave);
    await expect(answer).resolves.toBe(leave);
    expect($dirty.get()).toBe(dirtyAfter);
    expect($navigationPrompt.get()).toBeNull();
  });

  it('an answer without a pending question does nothing', () => {
    $dirty.set(true);
    expect(() => answerNavigation(true)).not.toThrow();
    expect($dirty.get()).toBe(true);
  });

  it('"A different pending navigation rejects the earlier one" with NavigationSupersededError', async () => {
    $dirty.set(true);
    const first = confirmNavigation();
    const firstOutcome = first.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    const firstPrompt = $navigationPrompt.get();
    const second = confirmNavigation();
    const error = await firstOutcome;
    expect(error).toBeInstanceOf(NavigationSupersededError);
    expect((error as Error).name).toBe('NavigationSupersededError');
    // The prompt now belongs to the second navigation.
    expect($navigationPrompt.get()).not.toBeNull();
    expect($navigationPrompt.get()?.id).not.toBe(firstPrompt?.id);
    answerNavigation(true);
    await expect(second).resolves.toBe(true);
  });

  it('navigateWithConfirmation runs the navigation without unsaved changes and resolves true', async () => {
    const navigate = vi.fn();
    await expect(navigateWithConfirmation(navigate)).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('navigateWithConfirmation runs the navigation after Leave, not after Stay', async () => {
    $dirty.set(true);
    const stayNavigate = vi.fn();
    const stay = navigateWithConfirmation(stayNavigate);
    answerNavigation(false);
    await expect(stay).resolves.toBe(false);
    expect(stayNavigate).not.toHaveBeenCalled();

    const leaveNavigate = vi.fn();
    const leave = navigateWithConfirmation(leaveNavigate);
    answerNavigation(true);
    await expect(leave).resolves.toBe(true);
    expect(leaveNavigate).toHaveBeenCalledTimes(1);
  });

  it('a superseded navigation warns and resolves false', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    $dirty.set(true);
    const navigate = vi.fn();
    const superseded = navigateWithConfirmation(navigate);
    const newer = confirmNavigation();
    await expect(superseded).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.some((arg) => arg instanceof NavigationSupersededError)).toBe(true);
    answerNavigation(false);
    await expect(newer).resolves.toBe(false);
  });

  it('a navigate callback that throws is logged as a warning and resolves false', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('router broke');
    await expect(
      navigateWithConfirmation(() => {
        throw failure;
      }),
    ).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(failure);
  });

  it('a navigate callback that rejects is logged as a warning and resolves false', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(navigateWithConfirmation(() => Promise.reject(new Error('async router broke')))).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('safe storage: only string keys reach the storage', () => {
  it('setting a symbol-keyed property neither throws nor writes to the storage', () => {
    const storage = new FakeStorage();
    const engine = createSafeStorageEngine(() => storage) as Record<string | symbol, unknown>;
    const key = Symbol('key');
    expect(() => {
      engine[key] = 'v';
    }).not.toThrow();
    expect(storage.length).toBe(0);
    expect(engine[key]).toBeUndefined();
    expect(key in engine).toBe(false);
  });

  it('deleting a symbol-keyed property neither throws nor removes anything from the storage', () => {
    const storage = new FakeStorage();
    const key = Symbol('key');
    (storage.data as Map<unknown, string>).set(key, 'kept');
    const removeItem = vi.spyOn(storage, 'removeItem');
    const engine = createSafeStorageEngine(() => storage) as Record<string | symbol, unknown>;
    expect(() => {
      delete engine[key];
    }).not.toThrow();
    expect(removeItem).not.toHaveBeenCalled();
    expect((storage.data as Map<unknown, string>).get(key)).toBe('kept');
  });
});

describe('session-cache: forgetting one value, and foreign content', () => {
  const harness = sessionCacheHarness();
  const load = harness.load;

  it('removeSessionCache forgets its own name and keeps the others', async () => {
    const cache = await load();
    cache.writeSessionCache('a', 1);
    cache.writeSessionCache('b', 2);
    cache.removeSessionCache('a');
    expect(cache.readSessionCache('a')).toBeUndefined();
    expect(cache.readSessionCache('b')).toBe(2);
    expect(JSON.parse(harness.storage.data.get(cache.SESSION_STORAGE_KEY) ?? '')).toEqual({ b: 2 });
  });

  it('removing a name that is not there writes nothing', async () => {
    const cache = await load();
    cache.removeSessionCache('missing');
    expect(harness.storage.length).toBe(0);
    const setItem = vi.spyOn(harness.storage, 'setItem');
    cache.writeSessionCache('a', 1);
    setItem.mockClear();
    cache.removeSessionCache('missing');
    expect(setItem).not.toHaveBeenCalled();
  });

  it('a storage whose setItem throws on removal never throws and keeps what it had', async () => {
    const cache = await load();
    cache.writeSessionCache('a', 1);
    harness.storage.failSet = quotaExceeded();
    expect(() => cache.removeSessionCache('a')).not.toThrow();
    harness.storage.failSet = null;
    expect(cache.readSessionCache('a')).toBe(1);
  });

  it('a text under the key holds no entries: its characters are not read as values', async () => {
    const cache = await load();
    harness.storage.data.set(cache.SESSION_STORAGE_KEY, '"text"');
    expect(cache.readSessionCache('0')).toBeUndefined();
    cache.writeSessionCache('user', 'u');
    expect(JSON.parse(harness.storage.data.get(cache.SESSION_STORAGE_KEY) ?? '')).toEqual({ user: 'u' });
  });
});
