// A chat question kept in the tab over a sign-in round trip: what is read back, for whom, and where.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as keeper from '../../../../src/stores/chat/chat-draft-over-sign-in';
import { chatDraftKey, chatDraftWaiting } from '../../../../src/stores/chat/chat-draft-waiting';
import { FakeStorage } from '../store-test-kit';

const storage = new FakeStorage();
vi.stubGlobal('sessionStorage', storage);

/** The page at `/shop/`. */
const shopPage = () => vi.stubGlobal('location', { pathname: '/shop/', search: '', href: 'https://shop.example/shop/' });
const NOW = Date.parse('2026-11-26T12:00:00Z');

beforeEach(() => {
  shopPage();
  storage.clear();
});

describe('the question kept over a sign-in round trip', () => {
  const TRIP = '0a1b2c';
  const kept = (extra: Record<string, unknown> = {}) => ({ version: 1, text: 'How do I export?', trip: TRIP, savedAt: NOW - 60_000, userId: null, ...extra });

  it('reads back only a question of this shape, within its limits and the last half hour', () => {
    expect(keeper.parseKeptDraft(kept(), NOW)).toEqual(kept());
    for (const broken of [undefined, null, 'text', kept({ version: 2 }), kept({ text: 42 }), kept({ text: '  ' }), kept({ text: 'x'.repeat(4001) }), kept({ trip: undefined }), kept({ trip: '' }), kept({ trip: 7 }), kept({ savedAt: NOW + 1 }), kept({ savedAt: NOW - 31 * 60_000 }), kept({ savedAt: 'now' }), kept({ savedAt: Number.NaN }), kept({ userId: 7 })]) {
      expect(keeper.parseKeptDraft(broken, NOW), JSON.stringify(broken)).toBe(null);
    }
  });

  it('keeps up to 4000 characters for up to half an hour, from the very moment it was kept', () => {
    const longest = kept({ text: 'x'.repeat(4000) });
    expect(keeper.parseKeptDraft(longest, NOW)).toEqual(longest);
    expect(keeper.parseKeptDraft(kept({ savedAt: NOW }), NOW)).toEqual(kept({ savedAt: NOW }));
    expect(keeper.parseKeptDraft(kept({ savedAt: NOW - 30 * 60_000 }), NOW)).toEqual(kept({ savedAt: NOW - 30 * 60_000 }));
  });

  it('a question longer than that keeps its beginning', () => {
    const trip = keeper.keepDraftForSignIn(`${'x'.repeat(4000)}and more`, null)!;
    expect(keeper.takeKeptDraft(null, trip)).toBe('x'.repeat(4000));
  });

  it('is given back to a signed-out visitor\'s sign-in or the same person, never to another person', () => {
    expect(keeper.draftFor(keeper.parseKeptDraft(kept(), NOW), 'u2', TRIP)).toBe('How do I export?');
    expect(keeper.draftFor(keeper.parseKeptDraft(kept({ userId: 'u1' }), NOW), 'u1', TRIP)).toBe('How do I export?');
    expect(keeper.draftFor(keeper.parseKeptDraft(kept({ userId: 'u1' }), NOW), 'u2', TRIP)).toBe(null);
    expect(keeper.draftFor(keeper.parseKeptDraft(kept({ userId: 'u1' }), NOW), null, TRIP)).toBe(null);
  });

  it('is given back only on the return of the round trip its own Sign in started', () => {
    expect(keeper.draftFor(keeper.parseKeptDraft(kept(), NOW), 'u2', null)).toBe(null);
    expect(keeper.draftFor(keeper.parseKeptDraft(kept(), NOW), 'u2', 'ffff')).toBe(null);
    expect(keeper.draftFor(keeper.parseKeptDraft(kept({ userId: 'u1' }), NOW), 'u1', 'ffff')).toBe(null);
  });

  it('each Sign in starts a round trip of its own', () => {
    const first = keeper.keepDraftForSignIn('How do I export?', null);
    const second = keeper.keepDraftForSignIn('How do I export?', null);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('is kept for this page of the tab only, and forgotten once taken', () => {
    const trip = keeper.keepDraftForSignIn('How do I export?', null)!;
    expect([...storage.items.keys()]).toEqual([chatDraftKey('/shop/')]);
    expect(chatDraftWaiting()).toBe(true);
    vi.stubGlobal('location', { pathname: '/other/', search: '' });
    expect(chatDraftWaiting()).toBe(false);
    expect(keeper.takeKeptDraft(null, trip)).toBe(null);
    shopPage();
    expect(keeper.takeKeptDraft('u9', trip)).toBe('How do I export?');
    expect(storage.items.size).toBe(0);
    expect(keeper.takeKeptDraft('u9', trip)).toBe(null);
  });

  it('keeps nothing for an empty field, and forgets broken data it reads', () => {
    expect(keeper.keepDraftForSignIn('   ', null)).toBe(undefined);
    expect(storage.items.size).toBe(0);
    storage.setItem(chatDraftKey('/shop/'), '{not json');
    expect(keeper.takeKeptDraft(null, TRIP)).toBe(null);
    expect(storage.items.size).toBe(0);
    // JSON, but no question of ours (another release's, or gone stale).
    storage.setItem(chatDraftKey('/shop/'), JSON.stringify(kept({ version: 2 })));
    expect(keeper.takeKeptDraft(null, TRIP)).toBe(null);
    expect(storage.items.size).toBe(0);
  });

  it('outside a page (no address) it is kept as the root page\'s', () => {
    vi.stubGlobal('location', undefined);
    const trip = keeper.keepDraftForSignIn('How do I export?', null)!;
    expect([...storage.items.keys()]).toEqual([chatDraftKey('/')]);
    expect(keeper.takeKeptDraft(null, trip)).toBe('How do I export?');
    shopPage();
  });
});
