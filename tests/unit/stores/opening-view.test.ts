import type { WritableAtom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalView } from '../../../src/stores/routing/portal-view';
import { openingViewShown, type OpeningInput } from '../../../src/stores/opening-view';

// What runs before the area's frame exists: only what paints the chrome and the area. The opening
// view is what a first visit waits for; error reporting, the menus, popovers and the chat come after.

const routing = vi.hoisted(() => ({ $view: undefined as unknown }));
vi.mock('../../../src/stores/routing/routing', async () => {
  const { atom } = await import('nanostores');
  routing.$view = atom<PortalView>({ kind: 'loading' });
  return { $view: routing.$view };
});

const input = (overrides: Partial<OpeningInput>): OpeningInput => ({ status: 'authenticated', view: 'loading', accountsLoaded: false, customerId: null, ...overrides });

describe('openingViewShown', () => {
  it('not while the login initialises, nor while a signed-in view is the loader', () => {
    expect(openingViewShown(input({ status: 'initializing', view: 'home' }))).toBe(false);
    expect(openingViewShown(input({ view: 'loading' }))).toBe(false);
    expect(openingViewShown(input({ view: 'redirectHome' }))).toBe(false);
    // The accounts are there and an account is chosen, but the area waits for its definitions: not yet.
    expect(openingViewShown(input({ view: 'loading', accountsLoaded: true, customerId: 1001 }))).toBe(false);
  });

  it('a signed-in view of its own (an area, whose frame is made with it; home; a status page) is the opening', () => {
    for (const view of ['app', 'home', 'landing', 'notFound', 'notAllowed', 'internalTools'] as const) expect(openingViewShown(input({ view }))).toBe(true);
  });

  it('the accounts loaded with none to act for (the account dialog asks) is the opening too', () => {
    expect(openingViewShown(input({ accountsLoaded: true, customerId: null }))).toBe(true);
  });

  it('signed out, refused or unavailable pages are decided as they are', () => {
    for (const status of ['unauthenticated', 'unavailable'] as const) expect(openingViewShown(input({ status }))).toBe(true);
  });
});

describe('$openingShown', () => {
  afterEach(() => vi.resetModules());

  it('turns true once the opening is shown and stays so; openingShown() resolves then, and at once afterwards', async () => {
    vi.resetModules();
    const s = await import('../../../src/stores/opening-view');
    const { $session } = await import('../../../src/stores/session/session');
    const { $view } = (await import('../../../src/stores/routing/routing')) as unknown as { $view: WritableAtom<PortalView> };
    s.followOpeningView();
    let resolved = false;
    void s.openingShown().then(() => (resolved = true));
    $session.set({ status: 'authenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    await Promise.resolve();
    expect(s.$openingShown.get()).toBe(false);
    expect(resolved).toBe(false);
    $view.set({ kind: 'home' });
    expect(s.$openingShown.get()).toBe(true);
    await vi.waitFor(() => expect(resolved).toBe(true));
    $view.set({ kind: 'loading' });
    expect(s.$openingShown.get(), 'for the page\'s life').toBe(true);
    await expect(s.openingShown()).resolves.toBeUndefined();
  });

  /** The opening view's store, with the stores that decide it. */
  async function stores() {
    vi.resetModules();
    const s = await import('../../../src/stores/opening-view');
    const { $session } = await import('../../../src/stores/session/session');
    const { $accounts } = await import('../../../src/stores/access/accounts');
    const { resetStores } = await import('../../../src/stores/store-reset');
    const { $view } = (await import('../../../src/stores/routing/routing')) as unknown as { $view: WritableAtom<PortalView> };
    $session.set({ status: 'authenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    return { ...s, $session, $accounts, $view, resetStores };
  }

  it('the accounts loaded with none to act for, while the view is still the loader, is the opening shown', async () => {
    const s = await stores();
    s.followOpeningView();
    expect(s.$openingShown.get()).toBe(false);
    s.$accounts.set({ status: 'loaded', customers: [], userId: 'user-a' });
    expect(s.$openingShown.get()).toBe(true);
  });

  it('a new page (the routing reset) starts with nothing shown, and only a new follow shows it again', async () => {
    const s = await stores();
    // Followed twice on the first page: the reset stops both.
    s.followOpeningView();
    s.followOpeningView();
    s.$view.set({ kind: 'home' });
    expect(s.$openingShown.get()).toBe(true);
    s.resetStores({ only: ['routing'] });
    expect(s.$openingShown.get()).toBe(false);
    let resolved = false;
    void s.openingShown().then(() => (resolved = true));
    s.$view.set({ kind: 'loading' });
    s.$view.set({ kind: 'home' });
    await Promise.resolve();
    expect(s.$openingShown.get(), 'not followed on the new page yet').toBe(false);
    expect(resolved).toBe(false);
    s.followOpeningView();
    expect(s.$openingShown.get()).toBe(true);
    await vi.waitFor(() => expect(resolved).toBe(true));
  });
});
