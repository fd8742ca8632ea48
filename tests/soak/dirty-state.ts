import type { Page } from 'playwright-core';
import { activeAppFrame, appFrame } from './shell-actions';
import { snapshot } from './shell-probe';

/** Unsaved work the soak typed into an app, and the marker left in that frame's window. */
export interface DirtyWork {
  prefix: string;
  marker: string;
  notes: string;
}

let counter = 0;

/**
 * Types into the sample app's Notes field on screen (the app then tells the shell it is dirty)
 * and leaves a marker in the frame's window, so a reload or a replaced frame shows. Null when no
 * app is on screen and ready.
 */
export async function makeDirty(page: Page): Promise<DirtyWork | null> {
  const frame = await activeAppFrame(page);
  const shot = await snapshot(page);
  if (!frame || !shot.activeApp) return null;
  counter += 1;
  const work = { prefix: shot.activeApp, marker: `soak-${counter}`, notes: `unsaved note ${counter}` };
  await frame.locator('#notes').fill(work.notes);
  await frame.evaluate(`window.__soakMarker = ${JSON.stringify(work.marker)}`);
  // The app's dirtyStateChanged crosses to the shell as a message: give it the moment a person would.
  await page.waitForTimeout(150);
  return work;
}

/** Saves the work in the app (it tells the shell it is clean again). */
export async function saveWork(page: Page, work: DirtyWork): Promise<boolean> {
  const frame = await appFrame(page, work.prefix);
  if (!frame) return false;
  await frame.getByRole('button', { name: 'Save' }).click();
  await frame.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor({ timeout: 5_000 });
  await page.waitForTimeout(100);
  return true;
}

/**
 * Why the work is gone, or null when it is still on screen in the same frame: the app is the one
 * shown, its window still carries the marker (not reloaded, not replaced) and the Notes field
 * still holds the text.
 */
export async function workLost(page: Page, work: DirtyWork): Promise<string | null> {
  const shot = await snapshot(page);
  if (!shot.onPortal) return `the portal left the page (${page.url()})`;
  if (shot.view !== 'app' || shot.activeApp !== work.prefix) return `the shell shows ${shot.view}${shot.activeApp ? ` ${shot.activeApp}` : ''} at ${shot.path}, not the dirty app ${work.prefix}`;
  const frame = await appFrame(page, work.prefix);
  if (!frame) return `the frame of ${work.prefix} is gone`;
  const kept = (await frame.evaluate(
    `({ marker: window.__soakMarker ?? null, notes: document.querySelector('#notes')?.value ?? null })`,
  )) as { marker: string | null; notes: string | null };
  if (kept.marker !== work.marker) return `the frame of ${work.prefix} was reloaded or replaced (marker ${kept.marker ?? 'missing'})`;
  if (kept.notes !== work.notes) return `the notes in ${work.prefix} changed to "${kept.notes}"`;
  return null;
}
