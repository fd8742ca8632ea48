/**
 * Leaving the portal for another address (sign-out redirects). One place, so tests can watch it
 * and so nothing else in the stores touches `location` directly.
 */
export const browserNavigation = {
  /** Sends the top-level page to `url`. */
  assign(url: string): void {
    location.assign(url);
  },
  /** The current page's whole address (null outside a browser), to come back to after signing in. */
  currentHref(): string | null {
    return typeof location === 'undefined' ? null : location.href;
  },
  /** The current page address, to come back to after signing in again. */
  currentUrl(): string {
    return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}${location.hash}`;
  },
};
