import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NavigationConfirmation from '../../../../../src/stores/platform/navigation-confirmation';

// Two navigations waiting for one Stay / Leave question: the newer one takes its place, and the
// older one ends quietly, with a warning that says why.

let confirmation: typeof NavigationConfirmation;

beforeEach(async () => {
  vi.resetModules();
  confirmation = await import('../../../../../src/stores/platform/navigation-confirmation');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a navigation overtaken by a newer one', () => {
  it('does not happen, resolves false, and is logged as replaced', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    confirmation.$dirty.set(true);
    const first = vi.fn();
    const second = vi.fn();
    const older = confirmation.navigateWithConfirmation(first);
    const newer = confirmation.navigateWithConfirmation(second);
    await expect(older).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'Navigation did not happen:',
      expect.objectContaining({ name: 'NavigationSupersededError', message: 'A newer navigation replaced this one' }),
    );
    confirmation.answerNavigation(true);
    await expect(newer).resolves.toBe(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
