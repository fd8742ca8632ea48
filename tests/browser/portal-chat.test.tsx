// <portal-chat> against the real local test backend: the streamed answer, injected faults, the
// popup closed mid-answer, accessibility, the sizes, and the phone's modal sheet. Its parts' own
// tests (composer, log, message, markdown) use the same backend through chat-fixture.ts.
import { expect } from 'chai';
import { seriousViolations } from './axe-check';
import { notIn, SHIFT_TAB_UNIDENTIFIED, sendKeys, setViewport } from './commands';
import '../../elements/portal-chat';
import { $chat, ask, answered, askAndWait, FAILURE, HELP_ARTICLE, injectFault, lastBot, openChat, QUESTION, setChunkDelay, streamingText, describeWithChatBackend } from './chat-fixture';
import { framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { $accounts } from '../../src/stores/access/accounts';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { $session } from '../../src/stores/session/session';

describeWithChatBackend('<portal-chat> against the local backend', () => {
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

  it('an answer goes on while the session or the account list is told again for the same account, and stops when the account changes', async () => {
    await waitFor(() => $accounts.get().status === 'loaded', 'the account list');
    const { userId } = $accounts.get();
    const customer = (customerId: number) => ({ customerId, customerName: `Account ${customerId}`, partnerId: null, productTags: [] });
    $accounts.set({ status: 'loaded', customers: [customer(1001), customer(1002)], userId });
    $lastSelectedCustomerId.set(1001);
    await setChunkDelay(300);
    const chat = await openChat();
    await ask(chat, QUESTION);
    await waitFor(() => streamingText(chat).length > 0, 'the first chunk', 4000);
    // What a confirmed sign-in or a fetched account list does: new objects, the same account.
    $session.set({ ...$session.get() });
    $accounts.set({ ...$accounts.get(), customers: [customer(1001), customer(1002)] });
    await nothingHappensWithin(framesFor(300), () => expect($chat.get().messages.at(-1)?.error ?? null, 'the answer after the same account').to.equal(null));
    expect($chat.get().status).to.equal('streaming');

    $lastSelectedCustomerId.set(1002);
    await waitFor(() => $chat.get().status === 'idle', 'the answer to stop', 2000);
    expect($chat.get().messages.at(-1)?.error).to.equal('aborted');
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
