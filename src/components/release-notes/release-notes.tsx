import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { RELEASE_NOTES_MAX } from '../../config/business-constants';
import type { EnvName } from '../../config/environment-types';
import { ENVIRONMENTS } from '../../config/environments';
import { createReleaseNotesStore } from '../../stores/release-notes';
import { useInstanceStore } from '../instance-store';
import { positiveWhole, ReleaseNotesCard, type ReleaseNoteOpened } from './release-notes-card';

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

/**
 * The gateway a standalone card reads from: an explicit base URL wins; else the named
 * environment's gateway (names match case-insensitively); else null, meaning the portal's own
 * environment resolution (HostParamsJson, then the host name).
 */
export function releaseNotesGateway(gatewayUrl: string | undefined, env: string | undefined): string | null {
  const explicit = gatewayUrl?.trim();
  if (explicit) return explicit;
  const wanted = env?.trim().toLowerCase();
  if (!wanted) return null;
  const name = (Object.keys(ENVIRONMENTS) as EnvName[]).find((candidate) => candidate.toLowerCase() === wanted);
  if (name) return ENVIRONMENTS[name].GatewayUrl;
  console.warn(`portal-release-notes: unknown env "${env}"; expected one of ${Object.keys(ENVIRONMENTS).join(', ')}.`);
  return null;
}

/** Props of {@link StandaloneReleaseNotes}. */
export interface StandaloneReleaseNotesProps {
  /** The gateway's base URL; wins over `env`. */
  gatewayUrl?: string | undefined;
  /** An environment name (Production, Dev, Staging, Local) whose gateway to use. */
  env?: string | undefined;
  /** At most this many items (default 3). */
  count?: number | undefined;
  /** Card height in pixels (default 385). */
  height?: number | undefined;
  /** Called when the user opens an item. */
  onOpen?: ((item: ReleaseNoteOpened) => void) | undefined;
}

/**
 * The release-notes card on its own (`<portal-release-notes>`), on any page, from a chosen
 * gateway. Each card has a store of its own: its attributes never reach another card.
 */
export function StandaloneReleaseNotes({ gatewayUrl, env, count, height, onOpen }: StandaloneReleaseNotesProps) {
  const store = useInstanceStore(createReleaseNotesStore);
  const { status, items } = useStore(store.$releaseNotes);
  const max = positiveWhole(count, RELEASE_NOTES_MAX);
  const gateway = releaseNotesGateway(gatewayUrl, env);
  useEffect(() => {
    void (gateway === null ? store.loadFromEnvironment(max) : store.loadFrom(gateway, max));
  }, [store, gateway, max]);
  return <ReleaseNotesCard items={items} status={status} count={max} height={height} onOpen={onOpen} />;
}
