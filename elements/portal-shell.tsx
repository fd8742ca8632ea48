import themeCss from '../src/components/theme/theme.css?inline';
import shellCss from '../src/components/shell/portal-shell.css?inline';
import switcherCss from '../src/components/account-switcher/account-switcher.css?inline';
import sidebarCss from '../src/components/sidebar/sidebar.css?inline';
import topBarCss from '../src/components/top-bar/top-bar.css?inline';
import appFramesCss from '../src/components/app-frame/app-frames.css?inline';
import homeFrameCss from '../src/components/home/home-frame.css?inline';
import { ElementRoot } from '../src/components/element-root';
import { PortalShellView } from '../src/components/shell/portal-shell-view';
import { startShell } from '../src/stores/shell-start';
import { navigate } from '../src/stores/routing/routing';
import { $appOverrides, setAppOverride } from '../src/stores/access/access';
import { createReactElement, type ElementProps } from './internal/create-element-class';
import { defineOnce } from './internal/define-once';
import { followPortalState } from './internal/host-event-emitter';
import { SharedElementMembers } from './internal/shared-element-members';
import type { PortalElementEventMap, PortalEventListeners } from '../src/components/portal-events';

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

// The settings reach the stores through propsChanged, never through the view.
function PortalShellRoot({ container }: PortalShellProps) {
  return (
    <ElementRoot container={container}>
      <PortalShellView container={container} />
    </ElementRoot>
  );
}

