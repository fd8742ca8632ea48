import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nothingHappensWithin } from './store-test-kit';

// The shell's one start: everything it runs on, in order, idempotent parts, and a start that
// throws turning into the recovery page. The parts themselves are stubbed (each has its own tests).

const parts = vi.hoisted(() => ({
  startPortal: vi.fn(),
  preconnectToApps: vi.fn(),
  startRouting: vi.fn(),
  startAppFrames: vi.fn(),
  setFramePoolSize: vi.fn(),
  startPageVisitTracking: vi.fn(),
  followOpeningView: vi.fn(),
  loadErrorReportingAfter: vi.fn(),
}));
/** The opening view, shown when a test says so. */
const opening = vi.hoisted(() => ({ shown: Promise.resolve(), show: () => {} }));
/** The page's first frame: rendered at once unless a test holds it. */
const frame = vi.hoisted(() => ({ rendered: (): Promise<void> => Promise.resolve() }));
vi.mock('../../../src/stores/platform/first-frame', () => ({ afterFirstFrame: () => frame.rendered() }));
vi.mock('../../../src/stores/reporting/reporting', () => ({ loadErrorReportingAfter: parts.loadErrorReportingAfter }));
vi.mock('../../../src/stores/page-start', () => ({ startPortal: parts.startPortal }));
vi.mock('../../../src/stores/frames/frames', () => ({
  preconnectToApps: parts.preconnectToApps,
  startAppFrames: parts.startAppFrames,
  setFramePoolSize: parts.setFramePoolSize,
}));
vi.mock('../../../src/stores/reporting/page-visit-tracking', () => ({ startPageVisitTracking: parts.startPageVisitTracking }));
vi.mock('../../../src/stores/routing/routing', async () => {
  const { atom } = await import('nanostores');
  return {
    $basePath: atom('/cms/portal'),
    startRouting: parts.startRouting,
  };
});
vi.mock('../../../src/stores/opening-view', () => ({ followOpeningView: parts.followOpeningView, openingShown: () => opening.shown }));

async function load() {
  vi.resetModules();
  const start = await import('../../../src/stores/shell-start');
  const { browserNavigation } = await import('../../../src/stores/platform/browser-navigation');
  const { $contentPlatformHost } = await import('../../../src/stores/platform/environment');
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  return { ...start, assign, $contentPlatformHost };
}

beforeEach(() => {
  frame.rendered = () => Promise.resolve();
  opening.shown = new Promise<void>((resolve) => (opening.show = resolve));
  for (const part of Object.values(parts)) part.mockReset();
  parts.preconnectToApps.mockReturnValue(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startShell', () => {
  it('starts the portal with the host parameters, routing under the base path, the frames and the tracking', async () => {
    const s = await load();
    s.startShell({ hostParams: '{"EnvName":"Dev"}', basePath: '/cms/portal' });
    expect(parts.startPortal).toHaveBeenCalledWith('{"EnvName":"Dev"}');
    expect(parts.startRouting).toHaveBeenCalledWith('/cms/portal');
    expect(parts.startAppFrames).toHaveBeenCalledTimes(1);
    expect(parts.preconnectToApps).toHaveBeenCalledTimes(1);
    expect(s.$shellStartFailed.get()).toBe(false);
    opening.show();
    await vi.waitFor(() => expect(parts.startPageVisitTracking).toHaveBeenCalledTimes(1));
  });

  it('connection hints that fail after a reload\'s first frame are logged; the shell runs on', async () => {
    const s = await load();
    const { $session } = await import('../../../src/stores/session/session');
    $session.set({ ...$session.get(), status: 'authenticated', revalidating: true });
    parts.preconnectToApps.mockImplementation(() => {
      throw new Error('no document head');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.startShell({});
    expect(parts.preconnectToApps).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("The portal could not hint the apps' connections.", expect.any(Error)));
    expect(s.$shellStartFailed.get()).toBe(false);
  });

  it('page visits are followed only once the opening view is shown (their rules load then)', async () => {
    const s = await load();
    s.startShell({});
    await nothingHappensWithin();
    expect(parts.startPageVisitTracking).not.toHaveBeenCalled();
    opening.show();
    await vi.waitFor(() => expect(parts.startPageVisitTracking).toHaveBeenCalledTimes(1));
  });

  it('page visits are followed only after the first frame, also when the opening view is in it (a reload)', async () => {
    let render!: () => void;
    const rendered = new Promise<void>((resolve) => (render = resolve));
    frame.rendered = () => rendered;
    const s = await load();
    s.startShell({});
    opening.show();
    await nothingHappensWithin();
    expect(parts.startPageVisitTracking).not.toHaveBeenCalled();
    render();
    await vi.waitFor(() => expect(parts.startPageVisitTracking).toHaveBeenCalledTimes(1));
  });

  it('holds error reporting until the opening view (the area\'s frame) is shown, before the portal starts it, and follows that view', async () => {
    const s = await load();
    s.startShell({});
    expect(parts.loadErrorReportingAfter).toHaveBeenCalledWith(opening.shown);
    expect(parts.loadErrorReportingAfter.mock.invocationCallOrder[0]).toBeLessThan(parts.startPortal.mock.invocationCallOrder[0]!);
    expect(parts.followOpeningView).toHaveBeenCalledTimes(1);
  });

  it('follows every setting on each call: the content-platform flag and the frame pool size, changed later too', async () => {
    const s = await load();
    s.startShell({ contentPlatform: true, framePoolSize: 5 });
    expect(s.$contentPlatformHost.get()).toBe(true);
    expect(parts.setFramePoolSize).toHaveBeenLastCalledWith(5);
    s.startShell({ framePoolSize: 1 });
    expect(s.$contentPlatformHost.get(), 'content-platform removed').toBe(false);
    expect(parts.setFramePoolSize).toHaveBeenLastCalledWith(1);
    s.startShell({});
    expect(parts.setFramePoolSize).toHaveBeenLastCalledWith(undefined);
  });

  it('connects to the apps once however often it is called', async () => {
    const s = await load();
    s.startShell({});
    s.startShell({});
    expect(parts.preconnectToApps).toHaveBeenCalledTimes(1);
    expect(parts.startRouting).toHaveBeenCalledTimes(2);
  });

  it('a start that throws is logged and shows the recovery page; what comes after it does not run', async () => {
    const s = await load();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('history refused');
    parts.startRouting.mockImplementation(() => {
      throw failure;
    });
    s.startShell({});
    expect(s.$shellStartFailed.get()).toBe(true);
    expect(error).toHaveBeenCalledWith('The portal could not start.', failure);
    expect(parts.startAppFrames).not.toHaveBeenCalled();
  });
});

describe('reloadAtHome', () => {
  it('loads the portal’s home page under its base path afresh', async () => {
    const s = await load();
    s.reloadAtHome();
    expect(s.assign).toHaveBeenCalledWith('/cms/portal/');
  });
});
