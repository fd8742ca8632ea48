// Warnings (failures the portal recovered from) reach the error reporting like errors do: kept
// until the SDK has loaded, then sent at the warning level; nothing is kept once it cannot load.
// The SDK itself is never started: its vendor module is replaced by spies.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Sdk from '../../../../../src/services/error-reporting/sdk';

const sentry = await vi.hoisted(async () => (await import('../../../sentry-stand-in')).sentryStandIn());
vi.mock('@sentry/browser', () => sentry);

async function errorReporting() {
  vi.resetModules();
  const module = await import('../../../../../src/stores/reporting/error-reporting');
  vi.stubGlobal('addEventListener', vi.fn());
  vi.stubGlobal('removeEventListener', vi.fn());
  const fake = { startSdk: vi.fn(), report: vi.fn(), reportWarning: vi.fn() };
  const load = vi.spyOn(module.loadSdk, 'load').mockResolvedValue(fake as unknown as typeof Sdk);
  vi.useFakeTimers();
  /** Starts reporting and lets the idle moment pass. */
  const start = async () => {
    const started = module.startErrorReporting();
    await vi.advanceTimersByTimeAsync(1);
    await started;
  };
  return { ...module, fake, load, start };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reportWarning', () => {
  it('before the SDK has loaded, warnings are kept and sent as warnings, in order, once it has', async () => {
    const s = await errorReporting();
    const first = new Error('a part could not load');
    const second = new Error('another part could not load');
    expect(() => s.reportWarning(first)).not.toThrow();
    s.reportWarning(second);
    expect(s.fake.reportWarning).not.toHaveBeenCalled();
    await s.start();
    expect(s.fake.reportWarning.mock.calls.map(([error]) => error)).toEqual([first, second]);
    expect(s.fake.report).not.toHaveBeenCalled();
  });

  it('once the SDK has loaded, a warning is sent at once', async () => {
    const s = await errorReporting();
    await s.start();
    const warning = new Error('recovered');
    s.reportWarning(warning);
    expect(s.fake.reportWarning).toHaveBeenCalledWith(warning);
    expect(s.fake.reportWarning).toHaveBeenCalledTimes(1);
  });

  it('after the SDK failed to load, warnings are neither sent nor thrown', async () => {
    const s = await errorReporting();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    s.load.mockRejectedValueOnce(new Error('chunk failed'));
    await s.start();
    expect(() => s.reportWarning(new Error('dropped'))).not.toThrow();
    await s.startErrorReporting();
    expect(s.fake.reportWarning).not.toHaveBeenCalled();
  });
});

describe('loading the SDK', () => {
  it('the failure is told in the console with its cause', async () => {
    const s = await errorReporting();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cause = new Error('chunk failed');
    s.load.mockRejectedValueOnce(cause);
    await s.start();
    expect(warn).toHaveBeenCalledWith('Error reporting could not be loaded.', cause);
  });

  it('loadSdk.load loads the SDK module, with what the store calls', async () => {
    vi.resetModules();
    const { loadSdk } = await import('../../../../../src/stores/reporting/error-reporting');
    const module = await loadSdk.load();
    expect(module.startSdk).toBeTypeOf('function');
    expect(module.report).toBeTypeOf('function');
    expect(module.reportWarning).toBeTypeOf('function');
  });
});

describe('after the SDK failed to load', () => {
  /** Node's garbage collector, made callable for this test file (V8 exposes it to contexts made after the flag). */
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;

  /** Whether an error given to `keep` is still held by someone once the test let go of it. */
  async function stillHeld(keep: (value: object) => void): Promise<boolean> {
    const held = (() => {
      const value = new Error('reported after the failure');
      keep(value);
      return new WeakRef(value);
    })();
    // A WeakRef keeps its target until the job that read it has ended: collect in a later task.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    return held.deref() !== undefined;
  }

  it('errors and warnings reported later are not kept: nothing would ever send them', async () => {
    const s = await errorReporting();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    s.load.mockRejectedValueOnce(new Error('chunk failed'));
    await s.start();
    vi.useRealTimers();
    expect(await stillHeld((error) => s.reportError(error))).toBe(false);
    expect(await stillHeld((error) => s.reportWarning(error))).toBe(false);
  });

  it('(the check itself) a report made before the SDK has loaded is kept', async () => {
    const s = await errorReporting();
    vi.useRealTimers();
    expect(await stillHeld((error) => s.reportError(error))).toBe(true);
    expect(await stillHeld((error) => s.reportWarning(error))).toBe(true);
  });
});
