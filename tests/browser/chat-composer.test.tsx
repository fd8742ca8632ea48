// The chat's question field and Send button in <portal-chat>, against the local test backend: real
// key presses, Enter and the input method, the empty question, and where focus goes while an answer comes.
import { expect } from 'chai';
import { sendKeys } from './commands';
import { $chat, answered, ask, nextFrame, NO_QUESTION, openChat, QUESTION, questionCount, setChunkDelay, describeWithChatBackend } from './chat-fixture';
import { waitFor } from './wait-for';

describeWithChatBackend('the chat composer', () => {
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
});
