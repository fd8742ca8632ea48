import type { ReadableAtom } from 'nanostores';
import { emitFrom } from '../../src/components/portal-events';
import { $originRefused } from '../../src/stores/platform/platform';

/** The message of the `portal-part-error` that says the host page's origin is not allowed. */
const ORIGIN_NOT_ALLOWED_MESSAGE = 'The portal is not available on this site: its origin is not allowed.';

/**
 * Dispatches `portal-part-error` with reason `origin-not-allowed` from `host` once the portal's
 * backend has refused the page's origin (at once when it already has). Returns the function that
 * stops following.
 */
export function reportOriginRefusal(host: Element): () => void {
  let reported = false;
  return $originRefused.subscribe((refused) => {
    if (!refused || reported) return;
    reported = true;
    emitFrom(host, 'portal-part-error', { message: ORIGIN_NOT_ALLOWED_MESSAGE, reason: 'origin-not-allowed' });
  });
}

/** The message of the `portal-part-error` that says the visitor is not signed in to the portal. */
const SIGNED_OUT_MESSAGE = 'The visitor is not signed in to the portal.';

/**
 * Dispatches `portal-part-error` with reason `signed-out` from `host` each time `signedOut` turns
 * true (the element then offers Sign in, which comes back to the page). Returns the function that
 * stops following.
 */
export function reportSignedOut(host: Element, signedOut: ReadableAtom<boolean>): () => void {
  let before = false;
  return signedOut.subscribe((now) => {
    if (now && !before) emitFrom(host, 'portal-part-error', { message: SIGNED_OUT_MESSAGE, reason: 'signed-out' });
    before = now;
  });
}
