// One bubble of the conversation. A finished answer's failure states: an empty answer is "Something
// went wrong." and "No stream", never an empty bubble with like / dislike; a refused request says the
// assistant is not available here; a 401 offers Sign in, back to this page. A streamed answer is laid out as the finished one. Against the
// local backend: like and dislike, the comment form, and what reaches the feedback sink.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import chatCss from '../../src/components/chat/chat-widget.css?inline';
import { ChatMessageView } from '../../src/components/chat/chat-message';
import { ChatStoreProvider } from '../../src/components/chat/chat-store-context';
import { $hostParams } from '../../src/stores/platform/environment';
import { CHAT_NO_ACCOUNT_TEXT, CHAT_REFUSED_TEXT, CHAT_SIGNED_OUT_TEXT, createChatStore, type ChatMessage } from '../../src/stores/chat/chat';
import { sendKeys } from './commands';
import { $chat, askAndWait, feedbackSink, lastBot, nextFrame, openChat, QUESTION, setChunkDelay, THANKS, describeWithChatBackend } from './chat-fixture';
import { mountShadow } from './shadow-fixture';
import { testHostParams, TEST_BACKEND } from './test-backend';
import { framesFor, nothingHappensWithin, waitFor } from './wait-for';

const answer = (extra: Partial<ChatMessage>): ChatMessage => ({ id: 7, text: '', isUser: false, runId: 'run-1', feedback: 'none', error: null, streaming: false, ...extra });

