// lazyPart's loading rules, without a DOM: a failed load never sticks and a preload never rejects.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../../src/components/lazy-part';

const Part = () => null;

describe('lazyPart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the code once when it loads', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const part = lazyPart(load);
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload resolves with a warning, and the next attempt loads again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/part-old.js');
    const load = vi.fn<() => Promise<typeof Part>>().mockRejectedValueOnce(failure).mockResolvedValue(Part);
    const part = lazyPart(load);
    await expect(part.preload()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.any(String), failure);
    await part.preload();
    await part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('reportWarning (a part that could not be loaded)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is queued until the SDK loads, in order with errors, then sent at the warning level', async () => {
    vi.resetModules();
    vi.stubGlobal('addEventListener', vi.fn());
    vi.stubGlobal('removeEventListener', vi.fn());
    const reporting = await import('../../../src/stores/reporting/error-reporting');
    const sent: string[] = [];
    const fake = { startSdk: vi.fn(), report: vi.fn(() => sent.push('error')), reportWarning: vi.fn(() => sent.push('warning')) };
    vi.spyOn(reporting.loadSdk, 'load').mockResolvedValue(fake as never);
    vi.useFakeTimers();
    const chunk = new TypeError('Failed to fetch dynamically imported module');
    reporting.reportWarning(chunk);
    reporting.reportError('later');
    const started = reporting.startErrorReporting();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(sent).toEqual(['warning', 'error']);
    expect(fake.reportWarning).toHaveBeenCalledWith(chunk);
    reporting.reportWarning('after start');
    expect(fake.reportWarning).toHaveBeenLastCalledWith('after start');
  });
});
