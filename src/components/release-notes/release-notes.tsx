import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { RELEASE_NOTES_MAX } from '../../config/business-constants';
import type { EnvName } from '../../config/environment-types';
import { ENVIRONMENTS } from '../../config/environments';
import { $releaseNotes, loadReleaseNotes, loadReleaseNotesFrom } from '../../stores/home-feeds';
import { positiveWhole, ReleaseNotesCard, type ReleaseNoteOpened } from './release-notes-card';

/** Props of {@link HomeReleaseNotes}. */
export interface HomeReleaseNotesProps {
  height?: number | undefined;
}

/** The release-notes card of the home page: the portal environment's feed. */
export function HomeReleaseNotes({ height }: HomeReleaseNotesProps) {
  const { status, items } = useStore($releaseNotes);
  useEffect(() => {
    void loadReleaseNotes();
  }, []);
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

/** The release-notes card on its own (`<portal-release-notes>`), on any page, from a chosen gateway. */
export function StandaloneReleaseNotes({ gatewayUrl, env, count, height, onOpen }: StandaloneReleaseNotesProps) {
  const { status, items } = useStore($releaseNotes);
  const max = positiveWhole(count, RELEASE_NOTES_MAX);
  const gateway = releaseNotesGateway(gatewayUrl, env);
  useEffect(() => {
    void (gateway === null ? loadReleaseNotes() : loadReleaseNotesFrom(gateway, max));
  }, [gateway, max]);
  return <ReleaseNotesCard items={items} status={status} count={max} height={height} onOpen={onOpen} />;
}