/**
 * The customer portal: top bar, menus, home page and the product areas.
 *
 * @tag portal-shell
 * @summary The whole portal, mounted by a host page (standalone in `#app`, or inside a CMS page).
 *
 * @attr {string} host-params-json - HostParamsJson: the environment settings as JSON text (EnvName, UseSampleData, AuthServerUrl, AuthServerReturnUrl, ProfileApiUrl, ChatApiUrl, GatewayUrl). A value is taken only when complete and valid (a JSON object naming settings the portal reads, each valid, with the identity server of a shipped environment); any other is ignored with one console warning and the settings in force stay. Without it, the page global `window.HostParamsJson` is read.
 * @attr {string} base-path - The sub-path the host page mounts the portal under, e.g. `/portal` on a CMS page. Default: the site root.
 * @attr {boolean} content-platform - Set when the host is a content-platform (CMS) page: the partner-products popover is hidden.
 * @attr {number} frame-pool-size - How many visited product areas stay alive in hidden frames for instant switching (1 to 10). Default 3.
 * @prop {Record<string, unknown> | string | undefined} hostParams - HostParamsJson as an object (or JSON text); wins over the attribute.
 * @prop {string | undefined} hostParamsJson - The same as the `host-params-json` attribute.
 * @prop {string | undefined} basePath - The same as the `base-path` attribute.
 * @prop {boolean | undefined} contentPlatform - The same as the `content-platform` attribute.
 * @prop {number | undefined} framePoolSize - The same as the `frame-pool-size` attribute.
 * @prop {ReadonlyArray<{ appPrefix: string; origin: string }>} appOverrides - Read-only: the app overrides in force for the signed-in user on this browser (src/protocol/app-overrides.md).
 *
 * @fires {CustomEvent<{ tag: string }>} portal-ready - The shell's first render is on the page.
 * @fires {CustomEvent<{ message: string; reason: 'origin-not-allowed' | 'signed-out' | 'load-failed' | 'invalid-setting' }>} portal-part-error - `load-failed`: a part could not be loaded; its place offers Try again, the rest works. `origin-not-allowed`: the portal's backend does not allow this page's origin (the page stays; the shell says the portal is not available on this site). `invalid-setting`: a setting came as an attribute the element does not read (an object as text, a camelCase name); the message names the fix.
 * @fires {CustomEvent<{ path: string }>} portal-navigate - The portal's page: the first one, then every change (path below the base path, with query and hash).
 * @fires {CustomEvent<{ customerId: number | null; customerName: string | null }>} portal-account-change - The account the user acts for changed.
 * @fires {CustomEvent<Record<string, never>>} portal-sign-out - The user was signed out: the browser goes to the identity server next, unless another tab signed out (the page then stays and offers Sign in).
 * @fires {CustomEvent<Record<string, never>>} portal-chat-open - The help chat's popup opened.
 * @fires {CustomEvent<Record<string, never>>} portal-chat-close - The help chat's popup closed.
 * @fires {CustomEvent<{ question: string }>} portal-chat-question - The user sent the help chat a question.
 * @fires {CustomEvent<{ liked: boolean }>} portal-chat-feedback - The user liked or disliked an answer.
 * @fires {CustomEvent<{ customerId: number; customerName: string }>} portal-account-select - The user picked an account in the "Switch account" dialog.
 * @fires {CustomEvent<{ title: string; link: string }>} portal-release-note-open - The user opened a release note on the home page.
 *
 * @csspart shell - The shell's outer grid.
 * @csspart top-bar - The top bar.
 * @csspart sidebar - The left sidebar.
 * @csspart drawer - On narrow windows, the dialog the sidebar opens in from the top bar's Menu button.
 * @csspart page-announcement - The visually hidden live region that announces each new page.
 * @csspart content - The region where the home page and the product areas render.
 * @csspart loader - The full-page loader.
 * @csspart navigation-prompt - The unsaved-changes dialog (Stay / Leave).
 * @csspart app-override-prompt - The dialog confirming the app overrides an address asked for (Apply / Cancel).
 * @csspart app-override - Under the top bar: each app override's badge with Reset, and refused overrides' notices.
 * @csspart not-found - The Not Found page.
 * @csspart not-allowed - The Not Allowed page.
 * @csspart landing-page - A locked product's landing page: what it does and whom to ask for it.
 * @csspart user-data-unavailable - Shown instead of the portal when the user's details could not be loaded for a server error, with Try again.
 * @csspart internal-tools - The internal tools page.
 * @csspart home - The home page.
 * @csspart video - The home page's video section.
 * @csspart video-fallback - Shown in the video's place when the video service cannot be reached.
 * @csspart news - The news section.
 * @csspart news-row - The row of news cards.
 * @csspart news-card - One news card.
 * @csspart news-badge - The NEWS badge of a blog card.
 * @csspart news-skeleton - A placeholder card while the news loads.
 * @csspart news-empty - The text shown when there is no news.
 * @csspart news-see-more - The "See more" link of the news.
 * @csspart help-card - The "Need help?" card.
 * @csspart card - The release-notes card.
 * @csspart list - The list of release notes.
 * @csspart skeleton - A skeleton row while the release notes load.
 * @csspart empty - The text shown when there are no release notes.
 * @csspart item - One release note.
 * @csspart new-badge - The NEW badge of a recent release note.
 * @csspart see-all - The release notes' "See all" link.
 * @csspart launcher - The help chat's floating button.
 * @csspart popup - The help chat's popup.
 * @csspart log - The help chat's conversation.
 * @csspart app-frames - The region of the product areas' frames.
 * @csspart app-frame - A product area's iframe.
 * @csspart app-frame-error - The view shown when a product area does not start in time, with Try again.
 * @csspart account-switcher-button - The account switcher's button in the top bar.
 * @csspart account-dialog - The "Switch account" dialog.
 * @csspart lazy-part-failed - In the place of a part that could not be loaded: the message and Try again.
 *
 * @cssprop --portal-color-primary - Primary colour: links, buttons, badges, focus rings (dark magenta).
 * @cssprop --portal-color-on-primary - Text on the primary colour; unset, black or white, whichever reads (4.5:1) on the primary.
 * @cssprop --portal-color-secondary - Secondary colour.
 * @cssprop --portal-color-error - Error colour.
 * @cssprop --portal-color-info - Information colour.
 * @cssprop --portal-color-success - Success colour (e.g. "Thank you for your feedback!").
 * @cssprop --portal-color-warning - Warning colour (e.g. a part that could not be loaded).
 * @cssprop --portal-color-background - Page background colour.
 * @cssprop --portal-color-surface - Card, dialog and form-field background colour.
 * @cssprop --portal-color-border - Border and separator colour.
 * @cssprop --portal-color-text - Text colour.
 * @cssprop --portal-color-text-muted - Secondary text colour (dates, descriptions, labels).
 * @cssprop --portal-font-family - Font family.
 * @cssprop --portal-font-size - Base font size.
 * @cssprop --portal-radius - Corner radius of buttons, fields and rows.
 * @cssprop --portal-z-sidebar - z-index of the sidebar over the content (1).
 * @cssprop --portal-z-top-bar - z-index of the top bar (2).
 * @cssprop --portal-z-skip-link - z-index of the skip link (3).
 * @cssprop --portal-z-chat - z-index of the chat launcher and popup (1000).
 * @cssprop --portal-z-popover - z-index of menus and tooltips (1500).
 * @cssprop --portal-z-overlay - z-index of dialog backdrops (2000).
 * @cssprop --portal-z-dialog - z-index of dialogs (2400).
 */
