import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeTab } from '../fake-history';
import { guardedTabAt, routingHarness } from '../routing-kit';
import { until } from '../../store-test-kit';
import { FIRST_FRAME_FALLBACK_MS } from '../../../../../src/stores/platform/first-frame';

type GuardedTab = Awaited<ReturnType<typeof guardedTabAt>>;
routingHarness();

/**
 * Back and forward with unsaved changes ask Stay or Leave, however the tab's history was
 * made. The soak run found a back that left a dirty app without asking: the host page had added
 * an entry of its own before, and the shell's list of entries no longer matched the tab's.
 */
describe('back and forward with unsaved changes', () => {
  let tab: FakeTab;
  let routing: GuardedTab['routing'];
  let confirmation: GuardedTab['confirmation'];
  const path = () => location.pathname + location.search;

  beforeEach(async () => {
    ({ tab, routing, confirmation } = await guardedTabAt('http://portal.test/'));
    routing.startRouting();
  });

  /** The host page's router: a new address and a popstate, as single-spa and similar hosts do. */
  function hostNavigates(to: string): void {
    history.pushState(null, '', to);
    dispatchEvent(new Event('popstate'));
  }

  it('asks on back past an entry the host page added, and Stay keeps the page', async () => {
    hostNavigates('/host/page');
    routing.openPath('/dash/Dashboard/tnt');
    confirmation.$dirty.set(true);
    history.back();
    await until(() => expect(confirmation.$navigationPrompt.get()).not.toBe(null));
    await until(() => expect(path()).toBe('/dash/Dashboard/tnt'));
    confirmation.answerNavigation(false);
    await tab.settled();
    expect(path()).toBe('/dash/Dashboard/tnt');
    expect(routing.$portalPath.get()).toBe('/dash/Dashboard/tnt');
  });

  it('after Leave, back lands on the host page’s entry', async () => {
    hostNavigates('/host/page');
    routing.openPath('/dash/Dashboard/tnt');
    confirmation.$dirty.set(true);
    history.back();
    await until(() => expect(confirmation.$navigationPrompt.get()).not.toBe(null));
    confirmation.answerNavigation(true);
    await until(() => expect(path()).toBe('/host/page'));
    expect(confirmation.$dirty.get()).toBe(false);
  });

  it('asks on a move of several entries at once, and Stay undoes all of it', async () => {
    routing.openPath('/dash/Dashboard/tnt');
    routing.openPath('/cdp/tnt/audienceslist');
    routing.openPath('/pc/customer/tnt/implementation');
    confirmation.$dirty.set(true);
    history.go(-2);
    await until(() => expect(confirmation.$navigationPrompt.get()).not.toBe(null));
    await until(() => expect(path()).toBe('/pc/customer/tnt/implementation'));
    confirmation.answerNavigation(false);
    await tab.settled();
    expect(path()).toBe('/pc/customer/tnt/implementation');
    expect(tab.index()).toBe(3);
  });

  it('does not ask without unsaved changes, and opening the current address makes no entry', async () => {
    routing.openPath('/dash/Dashboard/tnt');
    routing.openPath('/dash/Dashboard/tnt');
    expect(tab.entries()).toEqual(['/', '/dash/Dashboard/tnt']);
    history.back();
    await until(() => expect(path()).toBe('/'));
    expect(confirmation.$navigationPrompt.get()).toBe(null);
    expect(routing.$portalPath.get()).toBe('/');
  });
});

describe('routing on a reload of an entry the shell numbered', () => {
  let tab: FakeTab;
  let routing: GuardedTab['routing'];
  let confirmation: GuardedTab['confirmation'];

  beforeEach(async () => {
    ({ tab, routing, confirmation } = await guardedTabAt('http://portal.test/'));
  });

  it('writes no history state at start when the entry already carries its number, and still asks on back from it', async () => {
    // The page before the reload: two entries the shell numbered 0 and 1, the reload on the second.
    history.replaceState({ portalShellEntry: 0, host: 'kept' }, '', '/');
    history.pushState({ portalShellEntry: 1 }, '', '/dash/Dashboard/tnt');
    const replaceState = vi.spyOn(history, 'replaceState');
    routing.startRouting();
    expect(replaceState).not.toHaveBeenCalled();
    expect(routing.$portalPath.get()).toBe('/dash/Dashboard/tnt');
    confirmation.$dirty.set(true);
    history.back();
    await until(() => expect(confirmation.$navigationPrompt.get()).not.toBe(null));
    confirmation.answerNavigation(false);
    await tab.settled();
    expect(location.pathname).toBe('/dash/Dashboard/tnt');
  });

  it('numbers an entry without a number (a first visit) after the first frame, not before it', async () => {
    const replaceState = vi.spyOn(history, 'replaceState');
    routing.startRouting();
    expect(replaceState, 'nothing written before the first frame').not.toHaveBeenCalled();
    await until(() => expect(history.state).toEqual({ portalShellEntry: 0 }));
  });

  it('a browser that refuses the number after the first frame gets a warning, and the shell goes on', async () => {
    const refused = new DOMException('refused', 'SecurityError');
    vi.spyOn(history, 'replaceState').mockImplementation(() => {
      throw refused;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    routing.startRouting();
    await until(() => expect(warn).toHaveBeenCalledWith('The history entry could not be numbered.', refused));
    expect(routing.$portalPath.get()).toBe('/');
  });
});

describe('a navigation right after a first visit starts, before its first frame', () => {
  let tab: FakeTab;
  let routing: GuardedTab['routing'];
  let confirmation: GuardedTab['confirmation'];

  beforeEach(async () => {
    ({ tab, routing, confirmation } = await guardedTabAt('http://portal.test/', 'timeouts'));
    routing.startRouting();
  });

  it('numbers the entry it leaves first, so that back from the new one still asks', async () => {
    routing.openPath('/dash/Dashboard/tnt');
    expect(tab.states()).toEqual([{ portalShellEntry: 0 }, { portalShellEntry: 1 }]);
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_FALLBACK_MS);
    expect(tab.states(), 'the first frame writes nothing more').toEqual([{ portalShellEntry: 0 }, { portalShellEntry: 1 }]);
    confirmation.$dirty.set(true);
    history.back();
    await vi.advanceTimersByTimeAsync(0);
    expect(confirmation.$navigationPrompt.get()).not.toBe(null);
  });

  it('an address replaced (its canonical form) is numbered as the start entry, once', async () => {
    const replaceState = vi.spyOn(history, 'replaceState');
    routing.openPath('/dash/Dashboard/tnt', true);
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_FALLBACK_MS);
    expect(tab.states()).toEqual([{ portalShellEntry: 0 }]);
    expect(replaceState.mock.calls.filter(([state]) => state !== null)).toHaveLength(1);
  });
});
