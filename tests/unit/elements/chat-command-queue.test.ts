import { describe, expect, it, vi } from 'vitest';
import { isLoadedQueue, replayQueue, runCommand, type ChatCommandHandlers } from '../../../elements/internal/chat-command-queue';

/** Handlers that write down what they were asked, in order. */
function recorder() {
  const calls: unknown[][] = [];
  const handlers: ChatCommandHandlers = {
    open: () => calls.push(['open']),
    close: () => calls.push(['close']),
    on: (name, listener) => calls.push(['on', name, listener]),
  };
  return { calls, handlers };
}

describe('window.portalChat: the calls a page makes before and after the loader', () => {
  it('replays the calls queued before the loader ran, in the order they were pushed', () => {
    const { calls, handlers } = recorder();
    const listener = () => {};
    const queued: unknown[] = [];
    queued.push(['on', 'portal-chat-open', listener]);
    queued.push(['open']);
    queued.push(['close'], ['open']);
    replayQueue(queued, handlers);
    expect(calls).toEqual([['on', 'portal-chat-open', listener], ['open'], ['close'], ['open']]);
  });

  it('then runs each push at once, and answers how many calls it was given', () => {
    const { calls, handlers } = recorder();
    const queue = replayQueue([['open']], handlers);
    expect(calls).toEqual([['open']]);
    expect(queue.push(['close'], ['open'])).toBe(2);
    expect(calls).toEqual([['open'], ['close'], ['open']]);
  });

  it('starts with nothing to replay when the page queued nothing', () => {
    const { calls, handlers } = recorder();
    replayQueue(undefined, handlers).push(['open']);
    expect(calls).toEqual([['open']]);
  });

  it('rejects an unknown command with a console error, not a throw, and runs the calls after it', () => {
    const { calls, handlers } = recorder();
    const report = vi.fn();
    expect(() => replayQueue([['opne'], 'open', [], [42], ['toString'], ['open']], handlers, report)).not.toThrow();
    expect(calls).toEqual([['open']]);
    expect(report).toHaveBeenCalledTimes(5);
    expect(report.mock.calls[0]![0]).toMatch(/unknown command "opne"; known: open, close, on/);
  });

  it('reports a command that throws on the console and goes on', () => {
    const { calls, handlers } = recorder();
    const report = vi.fn();
    handlers.on = () => {
      throw new TypeError('"on" takes an event name and a function');
    };
    replayQueue([['on', 42], ['open']], handlers, report);
    expect(calls).toEqual([['open']]);
    expect(report).toHaveBeenCalledWith('portalChat: the command "on" failed.', expect.any(TypeError));
  });

  it('uses console.error by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      runCommand(recorder().handlers, ['nope']);
      expect(error).toHaveBeenCalledOnce();
    } finally {
      error.mockRestore();
    }
  });

  it('knows its own queue from a page array, so a second loader leaves it alone', () => {
    expect(isLoadedQueue(replayQueue([], recorder().handlers))).toBe(true);
    expect(isLoadedQueue([])).toBe(false);
    expect(isLoadedQueue(undefined)).toBe(false);
    expect(isLoadedQueue({ loaded: 'yes' })).toBe(false);
  });
});
