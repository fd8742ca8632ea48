// Which Server-Timing names the page's own document response carries, and the one that marks a load for profiling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentServerTiming, mayProfile, PROFILING_MARK } from '../../../../src/services/error-reporting/profiling-mark';

beforeEach(() => {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('documentServerTiming', () => {
  it('gives the Server-Timing names of the navigation entry, in order', () => {
    vi.mocked(performance.getEntriesByType).mockReturnValue([{ serverTiming: [{ name: 'cache' }, { name: 'js-profiling' }] }] as unknown as PerformanceEntryList);
    expect(documentServerTiming()).toEqual(['cache', 'js-profiling']);
    expect(performance.getEntriesByType).toHaveBeenCalledWith('navigation');
  });

  it('gives none without a navigation entry, or one without Server-Timing', () => {
    expect(documentServerTiming()).toEqual([]);
    vi.mocked(performance.getEntriesByType).mockReturnValue([{}] as unknown as PerformanceEntryList);
    expect(documentServerTiming()).toEqual([]);
  });

  it('gives none where there is no performance timeline (outside a browser)', () => {
    vi.stubGlobal('performance', undefined);
    expect(documentServerTiming()).toEqual([]);
    vi.stubGlobal('performance', { now: () => 0 });
    expect(documentServerTiming()).toEqual([]);
  });
});

describe('mayProfile', () => {
  it('only the exact mark counts', () => {
    expect(PROFILING_MARK).toBe('js-profiling');
    expect(mayProfile(['js-profiling'])).toBe(true);
    expect(mayProfile(['js-profiling-x', 'JS-PROFILING'])).toBe(false);
    expect(mayProfile([])).toBe(false);
  });
});
