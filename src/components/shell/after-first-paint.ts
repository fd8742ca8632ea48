import { useEffect, useState } from 'react';

/**
 * False until the browser has rendered a frame since `ready` became true, then true for good.
 * What can wait (menus, the chat, preloads) renders after the shell is on screen, so that its
 * code does not load and run between the shell's first commit and its first paint. With
 * `hiddenTabWaitMs`, true after that long anyway: a hidden tab renders no frames.
 */
export function useAfterFirstPaint(ready: boolean, hiddenTabWaitMs?: number): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's paint; a task queued from it runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    const fallback = hiddenTabWaitMs === undefined ? undefined : setTimeout(() => setPainted(true), hiddenTabWaitMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [ready, painted, hiddenTabWaitMs]);
  return painted;
}
