// The chat alone on a page: whether the visitor can ask, told before typing, and the question
// kept over a sign-in round trip. The session is a plain store here (session.test.ts tests it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage } from '../store-test-kit';

const session = vi.hoisted(() => ({ initializeLogin: vi.fn(async () => {}), standaloneElementStarted: vi.fn() }));
vi.mock('../../../../src/stores/session/session', async () => {
  const { atom } = await import('nanostores');
  return {
    $session: atom({ status: 'initializing', user: null, fromAuth: false, isDevelopmentUser: false }),
    initializeLogin: session.initializeLogin,
    standaloneElementStarted: session.standaloneElementStarted,
    parseFromAuth: (search: string) => search.includes('fromauth=true'),
  };
});

const storage = new FakeStorage();
vi.stubGlobal('sessionStorage', storage);
vi.stubGlobal('location', { pathname: '/shop/', search: '' });

const { $session } = await import('../../../../src/stores/session/session');
const { $hostParams } = await import('../../../../src/stores/platform/environment');
const { $originRefused } = await import('../../../../src/stores/platform/origin-refusal');
const { resetStores } = await import('../../../../src/stores/store-reset');
const { $chatAccess, restoreKeptDraft, startChatSignIn } = await import('../../../../src/stores/chat/chat-sign-in');
const keeper = await import('../../../../src/stores/chat/chat-draft-over-sign-in');
const { chatDraftKey, chatDraftWaiting } = await import('../../../../src/stores/chat/chat-draft-waiting');

type SessionValue = ReturnType<typeof $session.get>;
const signedOut: SessionValue = { status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false };
const signedInAs = (userId: string) => ({ status: 'authenticated', user: { userId }, fromAuth: true, isDevelopmentUser: false }) as unknown as SessionValue;
const NOW = Date.parse('2026-11-26T12:00:00Z');

