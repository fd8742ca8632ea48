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
});
