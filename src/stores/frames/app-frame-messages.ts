import type { ChildToShellEnvelope } from '../../protocol/client';
import { frameUrlFor, shellPathFor } from '../../protocol/frame-url';
import { browserNavigation, $environment } from '../platform/platform';
import { mayAct, redirectTarget, showsNotAllowed } from './child-message-rules';
import { $activeFrameKey, $appFrames, $closeMenusSignal, attached, countDrop, currentPathWithSearch, ids, theBridge, update, type AppFrame, type Attached } from './app-frame-state';
import { pace, queueDirty, queueReport, setDirtyFrom } from './app-frame-pacing';
import { setForbiddenResult } from '../routing/routing';
import { logOut } from '../session/session';
import { $tokens, appTokenRefusal, getAppToken, tokenKey } from '../access/access';

// What the shell says to an app's frame and does with what the frame says: its token, its path,
// and each message the rules let it act on.

/** Sends the app its token (only its own: issued for its client and services, for the current customer) and each renewal. */
function sendToken(key: string): void {
  const frame = $appFrames.get().find((candidate) => candidate.key === key);
  const entry = attached.get(key);
  const customerId = ids().customerId;
  // Stryker disable next-line LogicalOperator: called only from handle, which has checked frame and entry; a frame exists only while an account is selected
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
  entry.stopToken = $tokens.subscribe((tokens) => {
    if (appTokenRefusal(frame.app, customerId) === null) post(tokens[cacheKey]);
  });
  getAppToken(frame.app, customerId).then(
    // Stryker disable next-line ArrowFunction,LogicalOperator: a cached answer was posted already by the $tokens subscription; an uncached one only comes after the frames were dropped
    (token) => post(token ?? undefined),
    (error: unknown) => {
      console.warn(`No token for ${key}.`, error);
      // The app cannot work without its token: say so, with Try again (a new frame asks again).
      if (attached.get(key) === entry && !$tokens.get()[cacheKey]) update(key, { state: 'no-token' });
    },
  );
}

/**
 * Asks an app's token for the customer (the licence rule of getAppToken decides as always; a
 * refusal or failure here is told on childReady, which asks again).
 */
export function askToken(app: AppFrame['app'], customerId: number): void {
  getAppToken(app, customerId).catch(() => {});
}

/** The app's logout waiting for Stay or Leave. */
let logoutAsked: Promise<boolean> | undefined;

/** What the shell does with each message of an app. */
export function handle(key: string, message: ChildToShellEnvelope): void {
  const frame = $appFrames.get().find((candidate) => candidate.key === key);
  const entry = attached.get(key);
  // Stryker disable next-line LogicalOperator: the bridge calls this only for an attached frame, and a frame is never attached without being in the list
  if (!frame || !entry) return;
  const active = $activeFrameKey.get() === key;
  if (!mayAct(message.type, active)) return;
  // Every message costs bounded work; a frame beyond its budget keeps only its last address and flag.
  const verdict = pace(key, message.type);
  if (verdict === 'drop') return countDrop('flooding');
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
      // navigation has exactly one entry, whoever made it. At the next animation frame, the last
      // report of that frame: a history write costs the browser a round trip and wakes every
      // listener of the address, so a flood of reports is one write per frame, not one each.
      if (active) queueReport(key, path);
      return;
    }
    case 'childClick':
      $closeMenusSignal.set($closeMenusSignal.get() + 1);
      return;
    case 'dirtyStateChanged':
      if (verdict === 'keep-last') queueDirty(key, message.payload.newValue);
      else setDirtyFrom(key, message.payload.newValue);
      return;
    case 'childLogout':
      // As the user menu's Logout: Stay or Leave first over unsaved work; asked once at a time.
      logoutAsked ??= logOut().finally(() => (logoutAsked = undefined));
      return;
    case 'redirectWithReturnUrl': {
      const here = browserNavigation.currentHref();
      const target = here === null ? null : redirectTarget(message.payload.url, $environment.get(), here);
      if (target === null) return countDrop('redirect-not-allowed');
      browserNavigation.assign(target);
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
export function tellPath(frame: AppFrame, entry: Attached, fullPath: string, frameUrl?: string): void {
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
