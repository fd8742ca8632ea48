import type { PartName } from '../element-parts';

/**
 * What the chat launcher looks like and says. `<portal-chat>` draws it with plain DOM before the
 * chat has loaded and the loaded chat renders it with React: both read it from here, so the button
 * a person sees does not change when the chat arrives.
 */
export const CHAT_LAUNCHER = {
  className: 'chat-launcher',
  // Written out, typed by the parts' list: importing the list would put every part name in the chat's tiny entry.
  part: 'launcher' satisfies PartName,
  label: 'Open help chat',
  /** The landmark the launcher sits in (a named region), so that no control of ours is outside one. */
  region: 'Help chat',
  /** The speech-bubble icon: a 24 × 24 view box drawn at 26 px. */
  icon: {
    viewBox: '0 0 24 24',
    size: 26,
    path: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z',
  },
} as const;
