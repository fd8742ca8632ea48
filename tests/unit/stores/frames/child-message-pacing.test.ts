import { describe, expect, it } from 'vitest';
import { coalesceReport, FLOOD_BUDGET, paceMessage, reportToApply, type FramePacing } from '../../../../src/stores/frames/child-message-pacing';

/** Sends `count` messages of `type` at `now`, from `pacing`; the verdicts and the last state. */
function send(count: number, type: Parameters<typeof paceMessage>[1], now: number, pacing?: FramePacing) {
  const verdicts: string[] = [];
  let warnings = 0;
  let state = pacing;
  for (let i = 0; i < count; i += 1) {
    const result = paceMessage(state, type, now);
    state = result.pacing;
    verdicts.push(result.pace);
    if (result.warn) warnings += 1;
  }
  return { verdicts, warnings, pacing: state! };
}

describe('a frame’s budget', () => {
  it('is 100 messages a second', () => {
    expect(FLOOD_BUDGET).toEqual({ messages: 100, windowMs: 1000 });
  });

  it('within it every message is acted on, and nobody is warned', () => {
    const { verdicts, warnings } = send(100, 'childClick', 5000);
    expect(new Set(verdicts)).toEqual(new Set(['act']));
    expect(warnings).toBe(0);
  });

  it('beyond it other messages are dropped, and the frame is warned about once', () => {
    const { verdicts, warnings } = send(2000, 'childClick', 5000);
    expect(verdicts.filter((verdict) => verdict === 'act')).toHaveLength(100);
    expect(verdicts.slice(100).every((verdict) => verdict === 'drop')).toBe(true);
    expect(warnings).toBe(1);
  });

  it.each(['childUrlChanged', 'dirtyStateChanged'] as const)('beyond it %s is never dropped: only its last value counts', (type) => {
    const { verdicts } = send(101, type, 5000);
    expect(verdicts[100]).toBe('keep-last');
  });

  it('a new window starts a full second after the first message of the last one', () => {
    const spent = send(101, 'childReady', 5000).pacing;
    expect(paceMessage(spent, 'childReady', 5999).pace).toBe('drop');
    const next = paceMessage(spent, 'childReady', 6000);
    expect(next.pace).toBe('act');
    expect(next.pacing).toEqual({ windowStart: 6000, count: 1, warned: true });
  });

  it('a frame that floods again in a later window is not warned again', () => {
    const first = send(101, 'childClick', 0);
    const again = send(101, 'childClick', 1000, first.pacing);
    expect(again.verdicts[100]).toBe('drop');
    expect(again.warnings).toBe(0);
  });

  it('a clock that went back starts a new window rather than throttling for ever', () => {
    const spent = send(101, 'childClick', 5000).pacing;
    expect(paceMessage(spent, 'childClick', 10).pace).toBe('act');
  });

  it('takes another budget', () => {
    const { verdicts } = send(3, 'childClick', 0, undefined);
    expect(verdicts).toEqual(['act', 'act', 'act']);
    const tight = paceMessage(paceMessage(undefined, 'childClick', 0, { messages: 1, windowMs: 10 }).pacing, 'childClick', 5, { messages: 1, windowMs: 10 });
    expect(tight.pace).toBe('drop');
  });
});

describe('URL reports within one animation frame', () => {
  it('the last one wins, measured against the address of the first', () => {
    let pending = coalesceReport(undefined, '/dash/a', '/dash/start');
    for (let i = 0; i < 2000; i += 1) pending = coalesceReport(pending, `/dash/a?i=${i}`, `/dash/elsewhere-${i}`);
    expect(pending).toEqual({ path: '/dash/a?i=1999', from: '/dash/start' });
  });

  it('apply when the frame is on screen and the shell is still where it was', () => {
    expect(reportToApply({ path: '/dash/b', from: '/dash/a' }, true, '/dash/a')).toBe('/dash/b');
  });

  it('apply nothing when the frame left the screen, the shell moved meanwhile, or is there already', () => {
    expect(reportToApply({ path: '/dash/b', from: '/dash/a' }, false, '/dash/a')).toBeNull();
    expect(reportToApply({ path: '/dash/b', from: '/dash/a' }, true, '/dash/clicked')).toBeNull();
    expect(reportToApply({ path: '/dash/a', from: '/dash/a' }, true, '/dash/a')).toBeNull();
  });
});
