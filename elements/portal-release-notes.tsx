import { useCallback } from 'react';
import themeCss from '../src/components/theme/theme.css?inline';
import releaseNotesCss from '../src/components/release-notes/release-notes.css?inline';
import { ElementRoot } from '../src/components/element-root';
import { emit, type PortalEventDetailMap } from '../src/components/portal-events';
import { StandaloneReleaseNotes } from '../src/components/release-notes/release-notes';
import type { ReleaseNoteOpened } from '../src/components/release-notes/release-notes-card';
import { createReleaseNotesStore } from '../src/stores/feeds/feeds';
import { createReactElement, type ElementProps } from './internal/create-element-class';
import { defineOnce } from './internal/define-once';
import { reportOriginRefusal } from './internal/part-error-reports';
import { instanceStores } from '../src/components/instance-stores';
import { SharedElementMembers } from './internal/shared-element-members';
import type { PortalElementEventMap, PortalEventListeners } from '../src/components/portal-events';

interface PortalReleaseNotesProps extends ElementProps {
  /** The gateway's base URL, from the `gateway-url` attribute; wins over `env`. */
  gatewayUrl?: string;
  /** An environment name whose gateway to use, from the `env` attribute. */
  env?: string;
  /** At most this many items, from the `count` attribute. */
  count?: number;
  /** Card height in pixels, from the `height` attribute. */
  height?: number;
}

// Each card's own feed: its attributes never reach another card.
const stores = instanceStores(createReleaseNotesStore, (store) => store.dispose());

// The gateway settings reach the card's store through propsChanged; the view only reads it.
function PortalReleaseNotesRoot({ container, count, height }: PortalReleaseNotesProps) {
  const onOpen = useCallback((item: ReleaseNoteOpened) => emit(container, 'portal-release-note-open', { title: item.title, link: item.link }), [container]);
  return (
    <ElementRoot container={container}>
      <StandaloneReleaseNotes store={stores.of(container.host)} count={count} height={height} onOpen={onOpen} />
    </ElementRoot>
  );
}

/**
 * The "Release notes" card of the home page, embeddable on its own on any page: the latest
 * release announcements, each a link to its page in a new tab, with a NEW badge for the last 21
 * days and the date in Danish. When the feed cannot be loaded the card says so quietly.
 *
 * @tag portal-release-notes
 * @summary The latest release announcements.
 *
 * @attr {string} gateway-url - The gateway's base URL the release-notes feed is read from (`{gateway-url}/category/releasenotes/feed/`). Wins over `env`.
 * @attr {string} env - An environment name (`Production`, `Dev`, `Staging`, `Local`) whose gateway to use. Without `gateway-url` and `env`, the portal's own environment resolution applies (`window.HostParamsJson`, then the host name).
 * @attr {number} count - At most this many release notes. Default 3.
 * @attr {number} height - Card height in pixels. Default 385.
 * @prop {string | undefined} gatewayUrl - The same as the `gateway-url` attribute.
 * @prop {string | undefined} env - The same as the `env` attribute.
 * @prop {number | undefined} count - The same as the `count` attribute.
 * @prop {number | undefined} height - The same as the `height` attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} portal-ready - The card's first render (the skeleton rows) is on the page.
 * @fires {CustomEvent<{ message: string; reason: 'origin-not-allowed' | 'signed-out' | 'load-failed' | 'invalid-setting' }>} portal-part-error - `load-failed`: a part of the card could not be loaded; `origin-not-allowed`: the portal's backend refused the page's origin (the card says release notes are not available on this site). `invalid-setting`: a setting came as an attribute the element does not read (an object as text, a camelCase name); the message names the fix.
 * @fires {CustomEvent<{ title: string; link: string }>} portal-release-note-open - The user opened a release note (its page opens in a new tab). Bubbles and is composed.
 *
 * @csspart card - The card.
 * @csspart list - The list of release notes (also the skeleton rows while loading).
 * @csspart item - One release note.
 * @csspart new-badge - The NEW badge of a recent release note.
 * @csspart skeleton - A skeleton row while loading.
 * @csspart empty - The "No release notes right now." text (or, on a site whose origin the backend refused, that release notes are not available there).
 * @csspart see-all - The "See all" link.
 *
 * @cssprop --portal-color-primary - Primary colour: links, buttons, badges, focus rings (dark magenta).
 * @cssprop --portal-color-on-primary - Text on the primary colour; unset, black or white, whichever reads (4.5:1) on the primary.
 * @cssprop --portal-color-warning - Warning colour (e.g. a part that could not be loaded).
 * @cssprop --portal-color-surface - Card, dialog and form-field background colour.
 * @cssprop --portal-color-border - Border and separator colour.
 * @cssprop --portal-color-text - Text colour.
 * @cssprop --portal-color-text-muted - Secondary text colour (dates, descriptions, labels).
 * @cssprop --portal-font-family - Font family.
 * @cssprop --portal-font-size - Base font size.
 * @cssprop --portal-radius - Corner radius of buttons, fields and rows.
 * @cssprop --portal-z-overlay - z-index of dialog backdrops (2000).
 * @cssprop --portal-z-dialog - z-index of dialogs (2400).
 */
export class PortalReleaseNotesElement extends SharedElementMembers(
  createReactElement(PortalReleaseNotesRoot, { gatewayUrl: 'string', env: 'string', count: 'number', height: 'number' }, [themeCss, releaseNotesCss]),
  (element) => {
    const stop = reportOriginRefusal(element);
    return () => {
      stop();
      stores.drop(element);
    };
  },
) {
  /** Listens to the element's events, typed by {@link PortalReleaseNotesElementEventMap}. @ignore */
  declare addEventListener: PortalEventListeners<PortalReleaseNotesElementEventMap>['addEventListener'];
  /** @ignore */
  declare removeEventListener: PortalEventListeners<PortalReleaseNotesElementEventMap>['removeEventListener'];

  /**
   * Hands the element's settings to the card's own store: called by the renderer just before the
   * first render and before each later one. A new gateway, env or count loads that feed.
   * @internal
   */
  propsChanged(props: Record<string, unknown>): void {
    const { gatewayUrl, env, count } = props as Omit<PortalReleaseNotesProps, 'container'>;
    stores.of(this).applySettings({ gatewayUrl, env, count });
  }
}

/** The events `<portal-release-notes>` dispatches, as the CustomEvent a listener receives. */
export type PortalReleaseNotesElementEventMap = PortalElementEventMap<'portal-release-note-open'>;


defineOnce('portal-release-notes', PortalReleaseNotesElement);

declare global {
  interface HTMLElementTagNameMap {
    'portal-release-notes': PortalReleaseNotesElement & {
      gatewayUrl: string | undefined;
      env: string | undefined;
      count: number | undefined;
      height: number | undefined;
    };
  }
  interface GlobalEventHandlersEventMap {
    'portal-release-note-open': CustomEvent<PortalEventDetailMap['portal-release-note-open']>;
  }
}
