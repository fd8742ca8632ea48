// The feeds folder's entry: the home page's news and the release notes' per-instance store.
// Importers use this one path.
export { $news, formatDanishDate, isNewRelease, loadNews, type NewsState, type ReleaseNotesState } from './home-feeds';
export { createReleaseNotesStore, positiveWhole, type ReleaseNotesStore } from './release-notes';
