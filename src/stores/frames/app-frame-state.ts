import { atom, computed } from 'nanostores';
import type { AppEntry } from '../../config/app-types';
import { createFrameBridge, type DropReason, type FrameBridge, type FrameRegistration } from '../../protocol/frame-bridge';
import type { PlaceholderIds } from '../../protocol/frame-url';
import { DEFAULT_FRAME_POOL_SIZE, poolSizeOf } from './frame-pool';

export { DEFAULT_FRAME_POOL_SIZE };
import { $portalPath, $portalUrl, $view } from '../routing/routing';
import { $selectedCustomer } from '../access/access';
import { $session } from '../session/session';
import { onStoreReset } from '../store-reset';

// The frames' shared state: what components read (the frames, their pool size, the dropped
// messages) and what the frame pool and the message handling share (the attached elements, the
// bridge). The window is reached only here, through the bridge.

/** How many visited apps stay alive in hidden frames (least recently used dropped first). */
export const $framePoolSize = atom(DEFAULT_FRAME_POOL_SIZE);

/** Sets the pool size from the host: a whole number from 1 to 10, anything else the default. */
export function setFramePoolSize(size: number | null | undefined): void {
  $framePoolSize.set(poolSizeOf(size));
}

/** How long an app may take to report ready before the shell shows the error view, ms. */
export const $frameReadyTimeoutMs = atom(15_000);

/** One embedded app's frame. */
export interface AppFrame {
  /** The app prefix: one frame per app. */
  key: string;
  app: AppEntry;
  /** The URL the frame was created with; later moves go through the protocol, not `src`. */
  src: string;
  /** `timeout`: no ready report in time; `no-token`: its token could not be had (other than 400/401, which sign out). */
  state: 'loading' | 'ready' | 'timeout' | 'no-token';
  /** Unique per frame element: a new one for a new frame, and for each Retry. */
  instance: number;
  lastUsed: number;
}

/** The frames alive, in the order they were opened. */
export const $appFrames = atom<AppFrame[]>([]);

/** Why a message was not acted on: the bridge's reasons, a redirect off the allow list, or a frame beyond its budget (see child-message-pacing.ts). */
export type ShellDropReason = DropReason | 'redirect-not-allowed' | 'flooding';

/** Messages dropped by the bridge (wrong window or origin, malformed), by reason. */
export const $droppedMessages = atom<Record<ShellDropReason, number>>({
  'unknown-source': 0,
  'wrong-origin': 0,
  malformed: 0,
  'redirect-not-allowed': 0,
  flooding: 0,
});

/** Bumped when a click inside an embedded app should close the shell's open menus (childClick). */
export const $closeMenusSignal = atom(0);

/** The key of the frame on screen, or null when no product area is. */
export const $activeFrameKey = computed($view, (view) => (view.kind === 'app' ? view.app.appPrefix : null));

/** A frame element the shell has registered with the bridge. */
export interface Attached {
  element: HTMLIFrameElement;
  registration: FrameRegistration;
  unregister: () => void;
  readyTimer: ReturnType<typeof setTimeout> | undefined;
  stopToken: (() => void) | undefined;
  /** The last path the child reported or we sent, so a change is never echoed back. */
  lastPath: string | null;
  /** A path we sent that the child has not confirmed yet: an older report crossing it is stale. */
  sentPath: string | null;
}

let bridge: FrameBridge | undefined;

/** The frame elements registered with the bridge, by key. */
export const attached = new Map<string, Attached>();

/** The frame whose unsaved work the portal's dirty state stands for, and the next frame element's number. */
export const frameTracking: { dirtyKey: string | null; nextInstance: number } = { dirtyKey: null, nextInstance: 1 };

/** Counts a message the shell did not act on. */
export function countDrop(reason: ShellDropReason): void {
  const counts = $droppedMessages.get();
  // An app team whose message does nothing is told why, once per reason and page. Messages of
  // windows that are no app frame (extensions, other scripts) are none of theirs: not told. A
  // flooding frame is told once per frame, when it is throttled (app-frame-pacing.ts).
  if (counts[reason] === 0 && reason !== 'unknown-source' && reason !== 'flooding') console.warn(`Portal Shell dropped ${DROP_WARNINGS[reason]} (src/protocol/README.md).`);
  $droppedMessages.set({ ...counts, [reason]: counts[reason] + 1 });
}

const DROP_WARNINGS: Record<Exclude<ShellDropReason, 'unknown-source' | 'flooding'>, string> = {
  'wrong-origin': "a message from an app's frame that came from another origin than the app's",
  malformed: "a message from an app's frame that is no protocol message of this version",
  'redirect-not-allowed': 'an app\'s redirect to an address outside the identity server and the portal',
};

/** The bridge to the frames' windows, made on first use. */
export function theBridge(): FrameBridge {
  bridge ??= createFrameBridge(window, countDrop);
  return bridge;
}

/** The ids the frame URLs' placeholders stand for now. */
export function ids(): PlaceholderIds {
  return { customerId: $selectedCustomer.get().customerId, partnerId: $session.get().user?.partnerId ?? null };
}

/** Changes one frame of the list. */
export function update(key: string, change: Partial<AppFrame>): void {
  $appFrames.set($appFrames.get().map((frame) => (frame.key === key ? { ...frame, ...change } : frame)));
}

/** The shell's address now: path and query. */
export function currentPathWithSearch(): string {
  return $portalUrl.get() ?? $portalPath.get() ?? '/';
}

// A new page: no bridge (the frames themselves reset with the pool).
onStoreReset('frames', () => {
  bridge?.dispose();
  bridge = undefined;
});
