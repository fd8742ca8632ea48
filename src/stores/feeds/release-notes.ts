import { createHttpClient, type HttpClient } from '../../services/http-client';
import { atom, type ReadableAtom } from 'nanostores';
import { RELEASE_NOTES_MAX } from '../../config/business-constants';
import type { EnvName } from '../../config/environment-types';
import { ENVIRONMENTS } from '../../config/environments';
import type { ReleaseNote } from '../../services/feeds/feed-types';
import { $environment, httpClients, noteOriginRefused } from '../platform/platform';
import { HttpError } from '../../services/http-error';
import { onStoreReset } from '../store-reset';

/** Where a feed stands: not asked yet, being fetched, or done (with whatever could be shown). */
export type FeedStatus = 'idle' | 'loading' | 'loaded';

/** A release-notes card's feed: newest first, at most the asked number of items. */
export interface ReleaseNotesState {
  status: FeedStatus;
  items: ReleaseNote[];
  /** True when the gateway refused this page's origin: the card is not available on this site. */
  refused?: true;
}

/** A module loaded on first use and kept; a failed load (e.g. a chunk that could not be fetched) is tried again next time. */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (loading === undefined) {
      const started = load();
      loading = started;
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading;
  };
}

/** Newest first; items with the same date keep their order. */
export const newestFirst = <T>(items: readonly T[], dateOf: (item: T) => Date): T[] =>
  [...items].sort((a, b) => dateOf(b).getTime() - dateOf(a).getTime());

/** The asked number of items: a whole number of at least 0, else the spec's 3. */
const itemCount = (max: number): number => (Number.isFinite(max) && max >= 0 ? Math.floor(max) : RELEASE_NOTES_MAX);

// The feed service (and the XML parser it uses) loads with the first feed, not with the page.
const releaseNotesService = lazy(() => import('../../services/feeds/release-notes-service'));

// HTTP clients per gateway address: a cache of connections, not of anyone's choice, so shared.
const gatewayClients = new Map<string, HttpClient>();

/** A gateway client of its own for an explicit address (credentials on, like the portal's). */
function gatewayClient(gatewayUrl: string): HttpClient {
  let client = gatewayClients.get(gatewayUrl);
  if (client === undefined) {
    client = createHttpClient({ baseURL: gatewayUrl, withCredentials: true });
    gatewayClients.set(gatewayUrl, client);
  }
  return client;
}

/** A whole number of at least 1, or the fallback. */
export function positiveWhole(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
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

/** What a `<portal-release-notes>` element's attributes choose. */
export interface ReleaseNotesSettings {
  /** The gateway's base URL; wins over `env`. */
  gatewayUrl?: string | undefined;
  /** An environment name (Production, Dev, Staging, Local) whose gateway to use. */
  env?: string | undefined;
  /** At most this many items (default 3). */
  count?: number | undefined;
}

/** One release-notes card's feed and how it loads: created per card, so two cards never share one. */
export interface ReleaseNotesStore {
  /** The card's feed. */
  $releaseNotes: ReadableAtom<ReleaseNotesState>;
  /** Loads from the portal environment's gateway: at most `max` (default 3). */
  loadFromEnvironment(max?: number): Promise<void>;
  /** Loads from an explicit gateway address: at most `max` (default 3). */
  loadFrom(gatewayUrl: string, max?: number): Promise<void>;
  /** Follows an element's settings: loads the feed they choose on the first call and whenever the choice changes. */
  applySettings(settings: ReleaseNotesSettings): void;
  /** Forgets what runs: a late answer no longer reaches the card (it left the page). */
  dispose(): void;
}

/**
 * Creates a card's store. A load shows `loading` (no items), then `loaded` with the newest `max`.
 * Any failure (call, XML, anything) is logged as "Error parsing RSS feed" and ends with an empty
 * list; a gateway that refused this page's origin is noted for the page instead and marks the state `refused`. A second load of the same feed while one runs shares it; a load of another feed
 * (or count) wins over the one before it.
 */
export function createReleaseNotesStore(): ReleaseNotesStore {
  const $releaseNotes = atom<ReleaseNotesState>({ status: 'idle', items: [] });
  let run = 0;
  let inFlight: { key: string; done: Promise<void> } | undefined;
  let chosen: string | undefined;

  function load(key: string, gateway: () => HttpClient, max: number): Promise<void> {
    if (inFlight?.key === key) return inFlight.done;
    const current = (run += 1);
    $releaseNotes.set({ status: 'loading', items: [] });
    const done = (async () => {
      let items: ReleaseNote[] = [];
      let refused = false;
      try {
        const { getReleaseNotes } = await releaseNotesService();
        items = newestFirst(await getReleaseNotes(gateway()), (note) => note.pubDate).slice(0, max);
      } catch (error) {
        refused = error instanceof HttpError && error.kind === 'origin-refused';
        if (refused) noteOriginRefused();
        else console.error('Error parsing RSS feed', error);
      }
      if (current !== run) return;
      inFlight = undefined;
      $releaseNotes.set(refused ? { status: 'loaded', items, refused } : { status: 'loaded', items });
    })();
    inFlight = { key, done };
    return done;
  }

  function loadFromEnvironment(max = RELEASE_NOTES_MAX): Promise<void> {
    const count = itemCount(max);
    return load(`env ${$environment.get().GatewayUrl} ${count}`, () => httpClients().gateway, count);
  }

  function loadFrom(gatewayUrl: string, max = RELEASE_NOTES_MAX): Promise<void> {
    const count = itemCount(max);
    return load(`url ${gatewayUrl} ${count}`, () => gatewayClient(gatewayUrl), count);
  }

  return {
    $releaseNotes,
    loadFromEnvironment,
    loadFrom,
    applySettings({ gatewayUrl, env, count }) {
      const gateway = releaseNotesGateway(gatewayUrl, env);
      const max = positiveWhole(count, RELEASE_NOTES_MAX);
      const choice = `${gateway} ${max}`;
      if (choice === chosen) return;
      chosen = choice;
      void (gateway === null ? loadFromEnvironment(max) : loadFrom(gateway, max));
    },
    dispose() {
      run += 1;
      inFlight = undefined;
    },
  };
}

// A new page: no gateway client kept.
onStoreReset('feeds', () => gatewayClients.clear());
