// useAfterFirstPaint: what can wait renders once the browser has painted a frame since the shell was ready.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useAfterFirstPaint } from '../../src/components/shell/after-first-paint';
import { cleanupFixtures, framesFor, nothingHappensWithin, waitFor } from './wait-for';

describe('useAfterFirstPaint', () => {
  let root: Root;
  let painted: boolean[];

  function Probe({ ready }: { ready: boolean }) {
    painted.push(useAfterFirstPaint(ready));
    return null;
  }

  beforeEach(() => {
    painted = [];
    const host = document.createElement('div');
    host.setAttribute('data-fixture', '');
    document.body.append(host);
    root = createRoot(host);
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
    let frames = 0;
    let counting = true;
    const count = () => {
      frames += 1;
      if (counting) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    const framesAtReady = frames;
    flushSync(() => root.render(<Probe ready />));
    expect(painted.at(-1), 'in the commit that made it ready').to.equal(false);
    await waitFor(() => painted.at(-1) === true, 'true after a paint');
    counting = false;
    expect(frames, 'frames rendered since ready').to.be.greaterThan(framesAtReady);
    flushSync(() => root.render(<Probe ready={false} />));
    expect(painted.at(-1), 'when no longer ready').to.equal(true);
  });

  it('does not count a ready that ended before the frame', async () => {
    flushSync(() => root.render(<Probe ready />));
    flushSync(() => root.render(<Probe ready={false} />));
    await nothingHappensWithin(framesFor(100), () => expect(painted.at(-1)).to.equal(false));
  });
});
