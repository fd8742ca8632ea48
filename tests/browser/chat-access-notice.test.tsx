// What the chat tells a visitor who cannot ask here, before they type: signed out (with Sign in,
// which keeps the question over the trip), back from signing in on a site that cannot share the
// sign-in, or on a site the backend refuses (no Sign in: it would not help); nothing once the latest
// answer says the same.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { ChatAccessNotice, ChatSignedOutAnswer } from '../../src/components/chat/chat-access-notice';
import { ChatStoreProvider } from '../../src/components/chat/chat-store-context';
import { CHAT_REFUSED_TEXT, CHAT_SIGN_IN_NOT_SHARED_TEXT, CHAT_SIGNED_OUT_TEXT, createChatStore, type ChatMessage, type ChatStore } from '../../src/stores/chat/chat';
import { $originRefused, browserNavigation } from '../../src/stores/platform/platform';
import { $hostParams } from '../../src/stores/platform/environment';
import { $session } from '../../src/stores/session/session';
import { resetStores } from '../../src/stores/store-reset';
import { mountShadow } from './shadow-fixture';
import { testHostParams, TEST_BACKEND } from './test-backend';

const signedOut = (fromAuth: boolean) => $session.set({ status: 'unauthenticated', user: null, fromAuth, isDevelopmentUser: false });

describe('the chat access notice', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let root: Root;
  let store: ChatStore;
  const show = (view: ReactNode) => flushSync(() => root.render(<ChatStoreProvider store={store} container={shadow}>{view}</ChatStoreProvider>));
  const notice = () => shadow.querySelector<HTMLElement>('.chat-access');
  const links = () => [...shadow.querySelectorAll<HTMLAnchorElement>('a')];

  beforeEach(() => {
    store = createChatStore();
    $hostParams.set(testHostParams());
    ({ host, shadow, reactRoot: root } = mountShadow());
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    store.dispose();
    $hostParams.set(undefined);
    resetStores({ only: ['session'] });
  });

  it('says nothing to a signed-in visitor, nor while the sign-in is not known yet', () => {
    show(<ChatAccessNotice />);
    expect(notice()?.outerHTML, 'not known yet').to.equal(undefined);
    $session.set({ status: 'authenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    show(<ChatAccessNotice />);
    expect(notice()?.outerHTML, 'signed in').to.equal(undefined);
  });

  it('signed out: says so in a status line with Sign in, which leaves for the identity server with the question kept', () => {
    const left: string[] = [];
    const assign = browserNavigation.assign;
    browserNavigation.assign = (url) => void left.push(url);
    try {
      signedOut(false);
      store.setDraft('How do I export a segment?');
      show(<ChatAccessNotice />);
      expect(notice()?.getAttribute('role')).to.equal('status');
      expect(notice()?.getAttribute('part')).to.equal('signed-out');
      expect(notice()?.textContent).to.contain(CHAT_SIGNED_OUT_TEXT);
      const [signIn] = links();
      expect(signIn?.textContent).to.equal('Sign in');
      expect(signIn!.href.startsWith(`${TEST_BACKEND.auth}/`), signIn!.href).to.equal(true);
      signIn!.click();
      expect(left, 'one trip to sign in').to.have.length(1);
      expect(left[0]!.startsWith(`${TEST_BACKEND.auth}/`)).to.equal(true);
    } finally {
      browserNavigation.assign = assign;
    }
  });

  it('back from signing in and still signed out: says this site cannot use the sign-in, with no Sign in to go round again', () => {
    signedOut(true);
    show(<ChatAccessNotice />);
    expect(notice()?.getAttribute('part')).to.equal('unavailable');
    expect(notice()?.textContent).to.equal(CHAT_SIGN_IN_NOT_SHARED_TEXT);
    expect(links()).to.have.length(0);
  });

  it('on a site the backend refused: says the assistant is not available here, with no Sign in, signed out or not', () => {
    signedOut(false);
    $originRefused.set(true);
    show(<ChatAccessNotice />);
    expect(notice()?.textContent).to.equal(CHAT_REFUSED_TEXT);
    expect(links()).to.have.length(0);
  });

  it('is left out while the latest answer says the same', () => {
    signedOut(false);
    const answer: ChatMessage = { id: 3, text: CHAT_SIGNED_OUT_TEXT, isUser: false, runId: null, feedback: 'none', error: 'signed-out', streaming: false };
    store.$chat.set({ ...store.$chat.get(), messages: [answer] });
    show(<ChatAccessNotice />);
    expect(notice()?.outerHTML).to.equal(undefined);
  });

  it("a signed-out answer on a site that cannot share the sign-in says so instead of the answer's text, with no Sign in", () => {
    signedOut(true);
    show(<ChatSignedOutAnswer text={CHAT_SIGNED_OUT_TEXT} />);
    expect(shadow.textContent).to.equal(CHAT_SIGN_IN_NOT_SHARED_TEXT);
    expect(links()).to.have.length(0);
  });
});
