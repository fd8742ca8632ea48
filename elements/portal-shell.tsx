import themeCss from '../src/components/theme/theme.css?inline';
import shellCss from '../src/components/shell/portal-shell.css?inline';
import switcherCss from '../src/components/account-switcher/account-switcher.css?inline';
import sidebarCss from '../src/components/sidebar/sidebar.css?inline';
import topBarCss from '../src/components/top-bar/top-bar.css?inline';
import appFramesCss from '../src/components/app-frame/app-frames.css?inline';
import homeFrameCss from '../src/components/home/home-frame.css?inline';
import { ElementRoot } from '../src/components/element-root';
import { PortalShellView } from '../src/components/shell/portal-shell-view';
import { preloadHttpClient } from '../src/stores/http-clients';
import { startShell as startShellStores } from '../src/stores/shell-start';
import { createReactElement, type ElementProps } from './internal/react-element';
import { defineOnce } from './internal/define-once';

interface PortalShellProps extends ElementProps {
  /** Sub-path the host mounts the portal under, from the `base-path` attribute. */
  basePath?: string;
  /** Embedded in a content-platform (CMS) host, from the `content-platform` attribute. */
  contentPlatform?: boolean;
  /** How many visited product areas stay alive in hidden frames, from `frame-pool-size`. */
  framePoolSize?: number;
  /** HostParamsJson as an object (or JSON text), set as a property. */
  hostParams?: Record<string, unknown> | string;
  /** HostParamsJson as JSON text, from the `host-params-json` attribute. */
  hostParamsJson?: string;
}

function PortalShellRoot({ container, hostParams, hostParamsJson, basePath, contentPlatform, framePoolSize }: PortalShellProps) {
  return (
    <ElementRoot container={container}>
      <PortalShellView container={container} hostParams={hostParams ?? hostParamsJson} basePath={basePath} contentPlatform={contentPlatform} framePoolSize={framePoolSize} />
    </ElementRoot>
  );
}

/**
 * The customer portal: top bar, menus, home page and the product areas.
 *
 * @tag portal-shell
 * @summary The whole portal, mounted by a host page (standalone in `#app`, or inside a CMS page).
 *
 * @attr {string} host-params-json - HostParamsJson: the environment settings as JSON text (EnvName, UseSampleData, AuthServerUrl, AuthServerReturnUrl, ProfileApiUrl, ChatApiUrl, GatewayUrl). Invalid JSON is ignored with a console warning. Without it, the page global `window.HostParamsJson` is read.
 * @attr {string} base-path - The sub-path the host page mounts the portal under, e.g. `/portal` on a CMS page. Default: the site root.
 * @attr {boolean} content-platform - Set when the host is a content-platform (CMS) page: the partner-products popover is hidden.
 * @attr {number} frame-pool-size - How many visited product areas stay alive in hidden frames for instant switching (1 to 10). Default 3.
 * @prop {Record<string, unknown> | string | undefined} hostParams - HostParamsJson as an object (or JSON text); wins over the attribute.
 *
 * @csspart shell - The shell's outer grid.
 * @csspart top-bar - The top bar.
 * @csspart sidebar - The left sidebar.
 * @csspart content - The region where the home page and the product areas render.
 * @csspart loader - The full-page loader.
 * @csspart navigation-prompt - The unsaved-changes dialog (Stay / Leave).
 * @csspart not-found - The Not Found page.
 * @csspart not-allowed - The Not Allowed page.
 * @csspart internal-tools - The internal tools page.
 * @csspart video - The home page's video section; video-fallback - shown when the video service cannot be reached.
 * @csspart news - The news section; news-row, news-card, news-badge - its row, cards and NEWS badges.
 * @csspart help-card - The "Need help?" card.
 * @csspart card - The release-notes card; item, new-badge, see-all - its rows, NEW badges and "See all" link.
 * @csspart launcher - The help chat's floating button.
 * @csspart popup - The help chat's popup.
 * @csspart log - The help chat's conversation.
 * @csspart app-frames - The region of the product areas' frames.
 * @csspart app-frame - A product area's iframe.
 * @csspart app-frame-error - The view shown when a product area does not start in time, with Try again.
 * @csspart account-switcher-button - The account switcher's button in the top bar.
 * @csspart account-dialog - The "Switch account" dialog.
 *
 * @cssprop --portal-color-primary - Primary (dark magenta) colour.
 * @cssprop --portal-color-background - Page background colour.
 * @cssprop --portal-color-surface - Card and dialog background colour.
 * @cssprop --portal-color-border - Border colour.
 * @cssprop --portal-color-text - Text colour.
 * @cssprop --portal-font-family - Font family.
 */
export class PortalShellElement extends createReactElement(PortalShellRoot, { hostParams: 'object', hostParamsJson: 'string', basePath: 'string', contentPlatform: 'boolean', framePoolSize: 'number' }, [themeCss, shellCss, switcherCss, sidebarCss, topBarCss, appFramesCss, homeFrameCss]) {
  constructor() {
    super();
    // An element the parser made, upgraded by the definition, gets its attributes (and a first
    // render queued) before it is connected: its start must come before that render.
    queueMicrotask(() => startShell(this));
  }

  connectedCallback(): void {
    queueMicrotask(() => startShell(this));
    super.connectedCallback();
  }
}

// Starts the login rather than after React's first render, so GetUserData is on its way while
// React renders, and routing, so that the first render shows the page of the address. In a
// microtask queued before the element's first render (see react-renderer.ts): a host script that
// connects the element and then sets its hostParams or basePath in the same turn still chooses
// them, and the first render already shows the user of a tab that was signed in. Only once
// connected; the calls are idempotent. The login reads `fromauth` from the address before routing
// tidies it away.
function startShell(element: PortalShellElement): void {
  if (!element.isConnected) return;
  const self = element as unknown as { hostParams?: PortalShellProps['hostParams']; hostParamsJson?: string; basePath?: string };
  startShellStores(self.hostParams ?? self.hostParamsJson, self.basePath);
}

// GetUserData is the first thing the shell waits for: its HTTP library's chunk is fetched now. In
// a microtask: an element that this definition upgrades has queued its start first, and the login
// may hold the library until the shell painted from the tab's cache is on screen.
if (defineOnce('portal-shell', PortalShellElement) === PortalShellElement) queueMicrotask(preloadHttpClient);

declare global {
  interface HTMLElementTagNameMap {
    'portal-shell': PortalShellElement & { hostParams: Record<string, unknown> | string | undefined; hostParamsJson: string | undefined };
  }
}
