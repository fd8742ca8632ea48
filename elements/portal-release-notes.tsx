import themeCss from '../src/components/theme/theme.css?inline';
import releaseNotesCss from '../src/components/release-notes/release-notes.css?inline';
import { ElementRoot } from '../src/components/element-root';
import { ReleaseNotesCard } from '../src/components/release-notes/release-notes-card';
import { createReactElement, type ElementProps } from './internal/react-element';
import { defineOnce } from './internal/define-once';

interface PortalReleaseNotesProps extends ElementProps {
  height?: number;
}

function PortalReleaseNotesRoot({ container, height }: PortalReleaseNotesProps) {
  return (
    <ElementRoot container={container}>
      <ReleaseNotesCard height={height} />
    </ElementRoot>
  );
}

/**
 * The "Release notes" card of the home page, embeddable on its own.
 *
 * @tag portal-release-notes
 * @summary The latest release announcements.
 *
 * @attr {number} height - Card height in pixels. Default 385.
 * @prop {number | undefined} height - Card height in pixels. Default 385.
 *
 * @csspart card - The card.
 * @csspart list - The list of release notes.
 *
 * @cssprop --portal-color-surface - Card background colour.
 * @cssprop --portal-color-border - Card border colour.
 * @cssprop --portal-color-text - Text colour.
 */
export class PortalReleaseNotesElement extends createReactElement(
  PortalReleaseNotesRoot,
  { height: 'number' },
  [themeCss, releaseNotesCss],
) {}

defineOnce('portal-release-notes', PortalReleaseNotesElement);

declare global {
  interface HTMLElementTagNameMap {
    'portal-release-notes': PortalReleaseNotesElement & { height: number | undefined };
  }
}
