// What one finished answer shows for its failure states: an empty answer is "Something went wrong."
// and "No stream", never an empty bubble with like / dislike; a 401 or a refused request
// offers Sign in, back to this page, through the identity server.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { ChatMessageView } from '../../src/components/chat/chat-message';
import { ChatStoreProvider } from '../../src/components/chat/chat-store-context';
import { $hostParams } from '../../src/stores/platform/environment';
import { CHAT_NO_ACCOUNT_TEXT, CHAT_REFUSED_TEXT, CHAT_SIGNED_OUT_TEXT, createChatStore, type ChatMessage } from '../../src/stores/chat/chat';
import { testHostParams, TEST_BACKEND } from './test-backend';
import { mountShadow } from './shadow-fixture';

const answer = (extra: Partial<ChatMessage>): ChatMessage => ({ id: 7, text: '', isUser: false, runId: 'run-1', feedback: 'none', error: null, streaming: false, ...extra });

describe('a finished chat answer', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let root: Root;
  const store = createChatStore();
  const render = (message: ChatMessage) =>
    flushSync(() =>
      root.render(
        <ChatStoreProvider store={store} container={shadow}>
          <ChatMessageView message={message} onFeedback={() => {}} />
        </ChatStoreProvider>,
      ),
    );
  const feedbackButtons = () => shadow.querySelectorAll('button[aria-label="Helpful"], button[aria-label="Not helpful"]');

  beforeEach(() => {
    ({ host, shadow, reactRoot: root } = mountShadow());
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    $hostParams.set(undefined);
  });

  it('with an empty body (no stream) shows "Something went wrong." and "No stream", and no like / dislike', () => {
    render(answer({ error: 'no-stream', runId: null }));
    const problems = [...shadow.querySelectorAll('.chat-bubble__problem')].map((problem) => problem.textContent);
    expect(problems).to.deep.equal(['Something went wrong.', 'No stream']);
    expect(feedbackButtons()).to.have.length(0);
  });

  it('with a feedback id but an empty-body error still offers no like / dislike', () => {
    render(answer({ error: 'no-stream', runId: 'run-9' }));
    expect(feedbackButtons()).to.have.length(0);
    expect(shadow.textContent).to.contain('No stream');
  });

  it('without a customer to ask for says which account is missing, with the Help Center and support links, and no like / dislike', () => {
    render(answer({ error: 'no-account', text: CHAT_NO_ACCOUNT_TEXT, runId: null }));
    expect(shadow.textContent).to.contain(CHAT_NO_ACCOUNT_TEXT);
    expect(shadow.textContent).not.to.contain('Sorry, something went wrong');
    expect([...shadow.querySelectorAll('a')].map((link) => link.textContent)).to.include('Help Center');
    expect(feedbackButtons()).to.have.length(0);
  });

  it('refused (the site is not allowed): says the assistant is not available here, with no Sign in and no like / dislike', () => {
    render(answer({ error: 'refused', text: CHAT_REFUSED_TEXT, runId: null }));
    expect(shadow.textContent).to.contain(CHAT_REFUSED_TEXT);
    expect(shadow.querySelectorAll('a')).to.have.length(0);
    expect(feedbackButtons()).to.have.length(0);
  });

  for (const [error, text] of [['signed-out', CHAT_SIGNED_OUT_TEXT]] as const) {
    it(`${error}: says so and links Sign in through the identity server, back to this page`, () => {
      $hostParams.set(testHostParams());
      render(answer({ error, text, runId: null }));
      expect(shadow.textContent).to.contain(text);
      const link = shadow.querySelector<HTMLAnchorElement>('a.button')!;
      expect(link.textContent).to.equal('Sign in');
      const target = new URL(link.href);
      expect(`${target.origin}${target.pathname}`).to.equal(`${TEST_BACKEND.auth}/identity/account/logout`);
      expect(target.searchParams.get('autosignout')).to.equal('true');
      const back = new URL(target.searchParams.get('returnurl')!);
      expect(back.origin).to.equal(location.origin);
      expect(back.searchParams.get('initialurl')).to.equal(`${location.pathname}${location.search}`);
      expect(feedbackButtons()).to.have.length(0);
    });
  }
});
