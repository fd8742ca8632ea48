import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { HELP_CENTER_URL, SUPPORT_EMAIL } from '../../config/external-links';
import { CHAT_FAILURE_TEXT, FEEDBACK_FAILURE_TEXT, FEEDBACK_THANKS_TEXT, canGiveFeedback, type ChatMessage } from '../../stores/chat/chat';
import { useChatStore } from './chat-store-context';
import { ChatMarkdown } from './chat-markdown';
import { ChatSignedOutAnswer } from './chat-access-notice';
import { Icon } from '../sidebar/sidebar-icons';
import type { PartName } from '../element-parts';

/** Props of {@link ChatMessageView}. */
export interface ChatMessageViewProps {
  message: ChatMessage;
  /** Feedback was given: tell the host page. */
  onFeedback: (liked: boolean) => void;
}

/**
 * The buttons that were pressed go away: focus moves to the conversation (a focusable log, which
 * announces the outcome), never to the page's body.
 */
function focusConversation(event: SyntheticEvent<HTMLElement>): void {
  event.currentTarget.closest<HTMLElement>('[role="log"]')?.focus({ preventScroll: true });
}

/**
 * Scrolls the conversation, and only it, so that all of `element` shows: the comment form opens
 * where the buttons were, at the log's bottom, and would leave Send feedback below its edge.
 */
function revealInConversation(element: HTMLElement | null): void {
  const log = element?.closest<HTMLElement>('[role="log"]');
  if (!element || !log) return;
  const below = element.getBoundingClientRect().bottom - log.getBoundingClientRect().bottom;
  if (below > 0) log.scrollTop += below;
}

function Feedback({ message, onFeedback }: ChatMessageViewProps) {
  const { giveFeedback } = useChatStore();
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const dislike = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (commenting) revealInConversation(form.current);
  }, [commenting]);
  useEffect(() => {
    // Back from the comment form with Cancel: focus returns to the button that opened it.
    if (!commenting && cancelled.current) {
      cancelled.current = false;
      dislike.current?.focus();
    }
  }, [commenting]);
  if (message.feedback === 'received') return <p className="chat-feedback__result">{FEEDBACK_THANKS_TEXT}</p>;
  if (message.feedback === 'error') return <p className="chat-feedback__result chat-feedback__result--error">{FEEDBACK_FAILURE_TEXT}</p>;
  if (!canGiveFeedback(message)) return null;
  const send = (liked: boolean, text?: string) => {
    onFeedback(liked);
    void giveFeedback(message.id, liked, text);
  };
  if (commenting) {
    return (
      <form
        ref={form}
        className="chat-feedback__comment"
        onSubmit={(event) => {
          event.preventDefault();
          focusConversation(event);
          send(false, comment);
        }}
      >
        <label className="visually-hidden" htmlFor={`chat-comment-${message.id}`}>
          Comment on this answer
        </label>
        <textarea
          id={`chat-comment-${message.id}`}
          className="text-field chat-feedback__textarea"
          placeholder="Leave a comment (not required)"
          value={comment}
          maxLength={2000}
          onChange={(event) => setComment(event.target.value)}
          // The form replaces the button that opened it: focus follows into the field.
          autoFocus
        />
        <div className="chat-feedback__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              cancelled.current = true;
              setCommenting(false);
            }}
          >
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            Send feedback
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="chat-feedback" role="group" aria-label="Was this answer helpful?">
      <button
        type="button"
        className="button chat-feedback__button"
        aria-label="Helpful"
        onClick={(event) => {
          focusConversation(event);
          send(true);
        }}
      >
        <Icon name="thumb-up" size={18} />
      </button>
      <button ref={dislike} type="button" className="button chat-feedback__button" aria-label="Not helpful" onClick={() => setCommenting(true)}>
        <Icon name="thumb-down" size={18} />
      </button>
    </div>
  );
}

/** One bubble of the conversation: the question, or the answer with its state and feedback. */
export function ChatMessageView({ message, onFeedback }: ChatMessageViewProps) {
  if (message.isUser) {
    return <p className="chat-bubble chat-bubble--user">{message.text}</p>;
  }
  if (message.streaming) {
    // The growing answer is hidden from the live region: it is announced once, when complete (the
    // keys make the finished answer new nodes, which the log announces, laid out as these were).
    return (
      <div className="chat-bubble chat-bubble--bot chat-bubble--streaming">
        {message.text && (
          <div key="streaming" aria-hidden="true" className="chat-bubble__text">
            <ChatMarkdown text={message.text} streaming />
          </div>
        )}
        <span className="chat-typing" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </div>
    );
  }
  if (message.error === 'request' || message.error === 'no-account') {
    return (
      <div className="chat-bubble chat-bubble--bot chat-bubble--error">
        <p>{message.error === 'request' ? CHAT_FAILURE_TEXT : message.text}</p>
        <p>
          Try the <a href={HELP_CENTER_URL} target="_blank" rel="noopener noreferrer">Help Center</a> or write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </div>
    );
  }
  if (message.error === 'refused') {
    // Signing in would not help: the site itself is not allowed.
    return (
      <div className="chat-bubble chat-bubble--bot chat-bubble--unavailable" part={'unavailable' satisfies PartName}>
        <p>{message.text}</p>
      </div>
    );
  }
  if (message.error === 'signed-out') return <ChatSignedOutAnswer text={message.text} />;
  return (
    <div className={message.error ? 'chat-bubble chat-bubble--bot chat-bubble--error' : 'chat-bubble chat-bubble--bot'}>
      {message.text && (
        <div key="final" className="chat-bubble__text">
          <ChatMarkdown text={message.text} />
        </div>
      )}
      {(message.error === 'stream' || message.error === 'no-stream') && <p className="chat-bubble__problem">Something went wrong.</p>}
      {message.error === 'no-stream' && <p className="chat-bubble__problem">No stream</p>}
      {message.error === 'aborted' && <p className="chat-bubble__problem">The answer was stopped. Your question is still in the field.</p>}
      <Feedback message={message} onFeedback={onFeedback} />
    </div>
  );
}
