// A page with the chat that renders the same on the server (renderToString) and in the browser
// (hydrateRoot). What survives hydration: attributes, kebab-case, for every setting the chat needs
// at start; listeners are attached in the browser, on the element, after hydration.
import { useEffect, useRef, useState } from 'react';
import 'portal-shell/react-external/portal-chat';

/** The local backend's sample account, which the page's visitor acts for. */
export const CUSTOMER_ID = 1001;

export interface ChatPageProps {
  /** The chat API's address, from the page's settings. */
  chatApiUrl: string;
}

export function ChatPage({ chatApiUrl }: ChatPageProps) {
  const chat = useRef<HTMLElementTagNameMap['portal-chat']>(null);
  // null until the browser listens: what the server renders, and the first render of hydration.
  const [open, setOpen] = useState<boolean | null>(null);
  // React does not attach on<event> props of a custom element while hydrating: listen here.
  useEffect(() => {
    const element = chat.current;
    if (!element) return undefined;
    const opened = () => setOpen(true);
    const closed = () => setOpen(false);
    element.addEventListener('portal-chat-open', opened);
    element.addEventListener('portal-chat-close', closed);
    setOpen(false);
    return () => {
      element.removeEventListener('portal-chat-open', opened);
      element.removeEventListener('portal-chat-close', closed);
    };
  }, []);
  return (
    <main>
      <h1>Help</h1>
      <p>
        Chat: <output id="chat-state">{open === null ? 'not listening yet' : open ? 'open' : 'closed'}</output>
      </p>
      {/* customer-id, not customerId: the server writes attributes, and HTML lowercases customerId. */}
      <portal-chat ref={chat} chat-api-url={chatApiUrl} customer-id={CUSTOMER_ID} />
    </main>
  );
}
