import { useStore } from '@nanostores/react';
import { CHAT_REFUSED_TEXT, CHAT_SIGNED_OUT_TEXT, keepDraftForSignIn, $chatAccess } from '../../stores/chat/chat';
import { $session, signInAddress } from '../../stores/session/session';
import { useChatStore } from './chat-store-context';

/**
 * The chat's Sign in: to the identity server, which comes back to this page. The question in the
 * field waits for the visitor in the tab (chat-draft-over-sign-in.ts) and is back in the field after.
 */
export function ChatSignInLink() {
  const { $chat } = useChatStore();
  return (
    <a className="button button--primary" href={signInAddress()} onClick={() => keepDraftForSignIn($chat.get().draft, $session.get().user?.userId ?? null)}>
      Sign in
    </a>
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
      <div className="chat-access chat-access--signed-out" role="status" part="signed-out">
        <p>{CHAT_SIGNED_OUT_TEXT}</p>
        <ChatSignInLink />
      </div>
    );
  }
  if (access === 'refused') {
    return (
      <div className="chat-access" role="status" part="unavailable">
        <p>{CHAT_REFUSED_TEXT}</p>
      </div>
    );
  }
  return null;
}
