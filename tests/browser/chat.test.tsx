// <portal-chat> against the real local test backend: real key presses,
// the streamed answer, feedback into the backend's sink, injected faults, safe markdown,
// autoscroll, focus, events, accessibility and the sizes.
import { expect } from 'chai';
import { seriousViolations } from './axe-check';
import { notIn, SHIFT_TAB_UNIDENTIFIED, sendKeys, setViewport } from './commands';
import '../../elements/portal-chat';
import { flushSync } from 'react-dom';
import { chatStoreOf } from '../../src/components/chat/chat-store-context';
import { $chat, openChat, type OpenChat } from './chat-fixture';
import { admin, signInAs } from './test-backend';
import { cleanupFixtures, framesFor, nothingHappensWithin, waitFor } from './wait-for';

/** The product texts, written out so that a changed text fails the tests. */
const NO_QUESTION = 'No question provided.';
const FAILURE = 'Sorry, something went wrong. Please try asking your question again.';
const THANKS = 'Thank you for your feedback!';
const HELP_ARTICLE = 'https://help.portal.example/articles/';
/** The backend's default (demo/server/state/backend-state.ts). */
const DEFAULT_CHUNK_DELAY_MS = 40;

const QUESTION = 'How do I switch customer account?';

interface FeedbackRecord {
  run_id: string;
  score: number;
  comment?: string;
  customerId: number;
}


const setChunkDelay = (chatChunkDelayMs: number) => admin('/config', { method: 'POST', body: JSON.stringify({ chatChunkDelayMs }) });
/**
 * Switches a fault on for the chat requests, once by default. A dropped connection is not counted:
 * Chromium retries a request whose reused connection closes without an answer, so `drop` stays on
 * (afterEach clears it).
 */
const injectFault = (fault: string, times: number | undefined = fault === 'drop' ? undefined : 1) =>
  admin('/faults', { method: 'POST', body: JSON.stringify({ fault, origin: 'chat', path: '/helpdeskgpt/chat/', times }) });
const feedbackSink = async () => (await admin('/sinks/feedback')) as FeedbackRecord[];
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const distanceToBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight;


const questionCount = () => $chat.get().messages.filter((message) => message.isUser).length;

/** Types the question with real key presses into the field and presses Enter. */
async function ask(chat: OpenChat, question: string): Promise<void> {
  chat.field.focus();
  await waitFor(() => chat.root.activeElement === chat.field, 'focus in the question field');
  await sendKeys({ type: question });
  await waitFor(() => chat.field.value === question, `the typed question (the field has ${JSON.stringify(chat.field.value)}; focus on ${chat.root.activeElement?.outerHTML.slice(0, 80)})`);
  const asked = questionCount();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => questionCount() > asked, 'the question to be sent');
}

const botBubbles = (chat: OpenChat) => [...chat.log.querySelectorAll<HTMLElement>('.chat-bubble--bot')];
const lastBot = (chat: OpenChat) => botBubbles(chat).at(-1)!;
const streamingText = (chat: OpenChat) => chat.log.querySelector('.chat-bubble--streaming .chat-bubble__text')?.textContent ?? '';

/** Waits until the answer to the last question has settled (finished or failed). */
async function answered(chat: OpenChat, timeout = 6000): Promise<HTMLElement> {
  await waitFor(() => $chat.get().status === 'idle' && !chat.log.querySelector('.chat-bubble--streaming') && !chat.field.disabled, 'the answer', timeout);
  return lastBot(chat);
}

async function askAndWait(chat: OpenChat, question: string): Promise<HTMLElement> {
  await ask(chat, question);
  return answered(chat);
}


