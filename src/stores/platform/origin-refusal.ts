import { atom } from 'nanostores';
import { onStoreReset } from '../store-reset';

/**
 * True once the portal's backend refused this page's origin (CORS): nothing of the portal works
 * here until the origin is allowed, and signing in would not change that.
 */
export const $originRefused = atom(false);

/** What the host's developer reads in the console: the page's origin and the setting that admits it. */
export function originRefusedMessage(pageOrigin: string): string {
  return (
    `Portal Shell: the portal's backend does not allow this page's origin (${pageOrigin}), so its elements are not available here. ` +
    'Add the origin to PORTAL_ALLOWED_ORIGINS for the local backend, or to the identity provider\'s allowed origins in production.'
  );
}

/** Records the refusal; the console hears of it once per page, however many calls were refused. */
export function noteOriginRefused(): void {
  if ($originRefused.get()) return;
  $originRefused.set(true);
  console.warn(originRefusedMessage(typeof location === 'undefined' ? 'unknown' : location.origin));
}

onStoreReset('session', () => $originRefused.set(false));
