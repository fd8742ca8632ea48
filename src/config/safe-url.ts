/** The longest URL a feed may hand us; anything longer is not a link a person follows. */
const MAX_URL_LENGTH = 2048;

/**
 * The value as an absolute http(s) URL (normalised by the URL parser), or null.
 *
 * Feed links and images are untrusted: `javascript:`, `data:`, `vbscript:`, relative and
 * protocol-relative (`//host`) addresses and URLs carrying credentials (`https://user:pw@host`)
 * are refused. The scheme is checked on the raw text before parsing, so that characters the URL
 * parser strips (tabs, newlines: `java\tscript:`) cannot smuggle another scheme in.
 */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length > MAX_URL_LENGTH || !/^https?:\/\/[^/\\]/i.test(text)) return null;
  // Control characters have no place in a URL a feed gives us (a space is encoded by the parser).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text)) return null;
  const url = parsedHttpUrl(text);
  // No hostname check: the URL parser refuses an http(s) URL without a host.
  if (url === null || url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** True when the value is a link `httpUrl` accepts: an absolute http(s) URL without credentials. */
export function isHttpUrl(value: unknown): value is string {
  return httpUrl(value) !== null;
}

/**
 * The value parsed as an absolute http(s) URL, or null. Credentials are kept: this is for
 * addresses a trusted party configures (an error-reporting DSN carries its key as the user name).
 */
export function parsedHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Any control character: the URL parser drops some of them, so text holding one is never a link. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The value as a path of this portal (`/dash/Dashboard/tnt`), or null. A protocol-relative
 * address (`//host/x`, `/\host`) is another site, and so is anything that is not a path.
 */
export function portalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH || CONTROL.test(value)) return null;
  return /^\/(?![/\\])/.test(value) ? value : null;
}

/** A link a menu may hold: a path of this portal or an absolute http(s) URL; anything else is no link. */
export function menuLink(value: unknown): string | null {
  return portalPath(value) ?? httpUrl(value);
}