describe('<portal-chat> against the local backend', function () {
  this.timeout(20_000);

  before(async () => {
    await signInAs('u-cora');
  });

  beforeEach(async () => {
    await admin('/faults', { method: 'DELETE' });
    await setChunkDelay(DEFAULT_CHUNK_DELAY_MS);
  });

  afterEach(async () => {
    cleanupFixtures();
    await admin('/faults', { method: 'DELETE' });
    await setChunkDelay(DEFAULT_CHUNK_DELAY_MS);
  });

  it('streams the answer into the bubble, then shows the final answer with a safe article link; focus returns to the field', async () => {
    await setChunkDelay(60);
    const chat = await openChat();
    expect(chat.log.getAttribute('role')).to.equal('log');
    expect(chat.log.getAttribute('aria-live')).to.equal('polite');

    await ask(chat, QUESTION);
    expect(chat.field.disabled, 'input disabled while the answer loads or streams').to.equal(true);
    expect(chat.send.disabled).to.equal(true);
    const question = [...chat.log.querySelectorAll('.chat-bubble--user')].at(-1);
    expect(question?.textContent).to.equal(QUESTION);

    // Watch the streaming bubble grow, frame by frame.
    const lengths: number[] = [];
    const shown: string[] = [];
    await waitFor(
      () => {
        if (!chat.log.querySelector('.chat-bubble--streaming')) return true;
        const text = streamingText(chat);
        if (text.length !== lengths.at(-1)) {
          lengths.push(text.length);
          shown.push(text);
        }
        return false;
      },
      'the end of the stream',
      6000,
    );
    const growths = lengths.filter((length, index) => index > 0 && length > lengths[index - 1]!).length;
    expect(growths, `the streamed lengths were ${lengths.join(', ')}`).to.be.at.least(2);
    // The answer's Sources links arrive over several chunks: their markup never shows meanwhile.
    for (const text of shown) expect(text, 'no link markup while the answer streams').not.to.match(/\[|\]\(/);

    const answer = await answered(chat);
    const link = answer.querySelector<HTMLAnchorElement>(`a[href^="${HELP_ARTICLE}"]`);
    expect(link, 'a link to a Help Center article').to.not.equal(null);
    expect(link!.target).to.equal('_blank');
    expect(link!.rel.split(' ')).to.include('noopener');
    expect(answer.textContent).to.contain('Sources:');
    expect(chat.field.disabled).to.equal(false);
    expect(chat.field.value).to.equal('');
    await waitFor(() => chat.root.activeElement === chat.field, 'focus back in the question field');
    // The final message carries the feedback id from the Run-Id header.
    expect($chat.get().messages.at(-1)?.runId).to.match(/\S/);
  });

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

  it('opens with focus in the question field: what is typed goes there, and Enter sends it instead of closing', async () => {
    const chat = await openChat();
    await waitFor(() => chat.root.activeElement === chat.field, 'focus on the question field');
    await sendKeys({ type: 'Hi' });
    expect(chat.field.value).to.equal('Hi');
    expect(chat.dialog.hidden, 'still open').to.equal(false);
  });

  it('keeps focus in the chat while an answer comes (the field is disabled meanwhile)', async () => {
    await setChunkDelay(30);
    const chat = await openChat();
    await ask(chat, QUESTION);
    await waitFor(() => chat.field.disabled, 'the disabled field');
    expect(document.activeElement, 'focus not on the body while the answer streams').to.not.equal(document.body);
    expect(chat.root.activeElement).to.equal(chat.log);
    await answered(chat);
    await waitFor(() => chat.root.activeElement === chat.field, 'focus back in the field');
  });

  it('says the assistant is answering in a status line outside the busy log, so it is announced while the answer comes', async () => {
    await setChunkDelay(400);
    const chat = await openChat();
    const statusLine = () => [...chat.root.querySelectorAll('p')].find((line) => line.textContent === 'The assistant is answering.');
    await ask(chat, QUESTION);
    await waitFor(() => statusLine(), 'the status line');
    const line = statusLine()!;
    expect(chat.log.getAttribute('aria-busy')).to.equal('true');
    expect(line.closest('[role="log"]'), 'not inside the busy log').to.equal(null);
    expect(line.closest('[aria-busy="true"]'), 'not inside any busy region').to.equal(null);
    expect(line.closest('[role="status"], [aria-live="polite"]'), 'in a live region').to.not.equal(null);
    await answered(chat);
    expect(statusLine(), 'gone once answered').to.equal(undefined);
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

  for (const fault of ['status:500', 'drop']) {
    it(`shows the failure with the help-centre and support links, and keeps the question, on ${fault}`, async () => {
      await injectFault(fault);
      const chat = await openChat();
      const answer = await askAndWait(chat, QUESTION);
      expect(answer.textContent).to.contain(FAILURE);
      expect(answer.querySelector('a[href="https://help.portal.example/"]'), 'the help-centre link').to.not.equal(null);
      expect(answer.querySelector('a[href="mailto:support@portal.example"]'), 'the support e-mail link').to.not.equal(null);
      expect(answer.querySelector('.chat-feedback'), 'no feedback on a failure').to.equal(null);
      expect(chat.field.value).to.equal(QUESTION);
      expect(chat.field.disabled).to.equal(false);
      expect(chat.send.disabled).to.equal(false);
    });
  }

  it('shows "Something went wrong." when the stream is cut, and keeps the question', async function () {
    notIn(this, { webkit: "WebKitGTK's network layer ends a chunked answer cut by a closed connection as a complete one: the page cannot tell" });
    await injectFault('cut');
    const chat = await openChat();
    const answer = await askAndWait(chat, QUESTION);
    expect(answer.querySelector('.chat-bubble__problem')?.textContent).to.equal('Something went wrong.');
    expect(answer.querySelector('.chat-feedback')).to.equal(null);
    expect(chat.field.value).to.equal(QUESTION);
    expect($chat.get().messages.at(-1)?.error).to.equal('stream');
  });

  it('stops a slow answer when the popup closes with Escape; reopened, it says so and the question is in the field', async () => {
    await setChunkDelay(400);
    const chat = await openChat();
    await ask(chat, QUESTION);
    await waitFor(() => streamingText(chat).length > 0, 'the first chunk', 4000);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => chat.dialog.hidden, 'the popup to close');
    await waitFor(() => $chat.get().status === 'idle', 'the answer to stop', 2000);
    expect($chat.get().messages.at(-1)?.error).to.equal('aborted');

    chat.root.querySelector<HTMLButtonElement>('[part="launcher"]')!.click();
    await waitFor(() => !chat.dialog.hidden, 'the popup to reopen');
    const answer = lastBot(chat);
    expect(answer.textContent).to.match(/The answer was stopped/);
    expect(answer.querySelector('.chat-feedback')).to.equal(null);
    expect(chat.field.value).to.equal(QUESTION);
    expect(chat.field.disabled).to.equal(false);
  });

  it('disables Send for an empty question; Enter on it shows "No question provided." and asks nothing', async () => {
    const chat = await openChat();
    expect(chat.send.disabled).to.equal(true);
    chat.field.focus();
    await sendKeys({ type: '   ' });
    expect(chat.send.disabled, 'whitespace only').to.equal(true);
    await sendKeys({ press: 'Enter' });
    const notice = await waitFor(() => chat.dialog.querySelector<HTMLElement>('.chat-composer__notice'), 'the notice');
    expect(notice.textContent).to.equal(NO_QUESTION);
    expect(notice.getAttribute('role')).to.equal('status');
    expect(chat.log.querySelectorAll('.chat-bubble--user')).to.have.length(0);
    expect($chat.get().status).to.equal('idle');
  });

  it('returns focus to the question field after an answer sent with the Send button from the keyboard', async () => {
    await setChunkDelay(0);
    const chat = await openChat();
    chat.field.focus();
    await waitFor(() => chat.root.activeElement === chat.field, 'focus in the question field');
    await sendKeys({ type: QUESTION });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => chat.root.activeElement === chat.send, 'focus on Send');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => questionCount() === 1, 'the question to be sent');
    await answered(chat);
    await waitFor(() => chat.root.activeElement === chat.field, 'focus back in the question field, not lost to the page', 2000);
  });

  it('does not send while an input method is composing (Enter confirms the composition)', async () => {
    const chat = await openChat();
    chat.field.focus();
    await sendKeys({ type: 'Konnichiwa' });
    const composingEnter = new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', isComposing: true, bubbles: true, composed: true, cancelable: true });
    chat.field.dispatchEvent(composingEnter);
    await nextFrame();
    await nextFrame();
    expect(questionCount()).to.equal(0);
    expect(chat.field.value).to.equal('Konnichiwa');
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

  it('follows the streaming answer unless the user scrolls up, and follows again back at the bottom', async () => {
    await setChunkDelay(0);
    const chat = await openChat();
    const { log } = chat;
    await askAndWait(chat, 'What is a segment in the customer data platform?');
    await askAndWait(chat, 'How do I create an e-mail campaign?');
    expect(log.scrollHeight, 'the log overflows').to.be.greaterThan(log.clientHeight + 200);
    expect(distanceToBottom(log)).to.be.at.most(24);

    await setChunkDelay(250);
    await ask(chat, 'What is a segment in the customer data platform?');
    await waitFor(() => streamingText(chat).length > 0, 'the first chunk', 4000);

    // The user scrolls up during streaming: the log stays where they put it while the text grows.
    const scrolled = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
    log.scrollTop = 0;
    await scrolled;
    const atScrollUp = streamingText(chat).length;
    await waitFor(() => streamingText(chat).length > atScrollUp, 'the text to grow', 3000);
    const grown = streamingText(chat).length;
    await waitFor(() => streamingText(chat).length > grown, 'the text to grow again', 3000);
    await nextFrame();
    expect(log.scrollTop, 'not pulled down while scrolled up').to.be.below(30);
    expect(distanceToBottom(log)).to.be.greaterThan(200);

    // Back at the bottom, it follows again.
    const returned = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
    log.scrollTop = log.scrollHeight;
    await returned;
    const atBottom = streamingText(chat).length;
    const heightAtBottom = log.scrollHeight;
    await waitFor(() => streamingText(chat).length > atBottom || $chat.get().status === 'idle', 'more text', 3000);
    await nextFrame();
    expect(log.scrollHeight >= heightAtBottom).to.equal(true);
    expect(distanceToBottom(log), 'following the growing answer').to.be.at.most(24);
    await answered(chat);
    await nextFrame();
    expect(distanceToBottom(log), 'at the bottom with the final answer').to.be.at.most(24);
  });

  it('keeps a scroll up when the answer renders before the browser dispatched its scroll event', async () => {
    await setChunkDelay(0);
    const chat = await openChat();
    const { log } = chat;
    await askAndWait(chat, 'What is a segment in the customer data platform?');
    await askAndWait(chat, 'How do I create an e-mail campaign?');
    expect(log.scrollHeight, 'the log overflows').to.be.greaterThan(log.clientHeight + 200);
    // The scroll event of a scroll up waits for the next frame; a streamed chunk may render first
    // (in WebKit it often does). Here the render comes first for certain: synchronously.
    log.scrollTop = 0;
    const { $chat: store } = chatStoreOf(chat.root)!;
    flushSync(() => store.set({ ...store.get(), messages: [...store.get().messages] }));
    expect(log.scrollTop, 'not pulled back down').to.be.below(30);
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

  it('scrolls to a new question even when the user had scrolled up while no answer was streaming', async () => {
    await setChunkDelay(0);
    const chat = await openChat();
    const { log } = chat;
    await askAndWait(chat, 'What is a segment in the customer data platform?');
    await askAndWait(chat, 'How do I create an e-mail campaign?');
    const scrolled = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
    log.scrollTop = 0;
    await scrolled;
    await askAndWait(chat, QUESTION);
    await nextFrame();
    expect(distanceToBottom(log), 'autoscroll is off only for scrolling up during streaming').to.be.at.most(24);
  });

  it('has no serious or critical axe violation in the open popup with messages', async () => {
    await setChunkDelay(0);
    const chat = await openChat();
    await askAndWait(chat, QUESTION);
    const comment = lastBot(chat).querySelector<HTMLButtonElement>('button[aria-label="Not helpful"]');
    comment?.click();
    await waitFor(() => lastBot(chat).querySelector('.chat-feedback__comment'), 'the comment form');
    expect(await seriousViolations(chat.element)).to.deep.equal([]);
  });

  it('has the sizes of popup 600 wide (or the viewport minus margins), log max 60vh, bubble max 550', async () => {
    await setChunkDelay(0);
    const chat = await openChat();
    const answer = await askAndWait(chat, QUESTION);
    const popup = chat.root.querySelector<HTMLElement>('[part="popup"]')!;
    expect(popup.getBoundingClientRect().width).to.equal(Math.min(600, window.innerWidth - 48));
    expect(getComputedStyle(chat.log).maxHeight).to.equal(`${0.6 * window.innerHeight}px`);
    expect(chat.log.getBoundingClientRect().height).to.be.at.most(0.6 * window.innerHeight + 0.5);
    expect(getComputedStyle(answer).maxWidth).to.equal('550px');
    expect(answer.getBoundingClientRect().width).to.be.at.most(550);
  });

  describe('on a phone (375 x 667): a modal sheet', () => {
    before(() => setViewport({ width: 375, height: 667 }));
    after(() => setViewport({ width: 800, height: 600 }));

    /** The page behind the chat: something to Tab to before and after it. */
    function pageAround(): () => void {
      const before = document.createElement('button');
      before.textContent = 'Page before';
      const after = document.createElement('a');
      after.href = '#page';
      after.textContent = 'Page after';
      document.body.prepend(before);
      document.body.append(after);
      return () => {
        before.remove();
        after.remove();
      };
    }

    it('opens with focus in the question field too', async () => {
      const chat = await openChat();
      await waitFor(() => chat.root.activeElement === chat.field, 'focus on the question field');
    });

    it('covers the window, says it is modal, and keeps Tab and Shift+Tab inside', async function () {
      notIn(this, { webkit: SHIFT_TAB_UNIDENTIFIED });
      const removePage = pageAround();
      try {
        const chat = await openChat();
        const box = chat.dialog.getBoundingClientRect();
        expect([box.left, box.top, box.right, box.bottom]).to.deep.equal([0, 0, 375, 667]);
        expect(chat.dialog.getAttribute('aria-modal')).to.equal('true');
        chat.field.focus();
        await sendKeys({ type: 'Hi' });
        chat.send.focus();
        const inside = () => chat.dialog.contains(chat.root.activeElement) && document.activeElement === chat.element;
        // Tab past the last control, and Shift+Tab back past the first, stay in the sheet.
        for (let press = 0; press < 8; press += 1) {
          await sendKeys({ press: 'Tab' });
          expect(inside(), `Tab ${press + 1} from the last control`).to.equal(true);
        }
        await sendKeys({ down: 'Shift' });
        try {
          for (let press = 0; press < 8; press += 1) {
            await sendKeys({ press: 'Tab' });
            expect(inside(), `Shift+Tab ${press + 1}`).to.equal(true);
          }
        } finally {
          await sendKeys({ up: 'Shift' });
        }
      } finally {
        removePage();
      }
    });

    it('closes on Escape from anywhere inside, focus back on the launcher', async () => {
      const chat = await openChat();
      chat.log.focus();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => chat.dialog.hidden, 'the sheet to close');
      await waitFor(() => chat.root.activeElement === chat.root.querySelector('[part="launcher"]'), 'focus on the launcher');
    });
  });

  it('stays a non-modal popup on a desktop window', async () => {
    const chat = await openChat();
    expect(chat.dialog.getAttribute('aria-modal')).to.equal('false');
  });
});
