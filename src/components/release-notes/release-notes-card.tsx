/** Props of {@link ReleaseNotesCard}. */
export interface ReleaseNotesCardProps {
  /** Card height in pixels (the spec's 385 by default). */
  height?: number | undefined;
}

/** The "Release notes" card: the latest release announcements. */
export function ReleaseNotesCard({ height = 385 }: ReleaseNotesCardProps) {
  return (
    <section className="release-notes" part="card" style={{ height }} aria-labelledby="release-notes-title">
      <h2 className="release-notes__title" id="release-notes-title">
        Release notes
      </h2>
      <ul className="release-notes__list" part="list" />
    </section>
  );
}
