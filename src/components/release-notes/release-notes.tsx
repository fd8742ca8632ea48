import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { RELEASE_NOTES_MAX } from '../../config/business-constants';
import { createReleaseNotesStore, type ReleaseNotesStore } from '../../stores/feeds/feeds';
import { useInstanceStore } from '../instance-stores';
import { ReleaseNotesCard, type ReleaseNoteOpened } from './release-notes-card';

/** Props of {@link HomeReleaseNotes}. */
export interface HomeReleaseNotesProps {
  height?: number | undefined;
}

/** The release-notes card of the home page: the portal environment's feed. */
export function HomeReleaseNotes({ height }: HomeReleaseNotesProps) {
  const store = useInstanceStore(createReleaseNotesStore);
  const { status, items } = useStore(store.$releaseNotes);
  useEffect(() => {
    void store.loadFromEnvironment(RELEASE_NOTES_MAX);
  }, [store]);
  return <ReleaseNotesCard items={items} status={status} height={height} />;
}

/** Props of {@link StandaloneReleaseNotes}. */
export interface StandaloneReleaseNotesProps {
  /** The card's own store, which its element's settings load (`applySettings`). */
  store: ReleaseNotesStore;
  /** At most this many items (default 3). */
  count?: number | undefined;
  /** Card height in pixels (default 385). */
  height?: number | undefined;
  /** Called when the user opens an item. */
  onOpen?: ((item: ReleaseNoteOpened) => void) | undefined;
}

/**
 * The release-notes card on its own (`<portal-release-notes>`), on any page, from a chosen
 * gateway. Each card has a store of its own, made and fed by its element: its attributes never
 * reach another card.
 */
export function StandaloneReleaseNotes({ store, count, height, onOpen }: StandaloneReleaseNotesProps) {
  const { status, items, refused } = useStore(store.$releaseNotes);
  return <ReleaseNotesCard items={items} status={status} refused={refused} count={count} height={height} onOpen={onOpen} />;
}
