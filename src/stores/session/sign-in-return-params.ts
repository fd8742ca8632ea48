/** The query parameters a return from the identity server adds to the page's address. */
const SIGN_IN_RETURN_PARAMETERS = ['fromauth', 'initialurl'] as const;

/**
 * The address without the parameters a return from the identity server added, or null when it
 * carries none (nothing to change). Everything else of the address stays as it is.
 */
export function withoutSignInReturn(href: string): string | null {
  const url = new URL(href);
  if (!SIGN_IN_RETURN_PARAMETERS.some((name) => url.searchParams.has(name))) return null;
  for (const name of SIGN_IN_RETURN_PARAMETERS) url.searchParams.delete(name);
  return url.href;
}

/**
 * Tidies the sign-in return out of a host page's address once the elements have read it, so the
 * host's own router and analytics see the page as it was. A `<portal-shell>` on the page reads and
 * tidies them itself (it restores the page they name), so they are left to it.
 */
export function tidySignInReturn(): void {
  if (typeof location === 'undefined' || document.querySelector('portal-shell')) return;
  const next = withoutSignInReturn(location.href);
  // Stryker disable next-line StringLiteral: browsers ignore replaceState's title
  if (next !== null) history.replaceState(history.state, '', next);
}
