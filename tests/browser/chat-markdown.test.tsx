// An answer's markdown as it streams: it grows every animation frame, and only its tail may change
// in the DOM, so that neither React nor the browser's layout does the whole (possibly 100 kB) answer
// again each frame. It is markdown as it arrives (never raw link markup), and a hostile answer from
// the backend renders inert.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import chatCss from '../../src/components/chat/chat-widget.css?inline';
import { ChatMarkdown } from '../../src/components/chat/chat-markdown';
import { askAndWait, openChat, setChunkDelay, describeWithChatBackend } from './chat-fixture';
import { mountShadow } from './shadow-fixture';
import { framesFor, nothingHappensWithin } from './wait-for';

describe('a streaming chat answer', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let root: Root;
  const render = (text: string) => flushSync(() => root.render(<ChatMarkdown text={text} streaming />));
  const textBox = () => shadow.querySelector<HTMLElement>('.chat-markdown')!;

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

});

describeWithChatBackend('an answer from the local backend', () => {
  it('renders a hostile answer inert: no script, no image, no javascript: link; the https link is safe', async () => {
    const alerts: unknown[] = [];
    const originalAlert = window.alert;
    window.alert = (message?: unknown) => void alerts.push(message);
    try {
      await setChunkDelay(0);
      const chat = await openChat();
      const answer = await askAndWait(chat, 'hostile-answer-test: how do I sign in?');
      // A script or an image's error handler would run within a few frames.
      await nothingHappensWithin(framesFor(100), () => expect(alerts, 'no alert').to.deep.equal([]));
      expect(chat.root.querySelectorAll('script'), 'no script element').to.have.length(0);
      expect(chat.root.querySelectorAll('img'), 'no image element').to.have.length(0);
      expect(chat.root.querySelectorAll('[onerror]')).to.have.length(0);
      for (const anchor of answer.querySelectorAll('a')) expect(anchor.getAttribute('href') ?? '').to.not.match(/^\s*javascript:/i);
      const clickHere = [...answer.querySelectorAll('*')].find((node) => node.childElementCount === 0 && node.textContent?.includes('Click here'));
      expect(clickHere, 'the javascript: link text is still shown').to.not.equal(undefined);
      const clickHereAnchor = clickHere!.closest('a');
      expect(clickHereAnchor === null || !clickHereAnchor.hasAttribute('href'), 'the javascript: link is not a working link').to.equal(true);
      const safe = answer.querySelector<HTMLAnchorElement>('a[href="https://help.portal.example/articles/signing-in-and-switching-customer-accounts"]');
      expect(safe, 'the https link').to.not.equal(null);
      expect(safe!.target).to.equal('_blank');
      expect(safe!.rel.split(' ')).to.include('noopener');
      expect(answer.querySelector('a[href*="tracker.example"]')).to.equal(null);
      expect(alerts).to.deep.equal([]);
    } finally {
      window.alert = originalAlert;
    }
  });
});
