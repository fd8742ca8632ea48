// Each chat's store reaches its parts through the provider, and is found by its element's shadow
// root while it is mounted there (tests and benchmarks read a chat's conversation so). A store is
// compared by identity: chai's message for a failed comparison would print the whole store.
import { expect } from 'chai';
import { Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { ChatStoreProvider, chatStoreOf, useChatStore } from '../../src/components/chat/chat-store-context';
import { createChatStore, type ChatStore } from '../../src/stores/chat/chat';
import { mountShadow } from './shadow-fixture';

/** Shows the draft of the store its provider hands down. */
function Draft() {
  return <p>{useChatStore().$chat.get().draft}</p>;
}

/** Shows the message of what its children threw. */
class Caught extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message ?? this.props.children;
  }
}

describe('ChatStoreProvider', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let root: Root;
  const stores: ChatStore[] = [];
  const store = (draft: string) => {
    const made = createChatStore();
    made.setDraft(draft);
    stores.push(made);
    return made;
  };

  beforeEach(() => {
    ({ host, shadow, reactRoot: root } = mountShadow());
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    for (const made of stores.splice(0)) made.dispose();
  });

  it('hands its store to the parts inside it, and is found by the shadow root only while mounted', () => {
    const first = store('first question');
    expect(chatStoreOf(shadow) === undefined, 'before the render').to.equal(true);
    flushSync(() => root.render(<ChatStoreProvider store={first} container={shadow}><Draft /></ChatStoreProvider>));
    expect(shadow.textContent).to.equal('first question');
    expect(chatStoreOf(shadow) === first).to.equal(true);
    flushSync(() => root.render(null));
    expect(chatStoreOf(shadow) === undefined, 'after the unmount').to.equal(true);
  });

  it('is found as the store of the provider still mounted when another one for the same root goes', () => {
    const first = store('first');
    const second = store('second');
    flushSync(() =>
      root.render(
        <>
          <ChatStoreProvider key="first" store={first} container={shadow}><Draft /></ChatStoreProvider>
          <ChatStoreProvider key="second" store={second} container={shadow}><Draft /></ChatStoreProvider>
        </>,
      ),
    );
    expect(chatStoreOf(shadow) === second, 'the newer').to.equal(true);
    flushSync(() => root.render(<ChatStoreProvider key="second" store={second} container={shadow}><Draft /></ChatStoreProvider>));
    expect(shadow.textContent).to.equal('second');
    expect(chatStoreOf(shadow) === second, 'the one still mounted').to.equal(true);
  });

  it('names the mistake when a chat part is rendered outside a provider', () => {
    const error = console.error;
    console.error = () => {};
    try {
      flushSync(() => root.render(<Caught><Draft /></Caught>));
    } finally {
      console.error = error;
    }
    expect(shadow.textContent).to.equal('A chat part is rendered outside its ChatStoreProvider');
  });
});
