import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $dirty,
  $navigationPrompt,
  answerNavigation,
  confirmNavigation,
  navigateWithConfirmation,
  NavigationSupersededError,
} from '../../../../../src/stores/platform/navigation-confirmation';

describe('Navigation confirmation: a deferred yes/no answer', () => {
  beforeEach(() => {
    // Settle anything a previous test left waiting, then start clean.
    answerNavigation(false);
    $dirty.set(false);
    $navigationPrompt.set(null);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('without unsaved changes it resolves true at once, without a prompt', async () => {
    await expect(confirmNavigation()).resolves.toBe(true);
    expect($navigationPrompt.get()).toBeNull();
  });

  it('"When dirty state is set, leaving prompts a dialog with Stay or Leave"', () => {
    $dirty.set(true);
    void confirmNavigation();
    expect($navigationPrompt.get()).not.toBeNull();
    answerNavigation(false);
  });

  it.each([
    ['"Leave clears the dirty state": answer Leave -> true, dirty cleared, prompt closed', true, false],
    ['answer Stay -> false, dirty kept, prompt closed', false, true],
  ])('%s', async (_name, leave, dirtyAfter) => {
    $dirty.set(true);
    const answer = confirmNavigation();
    answerNavigation(leave);
    await expect(answer).resolves.toBe(leave);
    expect($dirty.get()).toBe(dirtyAfter);
    expect($navigationPrompt.get()).toBeNull();
  });

  it('an answer without a pending question does nothing', () => {
    $dirty.set(true);
    expect(() => answerNavigation(true)).not.toThrow();
    expect($dirty.get()).toBe(true);
  });

  it('"A different pending navigation rejects the earlier one" with NavigationSupersededError', async () => {
    $dirty.set(true);
    const first = confirmNavigation();
    const firstOutcome = first.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    const firstPrompt = $navigationPrompt.get();
    const second = confirmNavigation();
    const error = await firstOutcome;
    expect(error).toBeInstanceOf(NavigationSupersededError);
    expect((error as Error).name).toBe('NavigationSupersededError');
    // The prompt now belongs to the second navigation.
    expect($navigationPrompt.get()).not.toBeNull();
    expect($navigationPrompt.get()?.id).not.toBe(firstPrompt?.id);
    answerNavigation(true);
    await expect(second).resolves.toBe(true);
  });

  it('navigateWithConfirmation runs the navigation without unsaved changes and resolves true', async () => {
    const navigate = vi.fn();
    await expect(navigateWithConfirmation(navigate)).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('navigateWithConfirmation runs the navigation after Leave, not after Stay', async () => {
    $dirty.set(true);
    const stayNavigate = vi.fn();
    const stay = navigateWithConfirmation(stayNavigate);
    answerNavigation(false);
    await expect(stay).resolves.toBe(false);
    expect(stayNavigate).not.toHaveBeenCalled();

    const leaveNavigate = vi.fn();
    const leave = navigateWithConfirmation(leaveNavigate);
    answerNavigation(true);
    await expect(leave).resolves.toBe(true);
    expect(leaveNavigate).toHaveBeenCalledTimes(1);
  });

  it('a superseded navigation warns and resolves false', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    $dirty.set(true);
    const navigate = vi.fn();
    const superseded = navigateWithConfirmation(navigate);
    const newer = confirmNavigation();
    await expect(superseded).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.some((arg) => arg instanceof NavigationSupersededError)).toBe(true);
    answerNavigation(false);
    await expect(newer).resolves.toBe(false);
  });

  it('a navigate callback that throws is logged as a warning and resolves false', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('router broke');
    await expect(
      navigateWithConfirmation(() => {
        throw failure;
      }),
    ).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(failure);
  });

  it('a navigate callback that rejects is logged as a warning and resolves false', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(navigateWithConfirmation(() => Promise.reject(new Error('async router broke')))).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
