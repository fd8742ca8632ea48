import { $activeFrameKey, currentPathWithSearch, frameTracking } from './app-frame-state';
import { coalesceReport, FLOOD_BUDGET, paceMessage, reportToApply, type FramePacing, type Pace, type PendingReport } from './child-message-pacing';
import type { ChildToShellEnvelope } from '../../protocol/client';
import { $dirty } from '../platform/platform';
import { openPath } from '../routing/routing';
import { onStoreReset } from '../store-reset';

// The frames' messages paced (rules in child-message-pacing.ts): each frame's budget, the URL
// reports and throttled unsaved-work flags waiting for the next animation frame. The clock and the
// animation frame are the edge.

/** The clock and the next animation frame (a timer where there is none, or the page is hidden and would never paint). */
export const pacingClock = {
  now: (): number => Date.now(),
  nextFrame: (callback: () => void): void => {
    if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState !== 'hidden') requestAnimationFrame(callback);
    else setTimeout(callback, 16);
  },
};

const budgets = new Map<string, FramePacing>();
const reports = new Map<string, PendingReport>();
const dirtyFlags = new Map<string, boolean>();
let scheduled = false;

/** Counts a message of the frame `key` against its budget; the first time it floods, its team is told once. */
export function pace(key: string, type: ChildToShellEnvelope['type']): Pace {
  const { pacing, pace: verdict, warn } = paceMessage(budgets.get(key), type, pacingClock.now());
  budgets.set(key, pacing);
  if (warn) {
    console.warn(
      `Portal Shell is throttling the frame of the app "${key}": more than ${FLOOD_BUDGET.messages} messages within ${FLOOD_BUDGET.windowMs} ms. ` +
        'Until it slows down only its last address and unsaved-work flag count; other messages are dropped (src/protocol/README.md).',
    );
  }
  return verdict;
}

/** The app's own address report: the shell follows the last one of this animation frame. */
export function queueReport(key: string, path: string): void {
  reports.set(key, coalesceReport(reports.get(key), path, currentPathWithSearch()));
  schedule();
}

/** The unsaved-work flag of a throttled frame: its last value is set at the next animation frame. */
export function queueDirty(key: string, dirty: boolean): void {
  dirtyFlags.set(key, dirty);
  schedule();
}

/** Sets the portal's unsaved-work state from the frame `key`, now (a flag still waiting for it is older). */
export function setDirtyFrom(key: string, dirty: boolean): void {
  dirtyFlags.delete(key);
  frameTracking.dirtyKey = dirty ? key : null;
  $dirty.set(dirty);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  pacingClock.nextFrame(flush);
}

function flush(): void {
  scheduled = false;
  const active = $activeFrameKey.get();
  const flags = [...dirtyFlags];
  const waiting = [...reports];
  dirtyFlags.clear();
  reports.clear();
  for (const [key, dirty] of flags) if (key === active) setDirtyFrom(key, dirty);
  for (const [key, pending] of waiting) {
    const path = reportToApply(pending, key === active, currentPathWithSearch());
    if (path !== null) openPath(path, true);
  }
}

// A new page: no budgets spent, nothing waiting (a frame callback still due finds nothing).
onStoreReset('frames', () => {
  budgets.clear();
  reports.clear();
  dirtyFlags.clear();
  scheduled = false;
});
