import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { CHAT_REFUSED_TEXT, CHAT_SIGN_IN_NOT_SHARED_TEXT, CHAT_SIGNED_OUT_TEXT, $chatAccess, signInFromChat } from '../../stores/chat/chat';
import { signInAddress } from '../../stores/session/session';
import { useChatStore } from './chat-store-context';
import type { PartName } from '../element-parts';

/** A click the page should handle itself: the main button, no key that opens a new tab or window. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * The chat's Sign in: to the identity server, which comes back to this page. The question in the
 * field waits for the visitor in the tab (chat-draft-over-sign-in.ts) and is back in the field after.
 */
export function ChatSignInLink() {
  const { $chat } = useChatStore();
  const signIn = (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    signInFromChat($chat.get().draft);
  };
  return (
    <a className="button button--primary" href={signInAddress()} onClick={signIn}>
      Sign in
    </a>
  );
}

/**
 * The chat API's "not signed in" answer to a question: Sign in, or, back from signing in on a site
 * that cannot share the portal's sign-in, that this site cannot (no Sign in to go round again).
 */
export function ChatSignedOutAnswer({ text }: { text: string }) {
  const access = useStore($chatAccess);
  if (access === 'not-shared') {
    return (
      <div className="chat-bubble chat-bubble--bot chat-bubble--unavailable" part={'unavailable' satisfies PartName}>
        <p>{CHAT_SIGN_IN_NOT_SHARED_TEXT}</p>
      </div>
    );
  }
  // Signing in goes through the identity server and comes back to this page.
  return (
    <div className="chat-bubble chat-bubble--bot chat-bubble--error chat-bubble--signed-out">
      <p>{text}</p>
      <p>
        <ChatSignInLink />
      </p>
    </div>
  );
}

/**
 * What the visitor is told on opening the chat, before typing, when the page already knows they
 * cannot ask here: signed out (with Sign in), or on a site the portal does not allow (no Sign in:
 * it would not help). Left out while the latest answer says the same.
 */
export function ChatAccessNotice() {
  const access = useStore($chatAccess);
  const last = useStore(useChatStore().$chat).messages.at(-1);
  if (last?.error === 'signed-out' || last?.error === 'refused') return null;
  if (access === 'signed-out') {
    return (
      <div className="chat-access chat-access--signed-out" role="status" part={'signed-out' satisfies PartName}>
        <p>{CHAT_SIGNED_OUT_TEXT}</p>
        <ChatSignInLink />
      </div>
    );
  }
  if (access === 'refused' || access === 'not-shared') {
    return (
      <div className="chat-access" role="status" part={'unavailable' satisfies PartName}>
        <p>{access === 'refused' ? CHAT_REFUSED_TEXT : CHAT_SIGN_IN_NOT_SHARED_TEXT}</p>
      </div>
    );
  }
  return null;
}
