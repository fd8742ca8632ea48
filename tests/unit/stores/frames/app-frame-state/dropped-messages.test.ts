import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FrameState from '../../../../../src/stores/frames/app-frame-state';

describe('messages the shell drops', () => {
  let state: typeof FrameState;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    vi.resetModules();
    state = await import('../../../../../src/stores/frames/app-frame-state');
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('are counted by reason', () => {
    state.countDrop('malformed');
    state.countDrop('malformed');
    state.countDrop('unknown-source');
    expect(state.$droppedMessages.get()).toEqual({ 'unknown-source': 1, 'wrong-origin': 0, malformed: 2, 'redirect-not-allowed': 0, flooding: 0 });
  });

  it.each([
    ['wrong-origin', 'another origin'],
    ['malformed', 'no protocol message'],
    ['redirect-not-allowed', 'outside the identity server and the portal'],
  ] as const)("tell the app's team about the first %s drop of the page, once", (reason, words) => {
    state.countDrop(reason);
    // Told at the first drop itself, not only once a second one comes.
    expect(warn).toHaveBeenCalledTimes(1);
    state.countDrop(reason);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(words);
  });

  it('say nothing of messages from windows that are no app frame', () => {
    state.countDrop('unknown-source');
    expect(warn).not.toHaveBeenCalled();
  });
});
