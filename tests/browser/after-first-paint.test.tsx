// useAfterFirstPaint: what can wait renders once the browser has painted a frame since the shell was ready.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { useAfterFirstPaint } from '../../src/components/shell/after-first-paint';
import { cleanupFixtures, framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { mountShadow } from './shadow-fixture';

describe('useAfterFirstPaint', () => {
  let root: Root;
  let painted: boolean[];

  /** Whether the browser has run a frame callback since the test made the probe ready, at the probe's first `true`. */
  let framed: boolean;
  let framedWhenPainted: boolean | undefined;
  /** Called by the probe on each render that returns true. */
  let onTrue: (() => void) | undefined;

  function Probe({ ready, hiddenTabWaitMs }: { ready: boolean; hiddenTabWaitMs?: number }) {
    const now = useAfterFirstPaint(ready, hiddenTabWaitMs);
    if (now && framedWhenPainted === undefined) framedWhenPainted = framed;
    painted.push(now);
    if (now) onTrue?.();
    return null;
  }

  beforeEach(() => {
    painted = [];
    framed = false;
    framedWhenPainted = undefined;
    onTrue = undefined;
    ({ reactRoot: root } = mountShadow());
  });

  afterEach(() => {
    root.unmount();
    cleanupFixtures();
  });

  it('stays false while not ready', async () => {
    flushSync(() => root.render(<Probe ready={false} />));
    await nothingHappensWithin(framesFor(100), () => expect(painted.at(-1)).to.equal(false));
  });

  it('turns true only after a frame was rendered since it became ready, then stays true', async () => {
    flushSync(() => root.render(<Probe ready={false} />));
    flushSync(() => root.render(<Probe ready />));
    requestAnimationFrame(() => (framed = true));
    expect(painted.at(-1), 'in the commit that made it ready').to.equal(false);
    await waitFor(() => painted.at(-1) === true, 'true after a paint');
    expect(framedWhenPainted, 'a frame rendered since ready, at the first true').to.equal(true);
    flushSync(() => root.render(<Probe ready={false} />));
    expect(painted.at(-1), 'when no longer ready').to.equal(true);
  });

  it('with a wait for a hidden tab, turns true without any frame (a hidden tab renders none)', async () => {
    const realFrame = window.requestAnimationFrame;
    // No frame ever comes, as in a hidden tab: the probe says when it turns true.
    window.requestAnimationFrame = () => 0;
    try {
      const turnedTrue = new Promise<void>((resolve) => (onTrue = resolve));
      flushSync(() => root.render(<Probe ready hiddenTabWaitMs={20} />));
      await turnedTrue;
      expect(painted.at(-1), 'true after the wait, with no frame').to.equal(true);
    } finally {
      window.requestAnimationFrame = realFrame;
    }
  });

  it('does not count a ready that ended before the frame', async () => {
    flushSync(() => root.render(<Probe ready />));
    flushSync(() => root.render(<Probe ready={false} />));
    await nothingHappensWithin(framesFor(100), () => expect(painted.at(-1)).to.equal(false));
  });
});