describe('a chat answer', () => {
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
  const streaming = (text: string): ChatMessage => ({ id: 1, text, isUser: false, runId: null, feedback: 'none', error: null, streaming: true });
  /** The same answer finished, without a feedback id (so no like / dislike row is added below it). */
  const finished = (text: string): ChatMessage => ({ ...streaming(text), streaming: false });
  const textBox = () => shadow.querySelector<HTMLElement>('.chat-bubble--streaming .chat-bubble__text')!;

  beforeEach(() => {
    ({ host, shadow, reactRoot: root } = mountShadow({ css: [themeCss, chatCss], containerClass: 'chat-popup__log' }));
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

  it('lays out the streamed answer as the finished one: same DOM, same height', () => {
    const answer =
      'Here is what I found in 2 Help Center articles:\n\n' +
      'Tracking: open **Reports** and pick a period. The numbers update every hour.\n\n' +
      '- one step\n- another step\n\n' +
      'Sources:\n[Checking your tracking stats](https://help.portal.example/articles/tracking-stats)\n' +
      '[Switching accounts](https://help.portal.example/articles/switching-accounts)';
    render(streaming(answer));
    const bubble = shadow.querySelector<HTMLElement>('.chat-bubble')!;
    const streamedHtml = textBox().innerHTML;
    const streamedHeight = bubble.getBoundingClientRect().height;
    const streamedLinks = textBox().querySelectorAll('a').length;
    expect(streamedHeight).to.be.greaterThan(100);
    // The typing dots show in the bubble, below the text, without taking a line of their own.
    const dots = bubble.querySelector('.chat-typing')!.getBoundingClientRect();
    expect(dots.height).to.be.greaterThan(0);
    expect(dots.top).to.be.at.least(textBox().getBoundingClientRect().bottom);
    expect(dots.bottom).to.be.at.most(bubble.getBoundingClientRect().bottom);

    render(finished(answer));
    const final = shadow.querySelector<HTMLElement>('.chat-bubble')!;
    expect(final.classList.contains('chat-bubble--streaming')).to.equal(false);
    expect(final.getBoundingClientRect().height, 'the height when the stream ends').to.equal(streamedHeight);
    expect(final.querySelector('.chat-bubble__text')?.innerHTML).to.equal(streamedHtml);
    expect(streamedLinks, 'the links were links while it streamed').to.equal(2);
  });
});

describeWithChatBackend('feedback on an answer from the local backend', () => {
  it("draws like and dislike with the shell's icons (no emoji font needed), and keeps focus off the body after each", async () => {
    await setChunkDelay(0);
    const chat = await openChat();
    const first = await askAndWait(chat, QUESTION);
    const like = first.querySelector<HTMLButtonElement>('button[aria-label="Helpful"]')!;
    const dislike = first.querySelector<HTMLButtonElement>('button[aria-label="Not helpful"]')!;
    for (const button of [like, dislike]) {
      expect(button.querySelector('svg.icon'), 'an icon').to.not.equal(null);
      expect(button.textContent?.trim(), 'no text glyph').to.equal('');
    }
    const icon = like.querySelector('svg')!.getBoundingClientRect();
    expect(icon.width).to.be.greaterThan(10);
    dislike.focus();
    dislike.click();
    const comment = await waitFor(() => lastBot(chat).querySelector<HTMLTextAreaElement>('.chat-feedback__comment textarea'), 'the comment field');
    await waitFor(() => chat.root.activeElement === comment, 'focus in the comment field');
    lastBot(chat).querySelector<HTMLButtonElement>('.chat-feedback__comment button[type="button"]')!.click();
    await waitFor(() => chat.root.activeElement?.getAttribute('aria-label') === 'Not helpful', 'focus back on Not helpful after Cancel');
    const again = lastBot(chat).querySelector<HTMLButtonElement>('button[aria-label="Helpful"]')!;
    again.focus();
    again.click();
    await waitFor(() => lastBot(chat).textContent?.includes(THANKS), 'the thanks');
    expect(document.activeElement, 'focus not on the body').to.not.equal(document.body);
    expect(chat.root.activeElement, 'focus on the conversation').to.equal(chat.log);
  });

  it('sends a like and a dislike with a comment into the backend, and emits composed events to the document', async () => {
    const events: Array<{ type: string; composed: boolean; detail: unknown }> = [];
    const record = (event: Event) => events.push({ type: event.type, composed: event.composed, detail: (event as CustomEvent).detail });
    document.addEventListener('portal-chat-question', record);
    document.addEventListener('portal-chat-feedback', record);
    try {
      await setChunkDelay(0);
      const chat = await openChat();
      const first = await askAndWait(chat, QUESTION);
      const firstRun = $chat.get().messages.at(-1)!.runId!;
      first.querySelector<HTMLButtonElement>('button[aria-label="Helpful"]')!.click();
      await waitFor(() => lastBot(chat).textContent?.includes(THANKS), 'the thanks');
      expect(lastBot(chat).querySelector('.chat-feedback'), 'no more like/dislike').to.equal(null);
      const liked = await waitFor(async () => (await feedbackSink()).find((entry) => entry.run_id === firstRun), 'the like in the sink');
      expect(liked).to.include({ score: 1, customerId: 1001 });
      expect(liked).to.not.have.property('comment');

      const second = await askAndWait(chat, 'How do I create an e-mail campaign?');
      const secondRun = $chat.get().messages.at(-1)!.runId!;
      expect(secondRun).to.not.equal(firstRun);
      second.querySelector<HTMLButtonElement>('button[aria-label="Not helpful"]')!.click();
      const comment = await waitFor(() => lastBot(chat).querySelector<HTMLTextAreaElement>('.chat-feedback__comment textarea'), 'the comment field');
      expect(comment.placeholder).to.equal('Leave a comment (not required)');
      comment.focus();
      await sendKeys({ type: 'Not what I asked' });
      await waitFor(() => comment.value === 'Not what I asked', 'the typed comment');
      lastBot(chat).querySelector<HTMLButtonElement>('.chat-feedback__comment button[type="submit"]')!.click();
      await waitFor(() => lastBot(chat).textContent?.includes(THANKS), 'the thanks for the dislike');
      const disliked = await waitFor(async () => (await feedbackSink()).find((entry) => entry.run_id === secondRun), 'the dislike in the sink');
      expect(disliked).to.include({ score: 0, comment: 'Not what I asked', customerId: 1001 });

      expect(events).to.deep.equal([
        { type: 'portal-chat-question', composed: true, detail: { question: QUESTION } },
        { type: 'portal-chat-feedback', composed: true, detail: { liked: true } },
        { type: 'portal-chat-question', composed: true, detail: { question: 'How do I create an e-mail campaign?' } },
        { type: 'portal-chat-feedback', composed: true, detail: { liked: false } },
      ]);
    } finally {
      document.removeEventListener('portal-chat-question', record);
      document.removeEventListener('portal-chat-feedback', record);
    }
  });

  it('sends a like once when the button is clicked twice quickly', async () => {
    await setChunkDelay(0);
    const chat = await openChat();
    const answer = await askAndWait(chat, QUESTION);
    const runId = $chat.get().messages.at(-1)!.runId!;
    const like = answer.querySelector<HTMLButtonElement>('button[aria-label="Helpful"]')!;
    like.click();
    like.click();
    await waitFor(() => lastBot(chat).querySelector('.chat-feedback__result'), 'the feedback result');
    // Time for a second like to arrive, were one sent.
    await nothingHappensWithin(framesFor(200));
    expect(lastBot(chat).textContent).to.contain(THANKS);
    expect((await feedbackSink()).filter((entry) => entry.run_id === runId)).to.have.length(1);
  });

  it("shows the whole comment form, Send feedback included, when Not helpful opens it at the log's bottom", async () => {
    await setChunkDelay(0);
    const chat = await openChat();
    const { log } = chat;
    await askAndWait(chat, 'What is a segment in the customer data platform?');
    const last = await askAndWait(chat, 'How do I create an e-mail campaign?');
    expect(log.scrollHeight, 'the log overflows').to.be.greaterThan(log.clientHeight);
    last.querySelector<HTMLButtonElement>('button[aria-label="Not helpful"]')!.click();
    const send = await waitFor(() => last.querySelector<HTMLButtonElement>('.chat-feedback__comment button[type="submit"]'), 'the comment form');
    await nextFrame();
    await nextFrame();
    const shown = log.getBoundingClientRect();
    const button = send.getBoundingClientRect();
    expect(button.bottom, 'Send feedback within the visible log').to.be.at.most(shown.bottom + 1);
    expect(button.top, 'Send feedback within the visible log').to.be.at.least(shown.top - 1);
  });
});
