import { withoutSignInReturn } from './sign-in-return-params';

/** The longest address taken as a page to open; anything longer opens the home page. */
const MAX_ADDRESS_LENGTH = 2048;

/** Any control character: the URL parser drops some of them, so text holding one names no page. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** True when `pathname` is the base path itself or a path under it, in any letter case (as the router matches it). */
export function isUnderBase(pathname: string, base: string): boolean {
  const path = pathname.toLowerCase();
  const root = base.toLowerCase();
  return root === '' || path === root || path.startsWith(`${root}/`);
}

/**
 * True when a parsed path is plainly a path: every segment named and none `.` or `..`, also once
 * the separators hidden behind percent signs (`%2F`, `%5C`, `%2E`) are read as what they stand
 * for, as a server or an app may read them (a backslash as a slash, as browsers do). Only the
 * last segment may be empty (a trailing slash). `/search/a%2Fb` is a plain path; `/%2F%2Fhost`,
 * `/%5Chost` and `/a%2F..%2F..` are not.
 */
function isPlainPath(pathname: string): boolean {
  const decoded = pathname.replace(/%2f|%5c|\\/gi, '/').replace(/%2e/gi, '.');
  const segments = decoded.split('/').slice(1);
  return segments.every((segment, index) => segment !== '.' && segment !== '..' && (segment !== '' || index === segments.length - 1));
}

/**
 * The address (path, query and hash, with the base path) that a start address opens: the sign-in
 * return's `initialurl`, the page a sign-in comes back to, the tab's first address, a path a host
 * navigates to. Decided on the URL as the browser resolves it against `origin`: it opens only as
 * a plain path on that origin under `base`; anything else (another origin or scheme, a path that
 * resolves to `//host`, one outside the base once `..` is resolved, hidden separators, control
 * characters) opens the home page, `${base}/`. A sign-in return's own parameters never come along.
 * @param value - The address as given: a path, or an absolute URL.
 * @param origin - The portal page's origin.
 * @param base - The normalised base path (`''` or `/cms`).
 * @returns The address to open, always a path on `origin` under `base`.
 */
export function startAddress(value: string | null | undefined, origin: string, base: string): string {
  const home = `${base}/`;
  if (typeof value !== 'string' || value.length > MAX_ADDRESS_LENGTH || CONTROL.test(value)) return home;
  let url: URL;
  try {
    url = new URL(value, `${origin}/`);
  } catch {
    return home;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '') return home;
  if (!isPlainPath(url.pathname) || !isUnderBase(url.pathname, base)) return home;
  const page = new URL(withoutSignInReturn(url.href) ?? url.href);
  return `${page.pathname}${page.search}${page.hash}`;
}

/**
 * The address a tab that opens the portal at `href` is moved to before the first render, or null
 * to leave it as it is. Back from the identity server, that is the page `initialurl` names (see
 * {@link startAddress}). Otherwise the tab's own address under the base is held to the same rule
 * (a path like `//host/x` opens the home page) and loses a stray `fromauth`; an address outside the
 * base belongs to the host page and is left alone but for those parameters (Not Found shows there).
 * @param href - The tab's whole address.
 * @param base - The normalised base path.
 */
export function firstAddress(href: string, base: string): string | null {
  const url = new URL(href);
  const here = `${url.pathname}${url.search}${url.hash}`;
  const initial = url.searchParams.get('initialurl');
  let next: string;
  if (initial !== null) next = startAddress(initial, url.origin, base);
  else if (isUnderBase(url.pathname, base)) next = startAddress(here, url.origin, base);
  else {
    const tidied = withoutSignInReturn(href);
    next = tidied === null ? here : tidied.slice(url.origin.length);
  }
  return next === here ? null : next;
}
