import type { ChildToShellEnvelope } from '../../protocol/client';
import type { FrameRegistration } from '../../protocol/frame-bridge';
import { $appFrames, attached, countDrop, ids, type AppFrame } from './app-frame-state';
import { onStoreReset } from '../store-reset';
import type * as Handling from './app-frame-messages';

// What the shell does with the frames' messages (their rules, pacing and tokens) loads as the first
// area frame is made, never before the shell's first frame. The bridge has checked each message
// (source window, origin, shape) as it came; one that comes before the handling is there waits here,
// in order, and meets the same rules and pacing when it is.

/** The message handling, loaded on demand. */
export type MessageHandling = typeof Handling;

/** A checked message of an attached frame, waiting for the handling's code. */
interface Waiting {
  key: string;
  registration: FrameRegistration;
  message: ChildToShellEnvelope;
}

/** More waiting messages than an app sends while it starts is a flood: the rest are dropped as such. */
export const MAX_WAITING_MESSAGES = 200;

let loading: Promise<MessageHandling> | undefined;
let loaded: MessageHandling | undefined;
const waiting: Waiting[] = [];

function handleWaiting(handling: MessageHandling): void {
  while (waiting.length > 0) {
    const { key, registration, message } = waiting.shift() as Waiting;
    // A frame gone or replaced (Retry, another account) while its message waited: it is no one's now.
    if (attached.get(key)?.registration === registration) handling.handle(key, message);
  }
}

/**
 * Loads the message handling (once; a failed load is tried again by the next call, e.g. the Retry
 * of a frame that timed out waiting) and then handles every waiting message, in order.
 */
export function loadMessageHandling(): Promise<MessageHandling> {
  loading ??= import('./app-frame-messages').then(
    (handling) => {
      loaded = handling;
      handleWaiting(handling);
      return handling;
    },
    (error: unknown) => {
      loading = undefined;
      console.warn("The code that handles the apps' messages could not be loaded; it loads again with the next frame or Try again.", error);
      throw error;
    },
  );
  return loading;
}

/** The message handling when it is loaded (a frame that reported ready was handled by it). */
export function messageHandling(): MessageHandling | undefined {
  return loaded;
}

/** Hands a checked message of the frame `key` to the handling, now or once it is loaded. */
export function deliver(key: string, registration: FrameRegistration, message: ChildToShellEnvelope): void {
  if (loaded && waiting.length === 0) return loaded.handle(key, message);
  if (waiting.length >= MAX_WAITING_MESSAGES) return countDrop('flooding');
  waiting.push({ key, registration, message });
  loadMessageHandling().catch(() => {});
}

/**
 * Asks the token of a frame just made, so that it comes while the app loads rather than after the
 * app's childReady (the handling's token cache shares it with the childReady that follows).
 */
export function askTokenEarly(frame: AppFrame): void {
  const { customerId } = ids();
  // Stryker disable next-line ConditionalExpression: a frame is made only while an account is selected
  if (customerId === null) return;
  loadMessageHandling().then(
    (handling) => {
      // A frame dropped while the code loaded (another account, a Retry) asks nothing.
      if ($appFrames.get().some((made) => made.key === frame.key && made.instance === frame.instance)) handling.askToken(frame.app, customerId);
    },
    () => {},
  );
}

// A new page: the messages of the old one's frames are no one's.
onStoreReset('frames', () => {
  waiting.length = 0;
});
