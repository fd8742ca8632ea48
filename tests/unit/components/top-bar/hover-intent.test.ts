import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '../../../../src/config/business-constants';
import { createHoverIntent, type HoverIntent } from '../../../../src/components/top-bar/hover-intent';

/** The spec's menu delays, ms: open 300, close 250. */
const OPEN_MS = 300;
const CLOSE_MS = 250;

/** A menu driven by the intent, as the user menu is: `open` follows every change it decides. */
function menu() {
  const changes: boolean[] = [];
  let open = false;
  const intent: HoverIntent = createHoverIntent({ open: OPEN_MS, close: CLOSE_MS }, (next) => {
    changes.push(next);
    open = next;
  });
  return {
    changes,
    get open() {
      return open;
    },
    enter: () => intent.enter(open),
    /** The pointer enters the trigger and rests there for the whole open delay. */
    restOnTrigger() {
      intent.enter(open);
      vi.advanceTimersByTime(OPEN_MS);
    },
    leave: () => intent.leave(open),
    click: () => intent.clickKeepsOpen(open),
    /** Opened or closed by a click or a key. */
    set(next: boolean) {
      intent.settled();
      open = next;
    },
    intent,
  };
}

describe('the user menu under a mouse pointer (fake time)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the product delays: 300 ms to open, 250 ms to close', () => {
    expect([MENU_OPEN_DELAY_MS, MENU_CLOSE_DELAY_MS]).toEqual([300, 250]);
  });

  it('opens 300 ms after the pointer rests on the trigger, not before', () => {
    const m = menu();
    m.enter();
    vi.advanceTimersByTime(OPEN_MS - 1);
    expect(m.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(m.changes).toEqual([true]);
  });

  it('does not open when the pointer passes over and leaves in time', () => {
    const m = menu();
    m.enter();
    vi.advanceTimersByTime(OPEN_MS - 1);
    m.leave();
    vi.advanceTimersByTime(10 * OPEN_MS);
    expect(m.changes).toEqual([]);
  });

  it('closes a hover-opened menu 250 ms after the pointer leaves, not before', () => {
    const m = menu();
    m.restOnTrigger();
    m.leave();
    vi.advanceTimersByTime(CLOSE_MS - 1);
    expect(m.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(m.changes).toEqual([true, false]);
  });

  it('keeps it open when the pointer comes back (into the menu) before the close', () => {
    const m = menu();
    m.restOnTrigger();
    m.leave();
    vi.advanceTimersByTime(CLOSE_MS - 1);
    m.enter();
    vi.advanceTimersByTime(10 * CLOSE_MS);
    expect(m.changes).toEqual([true]);
  });

  it('a click on a hover-opened menu keeps it open, and leaving then does not close it', () => {
    const m = menu();
    m.restOnTrigger();
    expect(m.click(), 'the click must not toggle it closed').toBe(true);
    m.leave();
    vi.advanceTimersByTime(10 * CLOSE_MS);
    expect(m.changes).toEqual([true]);
  });

  it('a click on a closed or clicked-open menu toggles it as usual', () => {
    const m = menu();
    expect(m.click()).toBe(false);
    m.set(true);
    expect(m.click()).toBe(false);
  });

  it('a menu opened by a click or a key does not close when the pointer leaves', () => {
    const m = menu();
    m.set(true);
    m.enter();
    m.leave();
    vi.advanceTimersByTime(10 * CLOSE_MS);
    expect(m.changes).toEqual([]);
  });

  it('opening or closing by other means ends a pending change', () => {
    const m = menu();
    m.enter();
    m.set(true);
    vi.advanceTimersByTime(10 * OPEN_MS);
    expect(m.changes).toEqual([]);
  });

  it('a menu that left the page changes nothing later', () => {
    const m = menu();
    m.enter();
    m.intent.dispose();
    vi.advanceTimersByTime(10 * OPEN_MS);
    expect(m.changes).toEqual([]);
  });

  it('a closed menu that hovering opened and a click closed opens again on the next rest', () => {
    const m = menu();
    m.restOnTrigger();
    m.set(false);
    m.restOnTrigger();
    expect(m.changes).toEqual([true, true]);
  });
});
