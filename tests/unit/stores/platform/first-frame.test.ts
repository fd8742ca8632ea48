// What a reload's first frame does not need waits for it: a task after the page's next frame, once per page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstFrame, $firstFrameRendered, FIRST_FRAME_FALLBACK_MS } from '../../../../src/stores/platform/first-frame';
import { resetStores } from '../../../../src/stores/store-reset';

/** Whether `promise` has settled by now (after the microtasks already queued). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

let frames: FrameRequestCallback[];
beforeEach(() => {
  resetStores({ only: ['session'] });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstFrame', () => {
  it('resolves in the task after the next frame, not in the frame itself', async () => {
    const waited = afterFirstFrame();
    expect(frames).toHaveLength(1);
    expect(await settled(waited)).toBe(false);
    frames[0]!(0);
    expect(await settled(waited)).toBe(false);
    vi.advanceTimersByTime(0);
    expect(await settled(waited)).toBe(true);
  });

  it('is one wait per page: later callers share it, and once past it they wait for nothing', async () => {
    const first = afterFirstFrame();
    expect(afterFirstFrame()).toBe(first);
    frames[0]!(0);
    vi.advanceTimersByTime(0);
    await first;
    expect(await settled(afterFirstFrame())).toBe(true);
    expect(frames).toHaveLength(1);
  });

  it('resolves after the fallback where no frame comes (a hidden tab), and only then', async () => {
    const waited = afterFirstFrame();
    vi.advanceTimersByTime(FIRST_FRAME_FALLBACK_MS - 1);
    expect(await settled(waited)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waited)).toBe(true);
  });

  it('on a visible page, waits for the frame however late it comes (a loaded machine), never for the fallback', async () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const waited = afterFirstFrame();
    vi.advanceTimersByTime(FIRST_FRAME_FALLBACK_MS * 5);
    expect(await settled(waited)).toBe(false);
    frames[0]!(0);
    vi.advanceTimersByTime(0);
    expect(await settled(waited)).toBe(true);
  });

  it('a page hidden before its first frame resolves at the next look after the fallback', async () => {
    const page = { visibilityState: 'visible' };
    vi.stubGlobal('document', page);
    const waited = afterFirstFrame();
    vi.advanceTimersByTime(FIRST_FRAME_FALLBACK_MS);
    expect(await settled(waited)).toBe(false);
    page.visibilityState = 'hidden';
    vi.advanceTimersByTime(FIRST_FRAME_FALLBACK_MS);
    expect(await settled(waited)).toBe(true);
  });

  it('resolves after the fallback without animation frames at all (Node)', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const waited = afterFirstFrame();
    vi.advanceTimersByTime(FIRST_FRAME_FALLBACK_MS);
    expect(await settled(waited)).toBe(true);
  });

  it('waits again on a new page, and what waited on the page before never runs', async () => {
    const first = afterFirstFrame();
    resetStores({ only: ['session'] });
    const second = afterFirstFrame();
    expect(second).not.toBe(first);
    expect(frames).toHaveLength(2);
    for (const frame of frames) frame(0);
    vi.advanceTimersByTime(FIRST_FRAME_FALLBACK_MS);
    expect(await settled(second)).toBe(true);
    expect(await settled(first)).toBe(false);
  });
});

describe('$firstFrameRendered', () => {
  it('is false until the task after the first frame, then true; a new page starts false and follows its own frame', async () => {
    // Followed: the wait starts if nothing else has started it.
    const seen: boolean[] = [];
    const stop = $firstFrameRendered.subscribe((rendered) => seen.push(rendered));
    try {
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      expect($firstFrameRendered.get(), 'not in the frame itself').toBe(false);
      vi.advanceTimersByTime(0);
      await Promise.resolve();
      expect($firstFrameRendered.get()).toBe(true);
      resetStores({ only: ['session'] });
      expect($firstFrameRendered.get()).toBe(false);
      // The new page's start waits for its frame.
      void afterFirstFrame();
      expect(frames).toHaveLength(2);
      frames[1]!(0);
      vi.advanceTimersByTime(0);
      await Promise.resolve();
      expect(seen).toEqual([false, true, false, true]);
    } finally {
      stop();
    }
  });
});