export class PortalShellElement extends SharedElementMembers(
  createReactElement(PortalShellRoot, { hostParams: 'object', hostParamsJson: 'string', basePath: 'string', contentPlatform: 'boolean', framePoolSize: 'number' }, [themeCss, shellCss, switcherCss, sidebarCss, topBarCss, appFramesCss, homeFrameCss]),
  (element) => followPortalState(element, { navigation: true, account: true, signOut: true, refusal: true }),
) {
  /** Listens to the element's events, typed by {@link PortalShellElementEventMap}. @ignore */
  declare addEventListener: PortalEventListeners<PortalShellElementEventMap>['addEventListener'];
  /** @ignore */
  declare removeEventListener: PortalEventListeners<PortalShellElementEventMap>['removeEventListener'];

  /**
   * Hands the element's settings to the shell's stores: called by the renderer just before the
   * first render and before each later one (a new `base-path` re-roots routing, a new
   * `frame-pool-size` resizes the pool, `content-platform` hides the partner products). The one
   * place the shell starts: the login is on its way while React renders, and routing has read the
   * address, so the first render shows the page of the address and the user of a tab that was
   * signed in. Props a host sets right after connecting, in the same turn, are already in. Idempotent.
   * @internal
   */
  propsChanged(props: Record<string, unknown>): void {
    const { hostParams, hostParamsJson, basePath, contentPlatform, framePoolSize } = props as Omit<PortalShellProps, 'container'>;
    startShell({ hostParams: hostParams ?? hostParamsJson, basePath, contentPlatform, framePoolSize });
  }

  /**
   * Navigates the portal to a path below its base path (e.g. `/dash/Dashboard/tnt`), after the
   * unsaved-changes confirmation. Resolves true when it navigated, false when the user stayed or
   * the path is the current one.
   * @param path - The portal path, starting with `/`.
   */
  navigate(path: string): Promise<boolean> {
    return navigate(path);
  }

  /**
   * Points one product area at a dev server on this machine, for the signed-in user on this
   * browser, at once (no confirmation), or removes its override with null. Only loopback origins
   * (`http://localhost:<port>`, `http://127.0.0.1:<port>`, `http://[::1]:<port>`); in Production only
   * with HostParamsJson `"AllowAppOverrides": true`. A refused override is not applied: it is
   * named in the console and in a notice. Returns why it was refused, or null when it was applied.
   * @param appPrefix - The area's app prefix, e.g. `cdp` or `/cdp/`.
   * @param origin - The dev server's origin, e.g. `http://localhost:3000`; null removes the override.
   */
  setAppOverride(appPrefix: string, origin: string | null): string | null {
    return setAppOverride(appPrefix, origin);
  }

  /** The app overrides in force for the signed-in user on this browser. */
  get appOverrides(): ReadonlyArray<{ appPrefix: string; origin: string }> {
    return $appOverrides.get().map(({ appPrefix, origin }) => ({ appPrefix, origin }));
  }
}

/** The events `<portal-shell>` dispatches, as the CustomEvent a listener receives. */
export type PortalShellElementEventMap = PortalElementEventMap<'portal-navigate' | 'portal-account-change' | 'portal-sign-out'>;

defineOnce('portal-shell', PortalShellElement);

declare global {
  interface HTMLElementTagNameMap {
    'portal-shell': PortalShellElement & {
      hostParams: Record<string, unknown> | string | undefined;
      hostParamsJson: string | undefined;
      basePath: string | undefined;
      contentPlatform: boolean | undefined;
      framePoolSize: number | undefined;
    };
  }
}
