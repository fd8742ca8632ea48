// A streaming answer grows every animation frame: only its tail may change in the DOM, so that
// neither React nor the browser's layout does the whole (possibly 100 kB) answer again each frame.
// It is markdown as it arrives (never raw link markup), laid out as the finished answer will be.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import chatCss from '../../src/components/chat/chat-widget.css?inline';
import { ChatMessageView } from '../../src/components/chat/chat-message';
import { ChatStoreProvider } from '../../src/components/chat/chat-store-context';
import { createChatStore, type ChatMessage } from '../../src/stores/chat/chat';
import { mountShadow } from './shadow-fixture';

const streaming = (text: string): ChatMessage => ({ id: 1, text, isUser: false, runId: null, feedback: 'none', error: null, streaming: true });
/** The same answer finished, without a feedback id (so no like / dislike row is added below it). */
const finished = (text: string): ChatMessage => ({ ...streaming(text), streaming: false });

describe('a streaming chat answer', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let root: Root;
  const store = createChatStore();
  const show = (message: ChatMessage) =>
    flushSync(() =>
      root.render(
        <ChatStoreProvider store={store} container={shadow}>
          <ChatMessageView message={message} onFeedback={() => {}} />
        </ChatStoreProvider>,
      ),
    );
  const render = (text: string) => show(streaming(text));
  const textBox = () => shadow.querySelector<HTMLElement>('.chat-bubble--streaming .chat-bubble__text')!;

  beforeEach(() => {
    ({ host, shadow, reactRoot: root } = mountShadow({ css: [themeCss, chatCss], containerClass: 'chat-popup__log' }));
  });

  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('changes only the last block in the DOM when text arrives', () => {
    const start = 'First paragraph, finished.\n\nSecond one, finished too.\n\nThe tail';
    render(start);
    const observer = new MutationObserver(() => {});
    observer.observe(textBox(), { subtree: true, childList: true, characterData: true, attributes: true });
    render(`${start} grows`);
    const changes = observer.takeRecords();
    observer.disconnect();

    const paragraphs = [...textBox().querySelectorAll('p')];
    expect(paragraphs.map((paragraph) => paragraph.textContent)).to.deep.equal(['First paragraph, finished.', 'Second one, finished too.', 'The tail grows']);
    expect(changes.length, 'the new text is in the DOM').to.be.greaterThan(0);
    const tail = paragraphs.at(-1)!;
    for (const change of changes) expect(tail.contains(change.target), `a change outside the tail: ${change.type} on ${change.target.textContent}`).to.equal(true);
  });

  it('keeps each finished block node while many more arrive', () => {
    render('Opening words');
    const words: string[] = ['Opening words'];
    let first: Element | undefined;
    for (let step = 0; step < 64; step += 1) {
      words.push(step % 10 === 9 ? '\n\n' : ` word${step}`);
      render(words.join(''));
      first ??= textBox().querySelector('p:not(:last-child)') ?? undefined;
      if (first) expect(textBox().querySelector('p'), `step ${step}`).to.equal(first);
    }
    expect(first, 'a finished paragraph').to.not.equal(undefined);
    expect(textBox().querySelectorAll('p')).to.have.length(7);
  });

  it('never shows the markup of a link while it arrives, and makes it a link as soon as it is whole', () => {
    const answer =
      'You can see it in [Checking your tracking stats](https://help.portal.example/articles/tracking-stats), ' +
      'or ask **support** for `help` in [the Help Center](https://help.portal.example/';
    let linkedAt = -1;
    for (let length = 1; length <= answer.length; length += 1) {
      render(answer.slice(0, length));
      const shown = textBox()?.textContent ?? '';
      expect(shown, `after ${length} characters`).not.to.contain('](');
      expect(shown, `after ${length} characters`).not.to.match(/[[\]*`]/);
      const link = textBox()?.querySelector<HTMLAnchorElement>('a[href="https://help.portal.example/articles/tracking-stats"]');
      if (link && linkedAt < 0) linkedAt = length;
      if (linkedAt > 0) expect(link?.textContent, `after ${length} characters`).to.equal('Checking your tracking stats');
    }
    expect(linkedAt, 'a link as soon as its ")" arrives').to.equal(answer.indexOf('stats)') + 'stats)'.length);
    expect(textBox().textContent).to.contain('the Help Center');
    expect(textBox().querySelectorAll('a'), 'the unfinished link is text yet').to.have.length(1);
    expect(textBox().querySelector('strong')?.textContent).to.equal('support');
  });

  it('lays out the streamed answer as the finished one: same DOM, same height', () => {
    const answer =
      'Here is what I found in 2 Help Center articles:\n\n' +
      'Tracking: open **Reports** and pick a period. The numbers update every hour.\n\n' +
      '- one step\n- another step\n\n' +
      'Sources:\n[Checking your tracking stats](https://help.portal.example/articles/tracking-stats)\n' +
      '[Switching accounts](https://help.portal.example/articles/switching-accounts)';
    render(answer);
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

    show(finished(answer));
    const final = shadow.querySelector<HTMLElement>('.chat-bubble')!;
    expect(final.classList.contains('chat-bubble--streaming')).to.equal(false);
    expect(final.getBoundingClientRect().height, 'the height when the stream ends').to.equal(streamedHeight);
    expect(final.querySelector('.chat-bubble__text')?.innerHTML).to.equal(streamedHtml);
    expect(streamedLinks, 'the links were links while it streamed').to.equal(2);
  });
});
