/**
 * The return URL if it is an absolute http(s) URL on one of the allowed origins, else null. The
 * identity pages never send a browser anywhere else (no open redirect).
 */
export function allowedReturnUrl(candidate: string | undefined | null, allowedOrigins: string[]): URL | null {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return allowedOrigins.includes(url.origin) ? url : null;
}
