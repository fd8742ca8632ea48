import { atom } from 'nanostores';
import type { HostParams } from '../config/resolve-environment';
import { takeAddressOverrides } from './access/access';
import { setFramePoolSize, startAppFrames, preconnectToApps } from './frames/frames';
import { loadErrorReportingAfter } from './reporting/reporting';
import { followOpeningView, openingShown } from './opening-view';
import { $basePath, startRouting } from './routing/routing';
import { afterFirstFrame, browserNavigation, $contentPlatformHost } from './platform/platform';
import { startPortal } from './page-start';
import { $session, shellStarted } from './session/session';

let preconnecting: Promise<unknown> | undefined;

/**
 * Page visits are followed from the opening view on (the first visit is that view's page), and
 * never before the first frame, which a reload's opening view is in: their rules are not on the
 * first paint's path, neither their loading nor their first look. A tracker that cannot be loaded
 * only says so.
 */
function trackPageVisitsAfterOpening(): void {
  openingShown()
    .then(afterFirstFrame)
    .then(() => import('./reporting/page-visit-tracking'))
    .then(({ startPageVisitTracking }) => startPageVisitTracking())
    .catch((error: unknown) => console.warn('Page visits could not be followed.', error));
}

/** True once the shell's start threw: the element shows a page to recover from, never nothing. */
export const $shellStartFailed = atom(false);

/** What `<portal-shell>`'s attributes and properties choose. */
export interface ShellSettings {
  /** HostParamsJson: JSON text or an object. */
  hostParams?: HostParams;
  /** Sub-path the host mounts the portal under. */
  basePath?: string | null | undefined;
  /** Embedded in a content-platform (CMS) host. */
  contentPlatform?: boolean | undefined;
  /** How many visited product areas stay alive in hidden frames. */
  framePoolSize?: number | null | undefined;
}

/**
 * Starts everything `<portal-shell>` runs on from its settings, and follows them when they change:
 * the content-platform flag and the frame pool size, the portal (login, definitions), the app overrides the address asks for, routing under
 * `basePath`, the connection to the apps' origin, the frame host and page-visit tracking.
 * Idempotent. Whatever throws here (a browser refusing a history entry, storage of an unexpected
 * shape) is logged and turns into the recovery page.
 */
export function startShell({ hostParams, basePath, contentPlatform = false, framePoolSize }: ShellSettings): void {
  try {
    $contentPlatformHost.set(contentPlatform);
    setFramePoolSize(framePoolSize);
    shellStarted();
    // Error reporting's SDK (its download and evaluation) comes after the area's frame.
    loadErrorReportingAfter(openingShown());
    startPortal(hostParams);
    takeAddressOverrides();
    // On a reload the area's frame is in the first frame anyway: the connection hints come after it.
    if (!preconnecting) {
      preconnecting = ($session.get().revalidating === true ? afterFirstFrame().then(preconnectToApps) : Promise.resolve(preconnectToApps())).catch((error: unknown) =>
        // Only hints: the apps connect without them.
        console.warn("The portal could not hint the apps' connections.", error),
      );
    }
    startRouting(basePath);
    startAppFrames();
    followOpeningView();
    trackPageVisitsAfterOpening();
  } catch (error) {
    console.error('The portal could not start.', error);
    $shellStartFailed.set(true);
  }
}

/** Leaves a shell that could not start for the portal's home page, loaded afresh. */
export function reloadAtHome(): void {
  browserNavigation.assign(`${$basePath.get()}/`);
}
