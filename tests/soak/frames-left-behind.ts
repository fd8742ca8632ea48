import type { MemoryReading } from './memory-probe';

/** One memory reading of the soak with what the shell showed at that moment. */
export interface FrameReading extends MemoryReading {
  /** Product-area frames in the shell. */
  appFrames: number;
  /** Every iframe element in the page's DOM (shadow roots too). */
  iframes: number;
}

export interface FramesLeftBehind {
  /** Product-area frames beyond the pool, at the end or at any moment of the run. */
  overPool: number;
  /** Iframes other than the product-area frames that the run added to the page's DOM. */
  strayIframes: number;
  /** Frames the browser still has attached under the main frame without an iframe element in the DOM. */
  framesOutsideDom: number;
  /** Documents without a frame (documents − attached frames), change start → mid and mid → end. */
  unframedGrowth: { firstHalf: number; secondHalf: number };
  /** Documents without a frame that grew in both halves of the run: the smaller of the two growths. */
  growingDocuments: number;
  total: number;
}

const unframed = (reading: MemoryReading) => reading.documents - reading.attachedFrames;

/**
 * Iframes left behind: frames counted as frames, and documents only when they keep growing.
 *
 * Why documents are not simply compared start → end: the renderer's document count also holds
 * documents that belong to no frame and live as long as the page by design. The session recorder
 * (Sentry replay with its bundled rrweb; with replays on error, it records every session into
 * a buffer) takes untouched timer functions from a blank sandbox iframe that it appends and removes
 * at once, and caches each one, bound, for the page's lifetime (rrweb's `getImplementation` for
 * setTimeout, clearTimeout and requestAnimationFrame, and rrweb-snapshot's copy of it for load
 * timeouts). The cached function keeps the sandbox's realm, so its window and document, alive: one
 * document per cached name, made on the name's first use. The setTimeout one appears as soon as the
 * recorder starts (right after sign-in); the clearTimeout one the first time the throttled scroll
 * handler clears its timer (while the page is busy: wheel turns, the chat log scrolling as an answer
 * streams). A heap snapshot shows both held by rrweb's `cachedImplementations` object. So a run can
 * end with a document or two more than it started with, at most one per cached name however long it
 * runs: a constant, not a leak (recorder-warm-up.ts makes the recorder take clearTimeout before the
 * baseline, so start and end usually match). A frame of ours kept after eviction (by a listener, a
 * store, a MessagePort) would add a document per eviction all through the run, so documents count
 * as left behind only when the documents without a frame grow in both halves of the run (start →
 * mid and mid → end; without a mid reading, because the run stopped early, any growth counts).
 * Frames themselves are counted directly: product-area frames over the pool, other iframes added to
 * the page, and frames attached to the page whose iframe element is gone.
 */
export function framesLeftBehind(
  readings: { start: FrameReading; mid: FrameReading | null; end: FrameReading },
  pool: { size: number; maxAppFrames: number },
): FramesLeftBehind {
  const { start, mid, end } = readings;
  const overPool = Math.max(0, end.appFrames - pool.size, pool.maxAppFrames - pool.size);
  const otherIframes = (reading: FrameReading) => reading.iframes - reading.appFrames;
  const strayIframes = Math.max(0, otherIframes(end) - otherIframes(start));
  const framesOutsideDom = Math.max(0, end.childFrames - end.iframes);
  const unframedGrowth = mid
    ? { firstHalf: unframed(mid) - unframed(start), secondHalf: unframed(end) - unframed(mid) }
    : { firstHalf: unframed(end) - unframed(start), secondHalf: unframed(end) - unframed(start) };
  const growingDocuments = Math.max(0, Math.min(unframedGrowth.firstHalf, unframedGrowth.secondHalf));
  return {
    overPool,
    strayIframes,
    framesOutsideDom,
    unframedGrowth,
    growingDocuments,
    total: overPool + strayIframes + framesOutsideDom + growingDocuments,
  };
}
