import { useId, type MouseEvent } from 'react';
import { NewTabNote } from '../new-tab-note';
import { usePartStyles } from '../part-styles';
import releaseNotesCss from './release-notes.css?inline';
import { RELEASE_NOTES_CARD_HEIGHT, RELEASE_NOTES_MAX } from '../../config/business-constants';
import { RELEASE_NOTES_URL } from '../../config/external-links';
import { formatDanishDate, isNewRelease, type ReleaseNotesState, positiveWhole } from '../../stores/feeds/feeds';
import type { PartName } from '../element-parts';

/** One release note. */
export type ReleaseNoteItem = ReleaseNotesState['items'][number];
/** What an "item opened" notice carries. */
export interface ReleaseNoteOpened {
  title: string;
  link: string;
}

/** What a card says when the gateway refused the page's origin: signing in would not change it. */
export const RELEASE_NOTES_REFUSED_TEXT = 'Release notes are not available on this site.';

/** Props of {@link ReleaseNotesCard}. */
export interface ReleaseNotesCardProps {
  /** The release notes, newest first. */
  items: readonly ReleaseNoteItem[];
  /** The feed's state: skeleton rows until it is `loaded`. */
  status: ReleaseNotesState['status'];
  /** The gateway refused this page's origin: the card says quietly that release notes are not available on this site. */
  refused?: boolean | undefined;
  /** Card height in pixels (the spec's 385 by default). */
  height?: number | undefined;
  /** At most this many items show (the spec's 3 by default). */
  count?: number | undefined;
  /** The moment the NEW badge is measured from; now by default (tests pass a fixed date). */
  now?: Date | undefined;
  /** Called when the user opens an item (click, Enter, middle click). */
  onOpen?: ((item: ReleaseNoteOpened) => void) | undefined;
}

/** Skeleton rows while loading. */
const SKELETON_ROWS = 3;

function isValidDate(date: Date): boolean {
  return date instanceof Date && !Number.isNaN(date.getTime());
}

function ReleaseNoteRow({ note, now, onOpen }: { note: ReleaseNoteItem; now: Date | undefined; onOpen: ReleaseNotesCardProps['onOpen'] }) {
  const dated = isValidDate(note.pubDate);
  const isNew = dated && isNewRelease(note, now);
  const opened = (event: MouseEvent<HTMLAnchorElement>) => {
    // A left click, Enter (a click too) or a middle click opens the page in a new tab.
    if (event.type === 'auxclick' && event.button !== 1) return;
    onOpen?.({ title: note.title, link: note.link });
  };
  return (
    <li className="release-note" part={'item' satisfies PartName}>
      <a className="release-note__link" href={note.link} target="_blank" rel="noopener noreferrer" onClick={opened} onAuxClick={opened}>
        <span className="release-note__heading">
          <span className="release-note__title">{note.title}</span>
          {isNew && (
            <span className="badge release-note__badge" part={'new-badge' satisfies PartName}>
              NEW
            </span>
          )}
        </span>
        {dated && (
          <time className="release-note__date" lang="da" dateTime={note.pubDate.toISOString()}>
            {formatDanishDate(note.pubDate)}
          </time>
        )}
        {/* Plain text of the feed's first paragraph: never rendered as HTML. */}
        {note.description && <span className="release-note__description">{note.description}</span>}
        <NewTabNote />
      </a>
    </li>
  );
}

/** The card's styles come with its code: the home page's content and <portal-release-notes> load it. */
const RELEASE_NOTES_STYLES = [releaseNotesCss];

/**
 * The "Release notes" card: the latest release announcements, each a link to its page
 * in a new tab, with a NEW badge for the last 21 days and the date in Danish; 3 skeleton rows while
 * loading and a quiet empty state when there are none. Data comes in through props, so the home
 * page and `<portal-release-notes>` share it.
 */
export function ReleaseNotesCard({ items, status, refused, height, count, now, onOpen }: ReleaseNotesCardProps) {
  usePartStyles(RELEASE_NOTES_STYLES);
  const titleId = useId();
  const loading = status !== 'loaded';
  const shown = items.slice(0, positiveWhole(count, RELEASE_NOTES_MAX));
  return (
    <section
      className="release-notes"
      part={'card' satisfies PartName}
      // The card's height is a floor: with long titles or a narrow column it grows rather than cut a note.
      style={{ minHeight: positiveWhole(height, RELEASE_NOTES_CARD_HEIGHT) }}
      aria-labelledby={titleId}
      aria-busy={loading}
    >
      <h2 className="release-notes__title" id={titleId}>
        Release notes
      </h2>
      {loading ? (
        <>
          <span className="visually-hidden" role="status">
            Loading release notes
          </span>
          <ul className="release-notes__list" part={'list' satisfies PartName} aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <li key={row} className="release-note release-note--skeleton" part={'skeleton' satisfies PartName}>
                <span className="skeleton release-notes__skeleton release-notes__skeleton--title" />
                <span className="skeleton release-notes__skeleton release-notes__skeleton--date" />
                <span className="skeleton release-notes__skeleton release-notes__skeleton--text" />
              </li>
            ))}
          </ul>
        </>
      ) : shown.length === 0 ? (
        <p className="release-notes__empty" part={'empty' satisfies PartName}>
          {refused ? RELEASE_NOTES_REFUSED_TEXT : 'No release notes right now.'}
        </p>
      ) : (
        <ul className="release-notes__list" part={'list' satisfies PartName}>
          {shown.map((note, index) => (
            <ReleaseNoteRow key={`${index}|${note.link}`} note={note} now={now} onOpen={onOpen} />
          ))}
        </ul>
      )}
      <a className="release-notes__see-all" part={'see-all' satisfies PartName} href={RELEASE_NOTES_URL} target="_blank" rel="noopener noreferrer">
        See all
        <NewTabNote context="release notes" />
      </a>
    </section>
  );
}
