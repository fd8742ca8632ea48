// The chat alone on a page: whether the visitor can ask, told before typing, and the question
// kept over a sign-in round trip. The session is a plain store here (tests/unit/stores/session/ tests it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage } from '../store-test-kit';

const session = vi.hoisted(() => ({ initializeLogin: vi.fn(async () => {}), standaloneElementStarted: vi.fn(), signInAddress: vi.fn((trip?: string) => `https://auth.example/identity/account/login?trip=${trip ?? ''}`) }))
vi.mock('../../../../src/stores/session/session', async () => {
  const { atom } = await import('nanostores');
  // The sign-in return on the address stays the real one (the session entry re-exports it).
  const { signInReturnOnPage } = await import('../../../../src/stores/session/sign-in-return-params');
  return {
    signInReturnOnPage,
    $session: atom({ status: 'initializing', user: null, fromAuth: false, isDevelopmentUser: false }),
    initializeLogin: session.initializeLogin,
    standaloneElementStarted: session.standaloneElementStarted,
    signInAddress: session.signInAddress,
  };
});

const storage = new FakeStorage();
vi.stubGlobal('sessionStorage', storage);
vi.stubGlobal('location', { pathname: '/shop/', search: '', href: 'https://shop.example/shop/' });

const { $session } = await import('../../../../src/stores/session/session');
const { $hostParams } = await import('../../../../src/stores/platform/environment');
const { $originRefused } = await import('../../../../src/stores/platform/origin-refusal');
const { resetStores } = await import('../../../../src/stores/store-reset');
const { $chatAccess, chatAccessSignedOut, restoreKeptDraft, signInFromChat, startChatSignIn } = await import('../../../../src/stores/chat/chat-sign-in');
const keeper = await import('../../../../src/stores/chat/chat-draft-over-sign-in');
const { chatDraftKey } = await import('../../../../src/stores/chat/chat-draft-waiting');
const { browserNavigation } = await import('../../../../src/stores/platform/browser-navigation');

/** The page at `/shop/`, with `query` in its address (as a return from the identity server leaves it). */
const shopPage = (query = '') => vi.stubGlobal('location', { pathname: '/shop/', search: query, href: `https://shop.example/shop/${query}` });

type SessionValue = ReturnType<typeof $session.get>;
const signedOut: SessionValue = { status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false };
const signedInAs = (userId: string) => ({ status: 'authenticated', user: { userId }, fromAuth: true, isDevelopmentUser: false }) as unknown as SessionValue;

beforeEach(() => {
  shopPage();
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
    shopPage('?fromauth=true');
    startChatSignIn(undefined);
    startChatSignIn(undefined);
    expect(session.standaloneElementStarted).toHaveBeenCalledOnce();
    expect(session.initializeLogin).toHaveBeenCalledExactlyOnceWith(true);
    shopPage();
  });

  it('takes the fromauth flag the address had when the page first read it, although the address was tidied before the chat loaded', async () => {
    shopPage('?fromauth=true');
    const { signInReturnOnPage } = await import('../../../../src/stores/session/sign-in-return-params');
    signInReturnOnPage();
    shopPage();
    startChatSignIn(undefined);
    expect(session.initializeLogin).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('makes its host-params-json the page settings (the auth server its Sign in goes to)', () => {
    startChatSignIn('{"AuthServerUrl":"https://auth.staging.portal.example"}');
    expect($hostParams.get()).toBe('{"AuthServerUrl":"https://auth.staging.portal.example"}');
  });

  it('without host-params-json of its own, leaves the page settings another element set', () => {
    $hostParams.set('{"AuthServerUrl":"https://auth.staging.portal.example"}');
    for (const none of [undefined, null, '']) startChatSignIn(none);
    expect($hostParams.get()).toBe('{"AuthServerUrl":"https://auth.staging.portal.example"}');
  });

  it('outside a page (no address) asks the sign-in without the fromauth flag', () => {
    vi.stubGlobal('location', undefined);
    startChatSignIn(undefined);
    expect(session.initializeLogin).toHaveBeenCalledExactlyOnceWith(false);
    shopPage();
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

  it('back from signing in and still signed out here: this site cannot share the sign-in (no Sign in to go round again)', () => {
    $session.set({ ...signedOut, fromAuth: true });
    expect($chatAccess.get()).toBe('not-shared');
    $session.set({ ...signedOut, fromAuth: true, unreachable: true });
    expect($chatAccess.get()).toBe('unknown');
    $session.set({ ...signedOut, fromAuth: true, originRefused: true });
    expect($chatAccess.get()).toBe('refused');
  });

  it('chatAccessSignedOut: signed out on a page that is not back from signing in, not shared on one that is', () => {
    expect(chatAccessSignedOut(false)).toBe('signed-out');
    expect(chatAccessSignedOut(true)).toBe('not-shared');
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

describe('the question kept over a sign-in round trip, by the chat', () => {
  /** The page back from the identity server, at the end of round trip `trip`. */
  const backFrom = (trip: string | undefined) => shopPage(`?${trip === undefined ? '' : `portal-chat-trip=${trip}&`}fromauth=true`);

  it('the chat\'s Sign in keeps the question for its round trip and names that trip in the sign-in address', () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    $session.set(signedOut);
    signInFromChat('How do I export?');
    const stored = JSON.parse(storage.getItem(chatDraftKey('/shop/'))!) as { trip: string; userId: string | null };
    expect(stored.userId).toBe(null);
    expect(session.signInAddress).toHaveBeenLastCalledWith(stored.trip);
    expect(assign).toHaveBeenCalledExactlyOnceWith(`https://auth.example/identity/account/login?trip=${stored.trip}`);
    // Nothing typed: nothing kept, no trip named.
    storage.clear();
    signInFromChat('  ');
    expect(storage.items.size).toBe(0);
    expect(session.signInAddress).toHaveBeenLastCalledWith(undefined);
    assign.mockRestore();
  });

  it('is put back once the page knows who signed in, and not while it does not', () => {
    backFrom(keeper.keepDraftForSignIn('How do I export?', null));
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
    backFrom(keeper.keepDraftForSignIn('My question', 'u1'));
    $session.set(signedInAs('u1'));
    const restore = vi.fn();
    restoreKeptDraft(restore)();
    expect(restore).toHaveBeenCalledExactlyOnceWith('My question');
  });

  it('is not handed to whoever signs in next in the tab: a sign-in its Sign in did not start drops it', () => {
    keeper.keepDraftForSignIn('Private question', null);
    // The visitor left the sign-in half way; someone else signs in on another round trip.
    backFrom(undefined);
    $session.set(signedInAs('u2'));
    const restore = vi.fn();
    restoreKeptDraft(restore)();
    expect(restore).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });

  it('is not put back on a page that is not back from signing in', () => {
    shopPage(`?portal-chat-trip=${keeper.keepDraftForSignIn('Private question', null)!}`);
    $session.set(signedInAs('u2'));
    const restore = vi.fn();
    restoreKeptDraft(restore)();
    expect(restore).not.toHaveBeenCalled();
  });

  it('is put back once per page: a question kept later waits for the next page', () => {
    backFrom('0a1b2c');
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
    backFrom(keeper.keepDraftForSignIn('Private question', 'u1'));
    $session.set(signedInAs('u2'));
    const restore = vi.fn();
    restoreKeptDraft(restore)();
    expect(restore).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });
});
