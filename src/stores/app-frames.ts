import { atom, computed } from 'nanostores';
import type { AppEntry } from '../config/app-types';
import type { ChildToShellEnvelope } from '../protocol/client';
import { createFrameBridge, type DropReason, type FrameBridge, type FrameRegistration } from '../protocol/frame-bridge';
import { appOrigin, frameUrlFor, isAllowedRedirect, shellPathFor, type PlaceholderIds } from '../protocol/frame-url';
import { browserNavigation } from './browser-navigation';
import { mayAct, showsNotAllowed } from './child-message-rules';
import { DEFAULT_FRAME_POOL_SIZE, poolAfterOpening, poolSizeOf } from './frame-pool';

export { DEFAULT_FRAME_POOL_SIZE };
import { $environment } from './environment';
import { $dirty } from './navigation-confirmation';
import { $portalPath, $portalUrl, $view, openPath, setForbiddenResult } from './routing';
import { $selectedCustomer } from './selected-customer';
import { $session, signOutWithRedirect } from './session';
import { $tokens, getAccessToken, tokenKey } from './token-cache';
import { onStoreReset } from './store-reset';

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

/** Messages dropped by the bridge (wrong window or origin, malformed), by reason. */
export const $droppedMessages = atom<Record<DropReason | 'redirect-not-allowed', number>>({
  'unknown-source': 0,
  'wrong-origin': 0,
  malformed: 0,
  'redirect-not-allowed': 0,
});

/** Bumped when a click inside an embedded app should close the shell's open menus (childClick). */
export const $closeMenusSignal = atom(0);

/** The key of the frame on screen, or null when no product area is. */
export const $activeFrameKey = computed($view, (view) => (view.kind === 'app' ? view.app.appPrefix : null));

interface Attached {
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
let nextInstance = 1;
const attached = new Map<string, Attached>();
/** The frame whose unsaved work the portal's dirty state stands for. */
let dirtyKey: string | null = null;

function countDrop(reason: DropReason | 'redirect-not-allowed'): void {
  const counts = $droppedMessages.get();
  $droppedMessages.set({ ...counts, [reason]: counts[reason] + 1 });
}

function theBridge(): FrameBridge {
  bridge ??= createFrameBridge(window, countDrop);
  return bridge;
}

function ids(): PlaceholderIds {
  return { customerId: $selectedCustomer.get().customerId, partnerId: $session.get().user?.partnerId ?? null };
}

function update(key: string, change: Partial<AppFrame>): void {
  $appFrames.set($appFrames.get().map((frame) => (frame.key === key ? { ...frame, ...change } : frame)));
}

/** Sends the app its token (only its own: issued for its client and services, for the current customer) and each renewal. */
function sendToken(key: string): void {
  const frame = $appFrames.get().find((candidate) => candidate.key === key);
  const entry = attached.get(key);
  const customerId = ids().customerId;
  if (!frame || !entry || customerId === null) return;
  const request = { ...frame.app.tokenDescriptor, impersonateCustomerId: customerId };
  const cacheKey = tokenKey(request);
  entry.stopToken?.();
  let sent: string | undefined;
  const post = (token: { token: string; expirationUtc: string } | undefined) => {
    if (!token || token.token === sent) return;
    sent = token.token;
    theBridge().post(entry.registration, 'axiosAuthorization', { token: token.token, expirationUtc: token.expirationUtc });
  };
  entry.stopToken = $tokens.subscribe((tokens) => post(tokens[cacheKey]));
  getAccessToken(request).then(
    (token) => post(token ?? undefined),
    (error: unknown) => {
      console.warn(`No token for ${key}.`, error);
      // The app cannot work without its token: say so, with Try again (a new frame asks again).
      if (attached.get(key) === entry && !$tokens.get()[cacheKey]) update(key, { state: 'no-token' });
    },
  );
}

/** What the shell does with each message of an app. */
function handle(key: string, message: ChildToShellEnvelope): void {
  const frame = $appFrames.get().find((candidate) => candidate.key === key);
  const entry = attached.get(key);
  if (!frame || !entry) return;
  const active = $activeFrameKey.get() === key;
  if (!mayAct(message.type, active)) return;
  switch (message.type) {
    case 'childReady':
      clearTimeout(entry.readyTimer);
      update(key, { state: 'ready' });
      sendToken(key);
      // The shell may have moved on inside this app while the frame was loading.
      if (active) tellPath(frame, entry, currentPathWithSearch(), frame.src);
      return;
    case 'childUrlChanged': {
      const path = shellPathFor(frame.app, message.payload.url, ids());
      if (!path) return countDrop('malformed');
      const stale = entry.sentPath !== null && !message.payload.navigated && path !== entry.sentPath;
      entry.sentPath = null;
      if (stale) return;
      entry.lastPath = path;
      // A frame's own navigation already made its entry in the tab's joint session history (and
      // the frame's back/forward moves it again): the shell only replaces its address, so every
      // navigation has exactly one entry, whoever made it.
      if (active && path !== currentPathWithSearch()) openPath(path, true);
      return;
    }
    case 'childClick':
      $closeMenusSignal.set($closeMenusSignal.get() + 1);
      return;
    case 'dirtyStateChanged':
      dirtyKey = message.payload.newValue ? key : null;
      $dirty.set(message.payload.newValue);
      return;
    case 'childLogout':
      signOutWithRedirect();
      return;
    case 'redirectWithReturnUrl': {
      const env = $environment.get();
      const allowed = [env.AuthServerUrl, env.AuthServerReturnUrl, location.href].map((url) => new URL(url).origin);
      if (!isAllowedRedirect(message.payload.url, allowed)) return countDrop('redirect-not-allowed');
      const target = new URL(message.payload.url);
      target.searchParams.set('returnUrl', location.href);
      browserNavigation.assign(target.href);
      return;
    }
    case 'gatewayResult': {
      const handled = showsNotAllowed(message.payload.status, active);
      if (handled) setForbiddenResult(message.payload.customerId);
      theBridge().post(entry.registration, 'gatewayResultReply', { requestId: message.payload.requestId, handled });
      return;
    }
  }
}

/** Tells a ready frame the shell's path (parentUrlChanged), unless the frame is already there. */
function tellPath(frame: AppFrame, entry: Attached, fullPath: string, frameUrl?: string): void {
  const url = new URL(frameUrlFor(frame.app, fullPath, ids()));
  const relative = `${url.pathname}${url.search}${url.hash}`;
  if (frameUrl !== undefined && new URL(frameUrl).href === url.href) {
    entry.lastPath = fullPath;
    return;
  }
  entry.lastPath = fullPath;
  entry.sentPath = fullPath;
  theBridge().post(entry.registration, 'parentUrlChanged', { url: relative });
}

function currentPathWithSearch(): string {
  return $portalUrl.get() ?? $portalPath.get() ?? '/';
}

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
    onMessage: (message) => handle(key, message),
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
  update(key, { state: 'loading', instance: nextInstance++, src: frameUrlFor(frame.app, currentPathWithSearch(), ids()) });
}

