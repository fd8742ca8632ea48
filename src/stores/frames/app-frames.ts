import { appOrigin, frameUrlFor } from '../../protocol/frame-url';
import type { FrameRegistration } from '../../protocol/frame-bridge';
import { $appFrames, $framePoolSize, $frameReadyTimeoutMs, attached, currentPathWithSearch, frameTracking, ids, theBridge, update, type AppFrame, type Attached } from './app-frame-state';
import { askTokenEarly, deliver, messageHandling } from './app-frame-handling';
import { poolAfterOpening } from './frame-pool';
import { $dirty } from '../platform/platform';
import { $portalUrl, $view } from '../routing/routing';
import { $selectedCustomerId } from '../access/access';
import { $session, userConfirmed } from '../session/session';
import { onStoreReset } from '../store-reset';

export { $activeFrameKey, $appFrames, $closeMenusSignal, $droppedMessages, $framePoolSize, $frameReadyTimeoutMs, DEFAULT_FRAME_POOL_SIZE, setFramePoolSize, type AppFrame } from './app-frame-state';

// The frame pool: which apps have a frame, the element each frame hands over, and following the
// page, the account and the session (the frames and their tokens belong to one person's account).

/**
 * The component that renders a frame hands its element over here; the store registers it with
 * the bridge, starts the ready timeout, and forgets it on `detach`.
 */
export function attachFrame(key: string, instance: number, element: HTMLIFrameElement): () => void {
  const frame = $appFrames.get().find((candidate) => candidate.key === key && candidate.instance === instance);
  if (!frame) return () => {};
  detach(key);
  const registration: FrameRegistration = {
    window: () => element.contentWindow,
    origin: appOrigin(frame.app),
    onMessage: (message) => deliver(key, registration, message),
  };
  const entry: Attached = {
    element,
    registration,
    unregister: theBridge().register(registration),
    readyTimer: setTimeout(() => update(key, { state: 'timeout' }), $frameReadyTimeoutMs.get()),
    stopToken: undefined,
    lastPath: null,
    sentPath: null,
  };
  attached.set(key, entry);
  return () => {
    if (attached.get(key) === entry) detach(key);
  };
}

function detach(key: string): void {
  const entry = attached.get(key);
  if (!entry) return;
  clearTimeout(entry.readyTimer);
  entry.stopToken?.();
  entry.unregister();
  attached.delete(key);
}

/** Retry after the ready timeout or a failed token: a new frame for the same app and path. */
export function retryFrame(key: string): void {
  const frame = $appFrames.get().find((candidate) => candidate.key === key);
  if (!frame) return;
  update(key, { state: 'loading', instance: frameTracking.nextInstance++, src: frameUrlFor(frame.app, currentPathWithSearch(), ids()) });
  askTokenEarly(frame);
}

/** Drops every frame (account change, logout): their tokens and state belong to the old account. */
export function dropAllFrames(): void {
  for (const key of [...attached.keys()]) detach(key);
  frameTracking.dirtyKey = null;
  $appFrames.set([]);
}

/**
 * The portal cleared the unsaved-work flag an app had raised (Leave, new product tags): that work
 * is given up, so the app's kept-alive frame goes and a later visit loads it afresh rather than
 * showing input no longer guarded. After the navigation that Leave allowed has run.
 */
function dropAbandonedFrame(dirty: boolean): void {
  const key = frameTracking.dirtyKey;
  if (dirty || key === null) return;
  frameTracking.dirtyKey = null;
  setTimeout(() => {
    detach(key);
    $appFrames.set($appFrames.get().filter((frame) => frame.key !== key));
    showActiveApp();
  }, 0);
}

/**
 * Shows the app of the current page: reuses its live frame (telling it the new path, never
 * reloading it) or opens a new one, dropping the least recently used beyond the pool size.
 */
function showActiveApp(): void {
  const view = $view.get();
  if (view.kind !== 'app') return;
  // A person painted from the browser's copy (a new tab) may be hours old: no app loads on their
  // behalf until GetUserData says it is them. This tab's own cache was confirmed by its last page.
  const { revalidating, fromBrowserCopy } = $session.get();
  if (revalidating === true && fromBrowserCopy === true) {
    showOnceConfirmed();
    return;
  }
  const key = view.app.appPrefix;
  // A frame made from other definitions (another address or token) is not this app any more.
  const frames = $appFrames.get().filter((frame) => {
    const same = frame.key !== key || (frame.app.iframeBaseUrl === view.app.iframeBaseUrl && frame.app.tokenDescriptor.client === view.app.tokenDescriptor.client);
    if (!same) detach(frame.key);
    return same;
  });
  if (frames.length !== $appFrames.get().length) $appFrames.set(frames);
  const existing = frames.find((frame) => frame.key === key);
  const fullPath = currentPathWithSearch();
  if (existing) {
    update(key, { lastUsed: Date.now() });
    const entry = attached.get(key);
    // A ready frame's childReady was handled: the handling is loaded.
    if (entry && existing.state === 'ready' && entry.lastPath !== fullPath) messageHandling()?.tellPath(existing, entry, fullPath);
    return;
  }
  const added: AppFrame = { key, app: view.app, src: frameUrlFor(view.app, fullPath, ids()), state: 'loading', instance: frameTracking.nextInstance++, lastUsed: Date.now() };
  const kept = poolAfterOpening(frames, added, $framePoolSize.get());
  for (const frame of frames) if (!kept.includes(frame)) detach(frame.key);
  $appFrames.set(kept);
  askTokenEarly(added);
}

let stop: (() => void) | undefined;
/** The page's wait for the person's confirmation, while one is pending. */
let confirming: Promise<void> | undefined;

function showOnceConfirmed(): void {
  if (confirming) return;
  const mine = (confirming = userConfirmed().then(() => {
    // A page the stores have left (a reset) shows nothing of this one.
    if (confirming !== mine) return;
    confirming = undefined;
    if (stop) showActiveApp();
  }));
}

/** Starts following the current page with the frame pool (once per page). */
export function startAppFrames(): void {
  if (stop) return;
  let userId = $session.get().user?.userId ?? null;
  const stopView = $view.subscribe(() => showActiveApp());
  const stopPath = $portalUrl.listen(() => showActiveApp());
  // An account change or a logout drops every frame: their tokens and state belong to the old account.
  const stopCustomer = $selectedCustomerId.listen(() => {
    dropAllFrames();
    showActiveApp();
  });
  const stopDirty = $dirty.listen(dropAbandonedFrame);
  // Stryker disable next-line BlockStatement: another user empties the account list, so the account listener above has already dropped every frame
  const stopSession = $session.listen(({ user }) => {
    if ((user?.userId ?? null) === userId) return;
    userId = user?.userId ?? null;
    dropAllFrames();
  });
  stop = () => {
    stopView();
    stopPath();
    stopCustomer();
    stopDirty();
    stopSession();
  };
}

// A new page: nothing followed, no frame.
onStoreReset('frames', () => {
  stop?.();
  stop = undefined;
  confirming = undefined;
  dropAllFrames();
});
