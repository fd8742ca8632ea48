import { $dirty, confirmNavigation } from '../platform/platform';
import { entryIndex, historyMove, withEntryIndex } from './history-entries';

/** The place of the current entry among this page's history entries (kept in each entry's state). */
let position = -1;
let reverting = false;
let allowNext = false;

/** Numbers the current entry, keeping whatever state the host page keeps there. */
export function markEntry(index: number): void {
  position = index;
  // Stryker disable next-line StringLiteral: browsers ignore the title argument of replaceState
  history.replaceState(withEntryIndex(history.state, index), '', location.href);
}

/** The number of the entry the shell is on. */
export function currentEntry(): number {
  return position;
}

/** Applies {@link historyMove} to one `popstate`: the browser and the confirmation are the edge. */
function onPopState(event: PopStateEvent): void {
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
 * the entry's number in its state: nothing to write then (replaceState is not free, and this runs
 * before the shell's first render). Returns the stop.
 */
export function startHistoryGuard(): () => void {
  addEventListener('popstate', onPopState);
  const index = entryIndex(history.state);
  if (index === null) markEntry(0);
  else position = index;
  return () => {
    removeEventListener('popstate', onPopState);
    position = -1;
    reverting = false;
    allowNext = false;
  };
}
