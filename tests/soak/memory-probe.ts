import type { CDPSession, Page } from 'playwright-core';

/** The page's memory after a forced garbage collection. */
export interface MemoryReading {
  /** JS heap in use, bytes (the renderer's isolate: the shell and the same-site app frames). */
  heapUsed: number;
  /**
   * DOM counters of the renderer: documents (one per live frame, plus any not collected: a frame's
   * document kept after its frame went, or a library's blank sandbox realm; see frames-left-behind.ts), nodes, listeners.
   */
  documents: number;
  nodes: number;
  listeners: number;
  /** Frames attached to the page as the browser's frame tree has them (`Page.getFrameTree`), main frame included. */
  attachedFrames: number;
  /** Of those, the frames directly under the main frame: each should have its iframe element in the page's DOM. */
  childFrames: number;
}

interface FrameTreeNode {
  childFrames?: FrameTreeNode[];
}

const framesIn = (tree: FrameTreeNode): number => 1 + (tree.childFrames ?? []).reduce((sum, child) => sum + framesIn(child), 0);

/** Reads memory through the Chrome DevTools Protocol. */
export async function memoryProbe(page: Page): Promise<{ read(): Promise<MemoryReading>; close(): Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  return {
    async read() {
      // Three readings a second apart, the lowest kept: a document or object on its way out is no leak.
      const readings: MemoryReading[] = [];
      for (let reading = 0; reading < 3; reading += 1) {
        if (reading > 0) await page.waitForTimeout(1_000);
        readings.push(await readOnce());
      }
      return readings.reduce((low, next) => ({
        heapUsed: Math.min(low.heapUsed, next.heapUsed),
        documents: Math.min(low.documents, next.documents),
        nodes: Math.min(low.nodes, next.nodes),
        listeners: Math.min(low.listeners, next.listeners),
        attachedFrames: Math.min(low.attachedFrames, next.attachedFrames),
        childFrames: Math.min(low.childFrames, next.childFrames),
      }));
    },
    close: () => cdp.detach(),
  };

  async function readOnce(): Promise<MemoryReading> {
    // Twice: the first collection can leave weakly held objects for the second.
    for (let round = 0; round < 2; round += 1) await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const dom = await cdp.send('Memory.getDOMCounters');
    const { frameTree } = await cdp.send('Page.getFrameTree');
    return {
      heapUsed: heap.usedSize,
      documents: dom.documents,
      nodes: dom.nodes,
      listeners: dom.jsEventListeners,
      attachedFrames: framesIn(frameTree),
      childFrames: frameTree.childFrames?.length ?? 0,
    };
  }
}

export const mb = (bytes: number) => bytes / (1024 * 1024);
