import type { EnvName } from '../src/config/environment-types';
import type { LocalOriginName } from '../src/config/local-ports';

/** Where the demo pages' browsers send Content-Security-Policy violation reports (POST). */
export const CSP_REPORT_PATH = '/__csp-reports';

/** The video service the home page embeds: its player frame and its oEmbed API. */
const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';
const VIDEO_OEMBED_ORIGIN = 'https://vimeo.com';

/**
 * Where the feeds' pictures live: the news row shows the first image of each e-book and blog
 * post, and the feeds point at these sites (not at the feed's own origin).
 */
const FEED_IMAGE_ORIGINS = ['https://insights.portal.example', 'https://blog.portal.example'];

/**
 * Where an app team's dev server may run when they point an area at it (src/protocol/app-overrides.md):
 * any port of the loopback names. `[::1]` has no form in a policy's host grammar, so an override
 * on it is framed only where no policy lists frame origins.
 */
export const LOOPBACK_FRAME_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Options of {@link contentSecurityPolicy}. */
export interface PolicyOptions {
  /** The running demo's origins: the portal pages and the backend behind them. */
  origins: Record<LocalOriginName, string>;
  /** True behind Vite's dev server, whose client talks to it over a web socket (hot updates). */
  devServer: boolean;
  /** The environment the pages run in: Local and Dev admit app overrides' loopback frames. */
  environment: EnvName;
}

/**
 * The strict Content-Security-Policy of the demo host pages (demo/README.md), for the value of the
 * `Content-Security-Policy` header: only our own scripts and style sheets, no inline script or
 * style, no eval, and network, frames and images limited to the origins the portal really uses.
 * Every directive's reason is next to it.
 */
export function contentSecurityPolicy({ origins, devServer, environment }: PolicyOptions): string {
  const portalWebSocket = origins.portal.replace(/^http/, 'ws');
  const directives: Record<string, string[]> = {
    // Nothing is allowed unless a directive below allows it (fonts, media, manifests, …: none used).
    'default-src': ["'none'"],
    // Our own modules only: no inline script, no eval, no script from another site. The host
    // parameters come from the element's attribute (the standalone page) or /host-params.js for that reason. 'report-sample' puts the first
    // characters of a blocked inline script into the report.
    'script-src': ["'self'", "'report-sample'"],
    // Style sheets are <link>ed from the page's origin; the elements' styles are constructed
    // style sheets adopted by their shadow roots, which the policy does not block.
    'style-src': ["'self'", "'report-sample'"],
    // No style="" in markup and no setAttribute('style'): React and Ark UI set styles through
    // the CSSOM (element.style), which the policy does not govern.
    'style-src-attr': ["'none'"],
    // The favicon; partner logos are data: URLs (src/config/external-links.ts); the news row's
    // pictures come from the feeds' image sites.
    'img-src': ["'self'", 'data:', ...FEED_IMAGE_ORIGINS],
    // The backend's APIs (session, profile, gateway, streamed chat, blog feed, error reports) and
    // the video service's oEmbed API. Not 'self': the pages fetch nothing from their own origin.
    // Also the image sources of img-src (no new way out: an image request can already carry data
    // there): Chromium checks a lazy <img> still waiting to load when its page is closed or
    // reloaded against connect-src (reports seen in end-to-end runs for the partner logos'
    // data: URLs and the news pictures, with no request in the page's network log).
    // In development, Vite's client keeps a web socket to its server for hot updates and pings
    // the server over HTTP when that socket drops.
    'connect-src': [
      origins.auth,
      origins.profile,
      origins.gateway,
      origins.chat,
      origins.blog,
      origins.errors,
      VIDEO_OEMBED_ORIGIN,
      'data:',
      ...FEED_IMAGE_ORIGINS,
      ...(devServer ? ["'self'", portalWebSocket] : []),
    ],
    // Embedded apps run in frames from the apps origin; the home page's videos in the player's.
    // In Local and Dev, an area pointed at an app team's dev server runs on a loopback origin.
    'frame-src': [origins.apps, VIDEO_PLAYER_ORIGIN, ...(environment === 'Local' || environment === 'Dev' ? LOOPBACK_FRAME_SOURCES : [])],
    // Session replay compresses its recording in a worker that it starts from a blob: URL made
    // from its own code (it is part of our bundle, so only script already allowed can mint one).
    'worker-src': ['blob:'],
    // No <base> may redirect the pages' relative URLs.
    'base-uri': ["'none'"],
    // No page submits a form anywhere: the chat's forms are handled by script, and signing in
    // and out are navigations to the identity server, not form posts.
    'form-action': ["'none'"],
    // No plug-ins.
    'object-src': ["'none'"],
    // The portal is a top-level page; nobody may frame it (clickjacking).
    'frame-ancestors': ["'none'"],
    // Where violation reports go. Not report-to: with it, Chromium ignores report-uri, and its
    // Reporting API delivers nothing to the demo's http://localhost origin (none arrived in tests),
    // so violations would go unreported.
    'report-uri': [`${origins.portal}${CSP_REPORT_PATH}`],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
