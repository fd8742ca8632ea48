import type { AppEntry } from '../config/app-types';
import { CUSTOMER_PLACEHOLDER, PARTNER_PLACEHOLDER } from '../config/business-constants';
import { httpUrl } from '../config/safe-url';
import { literalPattern } from '../config/literal-pattern';

/** The ids the placeholders stand for. */
export interface PlaceholderIds {
  customerId: number | null;
  partnerId: number | null;
}

function splitPath(url: string): { path: string; suffix: string } {
  const index = url.search(/[?#]/);
  return index === -1 ? { path: url, suffix: '' } : { path: url.slice(0, index), suffix: url.slice(index) };
}

const mapSegments = (path: string, map: (segment: string) => string) => path.split('/').map(map).join('/');

/** The origin of an app's iframeBaseUrl; the only origin its frame may talk to us from. */
export function appOrigin(app: AppEntry): string {
  return new URL(app.iframeBaseUrl).origin;
}

/**
 * The frame URL for a shell path: the part after the app prefix, appended to the
 * app's iframeBaseUrl, with the `tnt` and `ptn` segments swapped for the customer and partner ids.
 */
export function frameUrlFor(app: AppEntry, shellPath: string, ids: PlaceholderIds): string {
  const prefix = `/${app.appPrefix}`;
  const ownsPath = new RegExp(`^${literalPattern(prefix)}(?=$|[/?#])`, 'i').test(shellPath);
  const rest = ownsPath ? shellPath.slice(prefix.length) : shellPath;
  const { path, suffix } = splitPath(rest);
  const swapped = mapSegments(path, (segment) => {
    if (segment === CUSTOMER_PLACEHOLDER && ids.customerId !== null) return String(ids.customerId);
    if (segment === PARTNER_PLACEHOLDER && ids.partnerId !== null) return String(ids.partnerId);
    return segment;
  });
  return `${app.iframeBaseUrl.replace(/\/+$/, '')}${swapped}${suffix}`;
}

/**
 * The shell path for a URL the app reports (its path, search and hash), with the ids swapped back
 * to `tnt` and `ptn`; null when the URL is not under the app's base path (it is not the app's to report).
 */
export function shellPathFor(app: AppEntry, childUrl: string, ids: PlaceholderIds): string | null {
  const base = new URL(app.iframeBaseUrl);
  let url: URL;
  try {
    url = new URL(childUrl, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const basePath = base.pathname.replace(/\/+$/, '');
  if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return null;
  const rest = url.pathname.slice(basePath.length);
  const swapped = mapSegments(rest, (segment) => {
    if (ids.customerId !== null && segment === String(ids.customerId)) return CUSTOMER_PLACEHOLDER;
    if (ids.partnerId !== null && segment === String(ids.partnerId)) return PARTNER_PLACEHOLDER;
    return segment;
  });
  return `/${app.appPrefix}${swapped}${url.search}${url.hash}`;
}

/** True for an absolute http(s) URL on one of the allowed origins (redirect targets, src/protocol/README.md). */
export function isAllowedRedirect(target: string, allowedOrigins: readonly string[]): boolean {
  const href = httpUrl(target);
  return href !== null && allowedOrigins.includes(new URL(href).origin);
}
