/**
 * What an embedded app's frame may do: run scripts with its own origin's storage and cookies,
 * submit forms, and open links in new tabs. No top-level navigation (an app asks the shell to
 * redirect, through an allow list), no modals, no pointer lock, no presentation.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** Powerful features stay off in product areas (they are off for cross-origin frames by default; said explicitly here). */
export const FRAME_ALLOW = "camera 'none'; microphone 'none'; geolocation 'none'; payment 'none'; usb 'none'; display-capture 'none'";
