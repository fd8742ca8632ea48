import { describe, expect, it } from 'vitest';
import { framesLeftBehind, type FrameReading } from '../../soak/frames-left-behind';

/** A settled reading: the main frame and three pooled app frames, each with its iframe in the shell. */
const reading = (change: Partial<FrameReading> = {}): FrameReading => ({
  heapUsed: 12_000_000,
  documents: 5,
  nodes: 3_000,
  listeners: 400,
  attachedFrames: 4,
  childFrames: 3,
  appFrames: 3,
  iframes: 3,
  ...change,
});
const pool = { size: 3, maxAppFrames: 3 };

describe('iframes left behind by a soak run', () => {
  it('counts nothing when the page ends as it started', () => {
    const result = framesLeftBehind({ start: reading(), mid: reading(), end: reading() }, pool);
    expect(result.total).toBe(0);
  });

  it('does not count a document without a frame that appeared once (the session recorder’s timer sandbox)', () => {
    // The 5 → 6 documents of the seed-10 run: one more in the first half, none after.
    const firstHalf = framesLeftBehind({ start: reading(), mid: reading({ documents: 6 }), end: reading({ documents: 6 }) }, pool);
    expect(firstHalf).toMatchObject({ growingDocuments: 0, unframedGrowth: { firstHalf: 1, secondHalf: 0 }, total: 0 });
    const secondHalf = framesLeftBehind({ start: reading(), mid: reading(), end: reading({ documents: 6 }) }, pool);
    expect(secondHalf.total).toBe(0);
  });

  it('counts documents without a frame that keep growing through both halves (a frame kept after eviction)', () => {
    const result = framesLeftBehind({ start: reading(), mid: reading({ documents: 9 }), end: reading({ documents: 12 }) }, pool);
    expect(result).toMatchObject({ growingDocuments: 3, unframedGrowth: { firstHalf: 4, secondHalf: 3 }, total: 3 });
  });

  it('counts any growth of documents without a frame when there is no mid reading', () => {
    const result = framesLeftBehind({ start: reading(), mid: null, end: reading({ documents: 6 }) }, pool);
    expect(result.growingDocuments).toBe(1);
  });

  it('does not count documents that came with live frames', () => {
    const more = reading({ documents: 7, attachedFrames: 6, childFrames: 5, appFrames: 5, iframes: 5 });
    const result = framesLeftBehind({ start: reading(), mid: more, end: more }, { size: 5, maxAppFrames: 5 });
    expect(result.total).toBe(0);
  });

  it('counts app frames over the pool, at the end or at any moment', () => {
    const atEnd = reading({ documents: 6, attachedFrames: 5, childFrames: 4, appFrames: 4, iframes: 4 });
    expect(framesLeftBehind({ start: reading(), mid: reading(), end: atEnd }, { size: 3, maxAppFrames: 4 }).overPool).toBe(1);
    expect(framesLeftBehind({ start: reading(), mid: reading(), end: reading() }, { size: 3, maxAppFrames: 5 }).overPool).toBe(2);
  });

  it('counts other iframes the run added to the page', () => {
    const end = reading({ documents: 6, attachedFrames: 5, childFrames: 4, iframes: 4 });
    expect(framesLeftBehind({ start: reading(), mid: reading(), end }, pool)).toMatchObject({ strayIframes: 1, total: 1 });
  });

  it('counts frames still attached to the page without an iframe element in the DOM', () => {
    const end = reading({ documents: 6, attachedFrames: 5, childFrames: 4 });
    expect(framesLeftBehind({ start: reading(), mid: reading(), end }, pool)).toMatchObject({ framesOutsideDom: 1, total: 1 });
  });
});
