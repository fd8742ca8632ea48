// The login refresh's timer on its own, on fake time: what it runs is a spy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoginRefreshTimer, stopLoginRefresh } from '../../../../src/stores/session/login-refresh-timer';
import { resetStores } from '../../../../src/stores/store-reset';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  stopLoginRefresh();
  vi.useRealTimers();
});

describe('the login refresh timer', () => {
  it('runs the refresh every 50 000 ms, not at 49 999', () => {
    const refresh = vi.fn();
    startLoginRefreshTimer(refresh);
    vi.advanceTimersByTime(49_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('a second start restarts the interval from then, and only the new refresh runs', () => {
    const first = vi.fn();
    const second = vi.fn();
    startLoginRefreshTimer(first);
    vi.advanceTimersByTime(30_000);
    startLoginRefreshTimer(second);
    vi.advanceTimersByTime(49_999);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops on stopLoginRefresh and on a reset of the session (a new page); stopping twice is harmless', () => {
    const refresh = vi.fn();
    startLoginRefreshTimer(refresh);
    stopLoginRefresh();
    stopLoginRefresh();
    vi.advanceTimersByTime(200_000);
    expect(refresh).not.toHaveBeenCalled();
    startLoginRefreshTimer(refresh);
    resetStores({ only: ['session'] });
    vi.advanceTimersByTime(200_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
