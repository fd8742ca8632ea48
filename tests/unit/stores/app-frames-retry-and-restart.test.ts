import { describe, expect, it, vi } from 'vitest';
import { current, shellAt, appFramesHarness } from './app-frames-kit';

// The frame pool started twice, Retry among several frames, and a redirect with no page address,
// on the frame pool's harness (app-frames-kit.ts).

const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), createAccessToken: vi.fn() }));
vi.mock('../../../src/services/auth-service', async (original) => ({ ...(await original<object>()), getAccessibleCustomers: auth.getAccessibleCustomers, refreshAccessibleCustomers: auth.refreshAccessibleCustomers, createAccessToken: auth.createAccessToken }));
appFramesHarness(auth);

describe('the pool started more than once', () => {
  it('a second start changes nothing, and one reset stops following the page', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.startAppFrames();
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['dash']);
    current.resetStores({ only: ['frames'] });
    s.openPath('/oi/x');
    expect(s.$appFrames.get()).toEqual([]);
  });
});

describe('Retry of one frame among several', () => {
  it('the new frame is made from that frame’s own app', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.openPath('/oi/x');
    expect(s.$appFrames.get().map((frame) => frame.key)).toEqual(['dash', 'oi']);
    const oi = s.frameOf('oi')!;
    s.retryFrame('oi');
    expect(s.frameOf('oi')?.instance).not.toBe(oi.instance);
    expect(new URL(s.frameOf('oi')!.src).origin + new URL(s.frameOf('oi')!.src).pathname).toBe(new URL(oi.src).origin + new URL(oi.src).pathname);
    expect(s.frameOf('oi')!.app).toBe(oi.app);
  });
});

describe('a redirect asked for when the page has no address', () => {
  it('is dropped as not allowed, and the tab stays', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const { browserNavigation } = await import('../../../src/stores/browser-navigation');
    vi.spyOn(browserNavigation, 'currentHref').mockReturnValue(null);
    s.attach('dash');
    s.send('dash', 'redirectWithReturnUrl', { url: 'https://auth.portal.example/identity/login' });
    expect(s.assign).not.toHaveBeenCalled();
    expect(s.$droppedMessages.get()['redirect-not-allowed']).toBe(1);
  });
});

describe('what is not the frames’ business', () => {
  it('the portal’s own unsaved work, cleared, leaves the frames as they are', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    const frames = s.$appFrames.get();
    s.$dirty.set(true);
    s.$dirty.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.$appFrames.get()).toBe(frames);
  });

  it('an element offered for one app with another app’s frame number is not attached: its messages are no app’s', async () => {
    const s = await shellAt('/dash/Dashboard/tnt');
    s.attach('dash');
    const stranger = { posted: [], postMessage: () => {} };
    s.attachFrame('oi', s.frameOf('dash')!.instance, { contentWindow: stranger } as unknown as HTMLIFrameElement);
    s.send('oi', 'childClick', {}, { source: stranger });
    expect(s.$droppedMessages.get()['unknown-source']).toBe(1);
  });
});
