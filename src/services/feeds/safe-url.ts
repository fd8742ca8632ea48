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
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url.href;
}
