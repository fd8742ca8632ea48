import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { ChatMessageView } from './chat-message';
import { useChatStore } from './chat-store-context';
import type { PartName } from '../element-parts';

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
  /** Where the log last was at its bottom: text only grows below it, so only the user moves it up. */
  const pinnedTop = useRef(0);
  const lastQuestion = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = log.current;
    // A new question turns autoscroll back on: only scrolling up during streaming turns it off.
    const question = messages.findLast((message) => message.isUser)?.id ?? null;
    if (question !== lastQuestion.current) {
      lastQuestion.current = question;
      following.current = true;
    } else if (element && element.scrollTop < pinnedTop.current - BOTTOM_SLACK) {
      // Scrolled up, its scroll event not yet dispatched (it waits for the next frame, and WebKit
      // often renders a streamed chunk first): the user's position wins over following.
      following.current = false;
    }
    if (element && following.current) {
      element.scrollTop = element.scrollHeight;
      pinnedTop.current = element.scrollTop;
    }
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
        part={'log' satisfies PartName}
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK;
          if (following.current) pinnedTop.current = element.scrollTop;
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
