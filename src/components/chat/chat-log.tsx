import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { ChatMessageView } from './chat-message';
import { useChatStore } from './chat-store-context';

/** How close to the bottom counts as "at the bottom", px. */
const BOTTOM_SLACK = 24;

/** Props of {@link ChatLog}. */
export interface ChatLogProps {
  onFeedback: (liked: boolean) => void;
}

/**
 * The conversation: a polite log (only whole messages are announced), busy while an answer comes,
 * and beside it a status line saying so. It follows the answer as it streams unless the user
 * scrolls up, and follows again once they are back at the bottom.
 */
export function ChatLog({ onFeedback }: ChatLogProps) {
  const { messages, status } = useStore(useChatStore().$chat);
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastQuestion = useRef<number | null>(null);

  useLayoutEffect(() => {
    // A new question turns autoscroll back on: only scrolling up during streaming turns it off.
    const question = messages.findLast((message) => message.isUser)?.id ?? null;
    if (question !== lastQuestion.current) {
      lastQuestion.current = question;
      following.current = true;
    }
    const element = log.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [messages]);

  return (
    <>
      <div
        ref={log}
        className="chat-popup__log"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label="Conversation"
        aria-busy={status !== 'idle'}
        tabIndex={0}
        part="log"
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK;
        }}
      >
        {messages.map((message) => (
          // A new key when an answer completes: the finished answer is a new node, announced once.
          <ChatMessageView key={`${message.id}:${message.streaming ? 'streaming' : 'done'}`} message={message} onFeedback={onFeedback} />
        ))}
      </div>
      {/* Outside the log: a busy region's changes wait until it is no longer busy, and this line is for the wait. */}
      <p className="visually-hidden" role="status">
        {status === 'idle' ? '' : 'The assistant is answering.'}
      </p>
    </>
  );
}
