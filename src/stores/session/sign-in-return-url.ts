import { CHAT_TRIP_PARAMETER } from './sign-in-return-params';

/** Where the identity server sends a person back to after signing in, and what they were on. */
export interface SignInReturn {
  /** The `returnurl` given to the identity server. */
  returnUrl: string;
  /** The `initialurl` it carries: the page (path, query, fragment) to restore. */
  initialUrl: string;
  /**
   * True when the page is on the origin the environment's return URL names (the portal's own page,
   * or a host that configured its own return URL): such a page may send a first visitor to sign in
   * by itself. Any other host page offers a Sign in instead of leaving the host unasked.
   */
  ownPage: boolean;
}

/**
 * Works out the return from the identity server for a page: the configured return URL when it is on the page's origin (as before), else the
 * page itself, so that a person signing in from a host site comes back to that site and not to
 * the portal's address. The identity server still decides whether it trusts that origin.
 */
export function signInReturn(configuredReturnUrl: string, pageHref: string | null): SignInReturn {
  if (pageHref === null) return { returnUrl: configuredReturnUrl, initialUrl: '/', ownPage: true };
  const page = new URL(pageHref);
  // Left over from an earlier return: the portal reads and removes these, they are never the page.
  page.searchParams.delete('fromauth');
  page.searchParams.delete('initialurl');
  page.searchParams.delete(CHAT_TRIP_PARAMETER);
  const initialUrl = `${page.pathname}${page.search}${page.hash}`;
  let configuredOrigin: string | null;
  try {
    configuredOrigin = new URL(configuredReturnUrl).origin;
  } catch {
    configuredOrigin = null;
  }
  if (configuredOrigin === page.origin) return { returnUrl: configuredReturnUrl, initialUrl, ownPage: true };
  page.hash = '';
  return { returnUrl: page.href, initialUrl, ownPage: false };
}
