// A streaming answer grows every animation frame: only its tail may change in the DOM, so that
// neither React nor the browser's layout does the whole (possibly 100 kB) answer again each frame.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import chatCss from '../../src/components/chat/chat-widget.css?inline';
import { ChatMessageView } from '../../src/components/chat/chat-message';
import type { ChatMessage } from '../../src/stores/chat';

const streaming = (text: string): ChatMessage => ({ id: 1, text, isUser: false, runId: null, feedback: 'none', error: null, streaming: true });

describe('a streaming chat answer', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let root: Root;
  const render = (text: string) => flushSync(() => root.render(<ChatMessageView message={streaming(text)} onFeedback={() => {}} />));
  const textSpan = () => shadow.querySelector<HTMLElement>('.chat-bubble--streaming .chat-bubble__text')!;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    shadow = host.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [themeCss, chatCss].map((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    });
    const container = document.createElement('div');
    container.className = 'chat-popup__log';
    shadow.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('changes only the last paragraph in the DOM when text arrives', () => {
    const start = 'First paragraph, finished.\n\nSecond one, finished too.\n\nThe tail';
    render(start);
    const observer = new MutationObserver(() => {});
    observer.observe(textSpan(), { subtree: true, childList: true, characterData: true, attributes: true });
    render(`${start} grows`);
    const changes = observer.takeRecords();
    observer.disconnect();

    expect(textSpan().textContent).to.equal(`${start} grows`);
    const paragraphs = [...textSpan().querySelectorAll('.chat-bubble__paragraph')];
    expect(paragraphs.map((paragraph) => paragraph.textContent)).to.deep.equal([
      'First paragraph, finished.\n\n',
      'Second one, finished too.\n\n',
      'The tail grows',
    ]);
    expect(changes.length, 'the new text is in the DOM').to.be.greaterThan(0);
    const tail = paragraphs.at(-1)!;
    for (const change of changes) expect(tail.contains(change.target), `a change outside the tail: ${change.type} on ${change.target.textContent}`).to.equal(true);
  });

  it('keeps each finished paragraph node while many more arrive, and still reads as one text', () => {
    render('Opening words');
    const words: string[] = ['Opening words'];
    let first: Element | undefined;
    for (let step = 0; step < 64; step += 1) {
      words.push(step % 10 === 9 ? '\n\n' : ` word${step}`);
      render(words.join(''));
      first ??= textSpan().querySelector('.chat-bubble__paragraph:not(:last-child)') ?? undefined;
      if (first) expect(textSpan().querySelector('.chat-bubble__paragraph'), `step ${step}`).to.equal(first);
    }
    expect(first, 'a finished paragraph').to.not.equal(undefined);
    expect(textSpan().textContent).to.equal(words.join(''));
    const finished = [...textSpan().querySelectorAll('.chat-bubble__paragraph:not(:last-child)')];
    expect(finished).to.have.length(6);
    // Finished paragraphs are blocks, laid out on their own; the tail flows on with the typing dots.
    for (const paragraph of finished) expect(getComputedStyle(paragraph).display).to.equal('block');
    expect(getComputedStyle(textSpan().querySelector('.chat-bubble__paragraph:last-child')!).display).to.equal('inline');

    // The same lines as the whole text in one node: paragraph breaks still show as blank lines.
    const bubble = textSpan().parentElement!;
    const whole = bubble.cloneNode(true) as HTMLElement;
    whole.querySelector('.chat-bubble__text')!.textContent = words.join('');
    bubble.after(whole);
    expect(whole.getBoundingClientRect().height).to.be.greaterThan(100);
    expect(bubble.getBoundingClientRect().height).to.equal(whole.getBoundingClientRect().height);
    whole.remove();
  });
});
