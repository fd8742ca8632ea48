/**
 * When a menu opens and closes under a mouse pointer: a pointer that rests on the trigger opens it
 * after `openDelay`; leaving a menu that hovering opened closes it after `closeDelay` (coming back
 * in time keeps it); a click on a hover-opened menu makes it a clicked menu, which leaving does not
 * close. Opening and closing by other means (a click, a key, Escape) end any pending change.
 */
export interface HoverIntent {
  /** The pointer entered the trigger or the menu; `open` is whether the menu is open now. */
  enter(open: boolean): void;
  /** The pointer left the trigger or the menu. */
  leave(open: boolean): void;
  /** A click on the trigger. True when the click must not toggle the menu: it keeps a hover-opened menu open, as clicked. */
  clickKeepsOpen(open: boolean): boolean;
  /** The menu opened or closed by other means. */
  settled(): void;
  /** Stops a pending change (the menu left the page). */
  dispose(): void;
}

/** A hover intent that calls `change(open)` when the pointer's rest or departure decides it. */
export function createHoverIntent(
  delays: { open: number; close: number },
  change: (open: boolean) => void,
): HoverIntent {
  let pending: ReturnType<typeof setTimeout> | undefined;
  let openedByHover = false;
  const cancel = () => {
    clearTimeout(pending);
    pending = undefined;
  };
  const later = (next: boolean, delay: number) => {
    cancel();
    pending = setTimeout(() => {
      pending = undefined;
      openedByHover = next;
      change(next);
    }, delay);
  };
  return {
    enter(open) {
      if (!open) later(true, delays.open);
      else if (openedByHover) cancel();
    },
    leave(open) {
      if (!open) cancel();
      else if (openedByHover) later(false, delays.close);
    },
    clickKeepsOpen(open) {
      if (!open || !openedByHover) return false;
      openedByHover = false;
      cancel();
      return true;
    },
    settled() {
      cancel();
      openedByHover = false;
    },
    dispose: cancel,
  };
}
