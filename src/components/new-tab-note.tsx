/** Props of {@link NewTabNote}. */
export interface NewTabNoteProps {
  /** Words the link's visible text leaves out, read before the note ("release notes"). */
  context?: string | undefined;
}

/**
 * The part of a link's accessible name that says it opens in a new tab: read by screen readers,
 * not shown. Put it last inside every `target="_blank"` link whose name is its text.
 */
export function NewTabNote({ context }: NewTabNoteProps) {
  return <span className="visually-hidden">{context ? ` ${context}` : ''} (opens in a new tab)</span>;
}
