import { STORE_UNMOUNT_DELAY, atom, onMount } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTab } from '../routing/fake-history';
import { FakeStorage, keepMounted, pendingStoreUnmounts, settleStores } from '../store-test-kit';

// nanostores unmounts a store a second after its last listener leaves; the clean-ups it then runs
// touch window and document. A test's teardown runs them before its globals go, so that none
// runs later in a process without them (an unhandled "window is not defined" fails the run).

afterEach(() => {
  settleStores();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('store teardown', () => {
  it('the fake tab unmounts the router and the stores over it before it removes window and document', async () => {
    const tab = installFakeTab('http://portal.test/');
    const page = window as unknown as EventTarget;
    const removed: string[] = [];
    const remove = page.removeEventListener.bind(page);
    vi.spyOn(page, 'removeEventListener').mockImplementation((type, listener, options) => {
      removed.push(type);
      remove(type, listener, options);
    });
    vi.resetModules();
    const routing = await import('../../../../src/stores/routing/routing');
    const { resetStores } = await import('../../../../src/stores/store-reset');
    routing.startRouting();
    const unbind = routing.$portalPath.listen(() => {});
    unbind();
    resetStores({ only: ['routing'] });
    expect(pendingStoreUnmounts()).toBeGreaterThan(0);

    tab.uninstall();

    expect(pendingStoreUnmounts()).toBe(0);
    expect(removed).toContain('popstate');
    expect(typeof window).toBe('undefined');
  });

  it('a test that stubs window itself settles the stores before it restores the globals', async () => {
    const page = new EventTarget();
    const removed: string[] = [];
    const remove = page.removeEventListener.bind(page);
    vi.spyOn(page, 'removeEventListener').mockImplementation((type, listener, options) => {
      removed.push(type);
      remove(type, listener, options);
    });
    vi.stubGlobal('localStorage', new FakeStorage());
    vi.stubGlobal('window', page);
    vi.resetModules();
    const { persistentJsonAtom } = await import('../../../../src/stores/platform/persistence');
    const $count = persistentJsonAtom<number>('teardown-count', 0, (value): value is number => typeof value === 'number');
    $count.listen(() => {})();
    expect(removed).toEqual([]);

    settleStores();

    expect(removed).toContain('storage');
    expect(pendingStoreUnmounts()).toBe(0);
  });

  it('a store kept mounted stays mounted through the test, and its clean-up has run once the stores are settled', () => {
    // On fake time nanostores' unmount timer never fires by itself: the clean-up must come from the teardown.
    vi.useFakeTimers();
    const lifecycle: string[] = [];
    const $followed = atom(0);
    onMount($followed, () => {
      lifecycle.push('mounted');
      return () => lifecycle.push('unmounted');
    });

    keepMounted($followed);
    $followed.set(1);
    vi.advanceTimersByTime(2 * STORE_UNMOUNT_DELAY);
    expect(lifecycle).toEqual(['mounted']);

    settleStores();

    expect(lifecycle).toEqual(['mounted', 'unmounted']);
    expect(pendingStoreUnmounts()).toBe(0);
  });
});
