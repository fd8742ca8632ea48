import { $dirty, afterFirstFrame, confirmNavigation } from '../platform/platform';
import { entryIndex, historyMove, withEntryIndex } from './history-entries';

/** The place of the current entry among this page's history entries (kept in each entry's state). */
let position = -1;
let reverting = false;
let allowNext = false;
/** The entry the page started on still waits for its number in its state (see {@link startHistoryGuard}). */
let startUnmarked = false;

/** Numbers the current entry, keeping whatever state the host page keeps there. */
export function markEntry(index: number): void {
  position = index;
  startUnmarked = false;
  // Stryker disable next-line StringLiteral: browsers ignore the title argument of replaceState
  history.replaceState(withEntryIndex(history.state, index), '', location.href);
}

/**
 * Numbers the entry the page started on if it still waits for it: the shell calls it before it
 * makes an entry of its own, so that the entry it leaves carries its number, as back needs.
 */
export function markStartEntry(): void {
  if (startUnmarked) markEntry(position);
}

/** The number of the entry the shell is on. */
export function currentEntry(): number {
  return position;
}

/** Applies {@link historyMove} to one `popstate`: the browser and the confirmation are the edge. */
function onPopState(event: PopStateEvent): void {
  // The browser has left the entry the page started on: its state can no longer be written.
  startUnmarked = false;
  const move = historyMove({ position, reverting, allowNext, dirty: $dirty.get() }, entryIndex(history.state));
  switch (move.kind) {
    case 'swallow':
      reverting = false;
      event.stopImmediatePropagation();
      return;
    case 'adopt':
      allowNext = false;
      markEntry(move.index);
      return;
    case 'follow':
      allowNext = false;
      position = move.index;
      return;
    case 'ask':
      event.stopImmediatePropagation();
      reverting = true;
      history.go(-move.steps);
      void confirmNavigation()
        .then((leave) => {
          if (!leave) return;
          allowNext = true;
          history.go(move.steps);
        })
        .catch((error: unknown) => console.warn('Navigation did not happen:', error));
  }
}

/**
 * Guards back and forward against leaving unsaved changes unasked. Registered before the router's
 * own listener, so that a guarded move can be stopped before the router hears of it. A reload keeps
 * the entry's number in its state: nothing to write then. A first visit's entry is number 0 at
 * once, in memory; its state is written after the first frame (replaceState is not free, and this
 * runs before the shell's first render), or before the shell first makes an entry of its own
 * ({@link markStartEntry}), whichever comes first. Returns the stop.
 */
export function startHistoryGuard(): () => void {
  addEventListener('popstate', onPopState);
  const index = entryIndex(history.state);
  position = index ?? 0;
  if (index === null) {
    startUnmarked = true;
    void afterFirstFrame()
      .then(markStartEntry)
      // The shell is running by then: without the number, back from this entry is not guarded.
      .catch((error: unknown) => console.warn('The history entry could not be numbered.', error));
  }
  return () => {
    removeEventListener('popstate', onPopState);
    position = -1;
    reverting = false;
    allowNext = false;
    startUnmarked = false;
  };
}
