// The suite's steps for an area pointed at an app team's dev server (src/protocol/app-overrides.md).
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signInThroughPortal } from './browser';

/** One CreateAccessCookie call, as the backend's sink records it. */
export interface AccessRequest {
  client: string;
  impersonateCustomerId: number;
  userId: string;
}

/** The backend's record of every CreateAccessCookie call, of every file running at the time: filter by user. */
export async function accessRequests(): Promise<AccessRequest[]> {
  return (await (await fetch(`${inject('backendOrigins').auth}/__admin/sinks/access-requests`)).json()) as AccessRequest[];
}

/**
 * Signs in at `path` of the demo portal with `?portal-app-override=<prefix>=<origin>`, checks the
 * dialog names the area and the origin (and the parameter has left the address), applies it, and
 * waits for the badge.
 */
export async function signInWithAppOverride(page: Page, path: string, prefix: string, origin: string, userName: RegExp): Promise<void> {
  const address = new URL(path, inject('demoUrl'));
  address.searchParams.set('portal-app-override', `${prefix}=${origin}`);
  await signInThroughPortal(page, address.href, userName);
  const shell = page.locator('portal-shell');
  const dialog = shell.getByRole('alertdialog');
  await expect.poll(() => dialog.textContent()).toMatch(new RegExp(`/${prefix}/.*${origin.replace(/[.]/g, '\\.')}`));
  expect(new URL(page.url()).search).toBe('');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await shell.getByText(`Override: /${prefix}/ → ${origin}`).waitFor();
}
