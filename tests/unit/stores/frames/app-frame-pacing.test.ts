import { describe, expect, it, vi } from 'vitest';
import { until } from '../store-test-kit';
import { current, appFramesHarness, readyDashAt } from './app-frames-kit';

// A frame's messages paced: its budget, and its URL reports and unsaved-work flags applied at the
// next animation frame (the harness: app-frames-kit.ts).

const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), createAccessToken: vi.fn() }));
vi.mock('../../../../src/services/auth-service', realModuleWith(auth));
appFramesHarness(auth);

describe('a flooding frame (src/protocol/README.md)', () => {
  /** The shell on an area whose app is ready, with the pacing clock at `clock.now` (ms). */
  async function floodedShell() {
    const s = await readyDashAt('/dash/Dashboard/tnt');
    const clock = { now: 0 };
    vi.spyOn(s.pacingClock, 'now').mockImplementation(() => clock.now);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const writes = { replace: vi.spyOn(history, 'replaceState'), push: vi.spyOn(history, 'pushState') };
    return { s, clock, warn, writes };
  }
  const floodWarnings = (warn: { mock: { calls: unknown[][] } }) => warn.mock.calls.filter((call) => String(call[0]).includes('throttling'));

  it('2,000 URL reports in one animation frame move the address once, to the last, and sign nobody out', async () => {
    const { s, writes } = await floodedShell();
    const entries = current.tab.entries().length;
    for (let i = 0; i < 2000; i += 1) s.send('dash', 'childUrlChanged', { url: `/dash/Dashboard/20/flood?i=${i}`, navigated: i % 2 === 0 });
    expect(s.$portalUrl.get()).toBe('/dash/Dashboard/tnt');
    expect(writes.replace).not.toHaveBeenCalled();
    s.nextFrame();
    expect(s.$portalUrl.get()).toBe('/dash/Dashboard/tnt/flood?i=1999');
    expect(location.pathname + location.search).toBe('/dash/Dashboard/tnt/flood?i=1999');
    // One address change: the router's write and the entry's number (history-guard.ts).
    expect(writes.replace.mock.calls.length).toBeLessThanOrEqual(2);
    expect(writes.push).not.toHaveBeenCalled();
    expect(current.tab.entries()).toHaveLength(entries);
    expect(s.$session.get().status).toBe('authenticated');
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('reports of the next animation frame move it again', async () => {
    const { s } = await floodedShell();
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/a', navigated: true });
    s.nextFrame();
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/b', navigated: true });
    s.nextFrame();
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt/b');
  });

  it('the person’s navigation within the same animation frame wins over an older report', async () => {
    const { s } = await floodedShell();
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/reported', navigated: true });
    s.openPath('/oi/x');
    s.nextFrame();
    expect(s.$portalPath.get()).toBe('/oi/x');
  });

  it('beyond 100 messages a second its other messages are dropped and counted, and its team is warned once', async () => {
    const { s, clock, warn } = await floodedShell();
    const before = s.$closeMenusSignal.get();
    for (let i = 0; i < 2000; i += 1) s.send('dash', 'childClick', {});
    expect(s.$closeMenusSignal.get() - before).toBe(100);
    expect(s.$droppedMessages.get().flooding).toBe(1900);
    expect(floodWarnings(warn)).toHaveLength(1);
    expect(String(floodWarnings(warn)[0]![0])).toContain('"dash"');
    // It says what still counts, and where the rules are.
    expect(String(floodWarnings(warn)[0]![0])).toContain('only its last address and unsaved-work flag count');
    expect(String(floodWarnings(warn)[0]![0])).toContain('src/protocol/README.md');
    // A second later it is heard again; flooding again is not warned about again on this page.
    clock.now += 1000;
    for (let i = 0; i < 200; i += 1) s.send('dash', 'childClick', {});
    expect(s.$closeMenusSignal.get() - before).toBe(200);
    expect(floodWarnings(warn)).toHaveLength(1);
  });

  it('a throttled frame’s last address and unsaved-work flag still count, at the next animation frame', async () => {
    const { s } = await floodedShell();
    for (let i = 0; i < 150; i += 1) s.send('dash', 'childClick', {});
    s.send('dash', 'dirtyStateChanged', { newValue: true });
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/last', navigated: true });
    expect(s.$dirty.get()).toBe(false);
    s.nextFrame();
    expect(s.$dirty.get()).toBe(true);
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt/last');
  });

  it('a throttled frame’s waiting flag and address are dropped once its area leaves the screen before the next animation frame', async () => {
    const { s } = await floodedShell();
    for (let i = 0; i < 150; i += 1) s.send('dash', 'childClick', {});
    s.send('dash', 'dirtyStateChanged', { newValue: true });
    s.openPath('/oi/x');
    s.nextFrame();
    // A hidden frame's unsaved work does not hold the portal.
    expect(s.$dirty.get()).toBe(false);
    s.openPath('/dash/Dashboard/tnt');
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/later', navigated: true });
    // Signed out in another tab: the page stays where it is, and no area is on screen.
    s.signOutHere();
    expect(s.$activeFrameKey.get()).toBeNull();
    s.nextFrame();
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt');
  });

  it('in a browser a flood waits for one animation frame; a hidden page, which does not paint, takes it on a timer', async () => {
    const { s } = await floodedShell();
    const paints: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => paints.push(callback));
    vi.stubGlobal('document', { ...document, visibilityState: 'visible' });
    for (let i = 0; i < 2000; i += 1) s.send('dash', 'childUrlChanged', { url: `/dash/Dashboard/20/flood?i=${i}`, navigated: true });
    s.nextFrame();
    expect(paints).toHaveLength(1);
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt');
    paints[0]!();
    expect(s.$portalUrl.get()).toBe('/dash/Dashboard/tnt/flood?i=1999');
    vi.stubGlobal('document', { ...document, visibilityState: 'hidden' });
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/hidden', navigated: true });
    s.nextFrame();
    expect(paints).toHaveLength(1);
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt/hidden');
    // A page without a document (a worker) has no paint to wait for either.
    const later = vi.fn();
    vi.stubGlobal('document', undefined);
    s.pacingClock.nextFrame(later);
    s.nextFrame();
    expect(later).toHaveBeenCalledTimes(1);
    expect(paints).toHaveLength(1);
  });

  it('after a reset (a new page) a frame has its whole budget again, and its reports apply at the next animation frame', async () => {
    const { s } = await floodedShell();
    for (let i = 0; i < 150; i += 1) s.send('dash', 'childClick', {});
    current.resetStores({ only: ['frames'] });
    s.startAppFrames();
    s.attach('dash');
    s.send('dash', 'childReady', {});
    // 100 messages in its first second, the ready report among them.
    const before = s.$closeMenusSignal.get();
    for (let i = 0; i < 99; i += 1) s.send('dash', 'childClick', {});
    expect(s.$closeMenusSignal.get() - before).toBe(99);
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/new-page', navigated: true });
    s.nextFrame();
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt/new-page');
  });

  it('a report still waiting at a reset (a new page) is not applied there', async () => {
    const { s } = await floodedShell();
    s.send('dash', 'childUrlChanged', { url: '/dash/Dashboard/20/old-page', navigated: true });
    current.resetStores({ only: ['frames'] });
    s.nextFrame();
    expect(s.$portalPath.get()).toBe('/dash/Dashboard/tnt');
  });

  it('a flood of logouts over unsaved work asks once, and Stay keeps the session', async () => {
    const { s } = await floodedShell();
    s.send('dash', 'dirtyStateChanged', { newValue: true });
    for (let i = 0; i < 50; i += 1) s.send('dash', 'childLogout', {});
    await until(() => expect(s.$navigationPrompt.get()).not.toBeNull());
    const prompt = s.$navigationPrompt.get();
    await Promise.resolve();
    expect(s.$navigationPrompt.get()).toBe(prompt);
    s.answerNavigation(false);
    await until(() => expect(s.$navigationPrompt.get()).toBeNull());
    expect(s.$session.get().status).toBe('authenticated');
    expect(s.assign).not.toHaveBeenCalled();
  });
});