beforeEach(() => {
  vi.stubGlobal('location', { pathname: '/shop/', search: '' });
  resetStores();
  storage.clear();
  $session.set({ status: 'initializing', user: null, fromAuth: false, isDevelopmentUser: false });
  $originRefused.set(false);
  session.initializeLogin.mockClear();
  session.standaloneElementStarted.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('startChatSignIn: the chat alone asks whether the visitor is signed in', () => {
  it('asks the page sign-in once, as a standalone element, with the fromauth flag of the address', () => {
    vi.stubGlobal('location', { pathname: '/shop/', search: '?fromauth=true' });
    startChatSignIn(undefined);
    startChatSignIn(undefined);
    expect(session.standaloneElementStarted).toHaveBeenCalledOnce();
    expect(session.initializeLogin).toHaveBeenCalledExactlyOnceWith(true);
    vi.stubGlobal('location', { pathname: '/shop/', search: '' });
  });

  it('makes its host-params-json the page settings (the auth server its Sign in goes to)', () => {
    startChatSignIn('{"AuthServerUrl":"https://auth.example"}');
    expect($hostParams.get()).toBe('{"AuthServerUrl":"https://auth.example"}');
  });

  it('without host-params-json of its own, leaves the page settings another element set', () => {
    $hostParams.set('{"AuthServerUrl":"https://auth.example"}');
    for (const none of [undefined, null, '']) startChatSignIn(none);
    expect($hostParams.get()).toBe('{"AuthServerUrl":"https://auth.example"}');
  });

  it('outside a page (no address) asks the sign-in without the fromauth flag', () => {
    vi.stubGlobal('location', undefined);
    startChatSignIn(undefined);
    expect(session.initializeLogin).toHaveBeenCalledExactlyOnceWith(false);
    vi.stubGlobal('location', { pathname: '/shop/', search: '' });
  });

  it('asks again on a new page (after a reset of the session)', () => {
    startChatSignIn(undefined);
    resetStores({ only: ['session'] });
    startChatSignIn(undefined);
    expect(session.initializeLogin).toHaveBeenCalledTimes(2);
  });

  it('leaves the sign-in to a shell or switcher that started it already', () => {
    $session.set(signedOut);
    startChatSignIn(undefined);
    expect(session.initializeLogin).not.toHaveBeenCalled();
  });
});

describe('$chatAccess: what the visitor is told on opening the chat', () => {
  it('follows the session: unknown, then signed in or signed out', () => {
    expect($chatAccess.get()).toBe('unknown');
    $session.set(signedOut);
    expect($chatAccess.get()).toBe('signed-out');
    $session.set(signedInAs('u1'));
    expect($chatAccess.get()).toBe('signed-in');
  });

  it('does not claim signed out when the auth server could not be reached', () => {
    $session.set({ ...signedOut, unreachable: true });
    expect($chatAccess.get()).toBe('unknown');
  });

  it('says refused (no Sign in) once the backend refused the page, signed out or not', () => {
    $session.set(signedOut);
    $originRefused.set(true);
    expect($chatAccess.get()).toBe('refused');
    // Or the session found it so (the portal's own start).
    $originRefused.set(false);
    $session.set({ ...signedOut, originRefused: true });
    expect($chatAccess.get()).toBe('refused');
  });
});

describe('the question kept over a sign-in round trip', () => {
  const kept = (extra: Record<string, unknown> = {}) => ({ version: 1, text: 'How do I export?', savedAt: NOW - 60_000, userId: null, ...extra });

  it('reads back only a question of this shape, within its limits and the last half hour', () => {
    expect(keeper.parseKeptDraft(kept(), NOW)).toEqual(kept());
    for (const broken of [undefined, null, 'text', kept({ version: 2 }), kept({ text: 42 }), kept({ text: '  ' }), kept({ text: 'x'.repeat(4001) }), kept({ savedAt: NOW + 1 }), kept({ savedAt: NOW - 31 * 60_000 }), kept({ savedAt: 'now' }), kept({ savedAt: Number.NaN }), kept({ userId: 7 })]) {
      expect(keeper.parseKeptDraft(broken, NOW), JSON.stringify(broken)).toBe(null);
    }
  });

  it(`keeps up to ${keeper.KEPT_DRAFT_MAX_LENGTH} characters for up to half an hour, from the very moment it was kept`, () => {
    const longest = kept({ text: 'x'.repeat(keeper.KEPT_DRAFT_MAX_LENGTH) });
    expect(keeper.parseKeptDraft(longest, NOW)).toEqual(longest);
    expect(keeper.parseKeptDraft(kept({ savedAt: NOW }), NOW)).toEqual(kept({ savedAt: NOW }));
    expect(keeper.parseKeptDraft(kept({ savedAt: NOW - keeper.KEPT_DRAFT_MAX_AGE_MS }), NOW)).toEqual(kept({ savedAt: NOW - keeper.KEPT_DRAFT_MAX_AGE_MS }));
  });

  it('a question longer than that keeps its beginning', () => {
    keeper.keepDraftForSignIn(`${'x'.repeat(keeper.KEPT_DRAFT_MAX_LENGTH)}and more`, null);
    expect(keeper.takeKeptDraft(null)).toBe('x'.repeat(keeper.KEPT_DRAFT_MAX_LENGTH));
  });

  it('is given back to a signed-out visitor\'s sign-in or the same person, never to another person', () => {
    expect(keeper.draftFor(keeper.parseKeptDraft(kept(), NOW), 'u2')).toBe('How do I export?');
    expect(keeper.draftFor(keeper.parseKeptDraft(kept({ userId: 'u1' }), NOW), 'u1')).toBe('How do I export?');
    expect(keeper.draftFor(keeper.parseKeptDraft(kept({ userId: 'u1' }), NOW), 'u2')).toBe(null);
    expect(keeper.draftFor(keeper.parseKeptDraft(kept({ userId: 'u1' }), NOW), null)).toBe(null);
  });

  it('is kept for this page of the tab only, and forgotten once taken', () => {
    keeper.keepDraftForSignIn('How do I export?', null);
    expect([...storage.items.keys()]).toEqual([chatDraftKey('/shop/')]);
    expect(chatDraftWaiting()).toBe(true);
    vi.stubGlobal('location', { pathname: '/other/', search: '' });
    expect(chatDraftWaiting()).toBe(false);
    expect(keeper.takeKeptDraft(null)).toBe(null);
    vi.stubGlobal('location', { pathname: '/shop/', search: '' });
    expect(keeper.takeKeptDraft('u9')).toBe('How do I export?');
    expect(storage.items.size).toBe(0);
    expect(keeper.takeKeptDraft('u9')).toBe(null);
  });

  it('keeps nothing for an empty field, and forgets broken data it reads', () => {
    keeper.keepDraftForSignIn('   ', null);
    expect(storage.items.size).toBe(0);
    storage.setItem(chatDraftKey('/shop/'), '{not json');
    expect(keeper.takeKeptDraft(null)).toBe(null);
    expect(storage.items.size).toBe(0);
    // JSON, but no question of ours (another release's, or gone stale).
    storage.setItem(chatDraftKey('/shop/'), JSON.stringify(kept({ version: 2 })));
    expect(keeper.takeKeptDraft(null)).toBe(null);
    expect(storage.items.size).toBe(0);
  });

  it('outside a page (no address) it is kept as the root page\'s', () => {
    vi.stubGlobal('location', undefined);
    keeper.keepDraftForSignIn('How do I export?', null);
    expect([...storage.items.keys()]).toEqual([chatDraftKey('/')]);
    expect(keeper.takeKeptDraft(null)).toBe('How do I export?');
    vi.stubGlobal('location', { pathname: '/shop/', search: '' });
  });

  it('is put back once the page knows who signed in, and not while it does not', () => {
    keeper.keepDraftForSignIn('How do I export?', null);
    const restore = vi.fn();
    const stop = restoreKeptDraft(restore);
    expect(restore).not.toHaveBeenCalled();
    $session.set({ ...signedInAs('u1'), revalidating: true });
    expect(restore).not.toHaveBeenCalled();
    $session.set(signedInAs('u1'));
    expect(restore).toHaveBeenCalledExactlyOnceWith('How do I export?');
    $session.set(signedOut);
    expect(restore).toHaveBeenCalledOnce();
    expect(storage.items.size).toBe(0);
    stop();
  });

  it('is put back to the person who typed it when they sign in again', () => {
    keeper.keepDraftForSignIn('My question', 'u1');
    $session.set(signedInAs('u1'));
    const restore = vi.fn();
    restoreKeptDraft(restore)();
    expect(restore).toHaveBeenCalledExactlyOnceWith('My question');
  });

  it('is put back once per page: a question kept later waits for the next page', () => {
    const restore = vi.fn();
    const stop = restoreKeptDraft(restore);
    $session.set(signedOut);
    keeper.keepDraftForSignIn('Asked after the page knew', null);
    $session.set(signedInAs('u1'));
    expect(restore).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(1);
    stop();
  });

  it('is dropped, not put back, when another person signed in than the one who typed it', () => {
    keeper.keepDraftForSignIn('Private question', 'u1');
    $session.set(signedInAs('u2'));
    const restore = vi.fn();
    restoreKeptDraft(restore)();
    expect(restore).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });
});