/** Drops every frame (account change, logout): their tokens and state belong to the old account. */
export function dropAllFrames(): void {
  for (const key of [...attached.keys()]) detach(key);
  dirtyKey = null;
  $appFrames.set([]);
}

/**
 * The portal cleared the unsaved-work flag an app had raised (Leave, new product tags): that work
 * is given up, so the app's kept-alive frame goes and a later visit loads it afresh rather than
 * showing input no longer guarded. After the navigation that Leave allowed has run.
 */
function dropAbandonedFrame(dirty: boolean): void {
  const key = dirtyKey;
  if (dirty || key === null) return;
  dirtyKey = null;
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
    if (entry && existing.state === 'ready' && entry.lastPath !== fullPath) tellPath(existing, entry, fullPath);
    return;
  }
  const added: AppFrame = { key, app: view.app, src: frameUrlFor(view.app, fullPath, ids()), state: 'loading', instance: nextInstance++, lastUsed: Date.now() };
  const kept = poolAfterOpening(frames, added, $framePoolSize.get());
  for (const frame of frames) if (!kept.includes(frame)) detach(frame.key);
  $appFrames.set(kept);
}

let stop: (() => void) | undefined;

/** Starts following the current page with the frame pool (once per page). */
export function startAppFrames(): void {
  if (stop) return;
  let customer = $selectedCustomer.get().customerId;
  let userId = $session.get().user?.userId ?? null;
  const stopView = $view.subscribe(() => showActiveApp());
  const stopPath = $portalUrl.listen(() => showActiveApp());
  // An account change or a logout drops every frame: their tokens and state belong to the old account.
  const stopCustomer = $selectedCustomer.listen(({ customerId }) => {
    if (customerId === customer) return;
    customer = customerId;
    dropAllFrames();
    showActiveApp();
  });
  const stopDirty = $dirty.listen(dropAbandonedFrame);
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

// A new page: nothing followed, no frame, no bridge.
onStoreReset('frames', () => {
  stop?.();
  stop = undefined;
  dropAllFrames();
  bridge?.dispose();
  bridge = undefined;
});
