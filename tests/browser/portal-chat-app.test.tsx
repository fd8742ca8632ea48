// The chat each <portal-chat> mounts when it loads has a store of its own, which the element's
// settings reach before each render: two chats on one page each talk to their own API and
// customer, with a conversation of their own. Real elements against the test backend.
import { expect } from 'chai';
import { sendKeys } from './commands';
import '../../elements/portal-chat';
import { chatStoreOf } from '../../src/components/chat/chat-store-context';
import { conversationOf, openChat, type FeedbackRecord, type OpenChat } from './chat-fixture';
import { admin, signInAs, TEST_BACKEND } from './test-backend';
import { cleanupFixtures, waitFor } from './wait-for';

/** Types a question into one chat and sends it with Enter. */
async function ask(chat: OpenChat, question: string): Promise<void> {
  chat.field.focus();
  await waitFor(() => chat.root.activeElement === chat.field, 'focus in the field');
  await sendKeys({ type: question });
  await waitFor(() => chat.field.value === question, 'the typed question');
  await sendKeys({ press: 'Enter' });
  await waitFor(() => conversationOf(chat.element).messages.some((message) => message.isUser), 'the question to be sent');
}

const settled = (chat: OpenChat) =>
  waitFor(() => conversationOf(chat.element).status === 'idle' && !chat.field.disabled, 'the answer', 8000).then(() => conversationOf(chat.element).messages.at(-1)!);

describe('two <portal-chat> on one page', function () {
  this.timeout(20_000);
  before(() => signInAs('u-mads'));
  afterEach(() => cleanupFixtures());

  it('each asks its own customer-id: the answers carry their own run, and feedback lands per customer', async () => {
    await admin('/reset', { method: 'POST' });
    const first = await openChat(1003);
    const second = await openChat(5150);
    await ask(first, 'How do I switch customer account?');
    const firstAnswer = await settled(first);
    await ask(second, 'How do I create an e-mail campaign?');
    const secondAnswer = await settled(second);
    expect(firstAnswer.error).to.equal(null);
    expect(secondAnswer.error).to.equal(null);
    // Each conversation holds only its own question.
    expect(conversationOf(first.element).messages.filter((message) => message.isUser).map((message) => message.text)).to.deep.equal(['How do I switch customer account?']);
    expect(conversationOf(second.element).messages.filter((message) => message.isUser).map((message) => message.text)).to.deep.equal(['How do I create an e-mail campaign?']);

    for (const chat of [first, second]) {
      const like = await waitFor(() => chat.log.querySelector<HTMLButtonElement>('button[aria-label="Helpful"]'), 'the like button');
      like.click();
      await waitFor(() => chat.log.querySelector('.chat-feedback__result'), 'the feedback outcome');
    }
    const sink = (await admin('/sinks/feedback')) as FeedbackRecord[];
    expect(sink.map(({ run_id, customerId }) => ({ run_id, customerId }))).to.deep.equal([
      { run_id: firstAnswer.runId, customerId: 1003 },
      { run_id: secondAnswer.runId, customerId: 5150 },
    ]);
  });

  it('customer-id and chat-api-url changed after the chat loaded reach that chat\'s store at once, not its sibling\'s', async () => {
    const changed = await openChat(1003);
    const sibling = await openChat(1003);
    const endpointOf = (chat: OpenChat) => chatStoreOf(chat.root)!.$chatEndpoint.get();
    changed.element.setAttribute('customer-id', '5150');
    expect(endpointOf(changed), 'before any render').to.deep.equal({ chatApiUrl: TEST_BACKEND.chat, customerId: 5150 });
    (changed.element as HTMLElementTagNameMap['portal-chat']).chatApiUrl = `${TEST_BACKEND.chat}/elsewhere`;
    expect(endpointOf(changed).chatApiUrl).to.equal(`${TEST_BACKEND.chat}/elsewhere`);
    expect(endpointOf(sibling)).to.deep.equal({ chatApiUrl: TEST_BACKEND.chat, customerId: 1003 });
  });

  it('each talks to its own chat-api-url: one that fails does not touch its sibling', async () => {
    const working = await openChat(1003);
    const failing = await openChat(1003, `${TEST_BACKEND.chat}/nowhere`);
    await ask(failing, 'Anyone there?');
    expect((await settled(failing)).error).to.equal('request');
    await ask(working, 'How do I switch customer account?');
    const answer = await settled(working);
    expect(answer.error).to.equal(null);
    expect(answer.text).to.match(/\S/);
    expect(conversationOf(working.element).messages).to.have.length(3);
    expect(working.field.value).to.equal('');
    expect(failing.field.value).to.equal('Anyone there?');
  });
});
