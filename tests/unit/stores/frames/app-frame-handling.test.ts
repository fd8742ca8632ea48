import { describe, expect, it, vi } from 'vitest';
import { until } from '../store-test-kit';
import { shellAt, appFramesHarness, appOrigin } from './app-frames-kit';

// The messages an app sends before the shell's message handling has loaded (it loads as the first
// area frame is made): kept in order and handled by the same rules once it is there, never lost.

const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn(), createAccessToken: vi.fn() }));
vi.mock('../../../../src/services/auth-service', realModuleWith(auth));
/** The handling's code, held back until the test lets it arrive. */
function holdHandling() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('../../../../src/stores/frames/app-frame-messages', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  return arrive;
}
appFramesHarness(auth);

describe('messages before the handling has loaded', () => {
  it('wait, and are handled in order once it is there: ready, the token, a click, unsaved work', async () => {
    const arrive = holdHandling();
    const s = await shellAt('/dash/Dashboard/tnt', { handlingLoaded: false });
    s.attach('dash');
    s.send('dash', 'childReady', {});
    s.send('dash', 'childClick', {});
    s.send('dash', 'dirtyStateChanged', { newValue: true });
    s.send('dash', 'dirtyStateChanged', { newValue: false });
    s.send('dash', 'dirtyStateChanged', { newValue: true });
    expect(s.frameOf('dash')?.state).toBe('loading');
    expect(s.$closeMenusSignal.get()).toBe(0);
    expect(s.$dirty.get()).toBe(false);
    arrive();
    await until(() => expect(s.frameOf('dash')?.state).toBe('ready'));
    expect(s.$closeMenusSignal.get()).toBe(1);
    expect(s.$dirty.get()).toBe(true);
    await until(() => expect(s.postedTo('dash', 'axiosAuthorization')).toEqual([{ token: 'token-1', expirationUtc: '2099-01-01T00:00:00Z' }]));
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
  });

  it('are checked as they come: another origin or window is dropped at once and never handled later', async () => {
    const arrive = holdHandling();
    const s = await shellAt('/dash/Dashboard/tnt', { handlingLoaded: false });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.attach('dash');
    s.send('dash', 'childClick', {}, { origin: 'https://evil.example' });
    s.send('dash', 'childClick', {}, { source: {} });
    expect(s.$droppedMessages.get()).toMatchObject({ 'wrong-origin': 1, 'unknown-source': 1 });
    arrive();
    await until(() => expect(s.postedTo('dash', 'axiosAuthorization')).toHaveLength(0));
    s.send('dash', 'childReady', {});
    await until(() => expect(s.frameOf('dash')?.state).toBe('ready'));
    expect(s.$closeMenusSignal.get()).toBe(0);
    expect(appOrigin('dash')).not.toBe('https://evil.example');
  });

  it('of a frame replaced while they waited (Retry) are no one’s: the new frame is not made ready by them', async () => {
    const arrive = holdHandling();
    const s = await shellAt('/dash/Dashboard/tnt', { handlingLoaded: false });
    s.attach('dash');
    s.send('dash', 'childReady', {});
    s.retryFrame('dash');
    s.attach('dash');
    arrive();
    await (await import('../../../../src/stores/frames/app-frame-handling')).loadMessageHandling();
    expect(s.frameOf('dash')?.state).toBe('loading');
    s.send('dash', 'childReady', {});
    expect(s.frameOf('dash')?.state).toBe('ready');
  });

  it('beyond what an app sends while it starts, count as a flood and are dropped', async () => {
    const arrive = holdHandling();
    const s = await shellAt('/dash/Dashboard/tnt', { handlingLoaded: false });
    const { MAX_WAITING_MESSAGES } = await import('../../../../src/stores/frames/app-frame-handling');
    s.attach('dash');
    for (let index = 0; index < MAX_WAITING_MESSAGES + 5; index++) s.send('dash', 'childClick', {});
    expect(s.$droppedMessages.get().flooding).toBe(5);
    arrive();
    await until(() => expect(s.$closeMenusSignal.get()).toBeGreaterThan(0));
  });
});
