import { atom } from 'nanostores';
import type { HostParams } from '../config/resolve-environment';
import { startAppFrames } from './app-frames';
import { preconnectToApps } from './apps-preconnect';
import { startPageVisitTracking } from './page-visit-tracking';
import { browserNavigation } from './browser-navigation';
import { startPortal } from './portal-startup';
import { $basePath, startRouting } from './routing';

let preconnecting: (() => void) | undefined;

/** True once the shell's start threw: the element shows a page to recover from, never nothing. */
export const $shellStartFailed = atom(false);

/**
 * Starts everything `<portal-shell>` runs on: the portal (login, definitions), routing under
 * `basePath`, the connection to the apps' origin, the frame host and page-visit tracking. Idempotent. Whatever throws here (a browser refusing a history
 * entry, storage of an unexpected shape) is logged and turns into the recovery page.
 */
export function startShell(hostParams: HostParams, basePath: string | null | undefined): void {
  try {
    startPortal(hostParams);
    if (!preconnecting) preconnecting = preconnectToApps();
    startRouting(basePath);
    startAppFrames();
    startPageVisitTracking();
  } catch (error) {
    console.error('The portal could not start.', error);
    $shellStartFailed.set(true);
  }
}

/** Leaves a shell that could not start for the portal's home page, loaded afresh. */
export function reloadAtHome(): void {
  browserNavigation.assign(`${$basePath.get()}/`);
}
