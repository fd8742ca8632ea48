import { PROTOCOL, PROTOCOL_VERSION, type ChildToShellEnvelope, type ShellToChildMessages } from './client';
import { readChildMessage } from './child-message';

/** Why a message was dropped. */
export type DropReason = 'unknown-source' | 'wrong-origin' | 'malformed';

/** One embedded app's frame, as the bridge knows it. */
export interface FrameRegistration {
  /** The frame's window, read at message time (it changes when the frame navigates). */
  window: () => Window | null | undefined;
  /** The exact origin of the app's iframeBaseUrl. */
  origin: string;
  /** A checked message from this frame. */
  onMessage: (message: ChildToShellEnvelope) => void;
}

/** The shell's side of the protocol for every frame on the page. */
export interface FrameBridge {
  /** Starts accepting messages from a frame; returns the function that stops it. */
  register(frame: FrameRegistration): () => void;
  /** Posts a message to a registered frame, to its exact origin only. False when it cannot. */
  post<T extends keyof ShellToChildMessages>(frame: FrameRegistration, type: T, payload: ShellToChildMessages[T]): boolean;
  dispose(): void;
}

/**
 * True for a serialised origin such as `https://apps.example:8443`; never `'*'`, `'/'`, a URL, or
 * `'null'` (every opaque origin reads 'null', so it names no one).
 */
function isExactOrigin(origin: string): boolean {
  try {
    return origin !== 'null' && new URL(origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Creates the bridge (src/protocol/README.md): one `message` listener for all frames. A message is accepted
 * only when `event.source` is the window of a frame we registered and `event.origin` is exactly
 * that frame's app origin, and it reads as a protocol message; anything else is dropped,
 * reported to `onDrop`, and never throws. Posts go to the frame's own origin, never `'*'`.
 */
export function createFrameBridge(host: Window, onDrop: (reason: DropReason) => void): FrameBridge {
  const frames = new Set<FrameRegistration>();

  const listener = (event: MessageEvent) => {
    try {
      let frame: FrameRegistration | undefined;
      for (const candidate of frames) {
        if (event.source && event.source === candidate.window()) frame = candidate;
      }
      if (!frame) return onDrop('unknown-source');
      if (event.origin !== frame.origin || !isExactOrigin(frame.origin)) return onDrop('wrong-origin');
      const message = readChildMessage(event.data);
      if (!message) return onDrop('malformed');
      frame.onMessage(message);
    } catch (error) {
      console.warn('A message from an embedded app could not be handled.', error);
    }
  };
  host.addEventListener('message', listener);

  return {
    register(frame) {
      frames.add(frame);
      return () => frames.delete(frame);
    },
    post(frame, type, payload) {
      const target = frames.has(frame) ? frame.window() : null;
      if (!target || !isExactOrigin(frame.origin)) return false;
      try {
        target.postMessage({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type, payload }, frame.origin);
        return true;
      } catch {
        return false;
      }
    },
    dispose() {
      host.removeEventListener('message', listener);
      frames.clear();
    },
  };
}
