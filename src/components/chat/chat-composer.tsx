import { useStore } from '@nanostores/react';
import { useEffect, useRef, type RefObject } from 'react';
import { $chatAccess } from '../../stores/chat/chat';
import { useChatStore } from './chat-store-context';

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  onQuestion: (question: string) => void;
  /** The question field, for the popup to put focus in when it opens. */
  fieldRef?: RefObject<HTMLTextAreaElement | null> | undefined;
}

/**
 * The question field and the send button: send is disabled for an empty question, and on a site
 * where the chat is not available or cannot share the portal's sign-in (the notice above says why,
 * once; a question there would only say it again); both are disabled while an answer loads or
 * streams, and focus comes back to the field after.
 */
export function ChatComposer({ onQuestion, fieldRef }: ChatComposerProps) {
  const { $chat, $chatBusy, sendQuestion, setDraft } = useChatStore();
  const { draft, notice } = useStore($chat);
  const busy = useStore($chatBusy);
  const access = useStore($chatAccess);
  // Refused here, or back from signing in on a site that cannot share the sign-in: a question would only be refused again.
  const unavailable = access === 'refused' || access === 'not-shared';
  const ownField = useRef<HTMLTextAreaElement>(null);
  const field = fieldRef ?? ownField;
  const hadFocus = useRef(false);

  useEffect(() => {
    if (!busy && hadFocus.current) {
      hadFocus.current = false;
      field.current?.focus();
    }
  }, [busy, field]);

  const submit = () => {
    if (unavailable) return;
    // Focus in the field or on Send (a keyboard user's Tab, Enter): the send disables both, so bring it back after.
    const form = field.current?.form;
    const root = field.current?.getRootNode() as ShadowRoot | Document | undefined;
    hadFocus.current = Boolean(root && form?.contains(root.activeElement ?? null)) || document.activeElement === field.current;
    if (draft.trim()) onQuestion(draft.trim());
    // The field and Send are disabled while the answer comes: focus waits in the conversation
    // (not on the page's body) and comes back to the field after.
    if (hadFocus.current && draft.trim()) form?.parentElement?.querySelector<HTMLElement>('[role="log"]')?.focus({ preventScroll: true });
    void sendQuestion(draft);
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="visually-hidden" htmlFor="chat-question">
        Your question
      </label>
      <textarea
        ref={field}
        id="chat-question"
        className="text-field chat-composer__field"
        rows={2}
        placeholder="Ask a question about the portal"
        value={draft}
        disabled={busy}
        aria-describedby={notice ? 'chat-notice' : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Enter that confirms an input method's composition (Japanese, Chinese, Korean…) does not send.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <button type="submit" className="button button--primary chat-composer__send" disabled={busy || unavailable || !draft.trim()}>
        Send
      </button>
      {notice && (
        <p id="chat-notice" className="chat-composer__notice" role="status">
          {notice}
        </p>
      )}
    </form>
  );
}
