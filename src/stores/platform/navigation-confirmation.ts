import { atom } from 'nanostores';

/** Unsaved changes somewhere in the portal. */
export const $dirty = atom(false);

/** The question on screen, when a navigation waits for Stay or Leave. */
export const $navigationPrompt = atom<{ id: number } | null>(null);

/** A newer navigation took the place of one that was still waiting for an answer. */
export class NavigationSupersededError extends Error {
  constructor() {
    super('A newer navigation replaced this one');
    this.name = 'NavigationSupersededError';
  }
}

let pending: { id: number; resolve: (leave: boolean) => void; reject: (error: Error) => void } | null = null;
let nextId = 1;

/**
 * The deferred yes/no answer of true at once without unsaved changes; otherwise the
 * Stay / Leave dialog decides. A newer call rejects the earlier one with {@link NavigationSupersededError}.
 */
export function confirmNavigation(): Promise<boolean> {
  if (!$dirty.get()) return Promise.resolve(true);
  pending?.reject(new NavigationSupersededError());
  return new Promise<boolean>((resolve, reject) => {
    // Stryker disable next-line UpdateOperator: nothing reads the id (the dialog shows while a prompt is set); counting down keeps ids distinct too
    const id = nextId++;
    pending = { id, resolve, reject };
    $navigationPrompt.set({ id });
  });
}

/** The user's answer: Leave (true) clears the unsaved changes; Stay (false) keeps them. */
export function answerNavigation(leave: boolean): void {
  const current = pending;
  if (!current) return;
  pending = null;
  $navigationPrompt.set(null);
  if (leave) $dirty.set(false);
  current.resolve(leave);
}

/**
 * Runs `navigate` when the user confirms leaving. A superseded or failing navigation is logged
 * as a warning, never thrown at the caller.
 */
export async function navigateWithConfirmation(navigate: () => void | Promise<void>): Promise<boolean> {
  try {
    if (!(await confirmNavigation())) return false;
    await navigate();
    return true;
  } catch (error) {
    console.warn('Navigation did not happen:', error);
    return false;
  }
}
