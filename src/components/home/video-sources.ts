/**
 * The home page's videos and the rule that every video comes from the video service
 * ("Video ids and URLs for the player must be hosted on the video service").
 */

/** The two videos of the home page, as Vimeo ids. */
export const HOME_VIDEOS: readonly string[] = ['76979871', '22439234'];

/** How long the player may take to report ready before the calm fallback shows, ms. */
export const VIDEO_READY_TIMEOUT_MS = 8000;

/** The hosts a video URL may name: the video service's site and its player. */
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** A Vimeo video id: digits only, no sign, no leading zero. */
const VIDEO_ID = /^[1-9]\d{0,14}$/;

/** The video id in a Vimeo URL's path: `/{id}` on vimeo.com, `/video/{id}` on the player. */
function videoIdInPath(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const id = url.hostname === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments.at(-1);
  return id !== undefined && VIDEO_ID.test(id) ? id : null;
}

/**
 * True when `idOrUrl` is a Vimeo video id, or an https URL of a video on vimeo.com or
 * player.vimeo.com. Anything else (another host, a look-alike such as `vimeo.com.evil.example`,
 * credentials in the URL, another scheme) is refused before a player is created.
 */
export function isVimeoSource(idOrUrl: string | number): boolean {
  return vimeoIdOf(idOrUrl) !== null;
}

/** The Vimeo video id of a source that {@link isVimeoSource} accepts, or null. */
export function vimeoIdOf(idOrUrl: string | number): number | null {
  const text = String(idOrUrl).trim();
  if (VIDEO_ID.test(text)) return Number(text);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const id = videoIdInPath(url);
  return id === null ? null : Number(id);
}

/** True when a player error means the video cannot be shown here ("is not embeddable", "was not found"). */
export function isUnavailableVideoError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (typeof name === 'string' && ['NotFoundError', 'PrivacyError', 'PasswordError'].includes(name)) return true;
  return typeof message === 'string' && /is not embeddable|was not found/i.test(message);
}
