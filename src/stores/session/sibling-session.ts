import { $accounts, $appDefinitions, $definitionsSource, adoptHandedOverApps } from '../access/access';
import { $appOriginRules, $environment } from '../platform/platform';
import { $session, adoptHandedOverLogin, revalidateUser, signOutHere, type SessionState } from './session';
import {
  SIBLING_ANSWER_WAIT_MS,
  acceptedAnswer,
  answerText,
  readSiblingMessage,
  siblingScope,
  type HandOver,
  type SiblingMessage,
  type TabState,
} from './sibling-rules';
import { onStoreReset } from '../store-reset';

/*
 * The portal's open tabs of one origin, over a BroadcastChannel (the rules are in sibling-rules.ts).
 * A new tab takes a sibling's accounts and app set once its own GetUserData confirms the same user,
 * so they need no wait of their own; nothing a sibling says is shown before. Nothing is stored here.
 */

/** The channel's name; a release that changes the messages changes it. */
const SIBLING_CHANNEL_NAME = 'portal-shell:tabs:v1';

let channel: BroadcastChannel | null = null;
let stopFollowing: (() => void) | undefined;
/** The question this tab asked, while an answer may still be taken. */
let asking: { id: string; timer: ReturnType<typeof setTimeout> } | undefined;
/** The user this tab last showed signed in (revalidating or confirmed), until it signs out. */
let lastShown: string | null = null;
/** Set while this tab follows another's message: what that changes is not told again. */
let following = false;

const scope = () => siblingScope($environment.get(), $appOriginRules.get());

function post(message: SiblingMessage): void {
  try {
    channel?.postMessage(JSON.stringify(message));
  } catch {
    // A closed channel: the other tabs learn nothing, as without one.
  }
}

function tabState(): TabState {
  const { status, user, isDevelopmentUser, revalidating } = $session.get();
  const confirmed = status === 'authenticated' && !isDevelopmentUser && revalidating !== true;
  // `.value`: reading the accounts must not start loading them on a page that does not follow them.
  const accounts = $accounts.value;
  return {
    scope: scope(),
    confirmedUser: confirmed ? user : null,
    customers: accounts?.status === 'loaded' ? { userId: accounts.userId, list: accounts.customers } : null,
    apps: $definitionsSource.get() === 'bundled' ? null : $appDefinitions.get(),
  };
}

/** Tells the other tabs when this one signs out or finds another user signed in. */
function follow(session: SessionState): void {
  const shown = session.status === 'authenticated' && !session.isDevelopmentUser ? (session.user?.userId ?? null) : null;
  if (shown !== null) {
    if (session.revalidating !== true && lastShown !== null && shown !== lastShown && !following) {
      post({ kind: 'user-changed', scope: scope(), userId: shown });
    }
    lastShown = shown;
  } else if (session.status === 'unauthenticated') {
    // A refused origin signed nobody out.
    if (lastShown !== null && session.originRefused !== true && !following) post({ kind: 'signed-out', scope: scope() });
    lastShown = null;
  }
}

function followOther(change: () => void): void {
  following = true;
  try {
    change();
  } finally {
    following = false;
  }
}

/** Runs `act` once this tab's own GetUserData confirms `userId`; drops it when it answers anything else. */
function whenConfirmed(userId: string, act: () => void): void {
  const stop = $session.listen(({ status, user, revalidating }) => {
    if (status === 'initializing' || revalidating === true) return;
    stop();
    if (status === 'authenticated' && user?.userId === userId) act();
  });
}

// A hand-over is a claim (any page of this origin can speak on the channel): held, and shown only
// once this tab's own GetUserData names the same user (login-start.ts).
function adopt({ user, customers, apps }: HandOver): void {
  const { AuthServerUrl, EnvName } = $environment.get();
  adoptHandedOverLogin({ authServerUrl: AuthServerUrl, envName: EnvName, user, ...(customers ? { customers } : {}) });
  if (apps) whenConfirmed(user.userId, () => adoptHandedOverApps(EnvName, apps));
}

function receive(data: unknown): void {
  const message = readSiblingMessage(data);
  // Another environment's, identity server's or app set's tab is not this tab's sibling.
  if (message === null || message.scope !== scope()) return;
  const session = $session.get();
  if (message.kind === 'ask') {
    const answer = answerText(message, tabState());
    if (answer !== null) channel?.postMessage(answer);
  } else if (message.kind === 'answer') {
    const handOver = asking ? acceptedAnswer(message, asking.id, scope()) : null;
    if (handOver === null) return;
    stopAsking();
    adopt(handOver);
  } else if (message.kind === 'signed-out') {
    // The identity server's session is gone: this tab shows signed out, and stays on its page.
    if (lastShown !== null || session.status === 'unavailable') followOther(signOutHere);
  } else if (session.user?.userId !== message.userId) {
    // Asked again only by a tab showing a real signed-in user (revalidateUser's own rule).
    followOther(() => void revalidateUser());
  }
}

function open(): BroadcastChannel | null {
  if (channel !== null || typeof BroadcastChannel === 'undefined') return channel;
  try {
    channel = new BroadcastChannel(SIBLING_CHANNEL_NAME);
  } catch {
    return null;
  }
  channel.onmessage = (event: MessageEvent) => receive(event.data);
  // Outside a browser (Node's tests) an open channel would keep the process alive.
  (channel as { unref?: () => void }).unref?.();
  stopFollowing = $session.subscribe(follow);
  return channel;
}

function stopAsking(): void {
  if (asking) clearTimeout(asking.timer);
  asking = undefined;
}

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Joins the portal's other tabs of this origin, once per page: answers a new tab's question when
 * this tab shows a confirmed user of the same scope, and tells the others when it signs out or
 * finds another user signed in (and follows them when they do).
 */
export function startSiblingTabs(): void {
  open();
}

/**
 * Asks the open tabs for their session (a new tab, no cache of its own, not back from signing in),
 * unless GetUserData has answered already. The first valid answer within {@link SIBLING_ANSWER_WAIT_MS}
 * is held until GetUserData answers (then taken for the same user only), unless GetUserData
 * answered first; later answers are ignored.
 */
export function askSiblingTabs(): void {
  if ($session.get().status !== 'initializing' || open() === null || asking) return;
  const id = randomId();
  asking = { id, timer: setTimeout(stopAsking, SIBLING_ANSWER_WAIT_MS) };
  post({ kind: 'ask', id, scope: scope() });
}

onStoreReset('session', () => {
  stopAsking();
  stopFollowing?.();
  stopFollowing = undefined;
  channel?.close();
  channel = null;
  lastShown = null;
  following = false;
});
