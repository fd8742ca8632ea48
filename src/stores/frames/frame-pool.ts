/*
 * The pool of kept-alive product-area frames: pure rules on plain data, tested in Node.
 */

/** How many visited apps stay alive in hidden frames by default. */
export const DEFAULT_FRAME_POOL_SIZE = 3;

/** A pool size from the host: a whole number from 1 to 10; anything else is the default. */
export function poolSizeOf(size: number | null | undefined): number {
  return Number.isInteger(size) && (size as number) >= 1 && (size as number) <= 10 ? (size as number) : DEFAULT_FRAME_POOL_SIZE;
}

/**
 * The frames alive after `added` opens: `added` and the most recently used others, `size` in all
 * (at least the new one), in the order they were opened, `added` last.
 */
export function poolAfterOpening<TFrame extends { lastUsed: number }>(frames: readonly TFrame[], added: TFrame, size: number): TFrame[] {
  const others = new Set([...frames].sort((a, b) => b.lastUsed - a.lastUsed).slice(0, Math.max(1, size) - 1));
  return [...frames.filter((frame) => others.has(frame)), added];
}
