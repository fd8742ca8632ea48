import type { ChildToShellEnvelope } from '../../protocol/client';

/*
 * How much work an app's messages may cost the shell: pure rules, tested in Node. A URL report
 * only needs its last value, so the reports of one animation frame become one address change; a
 * frame that sends more than its budget is throttled: what only needs its last value is kept
 * (the address, the unsaved-work flag), anything else is dropped until its next window.
 */

type ChildMessageType = ChildToShellEnvelope['type'];

/** A frame may send this many messages per window before it is throttled. */
export interface FloodBudget {
  messages: number;
  windowMs: number;
}

/** 100 messages a second: far above what an app's navigation, clicks and typing send. */
export const FLOOD_BUDGET: FloodBudget = { messages: 100, windowMs: 1000 };

/** One frame's count in its current window, and whether its team was told it floods. */
export interface FramePacing {
  windowStart: number;
  count: number;
  warned: boolean;
}

/** `act`: handle it now; `keep-last`: only its last value counts, applied at the next frame; `drop`: ignore it. */
export type Pace = 'act' | 'keep-last' | 'drop';

/** Messages whose last value is all that matters: never dropped when throttled, only coalesced. */
const LAST_VALUE_ONLY: ReadonlySet<ChildMessageType> = new Set(['childUrlChanged', 'dirtyStateChanged']);

/**
 * Counts one message of a frame at `now` (ms) against its budget. Within it: `act`. Beyond it:
 * `keep-last` for the address and the unsaved-work flag, `drop` for anything else; `warn` is true
 * the first time the frame goes beyond its budget on this page.
 */
export function paceMessage(
  pacing: FramePacing | undefined,
  type: ChildMessageType,
  now: number,
  budget: FloodBudget = FLOOD_BUDGET,
): { pacing: FramePacing; pace: Pace; warn: boolean } {
  const fresh = pacing === undefined || now - pacing.windowStart >= budget.windowMs || now < pacing.windowStart;
  const next: FramePacing = fresh
    ? { windowStart: now, count: 1, warned: pacing?.warned ?? false }
    : { ...pacing, count: pacing.count + 1 };
  if (next.count <= budget.messages) return { pacing: next, pace: 'act', warn: false };
  return { pacing: { ...next, warned: true }, pace: LAST_VALUE_ONLY.has(type) ? 'keep-last' : 'drop', warn: !next.warned };
}

/** A URL report waiting for the next animation frame. */
export interface PendingReport {
  /** The shell path the app reported last. */
  path: string;
  /** The shell's address when the first report of this frame came: it applies only if nothing moved the shell since. */
  from: string;
}

/** A report coming while another waits: the last one wins, measured against the address of the first. */
export function coalesceReport(pending: PendingReport | undefined, path: string, here: string): PendingReport {
  return { path, from: pending?.from ?? here };
}

/**
 * At the animation frame: the path to open for a waiting report, or null when the frame is no
 * longer on screen, the shell moved elsewhere meanwhile (the person's navigation wins over an
 * older report), or the shell is already there.
 */
export function reportToApply(pending: PendingReport, onScreen: boolean, here: string): string | null {
  if (!onScreen || here !== pending.from || pending.path === here) return null;
  return pending.path;
}
