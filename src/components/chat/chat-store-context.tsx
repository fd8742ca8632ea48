import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ChatStore } from '../../stores/chat/chat';

const ChatStoreContext = createContext<ChatStore | null>(null);

/** The chat store of the enclosing chat widget. */
export function useChatStore(): ChatStore {
  const store = useContext(ChatStoreContext);
  if (store === null) throw new Error('A chat part is rendered outside its ChatStoreProvider');
  return store;
}

/** The stores of the chats on the page, by their element's shadow root (tests and benchmarks read them). */
const storesByRoot = new WeakMap<ShadowRoot, ChatStore>();

/** The chat store of the chat rendered into `container`, if one is mounted there. */
export function chatStoreOf(container: ShadowRoot): ChatStore | undefined {
  return storesByRoot.get(container);
}

/** Props of {@link ChatStoreProvider}. */
export interface ChatStoreProviderProps {
  store: ChatStore;
  container: ShadowRoot;
  children: ReactNode;
}

/** Hands one chat's store down to its parts. */
export function ChatStoreProvider({ store, container, children }: ChatStoreProviderProps) {
  useEffect(() => {
    storesByRoot.set(container, store);
    return () => {
      if (storesByRoot.get(container) === store) storesByRoot.delete(container);
    };
  }, [container, store]);
  return <ChatStoreContext.Provider value={store}>{children}</ChatStoreContext.Provider>;
}
