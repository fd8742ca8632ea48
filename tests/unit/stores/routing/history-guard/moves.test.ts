import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guardedTabAt, routingHarness } from '../routing-kit';

// Back and forward through the tab's history, one move after another: what the guard remembers
// between moves (where it stands, its own undoing, the one move Leave let through), and that the
// end of a page leaves nothing of it behind.

let routing: Awaited<ReturnType<typeof guardedTabAt>>['routing'];
let resetStores: Awaited<ReturnType<typeof guardedTabAt>>['resetStores'];
let confirmation: Awaited<ReturnType<typeof guardedTabAt>>['confirmation'];
let guard: Awaited<ReturnType<typeof guardedTabAt>>['guard'];

// The tab fires popstate from a timer; the stores' unmount, a second after their last listener
// goes, never comes within these tests' few milliseconds.
beforeEach(async () => {
  ({ routing, resetStores, confirmation, guard } = await guardedTabAt('http://portal.test/', 'all'));
});
routingHarness();

/** Lets the tab's pending moves land, and what they set off. */
const tick = () => vi.advanceTimersByTimeAsync(1);
const asked = () => confirmation.$navigationPrompt.get() !== null;

/** Unsaved changes reported, then back one entry as the browser's button goes, and what that sets off. */
async function backWithUnsavedChanges(): Promise<void> {
  confirmation.$dirty.set(true);
  history.back();
  await tick();
}

/** The tab's address and the portal's path are both `path`. */
function expectAt(path: string): void {
  expect(location.pathname).toBe(path);
  expect(routing.$portalPath.get()).toBe(path);
}

/** Routing at '/', then '/a' and '/b' opened: three entries, on the last. */
function onThirdEntry(): void {
  routing.startRouting();
  routing.openPath('/a');
  routing.openPath('/b');
}

describe('moves one after another', () => {
  it('after Stay, the next back away from the unsaved changes asks again', async () => {
    onThirdEntry();
    await backWithUnsavedChanges();
    expect(asked()).toBe(true);
    confirmation.answerNavigation(false);
    await tick();
    expect(location.pathname).toBe('/b');
    history.back();
    await tick();
    expect(asked()).toBe(true);
    await tick();
    expectAt('/b');
  });

  it('a back let through without unsaved changes is where the next guarded move is measured from', async () => {
    onThirdEntry();
    history.back();
    await tick();
    expect(routing.$portalPath.get()).toBe('/a');
    await backWithUnsavedChanges();
    expect(asked()).toBe(true);
    confirmation.answerNavigation(false);
    await tick();
    expectAt('/a');
  });

  it('Leave makes the move, once: a later move away from new unsaved changes asks again', async () => {
    onThirdEntry();
    await backWithUnsavedChanges();
    confirmation.answerNavigation(true);
    await tick();
    await tick();
    expectAt('/a');
    await backWithUnsavedChanges();
    expect(asked()).toBe(true);
    await tick();
    expect(location.pathname).toBe('/a');
  });

  it('the move Leave confirmed lands even when new unsaved changes come before it does', async () => {
    onThirdEntry();
    await backWithUnsavedChanges();
    confirmation.answerNavigation(true);
    // An app reports unsaved changes again while the tab is still on its way.
    await Promise.resolve();
    confirmation.$dirty.set(true);
    await tick();
    await tick();
    expect(asked()).toBe(false);
    expectAt('/a');
  });

  it('a guarded move and its undoing reach no other listener of the tab (the host page’s, the router’s)', async () => {
    onThirdEntry();
    let heard = 0;
    addEventListener('popstate', () => (heard += 1));
    await backWithUnsavedChanges();
    confirmation.answerNavigation(false);
    await tick();
    expect(location.pathname).toBe('/b');
    expect(heard).toBe(0);
  });

  it('a guarded back overtaken by another navigation is dropped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onThirdEntry();
    await backWithUnsavedChanges();
    const later = routing.navigate('/c');
    await tick();
    expect(warn).toHaveBeenCalledWith('Navigation did not happen:', expect.any(confirmation.NavigationSupersededError));
    confirmation.answerNavigation(false);
    await expect(later).resolves.toBe(false);
    expect(location.pathname).toBe('/b');
  });
});

describe('the end of the page (the stores’ reset)', () => {
  it('no entry is numbered before the guard starts, nor after the page ends', () => {
    expect(guard.currentEntry()).toBe(-1);
    onThirdEntry();
    expect(guard.currentEntry()).toBe(2);
    resetStores();
    expect(guard.currentEntry()).toBe(-1);
  });

  it('back with unsaved changes is no longer guarded', async () => {
    onThirdEntry();
    resetStores();
    await backWithUnsavedChanges();
    expect(asked()).toBe(false);
    expect(location.pathname).toBe('/a');
  });

  it('a new start guards its very first move', async () => {
    onThirdEntry();
    resetStores();
    routing.startRouting();
    await backWithUnsavedChanges();
    expect(asked()).toBe(true);
    confirmation.answerNavigation(false);
    await tick();
    expectAt('/b');
  });
});
